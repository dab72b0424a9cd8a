/// An RFC 6901 JSON pointer, the way token errors name the value they are about
/// (`/gradient/peachRose/light/$value/0/color`).
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
    /// The reference tokens from the root, unescaped: member names and array indexes.
    public private(set) var tokens: [String]

    /// The pointer through `tokens` (unescaped member names and array indexes).
    public init(_ tokens: [String] = []) { self.tokens = tokens }

    /// The pointer to the whole document (`""`).
    public static let root = JSONPointer()

    /// This pointer one member further.
    public func appending(_ key: String) -> JSONPointer { JSONPointer(tokens + [key]) }
    /// This pointer one array element further.
    public func appending(_ index: Int) -> JSONPointer { JSONPointer(tokens + [String(index)]) }

    public var description: String {
        tokens.isEmpty ? "" : tokens.map { "/" + $0.replacingTilde() }.joined()
    }
}

private extension String {
    // RFC 6901: "~" is written "~0" and "/" is written "~1".
    func replacingTilde() -> String {
        var out = ""
        for c in self {
            switch c {
            case "~": out += "~0"
            case "/": out += "~1"
            default: out.append(c)
            }
        }
        return out
    }
}
