import Foundation

extension DisplayList {
    /// Stable JSON (sorted keys, pretty-printed): the same list always gives the same bytes,
    /// so display lists can be snapshot-tested and diffed.
    public func stableJSON() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// Reads a display list from its JSON; throws when the text is not JSON, not this schema version, or malformed.
    public init(json: String) throws {
        self = try JSONDecoder().decode(DisplayList.self, from: Data(json.utf8))
    }

    /// This list as its JSON holds it — what reading the JSON back gives: each text's lines
    /// (measuring gives them) and each illustration's drawing (the JSON names it) left out.
    public var asEncoded: DisplayList {
        var list = self
        for i in list.elements.indices {
            list.elements[i].lines = nil
            list.elements[i].drawing = nil
        }
        return list
    }
}
