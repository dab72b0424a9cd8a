import DisplayList
import Motion

/// SwiftUI's `UnitCurve` (iOS 17): a curve from (0, 0) to (1, 1) that paces an effect —
/// the eases as the timing curves `Animation` uses (CSS's control points), and the
/// circular eases as the quarter circles they are named after.
public struct UnitCurve: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case bezier(TimingCurve), circularEaseIn, circularEaseOut, circularEaseInOut }
    let kind: Kind

    /// Straight.
    public static let linear = UnitCurve(kind: .bezier(TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)))
    /// Slow, then fast: (0.42, 0, 1, 1).
    public static let easeIn = UnitCurve(kind: .bezier(TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)))
    /// Fast, then slow: (0, 0, 0.58, 1).
    public static let easeOut = UnitCurve(kind: .bezier(TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)))
    /// Slow at both ends: (0.42, 0, 0.58, 1).
    public static let easeInOut = UnitCurve(kind: .bezier(TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)))
    /// 1 − √(1 − t²).
    public static let circularEaseIn = UnitCurve(kind: .circularEaseIn)
    /// √(1 − (1 − t)²).
    public static let circularEaseOut = UnitCurve(kind: .circularEaseOut)
    /// The two halves of the circular eases.
    public static let circularEaseInOut = UnitCurve(kind: .circularEaseInOut)

    /// A cubic Bézier through `startControlPoint` and `endControlPoint` (x clamped to 0…1).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        func clean(_ v: Double, clamp: Bool) -> Double { v.isFinite ? (clamp ? min(max(v, 0), 1) : v) : 0 }
        return UnitCurve(kind: .bezier(TimingCurve(x1: clean(startControlPoint.x, clamp: true), y1: clean(startControlPoint.y, clamp: false),
                                                   x2: clean(endControlPoint.x, clamp: true), y2: clean(endControlPoint.y, clamp: false))))
    }

    /// The curve's value at `progress` (clamped to 0…1).
    public func value(at progress: Double) -> Double {
        let t = progress.isFinite ? min(max(progress, 0), 1) : 0
        switch kind {
        case .bezier(let curve): return curve.progress(t)
        case .circularEaseIn: return 1 - (1 - t * t).squareRoot()
        case .circularEaseOut: return (1 - (1 - t) * (1 - t)).squareRoot()
        case .circularEaseInOut:
            return t < 0.5 ? (1 - (1 - 4 * t * t).squareRoot()) / 2 : ((1 - (2 * t - 2) * (2 * t - 2)).squareRoot() + 1) / 2
        }
    }
}
