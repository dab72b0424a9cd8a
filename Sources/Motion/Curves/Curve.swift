/// How an animation gets from 0 to 1: a timing curve stretched over a duration, or a
/// spring that runs on its own physical time.
public enum Curve: Hashable, Sendable {
    /// A cubic Bézier stretched over the animation's duration.
    case timing(TimingCurve)
    /// A spring, running on its own time; the duration only says when it has settled.
    case spring(Spring)

    /// Progress at `localTime` seconds after the curve starts.
    ///
    /// A timing curve is stretched over `duration` (time is normalised to
    /// `localTime / duration`; a zero duration jumps to 1 at the start). A spring ignores
    /// `duration`: its physics decide how long it takes, which is why SwiftUI's spring
    /// animations have no duration parameter. 0 before the start in both cases.
    public func progress(at localTime: Double, duration: Double) -> Double {
        guard localTime >= 0 else { return 0 }
        switch self {
        case .timing(let curve):
            guard duration > 0 else { return 1 }
            return curve.progress(localTime / duration)
        case .spring(let spring):
            return spring.progress(at: localTime)
        }
    }

    /// The duration to use when none is given: SwiftUI's 0.35 s for timing curves, the
    /// settling duration (0.001 tolerance) for springs.
    public var naturalDuration: Double {
        switch self {
        case .timing: return TimingCurve.swiftUIDefaultDuration
        case .spring(let spring): return spring.settlingDuration()
        }
    }
}
