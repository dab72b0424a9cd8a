import Foundation

/// How the docs write the numbers they quote, one rule each.
enum FigureFormat {
    /// 0.6 → "0.6", 120 → "120": the shortest form, as `proof` prints durations.
    static func plain(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }

    /// A WCAG ratio as the checks print it: two decimals ("1.00").
    static func ratio(_ v: Double) -> String { String(format: "%.2f", v) }

    /// `v` with `places` decimals (1.1141, 14.31).
    static func fixed(_ v: Double, _ places: Int) -> String { String(format: "%.\(places)f", v) }

    /// The number written right after `prefix` in `text` ("lands on 80 %" → "80").
    static func number(after prefix: String, in text: String) -> String? {
        guard let r = text.range(of: prefix) else { return nil }
        let digits = text[r.upperBound...].prefix { $0.isNumber || $0 == "." }
        return digits.isEmpty ? nil : String(digits)
    }

    /// Every match of `pattern`'s first capture group in `text`.
    static func captures(_ pattern: String, in text: String) -> [String]? {
        guard let re = try? NSRegularExpression(pattern: pattern) else { return nil }
        let ns = text as NSString
        guard let m = re.firstMatch(in: text, range: NSRange(location: 0, length: ns.length)) else { return nil }
        return (1..<m.numberOfRanges).map { m.range(at: $0).location == NSNotFound ? "" : ns.substring(with: m.range(at: $0)) }
    }

    /// A fenced console block: the command line, then what it printed.
    static func console(_ command: String, _ output: String) -> String {
        "\n```console\n$ \(command)\n" + output + (output.hasSuffix("\n") ? "" : "\n") + "```\n"
    }
}

/// A seed token file read as plain JSON, for the few token values a figure is computed
/// with (the generator does not link the Tokens target: it reads what `proof` prints and
/// what the files say).
struct TokenFile {
    let name: String
    let root: [String: Any]

    init(name: String, text: String) throws(FigureError) {
        self.name = name
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw FigureError(run: name, "is not a JSON object")
        }
        root = object
    }

    /// The number at a dotted path ("motion.cascade.weightFrom"), from its `$value` (for a
    /// dimension or a duration, the value in the file's unit).
    func number(_ path: String) throws(FigureError) -> Double {
        var node: Any? = root
        for part in path.split(separator: ".") { node = (node as? [String: Any])?[String(part)] }
        // A plain number, or a DTCG dimension or duration object's `value`.
        let raw = (node as? [String: Any])?["$value"]
        guard let value = raw as? NSNumber ?? (raw as? [String: Any])?["value"] as? NSNumber else {
            throw FigureError(run: name, "\(path) has no number $value")
        }
        return value.doubleValue
    }
}
