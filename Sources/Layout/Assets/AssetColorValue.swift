import Foundation
import Tokens

/// A colour of a colour set's `Contents.json` as Xcode writes it, read into sRGB:
/// `"color-space"` srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22 or
/// extended-gray; components as Xcode's three input methods write them — floating point
/// ("0.345"), 8-bit integers ("88") or 8-bit hex ("0x58") — alpha always 0…1.
/// Wide-gamut colours are converted to sRGB and clipped (what an sRGB PNG can hold).
enum AssetColorValue {
    struct Problem: Error { let message: String }

    /// The system colour a colour set references by UIKit's name (`systemIndigoColor`,
    /// `labelColor`, `secondarySystemBackgroundColor`), as iOS resolves it; nil for a name
    /// DesignProof does not know.
    static func systemColor(named reference: String) -> Color? {
        let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
        let known: [String: Color] = [
            "systemRed": .systemRed, "systemOrange": .systemOrange, "systemYellow": .systemYellow, "systemGreen": .systemGreen,
            "systemMint": .systemMint, "systemTeal": .systemTeal, "systemCyan": .systemCyan, "systemBlue": .systemBlue,
            "systemIndigo": .systemIndigo, "systemPurple": .systemPurple, "systemPink": .systemPink, "systemBrown": .systemBrown,
            "systemGray": .systemGray, "systemGray4": .systemGray4, "systemGray5": .systemGray5,
            "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel, "quaternaryLabel": .quaternaryLabel,
            "systemBackground": .systemBackground, "secondarySystemBackground": .secondarySystemBackground,
            "tertiarySystemBackground": .tertiarySystemBackground, "systemGroupedBackground": .systemGroupedBackground,
            "secondarySystemGroupedBackground": .secondarySystemGroupedBackground, "separator": .separator,
            "systemFill": .systemFill, "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill,
            "quaternarySystemFill": .quaternarySystemFill,
            "white": Color(RGBA(r: 1, g: 1, b: 1)), "black": Color(RGBA(r: 0, g: 0, b: 0)), "clear": Color(RGBA(r: 0, g: 0, b: 0, a: 0)),
        ]
        return known[name]
    }

    static func rgba(_ color: JSONValue) throws(Problem) -> RGBA {
        if color["reference"] != nil {
            throw Problem(message: "a system colour reference is read by the colour set, not as components")
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
