/// The y axis's tick values, as Swift Charts picks them: steps of 1, 2 or 5 × 10ⁿ, the
/// smallest that splits the domain into at most five intervals, and an automatic domain
/// widened outwards to whole steps (0…2310 → 0, 500 … 2500).
public enum ChartTicks {
    /// At most this many intervals between ticks (so at most six labels).
    public static let maximumIntervals = 5

    /// The nice step for `lower…upper`: nil when the span is not a positive finite number.
    public static func step(lower: Double, upper: Double) -> Double? {
        stepParts(lower: lower, upper: upper).map { $0.factor * pow10($0.exponent) }
    }

    /// The step as factor (1, 2 or 5) × 10^exponent, so that ticks below 1 are computed
    /// as k·factor / 10ⁿ: 3 × 0.2 gives 0.6, not 0.6000000000000001.
    static func stepParts(lower: Double, upper: Double, intervals: Int = maximumIntervals) -> (factor: Double, exponent: Int)? {
        let span = upper - lower
        guard span.isFinite, span > 0 else { return nil }
        let raw = span / Double(intervals)
        let log = logTen(raw).rounded(.down)
        guard log.isFinite, pow10(Int(log)) > 0 else { return nil }
        // Rounding can leave raw a hair under 1 × 10ⁿ: start a decade below.
        for exponent in [Int(log) - 1, Int(log), Int(log) + 1] {
            for factor in [1.0, 2.0, 5.0] {
                let step = factor * pow10(exponent)
                guard step.isFinite, step > 0 else { continue }
                let needed = (upper / step).rounded(.up) - (lower / step).rounded(.down)
                if needed <= Double(intervals) { return (factor, exponent) }
            }
        }
        return nil
    }

    /// The `k`-th multiple of the step, rounded as its decimal is.
    static func multiple(_ k: Double, of parts: (factor: Double, exponent: Int)) -> Double {
        parts.exponent < 0 ? k * parts.factor / pow10(-parts.exponent) : k * parts.factor * pow10(parts.exponent)
    }

    /// The domain the data asks for: `lower…upper` widened to whole steps (when `widen`),
    /// with a span of zero opened to one (or to a tenth of the value's size), and the
    /// tick values inside it, lowest first.
    public static func axis(lower rawLower: Double, upper rawUpper: Double, widen: Bool,
                            intervals: Int = maximumIntervals) -> (lower: Double, upper: Double, ticks: [Double]) {
        // `AxisMarks(values: .automatic(desiredCount:))`: 1…20 intervals.
        let intervals = min(max(intervals, 1), 20)
        var lower = rawLower, upper = rawUpper
        if upper < lower { swap(&lower, &upper) }
        if upper == lower {
            let pad = lower == 0 ? 1 : abs(lower) / 10
            lower -= pad
            upper += pad
            if upper == lower { upper = lower.nextUp }
        }
        guard let parts = stepParts(lower: lower, upper: upper, intervals: intervals) else {
            // A span too wide for a Double (−1e308…1e308) or too narrow to step: its ends.
            return (lower, upper, [lower, upper])
        }
        let step = parts.factor * pow10(parts.exponent)
        if widen {
            lower = multiple((lower / step).rounded(.down), of: parts)
            upper = multiple((upper / step).rounded(.up), of: parts)
        }
        var ticks: [Double] = []
        var k = (lower / step).rounded(.up)
        // Bounded: `step` leaves at most `maximumIntervals` + 1 multiples inside.
        while ticks.count <= intervals + 1 {
            let value = multiple(k, of: parts)
            guard value <= upper + step * 1e-9 else { break }
            ticks.append(value == 0 ? 0 : value)  // no "-0"
            k += 1
        }
        return (lower, upper, ticks)
    }

    static func pow10(_ n: Int) -> Double {
        var result = 1.0
        if n >= 0 { for _ in 0..<min(n, 400) { result *= 10 } } else { for _ in 0..<min(-n, 400) { result /= 10 } }
        return result
    }
}

/// How the chart writes a number: grouped thousands (2,000), as many decimals as the
/// tick step needs (0.5, 2.5), and an exponent for the very large and very small.
public enum ChartNumberFormat {
    /// `value` as an axis label; `step` (the tick step) sets how many decimals are written.
    public static func string(_ value: Double, step: Double? = nil) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        let magnitude = abs(value)
        if magnitude >= 1e15 || (magnitude > 0 && magnitude < 1e-4) { return exponential(value) }
        let decimals = decimalsFor(step: step ?? magnitude, value: value)
        var scaled = (magnitude * pow10(decimals)).rounded()
        var digits: [Character] = []
        repeat {
            let digit = Int(scaled.truncatingRemainder(dividingBy: 10))
            digits.append(Character(String(digit)))
            scaled = (scaled / 10).rounded(.down)
        } while scaled > 0 || digits.count <= decimals
        var fraction = String(digits.prefix(decimals).reversed())
        let whole = Array(digits.dropFirst(decimals))
        var grouped: [Character] = []
        for (i, d) in whole.enumerated() {
            if i > 0, i % 3 == 0 { grouped.append(",") }
            grouped.append(d)
        }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = value < 0 && (String(grouped) != "0" || !fraction.isEmpty) ? "-" : ""
        return sign + String(grouped.reversed()) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// Enough decimals to tell ticks `step` apart (at most 4); a lone value keeps two.
    private static func decimalsFor(step: Double, value: Double) -> Int {
        guard step > 0, step.isFinite else { return 0 }
        var decimals = 0
        var s = step
        while decimals < 4, (s - s.rounded()).magnitude > 1e-9 * max(1, s) {
            s *= 10
            decimals += 1
        }
        return decimals
    }

    private static func exponential(_ value: Double) -> String {
        var exponent = Int(logTen(abs(value)).rounded(.down))
        var mantissa = value / pow10(exponent)
        if !mantissa.isFinite { mantissa = value.sign == .minus ? -1 : 1 }
        if abs(mantissa) >= 9.995 { mantissa /= 10; exponent += 1 }
        let m = (mantissa * 100).rounded() / 100
        let text = m == m.rounded() ? String(Int(m)) : String(m)
        return text + "e" + String(exponent)
    }

    private static func pow10(_ n: Int) -> Double {
        var result = 1.0
        if n >= 0 { for _ in 0..<n { result *= 10 } } else { for _ in 0..<(-n) { result /= 10 } }
        return result
    }
}
