/// One value of a check failure's `data` in `proof check --json`: a string, a number or a
/// yes/no, written as that JSON type — a ratio as `4.48`, not `"4.48"` — so readers
/// compare numbers without parsing text (docs/FORMATS.md, dev.designproof.check).
public enum CheckValue: Codable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// A string: an id, a colour, a device.
    case text(String)
    /// A measured figure: a ratio, a size in points, a time in seconds.
    case number(Double)
    /// A count.
    case integer(Int)
    /// A yes or no (`largeText`).
    case flag(Bool)

    /// `"1920"` in a literal is text.
    public init(stringLiteral value: String) { self = .text(value) }

    /// The text of a `.text` value; nil for the others.
    public var string: String? { if case .text(let s) = self { s } else { nil } }

    /// A number as a Double (integers too); nil for text and flags.
    public var double: Double? {
        switch self {
        case .number(let x): x
        case .integer(let n): Double(n)
        case .text, .flag: nil
        }
    }

    /// Numbers compare by value, whichever case holds them: JSON does not tell `3` written
    /// from an Int from `3` written from a Double, so a value read back equals the one written.
    public static func == (a: CheckValue, b: CheckValue) -> Bool {
        switch (a, b) {
        case (.text(let x), .text(let y)): x == y
        case (.flag(let x), .flag(let y)): x == y
        default: a.double != nil && a.double == b.double
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .text(let s): hasher.combine(0); hasher.combine(s)
        case .flag(let b): hasher.combine(1); hasher.combine(b)
        case .number, .integer: hasher.combine(2); hasher.combine(double)
        }
    }

    public var description: String {
        switch self {
        case .text(let s): s
        case .number(let x): String(x)
        case .integer(let n): String(n)
        case .flag(let b): String(b)
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let b = try? c.decode(Bool.self) { self = .flag(b) }
        else if let n = try? c.decode(Int.self) { self = .integer(n) }
        else if let x = try? c.decode(Double.self) { self = .number(x) }
        else { self = .text(try c.decode(String.self)) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .text(let s): try c.encode(s)
        case .number(let x): try c.encode(x)
        case .integer(let n): try c.encode(n)
        case .flag(let b): try c.encode(b)
        }
    }
}
