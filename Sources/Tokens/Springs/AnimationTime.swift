/// How long an animation may run, and the one rule that says when a spring runs too long.
///
/// `proof motion sample` (a curve from the command line) and the token loader (a spring
/// token, read by `proof tokens validate` and every other command) both ask
/// `settlingProblem`, so a spring one refuses the other refuses too.
public enum AnimationTime {
    /// Seconds: the longest `proof motion sample --duration`, the longest a spring may take
    /// to settle, and the longest duration token in a `motion` group. Real UI motion
    /// lasts well under 10 s (the seeds' longest is Cal AI's 5 s loading bar); 600 s
    /// at 120 fps is already 72,001 frames.
    public static let longest = 600.0

    /// As messages print `longest`.
    public static let longestText = "600 s"

    /// Why a spring cannot be animated, or nil when it settles (to within 0.1 % of its
    /// target, `SpringMotion.settlingDuration`'s default) within `longest`.
    ///
    /// E.g. "takes longer than 600 s to settle (about 1099 s)" or "never settles". The
    /// envelope bound answers cheaply for ordinary springs (the settling time is never
    /// later than it); the exact search runs only for springs near the limit.
    public static func settlingProblem(_ motion: SpringMotion) -> String? {
        guard let bound = motion.envelopeBound(tolerance: 0.001), bound.isFinite else { return "never settles" }
        if bound <= longest { return nil }
        let settles = motion.settlingDuration()
        guard settles > longest else { return nil }
        return "takes longer than \(longestText) to settle" + (settles.isFinite ? " (about \(about(settles)) s)" : "")
    }

    /// "1099", or "1.4e8" rather than printf's 1.4e+08: a whole number below 1e6, else one
    /// decimal of mantissa.
    public static func about(_ seconds: Double) -> String {
        guard seconds.isFinite else { return String(seconds) }
        if seconds < 1e6 { return String(Int(seconds.rounded())) }
        var mantissa = seconds
        var exponent = 0
        while mantissa >= 10 { mantissa /= 10; exponent += 1 }
        var rounded = (mantissa * 10).rounded() / 10
        if rounded >= 10 { rounded /= 10; exponent += 1 }
        let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return "\(text)e\(exponent)"
    }
}
