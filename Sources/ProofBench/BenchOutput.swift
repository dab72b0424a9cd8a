import Foundation

/// How `proof bench` writes its figures: `v` with `places` decimals, and stable one-line
/// JSON (sorted keys) for `--json`.
enum BenchOutput {
    static func fixed(_ v: Double, _ places: Int) -> String { String(format: "%.\(places)f", v) }

    /// `s` padded with spaces to `width` characters (a table column).
    static func pad(_ s: String, _ width: Int) -> String { s.count >= width ? s : s + String(repeating: " ", count: width - s.count) }

    static func jsonLine<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
