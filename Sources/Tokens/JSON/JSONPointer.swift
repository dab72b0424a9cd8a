/// An RFC 6901 JSON pointer, the way token errors name the value they are about
/// (`/gradient/peachRose/light/$value/0/color`).
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
    public private(set) var tokens: [String]

    public init(_ tokens: [String] = []) { self.tokens = tokens }

    public static let root = JSONPointer()

    public func appending(_ key: String) -> JSONPointer { JSONPointer(tokens + [key]) }
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
