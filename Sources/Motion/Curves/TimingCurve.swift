/// A cubic Bézier timing function from (0, 0) to (1, 1), the model behind SwiftUI's
/// `.easeIn`, `.easeOut`, `.easeInOut`, `.linear` and `.timingCurve(_:_:_:_:)`.
///
/// The control points' x coordinates must lie in 0…1 so that x(s) is monotonic and
/// every time maps to exactly one progress value; the y coordinates are free, which
/// is how back-style curves overshoot.
public struct TimingCurve: Hashable, Sendable {
    /// The first control point's x (time), 0…1.
    public let x1: Double
    /// The first control point's y (progress); outside 0…1 overshoots.
    public let y1: Double
    /// The second control point's x (time), 0…1.
    public let x2: Double
    /// The second control point's y (progress); outside 0…1 overshoots.
    public let y2: Double

    /// Traps on an invalid curve: invalid curves are programmer errors here. Text from
    /// users goes through `CurveSpec`, and JSON through `Codable`, which both report
    /// the problem instead.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        if let problem = TimingCurve.problem(x1: x1, y1: y1, x2: x2, y2: y2) {
            preconditionFailure(problem)
        }
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// Why a set of control points cannot make a timing curve, or nil if it can.
    /// One place for the invariant, shared by the initialiser and the decoder.
    static func problem(x1: Double, y1: Double, x2: Double, y2: Double) -> String? {
        for (name, value) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] where !value.isFinite {
            return "bezier \(name) must be a finite number, got \(value)"
        }
        for (name, value) in [("x1", x1), ("x2", x2)] where !(0...1).contains(value) {
            return "bezier \(name) must be within 0…1, got \(value)"
        }
        return nil
    }

    /// Progress (usually 0…1, outside it for overshooting y) at normalised time `x`.
    ///
    /// `x` is clamped to 0…1 so that callers can pass raw `t / duration` before the
    /// start and after the end.
    public func progress(_ x: Double) -> Double {
        let x = min(max(x, 0), 1)
        if x1 == y1 && x2 == y2 { return x }  // Straight line: any such curve is the identity.
        let bezier = UnitBezier(self)
        return bezier.sampleY(bezier.solveX(x))
    }
}

extension TimingCurve {
    /// SwiftUI's `.linear`: progress equals time.
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// SwiftUI's `.easeIn` (CSS `ease-in`).
    public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// SwiftUI's `.easeOut` (CSS `ease-out`).
    public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// SwiftUI's `.easeInOut` (CSS `ease-in-out`).
    public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The duration SwiftUI uses when `.linear`, `.easeIn`, `.easeOut` or `.easeInOut`
    /// is written without one.
    public static let swiftUIDefaultDuration = 0.35
}
