/// One animation as SwiftUI describes it: a curve, how long one pass takes, when it
/// starts, how often it repeats and how fast it plays. `progress(at:)` turns that into
/// a pure function of wall-clock time, so any frame can be rendered on its own.
public struct Animation: Hashable, Sendable {
    /// How many passes run, and whether every other pass runs backwards.
    public enum Repetition: Hashable, Sendable {
        /// One pass.
        case once
        /// This many passes (≥ 1), every other one backwards when `autoreverses`.
        case count(Int, autoreverses: Bool)
        /// Passes without end, every other one backwards when `autoreverses`.
        case forever(autoreverses: Bool)
    }

    /// How progress runs within one pass.
    public let curve: Curve
    /// Seconds one pass takes at speed 1. For springs this is the settling duration:
    /// the spring's physics set the pace, the duration only says when a pass is over.
    /// Infinite for an undamped spring, which never finishes its first pass.
    public let duration: Double
    /// Wall-clock seconds before the first pass (`.delay` after a repeat, or on an animation
    /// that does not repeat). Applies once; negative starts part-way into the passes (a
    /// second `.delay(-i/20)` staggering a repeating wave).
    public let delay: Double
    /// Seconds (at the animation's own speed) each pass waits before it runs: a `.delay`
    /// applied before `.repeatForever`/`.repeatCount`, which SwiftUI repeats with every
    /// pass (0 for none). The pass shows its start value while it waits.
    public let passDelay: Double
    /// How many passes, and whether they alternate direction.
    public let repetition: Repetition
    /// Playback rate: 2 plays twice as fast.
    public let speed: Double
    /// How the animation runs when it changes a value that may already be animating.
    public let evaluation: Evaluation

    /// How SwiftUI runs an animation of a property (OpenSwiftUI's `FluidSpringAnimation`
    /// and `SpringAnimation`, which follow Apple's documentation of `spring` and
    /// `interpolatingSpring`; see docs/TOKENS.md, "Springs as SwiftUI runs them").
    public enum Evaluation: Hashable, Sendable {
        /// A function of the time since it started, added to whatever else runs on the
        /// property: timing curves and `interpolatingSpring` ("preserves velocity across
        /// overlapping animations by adding the effects of each animation").
        case interpolating
        /// SwiftUI's `spring` family (`.spring`, `.smooth`, `.snappy`, `.bouncy`, `.default`,
        /// `spring(response:…)`, `interactiveSpring`): integrated numerically, and a new one
        /// takes over a running one from its position and velocity ("retargeting").
        case integratedSpring
    }

    /// An animation of `curve` over `duration` seconds a pass, after `delay` seconds, repeated as
    /// `repetition` says, at `speed` (> 0). Traps on a negative duration or a non-positive speed.
    /// `passDelay`: seconds each pass waits before it runs (a delay SwiftUI repeats).
    public init(curve: Curve, duration: Double, delay: Double = 0, passDelay: Double = 0, repetition: Repetition = .once,
                speed: Double = 1, evaluation: Evaluation = .interpolating) {
        precondition(duration >= 0, "animation duration must be >= 0")
        precondition(delay.isFinite, "animation delay must be finite")
        precondition(passDelay >= 0 && passDelay.isFinite, "animation pass delay must be finite and >= 0")
        precondition(speed > 0 && speed.isFinite, "animation speed must be > 0")
        if case let .count(n, _) = repetition { precondition(n >= 1, "repeat count must be >= 1") }
        self.curve = curve
        self.duration = duration
        self.delay = delay
        self.passDelay = passDelay
        self.repetition = repetition
        self.speed = speed
        self.evaluation = evaluation
    }

    /// Progress at wall-clock time `t`: 0 before the delay is over; then the passes,
    /// odd-numbered passes (the 2nd, 4th, …) backwards when autoreversing; and exactly
    /// 1 once a finite repeat is over, even if the last pass ran backwards, because
    /// SwiftUI then shows the model value, which is the animation's target.
    public func progress(at t: Double) -> Double {
        let local = (t - delay) * speed
        guard local >= 0 else { return 0 }
        guard duration > 0 || passDelay > 0 else { return 1 }
        let period = passDelay + duration
        let pass = (local / period).rounded(.down)
        let autoreverses: Bool
        switch repetition {
        case .once:
            if pass >= 1 { return 1 }
            autoreverses = false
        case let .count(n, reverses):
            if pass >= Double(n) { return 1 }
            autoreverses = reverses
        case let .forever(reverses):
            autoreverses = reverses
        }
        let within = (pass == 0 ? local : local - pass * period) - passDelay  // 0 · ∞ would be NaN
        let backwards = autoreverses && pass.truncatingRemainder(dividingBy: 2) == 1
        // Waiting out its delay, a pass shows where it starts.
        if within < 0 { return backwards ? 1 : 0 }
        guard duration > 0 else { return backwards ? 0 : 1 }
        return curve.progress(at: backwards ? duration - within : within, duration: duration)
    }

    /// Wall-clock seconds from the trigger to the final value, delay included; nil for
    /// an animation that repeats forever, infinite for an undamped spring.
    public var totalDuration: Double? {
        let passes: Int
        switch repetition {
        case .once: passes = 1
        case let .count(n, _): passes = n
        case .forever: return nil
        }
        return delay + Double(passes) * (passDelay + duration) / speed
    }
}
