import Foundation

extension DisplayList {
    /// Stable JSON (sorted keys, pretty-printed): the same list always gives the same bytes,
    /// so display lists can be snapshot-tested and diffed.
    public func stableJSON() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    public init(json: String) throws {
        self = try JSONDecoder().decode(DisplayList.self, from: Data(json.utf8))
    }
}
