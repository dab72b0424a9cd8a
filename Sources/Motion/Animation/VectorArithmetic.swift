public import Foundation

// SwiftUI's animatable-value vocabulary. A value that animates is a vector: it can be added,
// subtracted and scaled, which is all an interpolation needs (from + (to − from) × progress).
// Teams spell their shapes' and modifiers' `animatableData` with these types.

/// SwiftUI's `VectorArithmetic`: a value in a vector space, which an animation interpolates.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The value with every component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self { var v = self; v.scale(by: rhs); return v }
}

extension Double: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// SwiftUI's `EmptyAnimatableData`: the data of something with nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// The empty value.
    public init() {}
    /// The empty value.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// Nothing plus nothing.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Nothing minus nothing.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Nothing to scale.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

/// SwiftUI's `AnimatablePair`: two animatable values animated together.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second
    /// The pair of `first` and `second`.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    /// Both zero.
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    /// Component-wise sum.
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }
    /// Component-wise difference.
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }
    /// Scales both values.
    public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }
    /// The sum of both values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
    /// Equal when both values are.
    public static func == (lhs: AnimatablePair, rhs: AnimatablePair) -> Bool { lhs.first == rhs.first && lhs.second == rhs.second }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// SwiftUI's `Animatable`: a type whose `animatableData` an animation interpolates
/// (a shape's inset, a modifier's progress). By default it has nothing to animate.
/// Main-actor isolated, as views are, so a view's or shape's own `animatableData`
/// satisfies it in Swift 6 mode without `nonisolated`.
@MainActor @preconcurrency
public protocol Animatable {
    /// The data an animation interpolates.
    associatedtype AnimatableData: VectorArithmetic
    /// The value now; an animation sets it to each frame's interpolated value.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}
