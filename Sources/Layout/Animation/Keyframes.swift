public import Foundation
public import Motion

// SwiftUI's keyframes (iOS 17): tracks of keyframes, each animating one property of a value
// from where the last keyframe left it, all tracks at once. `KeyframeTimeline` evaluates them
// at any time; `KeyframeAnimator` plays them on a view (in a recording, from its appearance or
// a trigger; a still shows the initial value).

/// A value a keyframe track can animate: numbers it is interpolated as. SwiftUI asks for
/// `Animatable`; the values keyframes animate in practice are these.
public protocol KeyframeValue {
    /// The value as numbers.
    var keyframeNumbers: [Double] { get }
    /// The value from numbers (in `keyframeNumbers`' order).
    init(keyframeNumbers: [Double])
}

extension Double: KeyframeValue {
    /// Itself.
    public var keyframeNumbers: [Double] { [self] }
    /// The first number.
    public init(keyframeNumbers v: [Double]) { self = v.first ?? 0 }
}

extension CGFloat: KeyframeValue {
    /// Itself.
    public var keyframeNumbers: [Double] { [Double(self)] }
    /// The first number.
    public init(keyframeNumbers v: [Double]) { self = CGFloat(v.first ?? 0) }
}

extension Float: KeyframeValue {
    /// Itself.
    public var keyframeNumbers: [Double] { [Double(self)] }
    /// The first number.
    public init(keyframeNumbers v: [Double]) { self = Float(v.first ?? 0) }
}

extension Angle: KeyframeValue {
    /// Its radians.
    public var keyframeNumbers: [Double] { [radians] }
    /// The angle of the first number's radians.
    public init(keyframeNumbers v: [Double]) { self.init(radians: v.first ?? 0) }
}

extension CGPoint: KeyframeValue {
    /// x and y.
    public var keyframeNumbers: [Double] { [Double(x), Double(y)] }
    /// The point of the first two numbers.
    public init(keyframeNumbers v: [Double]) { self.init(x: v.count > 0 ? v[0] : 0, y: v.count > 1 ? v[1] : 0) }
}

extension CGSize: KeyframeValue {
    /// Width and height.
    public var keyframeNumbers: [Double] { [Double(width), Double(height)] }
    /// The size of the first two numbers.
    public init(keyframeNumbers v: [Double]) { self.init(width: v.count > 0 ? v[0] : 0, height: v.count > 1 ? v[1] : 0) }
}

/// One keyframe of a track: where the property goes, how, and in how long.
public protocol KeyframeTrackContent {
    /// The property's type.
    associatedtype Value: KeyframeValue
    /// The keyframes this content stands for, in order.
    var keyframes: [Keyframe<Value>] { get }
}

/// One step of a track (what `LinearKeyframe`, `CubicKeyframe`, `SpringKeyframe` and
/// `MoveKeyframe` are).
public struct Keyframe<Value: KeyframeValue>: KeyframeTrackContent {
    enum Kind {
        case linear(UnitCurve)
        case cubic(start: Value?, end: Value?)
        case spring(Spring, start: Value?)
        case move
    }
    let to: Value
    let duration: Double
    let kind: Kind
    /// Itself.
    public var keyframes: [Keyframe<Value>] { [self] }
}

/// SwiftUI's `LinearKeyframe`: straight to `to` over `duration`, paced by `timingCurve`.
public func LinearKeyframe<Value: KeyframeValue>(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) -> Keyframe<Value> {
    Keyframe(to: to, duration: KeyframeInput.seconds(duration), kind: .linear(timingCurve))
}

/// SwiftUI's `CubicKeyframe`: to `to` over `duration` along a cubic curve; in a row of cubic
/// keyframes, a Catmull-Rom spline through them (velocities from the neighbours unless given).
public func CubicKeyframe<Value: KeyframeValue>(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil,
                                                endVelocity: Value? = nil) -> Keyframe<Value> {
    Keyframe(to: to, duration: KeyframeInput.seconds(duration), kind: .cubic(start: startVelocity, end: endVelocity))
}

/// SwiftUI's `SpringKeyframe`: toward `to` on `spring` for `duration` (its settling time when
/// nil); the next keyframe starts from wherever the spring got to.
public func SpringKeyframe<Value: KeyframeValue>(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
                                                 startVelocity: Value? = nil) -> Keyframe<Value> {
    Keyframe(to: to, duration: KeyframeInput.seconds(duration ?? min(spring.settlingDuration(), 600)), kind: .spring(spring, start: startVelocity))
}

/// SwiftUI's `MoveKeyframe`: straight to `to`, at once.
public func MoveKeyframe<Value: KeyframeValue>(_ to: Value) -> Keyframe<Value> {
    Keyframe(to: to, duration: 0, kind: .move)
}

/// A list of keyframes (what `KeyframeTrackContentBuilder` makes).
public struct KeyframeList<Value: KeyframeValue>: KeyframeTrackContent {
    /// The keyframes, in order.
    public let keyframes: [Keyframe<Value>]
}

/// SwiftUI's `KeyframeTrackContentBuilder`: the keyframes of a track, in order.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: KeyframeValue> {
    /// One keyframe or list.
    public static func buildExpression<C: KeyframeTrackContent>(_ content: C) -> KeyframeList<Value> where C.Value == Value {
        KeyframeList(keyframes: content.keyframes)
    }
    /// The keyframes in order.
    public static func buildBlock(_ parts: KeyframeList<Value>...) -> KeyframeList<Value> {
        KeyframeList(keyframes: parts.flatMap(\.keyframes))
    }
    /// An `if` without `else`.
    public static func buildOptional(_ part: KeyframeList<Value>?) -> KeyframeList<Value> { part ?? KeyframeList(keyframes: []) }
    /// One branch of an `if`/`else`.
    public static func buildEither(first: KeyframeList<Value>) -> KeyframeList<Value> { first }
    /// The other branch.
    public static func buildEither(second: KeyframeList<Value>) -> KeyframeList<Value> { second }
    /// A `for` loop's keyframes.
    public static func buildArray(_ parts: [KeyframeList<Value>]) -> KeyframeList<Value> { KeyframeList(keyframes: parts.flatMap(\.keyframes)) }
}

/// SwiftUI's `Keyframes`: tracks that animate a `Value` together.
public protocol Keyframes {
    /// The animated value.
    associatedtype Value
    /// The tracks.
    var tracks: [KeyframeTrackOf<Value>] { get }
}

/// One track over a whole value: reads and writes its property.
public struct KeyframeTrackOf<Root> {
    let duration: Double
    let apply: (inout Root, Double) -> Void
    /// Keyframes of the whole value written straight in a `keyframes` closure, without a
    /// track: consecutive ones are one track (`KeyframesBuilder.buildBlock` joins them).
    var loose: Loose?

    struct Loose {
        let keyframes: [Any]
        let make: ([Any]) -> KeyframeTrackOf<Root>
    }
}

/// SwiftUI's `KeyframeTrack`: the keyframes of one property of `Root` (`\.scale`), or of the
/// whole value.
public struct KeyframeTrack<Root, Value: KeyframeValue>: Keyframes {
    let keyPath: WritableKeyPath<Root, Value>
    let list: [Keyframe<Value>]

    /// Keyframes of the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> KeyframeList<Value>) {
        self.keyPath = keyPath
        list = Array(content().keyframes.prefix(KeyframeInput.maximumKeyframes))
    }

    /// Keyframes of the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> KeyframeList<Root>) where Root == Value {
        keyPath = \Root.self
        list = Array(content().keyframes.prefix(KeyframeInput.maximumKeyframes))
    }

    /// This track.
    public var tracks: [KeyframeTrackOf<Root>] {
        let keyPath = keyPath, list = list
        let duration = list.reduce(0) { $0 + $1.duration }
        return [KeyframeTrackOf(duration: duration, apply: { root, t in
            root[keyPath: keyPath] = KeyframeInput.value(of: list, from: root[keyPath: keyPath], at: t)
        })]
    }
}

/// Several tracks (what `KeyframesBuilder` makes).
public struct KeyframeTracks<Value>: Keyframes {
    /// The tracks.
    public let tracks: [KeyframeTrackOf<Value>]
}

/// SwiftUI's `KeyframesBuilder`: the tracks of a keyframe animation.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// One track.
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframeTracks<Value> where K.Value == Value {
        KeyframeTracks(tracks: keyframes.tracks)
    }
    /// Keyframes of the whole value, written without a track (one track with the keyframes
    /// written next to them).
    public static func buildExpression<C: KeyframeTrackContent>(_ content: C) -> KeyframeTracks<Value> where C.Value == Value {
        func track(_ keyframes: [Any]) -> KeyframeTrackOf<Value> {
            let list = keyframes.compactMap { $0 as? Keyframe<C.Value> }
            var made = KeyframeTrack<Value, Value> { KeyframeList(keyframes: list) }.tracks[0]
            made.loose = KeyframeTrackOf<Value>.Loose(keyframes: list, make: track)
            return made
        }
        return KeyframeTracks(tracks: [track(content.keyframes)])
    }
    /// The tracks together; keyframes written next to each other without a track are one.
    public static func buildBlock(_ parts: KeyframeTracks<Value>...) -> KeyframeTracks<Value> {
        var tracks: [KeyframeTrackOf<Value>] = []
        for track in parts.flatMap(\.tracks) {
            if let loose = track.loose, let last = tracks.last?.loose {
                tracks[tracks.count - 1] = last.make(last.keyframes + loose.keyframes)
            } else {
                tracks.append(track)
            }
        }
        return KeyframeTracks(tracks: tracks)
    }
    /// An `if` without `else`.
    public static func buildOptional(_ part: KeyframeTracks<Value>?) -> KeyframeTracks<Value> { part ?? KeyframeTracks(tracks: []) }
    /// One branch of an `if`/`else`.
    public static func buildEither(first: KeyframeTracks<Value>) -> KeyframeTracks<Value> { first }
    /// The other branch.
    public static func buildEither(second: KeyframeTracks<Value>) -> KeyframeTracks<Value> { second }
}

/// SwiftUI's `KeyframeTimeline`: keyframes evaluated at any time.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [KeyframeTrackOf<Value>]

    /// The keyframes `content` gives, from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> KeyframeTracks<Value>) {
        self.initialValue = initialValue
        tracks = content().tracks
    }

    /// How long the longest track runs.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds in (each track holds its last keyframe after it ends).
    public func value(time: TimeInterval) -> Value {
        var value = initialValue
        let t = time.isFinite ? max(0, time) : 0
        for track in tracks { track.apply(&value, t) }
        return value
    }

    /// The value at `progress` (0…1) of `duration`.
    public func value(progress: Double) -> Value { value(time: (progress.isFinite ? min(max(progress, 0), 1) : 0) * duration) }
}

/// How keyframes are evaluated, and their bounds.
enum KeyframeInput {
    /// A track reads at most this many keyframes.
    static let maximumKeyframes = 10_000

    static func seconds(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 600) : 0 }

    /// A track's value at `t`, starting from `start`.
    static func value<Value: KeyframeValue>(of list: [Keyframe<Value>], from start: Value, at t: Double) -> Value {
        var from = start.keyframeNumbers
        var elapsed = 0.0
        var previous: [Double]? = nil
        for (i, keyframe) in list.enumerated() {
            let to = keyframe.to.keyframeNumbers
            let end = elapsed + keyframe.duration
            if t < end, keyframe.duration > 0 {
                let u = (t - elapsed) / keyframe.duration
                return Value(keyframeNumbers: segment(keyframe, from: from, to: to, u: u, previous: previous,
                                                      next: i + 1 < list.count ? list[i + 1] : nil))
            }
            previous = from
            from = keyframe.kind.isSpring ? springEnd(keyframe, from: from, to: to) : to
            elapsed = end
        }
        return Value(keyframeNumbers: from)
    }

    private static func segment<Value>(_ k: Keyframe<Value>, from a: [Double], to b: [Double], u: Double, previous: [Double]?,
                                       next: Keyframe<Value>?) -> [Double] {
        let n = max(a.count, b.count)
        func at(_ v: [Double], _ i: Int) -> Double { i < v.count ? v[i] : 0 }
        switch k.kind {
        case .move: return b
        case .linear(let curve):
            let p = curve.value(at: u)
            return (0..<n).map { at(a, $0) + (at(b, $0) - at(a, $0)) * p }
        case .spring(let spring, _):
            let p = spring.progress(at: u * k.duration)
            return (0..<n).map { at(a, $0) + (at(b, $0) - at(a, $0)) * p }
        case .cubic(let start, let end):
            // Hermite between a and b; tangents (per second) given, else Catmull-Rom from the
            // neighbours, else flat at the ends.
            let d = k.duration
            let zero = [Double](repeating: 0, count: n)
            var m0 = zero, m1 = zero
            if let start { m0 = start.keyframeNumbers } else if let p = previous {
                for i in 0..<n { m0[i] = (at(b, i) - at(p, i)) / max(2 * d, 1e-9) }
            }
            if let end { m1 = end.keyframeNumbers } else if let nx = next {
                let c = nx.to.keyframeNumbers
                let span: Double = max(d + nx.duration, 1e-9)
                for i in 0..<n { m1[i] = (at(c, i) - at(a, i)) / span }
            }
            let u2: Double = u * u, u3: Double = u2 * u
            let h00: Double = 2 * u3 - 3 * u2 + 1
            let h10: Double = u3 - 2 * u2 + u
            let h01: Double = 3 * u2 - 2 * u3
            let h11: Double = u3 - u2
            return (0..<n).map { i -> Double in
                let ends: Double = h00 * at(a, i) + h01 * at(b, i)
                let slopes: Double = (h10 * at(m0, i) + h11 * at(m1, i)) * d
                return ends + slopes
            }
        }
    }

    private static func springEnd<Value>(_ k: Keyframe<Value>, from a: [Double], to b: [Double]) -> [Double] {
        guard case .spring(let spring, _) = k.kind else { return b }
        let p = spring.progress(at: k.duration)
        return b.indices.map { i in (i < a.count ? a[i] : 0) + (b[i] - (i < a.count ? a[i] : 0)) * p }
    }
}

extension Keyframe.Kind {
    var isSpring: Bool { if case .spring = self { return true } else { return false } }
}
