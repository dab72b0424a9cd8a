import Tokens

/// A spring token as a CSS `linear()` easing: the spring's progress 1 − d(t) sampled at
/// evenly spaced times from 0 to its settling time (`SpringMotion.settlingDuration`,
/// within 0.001 of the target), which becomes the animation's duration.
///
/// The sample count starts at `minimumSamples` and doubles until the piecewise-linear
/// curve is within `tolerance` of the spring's progress everywhere (checked at 8 points
/// between each pair of samples), up to `maximumSamples`. The last point is 1: the
/// spring is within 0.001 of its target there, and CSS ends the animation at its value.
struct SpringEasing: Equatable {
    static let minimumSamples = 16
    static let maximumSamples = 512
    static let tolerance = 0.002

    /// Progress at each sample, the first 0 and the last 1.
    let points: [Double]
    /// Seconds.
    let duration: Double
    /// The largest distance between the linear() curve and the spring's progress found.
    let maxError: Double

    init(_ spring: SpringParameters) {
        let motion = SpringMotion(stiffness: spring.stiffness, damping: spring.damping, mass: spring.mass,
                                  initialVelocity: spring.initialVelocity)
        let settle = motion.settlingDuration()
        duration = settle.isFinite && settle > 0 ? settle : 1
        var count = Self.minimumSamples
        var sampled = Self.sample(motion, duration: duration, intervals: count)
        while sampled.error > Self.tolerance, count < Self.maximumSamples {
            count *= 2
            sampled = Self.sample(motion, duration: duration, intervals: count)
        }
        points = sampled.points
        maxError = sampled.error
    }

    private static func sample(_ motion: SpringMotion, duration: Double, intervals: Int) -> (points: [Double], error: Double) {
        func progress(_ t: Double) -> Double { 1 - motion.displacement(t) }
        var points = (0...intervals).map { progress(duration * Double($0) / Double(intervals)) }
        points[0] = 0
        points[intervals] = 1
        var error = 0.0
        for i in 0..<intervals {
            for k in 1..<8 {
                let f = Double(k) / 8
                let t = duration * (Double(i) + f) / Double(intervals)
                let linear = points[i] + (points[i + 1] - points[i]) * f
                error = max(error, abs(linear - progress(t)))
            }
        }
        return (points, error)
    }

    /// `linear(0, 0.0123, …, 1)`.
    var css: String {
        "linear(" + points.map { ExportText.decimal($0, places: 4) }.joined(separator: ", ") + ")"
    }
}
