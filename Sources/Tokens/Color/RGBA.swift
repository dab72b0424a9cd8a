/// A colour as design tools state it: gamma-encoded sRGB with straight (not
/// premultiplied) alpha, every channel in 0...1.
///
/// Hex is the interchange form (`#RGB`, `#RRGGBB`, `#RRGGBBAA`), because that is how
/// the seeds and the token files spell colours; the channels stay `Double` so that
/// interpolated and composited colours keep their precision.
public struct RGBA: Hashable, Sendable {
    /// Red, gamma-encoded sRGB, 0…1.
    public var r: Double
    /// Green, gamma-encoded sRGB, 0…1.
    public var g: Double
    /// Blue, gamma-encoded sRGB, 0…1.
    public var b: Double
    /// Straight alpha, 0…1 (0 transparent, 1 opaque).
    public var a: Double

    /// Gamma-encoded sRGB channels and straight alpha, each in 0…1.
    public init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// 8-bit channels, the form PNG pixels and hex strings use.
    public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
        self.init(r: Double(r8) / 255, g: Double(g8) / 255, b: Double(b8) / 255, a: Double(a8) / 255)
    }

    /// A grey: all three channels `gray`.
    public init(gray: Double, a: Double = 1) {
        self.init(r: gray, g: gray, b: gray, a: a)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive); nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = Array(hex.utf8.dropFirst())
        func nibble(_ c: UInt8) -> UInt8? {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
            default: return nil
            }
        }
        let nibbles = digits.compactMap(nibble)
        guard nibbles.count == digits.count else { return nil }
        switch nibbles.count {
        case 3:
            self.init(r8: nibbles[0] * 17, g8: nibbles[1] * 17, b8: nibbles[2] * 17)
        case 6, 8:
            var bytes: [UInt8] = []
            for i in stride(from: 0, to: nibbles.count, by: 2) { bytes.append(nibbles[i] << 4 | nibbles[i + 1]) }
            self.init(r8: bytes[0], g8: bytes[1], b8: bytes[2], a8: bytes.count == 4 ? bytes[3] : 255)
        default:
            return nil
        }
    }

    /// Channels rounded to 8 bits.
    public var bytes: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func q(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        return (q(r), q(g), q(b), q(a))
    }

    /// `#RRGGBB` when opaque, `#RRGGBBAA` otherwise (upper case, channels rounded to 8 bits).
    public var hex: String {
        let q = bytes
        func h(_ v: UInt8) -> String {
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(v >> 4)], digits[Int(v & 15)]])
        }
        return "#" + h(q.r) + h(q.g) + h(q.b) + (q.a == 255 ? "" : h(q.a))
    }

    /// The same colour with its alpha multiplied by `opacity` (SwiftUI's `.opacity(_:)` on a colour).
    public func opacity(_ opacity: Double) -> RGBA {
        RGBA(r: r, g: g, b: b, a: a * opacity)
    }

    /// Opaque black.
    public static let black = RGBA(r: 0, g: 0, b: 0)
    /// Opaque white.
    public static let white = RGBA(r: 1, g: 1, b: 1)
    /// Fully transparent black.
    public static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)
}

extension RGBA: CustomStringConvertible {
    public var description: String { hex }
}

extension RGBA: Codable {
    // Encoded as hex when every channel is an exact 8-bit value (token colours are), and
    // as channels otherwise, so that interpolated colours survive a round trip.
    private enum Keys: String, CodingKey { case r, g, b, a }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            guard let colour = RGBA(hex: text) else {
                throw DecodingError.dataCorruptedError(in: single, debugDescription: "\"\(text)\" is not a colour")
            }
            self = colour
            return
        }
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(r: try c.decode(Double.self, forKey: .r), g: try c.decode(Double.self, forKey: .g),
                  b: try c.decode(Double.self, forKey: .b), a: try c.decodeIfPresent(Double.self, forKey: .a) ?? 1)
    }

    public func encode(to encoder: any Encoder) throws {
        let exact = [r, g, b, a].allSatisfy { ($0 * 255).rounded() == $0 * 255 && $0 >= 0 && $0 <= 1 }
        if exact {
            var single = encoder.singleValueContainer()
            try single.encode(hex)
        } else {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(r, forKey: .r)
            try c.encode(g, forKey: .g)
            try c.encode(b, forKey: .b)
            try c.encode(a, forKey: .a)
        }
    }
}
