import Foundation

/// How `proof bench` writes its figures: `v` with `places` decimals, and stable one-line
/// JSON (sorted keys) for `--json`.
enum BenchOutput {
    static func fixed(_ v: Double, _ places: Int) -> String { String(format: "%.\(places)f", v) }

    /// Whether a figure meets its target, as every printed row marks it.
    static func mark(_ met: Bool) -> String { met ? "✓" : "✗" }

    /// `s` padded with spaces to `width` characters (a table column).
    static func pad(_ s: String, _ width: Int) -> String { s.count >= width ? s : s + String(repeating: " ", count: width - s.count) }

    /// The median of `v` (0 when empty): the figure every bench table reports.
    static func median(_ v: [Double]) -> Double {
        let s = v.sorted()
        return s.isEmpty ? 0 : (s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2)
    }

    /// The `proof` executable the bench runs in (the binary it times as a process), from
    /// /proc/self/exe; nil when that cannot be read.
    static func ownExecutable() -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    }

    static func jsonLine<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
