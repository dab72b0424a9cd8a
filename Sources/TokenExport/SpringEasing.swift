import Tokens

/// A spring token as a CSS `linear()` easing: the spring's progress 1 − d(t) from 0 to its
/// settling time (`SpringMotion.settlingDuration`, within 0.001 of the target), which
/// becomes the animation's duration.
///
/// The progress is evaluated at `gridIntervals` + 1 evenly spaced times; from the start,
/// each straight segment runs as far along that grid as it can while staying within
/// `tolerance` of every grid value (greedy), so slow stretches take few points and the
/// bounces more. The last point is 1: the spring is within 0.001 of its target there, and
/// CSS ends the animation at its value. `maxError` is then measured at 8 points inside
/// every grid interval, against the spring itself; above `tolerance` (a bounce between
/// grid times) the fit is redone with a tighter bound until it is not.
struct SpringEasing {
    static let gridIntervals = 1024
    static let tolerance = 0.002

    /// (fraction of the duration, progress), from (0, 0) to (1, 1).
    let points: [(x: Double, y: Double)]
    /// Seconds.
    let duration: Double
    /// The largest distance between the linear() curve and the spring's progress found.
    let maxError: Double

    init(_ spring: SpringParameters) {
        let motion = SpringMotion(stiffness: spring.stiffness, damping: spring.damping, mass: spring.mass,
                                  initialVelocity: spring.initialVelocity)
        let settle = motion.settlingDuration()
        let duration = settle.isFinite && settle > 0 ? settle : 1
        let n = Self.gridIntervals
        func progress(_ x: Double) -> Double { 1 - motion.displacement(duration * x) }
        var grid = (0...n).map { progress(Double($0) / Double(n)) }
        grid[0] = 0
        grid[n] = 1
        // The fit keeps to the grid; between grid times a fast bounce can stray a little
        // further, so when the measured error is over `tolerance` the fit is redone tighter.
        var fitTolerance = Self.tolerance
        var fit = Self.fit(grid, within: fitTolerance, progress: progress)
        while fit.error > Self.tolerance, fitTolerance > Self.tolerance / 8 {
            fitTolerance *= 0.8
            fit = Self.fit(grid, within: fitTolerance, progress: progress)
        }
        let indices = fit.indices
        let error = fit.error
        self.duration = duration
        self.points = indices.map { (x: Double($0) / Double(n), y: grid[$0]) }
        self.maxError = error
    }

    /// The greedy fit: grid indices where segments meet, and the error measured at 8 points
    /// inside every grid interval against `progress`.
    private static func fit(_ grid: [Double], within tolerance: Double, progress: (Double) -> Double) -> (indices: [Int], error: Double) {
        let n = grid.count - 1
        // From a, the segment may end at b when its slope lies within every earlier grid
        // point's allowance: (y_k ± tolerance − y_a) / (k − a) for a < k < b. Those
        // bounds are kept as one running interval, so each step costs O(1) and a spring
        // costs O(grid), however long its segments (a file of 90,000 springs stays fast).
        var indices = [0]
        var a = 0
        while a < n {
            var b = a + 1
            var low = -Double.infinity, high = Double.infinity
            while b < n {
                let k = Double(b - a)
                low = max(low, (grid[b] - tolerance - grid[a]) / k)
                high = min(high, (grid[b] + tolerance - grid[a]) / k)
                let slope = (grid[b + 1] - grid[a]) / (k + 1)
                guard slope >= low, slope <= high else { break }
                b += 1
            }
            indices.append(b)
            a = b
        }
        var error = 0.0
        for (a, b) in zip(indices, indices.dropFirst()) {
            for k in a..<b {
                for step in 0..<8 {
                    let x = (Double(k) + Double(step) / 8) / Double(n)
                    let along = (x * Double(n) - Double(a)) / Double(b - a)
                    error = max(error, abs(grid[a] + (grid[b] - grid[a]) * along - progress(x)))
                }
            }
        }
        return (indices, error)
    }

    /// `linear(0, 0.0183 3.125%, …, 1)`: progress to 4 decimals, each inner point at its
    /// time as a percentage of the duration.
    var css: String {
        let inner = points.dropFirst().dropLast().map {
            ExportText.decimal($0.y, places: 4) + " " + ExportText.decimal($0.x * 100, places: 4) + "%"
        }
        return "linear(" + (["0"] + inner + ["1"]).joined(separator: ", ") + ")"
    }
}
