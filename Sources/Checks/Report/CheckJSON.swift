/// Any JSON value, as `proof check --json` wrote it, kept whole so that `CheckMerge` can
/// combine shards' results member by member and write them back unchanged: integers stay
/// integers (`3`, not `3.0`) and every other number round-trips through the same encoder.
package indirect enum CheckJSON: Codable, Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([CheckJSON])
    case object([String: CheckJSON])

    package init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Int.self) { self = .int(n) }
        else if let x = try? c.decode(Double.self) { self = .double(x) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([CheckJSON].self) { self = .array(a) }
        else { self = .object(try c.decode([String: CheckJSON].self)) }
    }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let b): try c.encode(b)
        case .int(let n): try c.encode(n)
        case .double(let x): try c.encode(x)
        case .string(let s): try c.encode(s)
        case .array(let a): try c.encode(a)
        case .object(let o): try c.encode(o)
        }
    }

    package subscript(key: String) -> CheckJSON? { if case .object(let o) = self { o[key] } else { nil } }
    package var object: [String: CheckJSON]? { if case .object(let o) = self { o } else { nil } }
    package var array: [CheckJSON]? { if case .array(let a) = self { a } else { nil } }
    package var string: String? { if case .string(let s) = self { s } else { nil } }
    package var int: Int? { if case .int(let n) = self { n } else { nil } }
}
