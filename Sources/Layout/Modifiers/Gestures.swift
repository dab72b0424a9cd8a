import DisplayList
import Foundation
import Motion

// SwiftUI's gestures. A still has no touches: each gesture compiles with SwiftUI's API and
// its callbacks never run; the view is drawn as it is, `@GestureState` at its initial value.

/// SwiftUI's `Gesture`.
public protocol Gesture {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
}

extension Gesture {
    /// SwiftUI's `.onChanged(_:)`: never called in a still.
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
    /// SwiftUI's `.onEnded(_:)`: never called in a still.
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
    /// SwiftUI's `.updating(_:body:)`: the state keeps its initial value.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> Self { self }
    /// SwiftUI's `.simultaneously(with:)`.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(first: self, second: other) }
    /// SwiftUI's `.sequenced(before:)`.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(first: self, second: other) }
    /// SwiftUI's `.exclusively(before:)`.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(first: self, second: other) }
}

/// SwiftUI's `TapGesture(count:)`.
public struct TapGesture: Gesture {
    /// Nothing: a tap has no value.
    public typealias Value = Void
    /// Taps needed.
    public var count: Int
    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }
}

/// SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture {
    /// Where the tap landed.
    public struct Value: Equatable, Sendable { public var location = CGPoint.zero }
    /// Taps needed.
    public var count: Int
    /// A gesture of `count` taps, located in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) { self.count = count }
}

/// SwiftUI's `LongPressGesture(minimumDuration:maximumDistance:)`.
public struct LongPressGesture: Gesture {
    /// Whether the press is still held.
    public typealias Value = Bool
    /// Seconds the press must last.
    public var minimumDuration: Double
    /// Points the finger may move while pressing.
    public var maximumDistance: Double
    /// A press of at least `minimumDuration` seconds moving at most `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
        self.minimumDuration = minimumDuration; self.maximumDistance = maximumDistance
    }
}

/// SwiftUI's `DragGesture(minimumDistance:coordinateSpace:)`.
public struct DragGesture: Gesture {
    /// SwiftUI's `DragGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// When the value was taken, in seconds.
        public var time: Double = 0
        /// Where the finger is now, in points.
        public var location = CGPoint.zero
        /// Where the gesture began, in points.
        public var startLocation = CGPoint.zero
        /// How far the finger has moved, in points.
        public var translation = CGSize.zero
        /// How fast the finger moves, in points a second.
        public var velocity = CGSize.zero
        /// Where the finger would stop at this velocity, in points.
        public var predictedEndLocation = CGPoint.zero
        /// How far it would have moved by then, in points.
        public var predictedEndTranslation = CGSize.zero
    }
    /// Points the finger must move before the drag begins.
    public var minimumDistance: Double
    /// The space locations are given in.
    public var coordinateSpace: CoordinateSpace
    /// A drag that begins after `minimumDistance` points, located in `coordinateSpace`.
    public init(minimumDistance: Double = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance; self.coordinateSpace = coordinateSpace
    }
}

/// SwiftUI's `MagnifyGesture` (iOS 17).
public struct MagnifyGesture: Gesture {
    /// SwiftUI's `MagnifyGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// The scale now (1: unchanged).
        public var magnification: Double = 1
        /// How fast the scale changes, per second.
        public var velocity: Double = 0
        /// Where the gesture began, in points.
        public var startLocation = CGPoint.zero
        /// The point between the fingers where it began.
        public var startAnchor = UnitPoint.center
    }
    /// A pinch that begins after the scale changes by `minimumScaleDelta`.
    public init(minimumScaleDelta: Double = 0.01) {}
}

/// SwiftUI's `MagnificationGesture` (before iOS 17): its value is the scale.
public struct MagnificationGesture: Gesture {
    /// The scale now (1: unchanged).
    public typealias Value = Double
    /// A pinch that begins after the scale changes by `minimumScaleDelta`.
    public init(minimumScaleDelta: Double = 0.01) {}
}

/// SwiftUI's `RotateGesture` (iOS 17).
public struct RotateGesture: Gesture {
    /// SwiftUI's `RotateGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// How far the fingers have turned.
        public var rotation = Angle.zero
        /// How fast they turn, per second.
        public var velocity = Angle.zero
        /// Where the gesture began, in points.
        public var startLocation = CGPoint.zero
    }
    /// A rotation that begins after the fingers turn by `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// SwiftUI's `RotationGesture` (before iOS 17): its value is the angle.
public struct RotationGesture: Gesture {
    /// How far the fingers have turned.
    public typealias Value = Angle
    /// A rotation that begins after the fingers turn by `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// Two gestures at once.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Both gestures' values, each nil until that gesture changes.
    public struct Value { public var first: First.Value?; public var second: Second.Value? }
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    /// SwiftUI's `SimultaneousGesture(_:_:)`: both at once.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    init(first: First, second: Second) { self.first = first; self.second = second }
}

/// One gesture, then the other.
public enum SequenceGestureValue<First, Second> { case first(First), second(First, Second?) }

/// One gesture, then the other.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first value, then both.
    public typealias Value = SequenceGestureValue<First.Value, Second.Value>
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    /// SwiftUI's `SequenceGesture(_:_:)`: `first`, then `second`.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    init(first: First, second: Second) { self.first = first; self.second = second }
}

/// One gesture, else the other.
public enum ExclusiveGestureValue<First, Second> { case first(First), second(Second) }

/// One gesture, else the other.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Whichever gesture's value.
    public typealias Value = ExclusiveGestureValue<First.Value, Second.Value>
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    /// SwiftUI's `ExclusiveGesture(_:_:)`: `first`, else `second`.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    init(first: First, second: Second) { self.first = first; self.second = second }
}

/// SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Neither the gesture nor those inside.
    public static let none = GestureMask([])
    /// This gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the views inside.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// SwiftUI's `@GestureState`: a value a gesture changes while it is active; in a still it is
/// always its initial value.
@propertyWrapper
public struct GestureState<Value> {
    private let initial: Value
    /// State that starts (and, in a still, stays) at `wrappedValue`.
    public init(wrappedValue: Value) { initial = wrappedValue }
    /// State at `initialValue`.
    public init(initialValue: Value) { initial = initialValue }
    /// State at `wrappedValue`; the reset transaction is not used.
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    /// The value: its initial one.
    public var wrappedValue: Value { initial }
    /// The state, for `.updating($state)`.
    public var projectedValue: GestureState<Value> { self }
}

extension View {
    /// SwiftUI's `.gesture(_:including:)`: drawn as it is.
    nonisolated public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// SwiftUI's `.simultaneousGesture(_:including:)`: drawn as it is.
    nonisolated public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// SwiftUI's `.highPriorityGesture(_:including:)`: drawn as it is.
    nonisolated public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// SwiftUI's `.contentShape(_:eoFill:)`: where taps land; drawn as it is.
    nonisolated public func contentShape<S: ShapeView>(_ shape: S, eoFill: Bool = false) -> some View { self }
    /// SwiftUI's `.allowsHitTesting(_:)`: drawn as it is.
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    /// SwiftUI's `.onTapGesture(count:coordinateSpace:perform:)` with the location: drawn as it is.
    nonisolated public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace, perform action: @escaping (CGPoint) -> Void) -> some View { self }
}
