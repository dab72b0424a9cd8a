import Foundation

/// A spring integrated numerically, as SwiftUI runs its `spring` animations (OpenSwiftUI's
/// reading of SwiftUI's `FluidSpringAnimation`; docs/TOKENS.md, "Springs as SwiftUI runs
/// them"): whole steps of 1/300 s of velocity Verlet, the force kept from one step to the
/// next. A frame at time τ shows the state after the first whole step at or past τ, and a
/// run that starts at rest has no force yet, so its first step does not move — which is
/// part of why the positions differ from the closed form by a fraction of a point.
///
/// State is (offset, velocity, force), offset = presented − target. A step of h = 1/300 s:
/// half = v + f·h/2; offset += half·h; f = (−k·offset − c·half) / m; v = half + f·h/2.
/// The step is linear in the state, so any start is a combination of three unit starts
/// (offset 1, velocity 1, force 1) integrated once as numbers, whatever the value's type.
public struct IntegratedSpring: Hashable, Sendable {
    /// The spring's stiffness, damping and mass (its `initialVelocity` is not used: a start's
    /// velocity is given with the start).
    public let spring: Spring
    /// The fixed step, in seconds.
    public static let step = 1.0 / 300
    /// SwiftUI's cap on stiffness, which keeps the step stable.
    public static let maximumStiffness = 45_000.0
    /// Steps beyond this (600 s) are not taken: the spring has long settled or never will.
    static let maximumSteps = 180_000

    /// The spring `spring`, integrated.
    public init(_ spring: Spring) { self.spring = spring }

    /// One unit start's state: offset, velocity and force.
    public struct State: Hashable, Sendable {
        /// Presented minus target.
        public var offset: Double
        /// Its rate, per second.
        public var velocity: Double
        /// The spring's force at the last step (per unit mass).
        public var force: Double
    }

    /// The whole steps a frame `tau` seconds after the start shows: the first step boundary
    /// at or past `tau` (SwiftUI steps while its clock is behind the frame's time).
    public static func steps(at tau: Double) -> Int {
        guard tau > 0 else { return 0 }
        return min(Int((tau / step - 1e-9).rounded(.up)), maximumSteps)
    }

    /// After `steps` whole steps, the three unit starts' states: from offset 1, from
    /// velocity 1, and from force 1 (each alone, the others 0).
    public func basis(steps: Int) -> (fromOffset: State, fromVelocity: State, fromForce: State) {
        var a = State(offset: 1, velocity: 0, force: 0)
        var b = State(offset: 0, velocity: 1, force: 0)
        var c = State(offset: 0, velocity: 0, force: 1)
        for _ in 0..<max(0, min(steps, Self.maximumSteps)) {
            advance(&a); advance(&b); advance(&c)
        }
        return (a, b, c)
    }

    /// After `steps` whole steps, continuing from `cursor` when it is not past them (frames
    /// asked for in time order then cost one step each, not the whole run again).
    public func basis(steps: Int, cursor: Cursor) -> (fromOffset: State, fromVelocity: State, fromForce: State) {
        let target = max(0, min(steps, Self.maximumSteps))
        cursor.lock.lock()
        defer { cursor.lock.unlock() }
        if cursor.steps > target {
            cursor.steps = 0
            cursor.states = (State(offset: 1, velocity: 0, force: 0), State(offset: 0, velocity: 1, force: 0), State(offset: 0, velocity: 0, force: 1))
        }
        while cursor.steps < target {
            advance(&cursor.states.0); advance(&cursor.states.1); advance(&cursor.states.2)
            cursor.steps += 1
        }
        return cursor.states
    }

    /// Where an integration got to: the three unit starts after `steps` steps. Locked: a
    /// timeline row and a frame may read the same spring from two threads.
    public final class Cursor: @unchecked Sendable {
        let lock = NSLock()
        var steps = 0
        /// An integration at its start.
        public init() {}
        var states = (State(offset: 1, velocity: 0, force: 0), State(offset: 0, velocity: 1, force: 0), State(offset: 0, velocity: 0, force: 1))
    }

    /// One step of velocity Verlet.
    func advance(_ s: inout State) {
        let h = Self.step
        let k = min(spring.stiffness, Self.maximumStiffness), c = spring.damping, m = spring.mass
        let half = s.velocity + s.force * h / 2
        s.offset += half * h
        s.force = (-k * s.offset - c * half) / m
        s.velocity = half + s.force * h / 2
    }
}
