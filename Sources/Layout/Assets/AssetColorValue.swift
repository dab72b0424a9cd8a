import Foundation
import Tokens

/// A colour of a colour set's `Contents.json` as Xcode writes it, read into sRGB:
/// `"color-space"` srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22 or
/// extended-gray; components as Xcode's three input methods write them — floating point
/// ("0.345"), 8-bit integers ("88") or 8-bit hex ("0x58") — alpha always 0…1.
/// Wide-gamut colours are converted to sRGB and clipped (what an sRGB PNG can hold).
enum AssetColorValue {
    struct Problem: Error { let message: String }

    static func rgba(_ color: JSONValue) throws(Problem) -> RGBA {
        if color["reference"] != nil || color["platform"] != nil {
            throw Problem(message: "a system colour reference is not read: give the colour set explicit components in Xcode")
        }
        let space = color["color-space"]?.stringValue ?? "srgb"
        guard let c = color["components"] else { throw Problem(message: "a colour has no \"components\"") }
        let alpha = try component(c, "alpha", eightBit: false, default: 1)
        let encoded: (r: Double, g: Double, b: Double)
        switch space {
        case "srgb", "extended-srgb":
            encoded = (try component(c, "red"), try component(c, "green"), try component(c, "blue"))
        case "extended-linear-srgb":
            encoded = DTCGColorSpace.srgbLinear.encodedSRGB([try component(c, "red"), try component(c, "green"), try component(c, "blue")])
        case "display-p3":
            encoded = DTCGColorSpace.displayP3.encodedSRGB([try component(c, "red"), try component(c, "green"), try component(c, "blue")])
        case "gray-gamma-22", "extended-gray":
            // Gamma 2.2 grey: to linear light, then sRGB's own curve.
            let white = try component(c, "white")
            let linear = white <= 0 ? 0 : pow22(white)
            encoded = DTCGColorSpace.srgbLinear.encodedSRGB([linear, linear, linear])
        default:
            throw Problem(message: "colour space \"\(space)\" is not one Xcode writes (srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22): pick one in Xcode's inspector")
        }
        func clip(_ v: Double) -> Double { min(1, max(0, v)) }
        return RGBA(r: clip(encoded.r), g: clip(encoded.g), b: clip(encoded.b), a: clip(alpha))
    }

    private static func pow22(_ x: Double) -> Double { Foundation.pow(x, 2.2) }

    /// One component: a JSON number, or a string in one of Xcode's three notations.
    static func component(_ components: JSONValue, _ name: String, eightBit: Bool = true, default fallback: Double? = nil) throws(Problem) -> Double {
        guard let value = components[name] else {
            if let fallback { return fallback }
            throw Problem(message: "a colour has no \"\(name)\" component")
        }
        if let n = value.numberValue, n.isFinite { return n }
        guard let text = value.stringValue?.trimmingSpaces, !text.isEmpty else {
            throw Problem(message: "component \"\(name)\" is \(value.excerpt), not a number")
        }
        if eightBit, text.hasPrefix("0x") || text.hasPrefix("0X"), let n = Int(text.dropFirst(2), radix: 16), (0...255).contains(n) {
            return Double(n) / 255
        }
        guard let n = Double(text), n.isFinite else { throw Problem(message: "component \"\(name)\" is \"\(text)\", not a number") }
        // Xcode writes floating point with a decimal point ("1.000"); 8-bit integers without.
        if eightBit, !text.contains("."), !text.contains("e"), !text.contains("E") {
            guard (0...255).contains(n) else { throw Problem(message: "component \"\(name)\" is \(text), outside 0…255") }
            return n / 255
        }
        return n
    }
}

private extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
