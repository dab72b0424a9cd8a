/// One property's running animations, as SwiftUI keeps them: the property shows its model
/// value (where the last change put it) plus an offset that each running animation shrinks
/// to nothing. `offset(at:)` is that sum; the presented value is `model + offset(at: t)`.
///
/// How a new change combines with what runs (Apple's documentation of `Animation`, and
/// OpenSwiftUI's `shouldMerge`):
/// - an interpolating animation (timing curves, `interpolatingSpring`) is added: each one
///   covers its own change, −Δ·(1 − progress), and runs to its end whatever comes after;
/// - an integrated spring (`.spring`, `.smooth` …) takes over the integrated spring already
///   running — from its offset and velocity at that moment, toward the new model value, with
///   the new spring's parameters — so a retargeted spring keeps its momentum. Interpolating
///   ones running beside it carry on.
/// A change without an animation ends them all: the value jumps, as in SwiftUI.
public struct PropertyAnimator<Value: VectorArithmetic> {
    /// One added animation: it covers `delta` (new − old model) from `start`.
    struct Interpolation {
        let animation: Animation
        let start: Double
        let delta: Value
    }
    /// The integrated spring: its state at `start`.
    struct SpringRun {
        let animation: Animation
        let spring: IntegratedSpring
        let start: Double
        let offset: Value
        let velocity: Value
        let force: Value
        /// Seconds of spring time until it is done (SwiftUI's rule, `finishSteps`).
        let settle: Double
        /// Where the last evaluation's integration got to (shared by copies: it only ever
        /// holds the unit starts' states, which every copy would compute the same).
        let cursor = IntegratedSpring.Cursor()
    }

    var interpolations: [Interpolation] = []
    var springRun: SpringRun?

    /// A property with nothing running.
    public init() {}

    /// True while some animation still moves the property at `t`.
    public func isRunning(at t: Double) -> Bool {
        springRun.map { t < $0.start + $0.animation.delay + $0.settle / $0.animation.speed } == true
            || interpolations.contains { i in i.animation.totalDuration.map { t < i.start + $0 } ?? true }
    }

    /// The latest time at which a running animation ends, nil if one never ends (repeats forever).
    public func endTime() -> Double? {
        var end = 0.0
        if let run = springRun { end = max(end, run.start + run.animation.delay + run.settle / run.animation.speed) }
        for i in interpolations {
            guard let d = i.animation.totalDuration else { return nil }
            end = max(end, i.start + d)
        }
        return end
    }

    /// What the running animations add to the model value at `t`.
    public func offset(at t: Double) -> Value {
        var total = Value.zero
        for i in interpolations {
            let remaining = 1 - i.animation.progress(at: t - i.start)
            if remaining != 0 { total -= i.delta.scaled(by: remaining) }
        }
        if let run = springRun { total += Self.state(of: run, at: t).offset }
        return total
    }

    /// The model changes from `old` to `new` at `t`, under `animation` (nil: no animation).
    public mutating func change(from old: Value, to new: Value, animation: Animation?, at t: Double) {
        guard let animation else {
            interpolations.removeAll(); springRun = nil
            return
        }
        prune(at: t)
        let delta = new - old
        // An integrated spring with repeats or its own delay runs as its closed form would:
        // only a plain spring retargets.
        if animation.evaluation == .integratedSpring, case .spring(let spring) = animation.curve,
           animation.repetition == .once {
            var offset = Value.zero - delta, velocity = Value.zero, force = Value.zero
            if let run = springRun {
                let now = Self.state(of: run, at: t)
                offset += now.offset
                velocity = now.velocity
                force = now.force
            }
            let integrated = IntegratedSpring(spring)
            let steps = Self.finishSteps(integrated, offset: offset, velocity: velocity, force: force,
                                         distance: offset.magnitudeSquared.squareRoot())
            springRun = SpringRun(animation: animation, spring: integrated, start: t, offset: offset, velocity: velocity,
                                  force: force, settle: Double(steps) * IntegratedSpring.step)
        } else {
            interpolations.append(Interpolation(animation: animation, start: t, delta: delta))
        }
    }

    /// A change without an animation to some parts of a value that bundles several properties
    /// (an element's frame, fill and clip): those parts jump — `keep` returns its argument
    /// with them zeroed — while the other parts' animations run on, as an unanimated change
    /// to one SwiftUI property leaves another's animation running.
    /// An animation left with nothing to move ends (a `repeatForever` on a part that jumped no
    /// longer keeps the value from settling).
    public mutating func jump(keeping keep: (Value) -> Value) {
        interpolations = interpolations.map { Interpolation(animation: $0.animation, start: $0.start, delta: keep($0.delta)) }
            .filter { $0.delta.magnitudeSquared > 0 }
        if let run = springRun {
            let (offset, velocity, force) = (keep(run.offset), keep(run.velocity), keep(run.force))
            springRun = offset.magnitudeSquared + velocity.magnitudeSquared + force.magnitudeSquared == 0 ? nil
                : SpringRun(animation: run.animation, spring: run.spring, start: run.start, offset: offset, velocity: velocity,
                            force: force, settle: run.settle)
        }
    }

    /// SwiftUI's end of a spring: the first step at which velocity and force are both at
    /// most 0.06 (squared, 0.0036) in the value's own units and less than 1 % of the distance
    /// is left; the value then snaps to its target.
    static func finishSteps(_ spring: IntegratedSpring, offset: Value, velocity: Value, force: Value, distance: Double) -> Int {
        var a = IntegratedSpring.State(offset: 1, velocity: 0, force: 0)
        var b = IntegratedSpring.State(offset: 0, velocity: 1, force: 0)
        var c = IntegratedSpring.State(offset: 0, velocity: 0, force: 1)
        let tolerance = 0.01 * distance
        for step in 0..<IntegratedSpring.maximumSteps {
            let v = velocity.scaled(by: b.velocity) + offset.scaled(by: a.velocity) + force.scaled(by: c.velocity)
            let f = velocity.scaled(by: b.force) + offset.scaled(by: a.force) + force.scaled(by: c.force)
            let o = velocity.scaled(by: b.offset) + offset.scaled(by: a.offset) + force.scaled(by: c.offset)
            if max(v.magnitudeSquared, f.magnitudeSquared) <= 0.0036, o.magnitudeSquared <= tolerance * tolerance {
                return step
            }
            spring.advance(&a); spring.advance(&b); spring.advance(&c)
        }
        return IntegratedSpring.maximumSteps
    }

    /// Drops what has finished by `t` (its contribution is 0 from then on).
    public mutating func prune(at t: Double) {
        interpolations.removeAll { i in i.animation.totalDuration.map { t >= i.start + $0 } ?? false }
        if let run = springRun, t >= run.start + run.animation.delay + run.settle / run.animation.speed { springRun = nil }
    }

    /// The spring's offset, velocity and force at `t` (delay and speed applied to its clock).
    static func state(of run: SpringRun, at t: Double) -> (offset: Value, velocity: Value, force: Value) {
        let local = (t - run.start - run.animation.delay) * run.animation.speed
        guard local > 0 else { return (run.offset, run.velocity, run.force) }
        guard local < run.settle else { return (.zero, .zero, .zero) }
        let b = run.spring.basis(steps: IntegratedSpring.steps(at: local), cursor: run.cursor)
        func combine(_ pick: (IntegratedSpring.State) -> Double) -> Value {
            run.offset.scaled(by: pick(b.fromOffset)) + run.velocity.scaled(by: pick(b.fromVelocity))
                + run.force.scaled(by: pick(b.fromForce))
        }
        return (combine(\.offset), combine(\.velocity).scaled(by: run.animation.speed), combine(\.force))
    }
}

extension PropertyAnimator {
    /// How many integrated springs run (0 or 1: a new one takes over the old).
    public var springRunCount: Int { springRun == nil ? 0 : 1 }

    /// The integrated spring's velocity at `t` (zero when none runs): what a spring that
    /// takes over starts with.
    public func springVelocity(at t: Double) -> Value {
        springRun.map { Self.state(of: $0, at: t).velocity } ?? .zero
    }
}
