/// The spring parameters DesignProof accepts, in token files and on the command line. They
/// keep the closed form finite, every derived quantity representable and the settling time
/// computable; real UI springs sit well inside them (SwiftUI's default: stiffness 158,
/// damping 21, mass 1).
public struct SpringRange: Sendable {
    /// The values accepted, ends included.
    public let range: ClosedRange<Double>
    /// As messages print it, e.g. "0.001…1e6".
    public let text: String
    /// " s" for seconds, "" for unit-less numbers.
    public var unit = ""

    /// `stiffness`: 0.001…1e6.
    public static let stiffness = SpringRange(range: 0.001...1e6, text: "0.001…1e6")
    /// `damping`: 0.001…1e5.
    public static let damping = SpringRange(range: 0.001...1e5, text: "0.001…1e5")
    /// `mass`: 0.001…1e4.
    public static let mass = SpringRange(range: 0.001...1e4, text: "0.001…1e4")
    /// `initialVelocity`: −1e4…1e4.
    public static let initialVelocity = SpringRange(range: -1e4...1e4, text: "-1e4…1e4")
    /// `response`: 0.01…100 seconds.
    public static let response = SpringRange(range: 0.01...100, text: "0.01…100", unit: " s")
    /// `dampingFraction`: 0.001…100 (1 = critically damped).
    public static let dampingFraction = SpringRange(range: 0.001...100, text: "0.001…100")
    /// `Spring(duration:bounce:)`'s duration is its response, so the same range.
    public static let duration = SpringRange(range: 0.01...100, text: "0.01…100", unit: " s")
    /// The bounces whose damping ratio (`SpringConversion.dampingRatio(bounce:)`) lies in
    /// `dampingFraction`'s 0.001…100: 1 − 0.999 = 0.001 and 1 / (1 − 0.99) = 100. SwiftUI's
    /// own range is −1…1; its ends are an undamped spring (never settles) and a division
    /// by zero.
    public static let bounce = SpringRange(range: -0.99...0.999, text: "-0.99…0.999")

    /// `low…high` clipped to this range, rounded inwards to 3 significant digits so that
    /// every value in the printed range is accepted.
    public func clipped(_ low: Double, _ high: Double) -> String {
        let bounds = text.split(separator: "…").map(String.init)
        let lowText = low <= range.lowerBound ? bounds[0] : significantDigits(low, .up)
        let highText = high >= range.upperBound ? bounds[1] : significantDigits(high, .down)
        return lowText + "…" + highText
    }
}

/// `x` to 3 significant digits, plainly for 1e-5 ≤ |x| < 1e6 and as e.g. 3.95e9 otherwise;
/// "inf" and "nan" as Swift spells them.
public func significantDigits(_ x: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> String {
    guard x.isFinite else { return String(x) }
    guard x != 0 else { return "0" }
    var mantissa = x.magnitude
    var exponent = 2  // Decimal exponent of the leading digit once mantissa is in 100..<1000.
    while mantissa >= 1000 { mantissa /= 10; exponent += 1 }
    while mantissa < 100 { mantissa *= 10; exponent -= 1 }
    let signedRule: FloatingPointRoundingRule = switch (rule, x < 0) {
    case (.up, true): .down
    case (.down, true): .up
    default: rule
    }
    var digits = Int(mantissa.rounded(signedRule))
    if digits == 1000 { digits = 100; exponent += 1 }
    var text = String(digits)
    if exponent >= 6 || exponent < -5 {
        text = String(text.first!) + "." + text.dropFirst()
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        text += "e\(exponent)"
    } else if exponent >= 2 {
        text += String(repeating: "0", count: exponent - 2)
    } else {
        let point = exponent + 1  // Digits before the decimal point; ≤ 0 means "0.00…".
        text = point > 0
            ? String(text.prefix(point)) + "." + text.dropFirst(point)
            : "0." + String(repeating: "0", count: -point) + text
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
    }
    return (x < 0 ? "-" : "") + text
}
