public import Motion
public import Tokens

extension TimingCurve {
    /// A `cubicBezier` token as the curve an animation runs along. The loader has checked
    /// x1 and x2 are in 0…1, so this cannot trap on token data.
    public init(_ c: CubicBezier) { self.init(x1: c.x1, y1: c.y1, x2: c.x2, y2: c.y2) }
}

extension Spring {
    /// A `spring` token as the spring an animation runs on (a response and damping fraction,
    /// or a duration and bounce, are already turned into stiffness and damping by the loader).
    public init(_ s: SpringParameters) { self.init(stiffness: s.stiffness, damping: s.damping, mass: s.mass, initialVelocity: s.initialVelocity) }
}

extension Curve {
    /// A curve token — a cubic Bézier, or the spring a proposal laid over it — as the curve
    /// an animation runs along.
    public init(_ c: MotionCurve) {
        switch c {
        case .cubicBezier(let b): self = .timing(TimingCurve(b))
        case .spring(let s): self = .spring(Spring(s))
        }
    }
}

/// How a timeline row names its curve, derived from the token it was read from, so a
/// chart or `timeline.json` says what the frames actually ran.
public enum MotionText {
    /// "bezier(0.15, 0.85, 0.25, 1)", or SwiftUI's name for its four curves.
    public static func curve(_ c: TimingCurve) -> String {
        switch c {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        default: "bezier(\(number(c.x1)), \(number(c.y1)), \(number(c.x2)), \(number(c.y2)))"
        }
    }

    /// A token's cubic Bézier in words, as `curve(_:)` of a timing curve writes it.
    public static func curve(_ c: CubicBezier) -> String { curve(TimingCurve(c)) }

    /// A curve token in words: its Bézier, or its spring as written.
    public static func curve(_ c: MotionCurve) -> String {
        switch c {
        case .cubicBezier(let b): curve(b)
        case .spring(let s): spring(s)
        }
    }

    /// The spring as its token was written: "spring response 0.5 ζ 1" for SwiftUI's
    /// response and damping fraction, "spring duration 0.5 bounce 0" for iOS 17's duration
    /// and bounce, "spring k 130 c 12" for stiffness and damping.
    public static func spring(_ s: SpringParameters) -> String {
        if let r = s.response { return "spring response \(number(r)) ζ \(number(s.dampingFraction ?? 1))" }
        if let d = s.duration { return "spring duration \(number(d)) bounce \(number(s.bounce ?? 0))" }
        return "spring k \(number(s.stiffness)) c \(number(s.damping))"
    }

    /// 5 → "5", 0.15 → "0.15".
    public static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
