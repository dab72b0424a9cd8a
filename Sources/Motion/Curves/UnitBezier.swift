/// The polynomial form of a timing curve and its solver, after WebKit's `UnitBezier`.
///
/// x(s) and y(s) are kept as Horner-ready coefficients because the solver evaluates
/// x(s) many times per lookup.
struct UnitBezier {
    let ax, bx, cx: Double
    let ay, by, cy: Double

    /// How closely x(s) must match the requested time. The design asks for 1e-6 in
    /// progress; solving x three orders tighter keeps progress within that even where
    /// the curve is steep (dy/dx reaches about 3 for common curves). Newton gets there
    /// in a step or two, so the margin costs almost nothing.
    static let epsilon = 1e-9

    init(_ curve: TimingCurve) {
        cx = 3 * curve.x1
        bx = 3 * (curve.x2 - curve.x1) - cx
        ax = 1 - cx - bx
        cy = 3 * curve.y1
        by = 3 * (curve.y2 - curve.y1) - cy
        ay = 1 - cy - by
    }

    func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    func sampleDerivativeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    /// The parameter s in 0…1 with x(s) = x, for x in 0…1.
    ///
    /// Newton's method first, because it converges quadratically on typical curves;
    /// bisection as the fallback, because Newton stalls where x'(s) ≈ 0 (for example
    /// at s = 0 when x1 = 0, as in `.easeOut`) and can leave 0…1. x(s) is monotonic on
    /// 0…1 when x1 and x2 are in 0…1, so bisection always converges.
    func solveX(_ x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if abs(error) < UnitBezier.epsilon, (0...1).contains(s) { return s }
            let slope = sampleDerivativeX(s)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        var lo = 0.0
        var hi = 1.0
        s = x
        for _ in 0..<100 {
            let value = sampleX(s)
            if abs(value - x) < UnitBezier.epsilon { return s }
            if x > value { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }
}
