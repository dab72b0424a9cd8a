/// What a curve token says about how a value moves: a cubic Bézier stretched over a
/// duration, as the DTCG writes curves, or a spring — where `--apply-proposals` replaced a
/// linear curve with the app's standard spring (`TokenSet.overriding`), the one change of a
/// token's type an override may make.
public enum MotionCurve: Hashable, Sendable {
    /// A timing curve.
    case cubicBezier(CubicBezier)
    /// A spring, running on its own time.
    case spring(SpringParameters)
}

extension TokenSet {
    /// The curve of `path`: a cubic Bézier, or a spring laid over it by an override.
    public func curve(_ path: String) throws(TokenError) -> MotionCurve {
        switch try value(path) {
        case .cubicBezier(let b): return .cubicBezier(b)
        case .spring(let s): return .spring(s)
        default: throw mistyped(path, .cubicBezier)
        }
    }
}
