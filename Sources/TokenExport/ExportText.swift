import Tokens

/// Number and text spellings shared by the CSS and Swift writers.
enum ExportText {
    /// `text` between double quotes with `"` and `\` escaped by a backslash and each control
    /// character as `control` writes it: CSS strings and Swift literals differ only there.
    static func quoted(_ text: String, control: (Unicode.Scalar) -> String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += control(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `x` rounded to `places` decimals, without an exponent or trailing zeros: 0.58, 44,
    /// 0.180392. Never "-0".
    static func decimal(_ x: Double, places: Int = 6) -> String {
        let scale = (0..<places).reduce(1.0) { value, _ in value * 10 }
        let rounded = (x * scale).rounded() / scale
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        let negative = rounded < 0
        let whole = abs(rounded).rounded(.down)
        var fraction = String(Int64(((abs(rounded) - whole) * scale).rounded()))
        fraction = String(repeating: "0", count: max(0, places - fraction.count)) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return (negative ? "-" : "") + String(Int64(whole)) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// The 8-bit value of a channel when it is one exactly (as hex colours are), else nil.
    static func byte(_ channel: Double) -> Int? {
        let scaled = channel * 255
        guard channel >= 0, channel <= 1, abs(scaled - scaled.rounded()) < 1e-9 else { return nil }
        return Int(scaled.rounded())
    }

    /// A file name as a comment may quote it: one line, and unable to end the comment.
    static func commentSafe(_ text: String) -> String {
        text.escapingLineBreaks.replacingOccurrences(of: "*/", with: "* /")
    }
}
