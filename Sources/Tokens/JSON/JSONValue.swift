/// A parsed JSON document that keeps what design-token files need and Foundation's
/// `JSONSerialization` loses: the order of object members (token order is the order a
/// designer reads them in, and the token sheet shows them that way), the difference
/// between a number and a boolean, and duplicate keys (rejected by the parser).
public indirect enum JSONValue: Hashable, Sendable {
    /// JSON `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A JSON number, as a Double.
    case number(Double)
    /// A JSON string, escapes decoded.
    case string(String)
    /// A JSON array, in order.
    case array([JSONValue])
    /// A JSON object's members, in the order written.
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .number(let n): hasher.combine(n)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .object(let members):
            for m in members { hasher.combine(m.key); hasher.combine(m.value) }
        }
    }

    /// The member named `key` of an object, nil for anything else.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The members of an object in the order written, nil for anything else.
    public var objectMembers: [(key: String, value: JSONValue)]? {
        if case .object(let m) = self { return m }
        return nil
    }

    /// The string of a string value, nil for anything else.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The number of a number value, nil for anything else.
    public var numberValue: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// The most characters of a string value an error message quotes.
    public static let excerptLength = 80

    /// How the value reads in an error message: strings quoted, containers abbreviated.
    public var excerpt: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .string(let s):
            // A value can be megabytes long; a message quotes enough of it to find it.
            guard s.count > Self.excerptLength else { return "\"" + s + "\"" }
            return "\"" + s.prefix(Self.excerptLength - 1) + "…\" (\(s.count) characters)"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
