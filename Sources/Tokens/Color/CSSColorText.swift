import Foundation

/// A colour written as CSS text — what design tools put in token files where the Format
/// Module writes a colour object: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb()`/`rgba()`
/// (commas or spaces, numbers or percentages, `/ alpha`), `hsl()`/`hsla()`, `color(srgb …)`,
/// `transparent` and CSS's 148 named colours. Read outside strict mode only; nil for anything else
/// (gradients, `var()`, `color-mix()`), which stays an error.
public enum CSSColorText {
    /// The colour `text` names, or nil.
    public static func parse(_ text: String) -> RGBA? {
        let t = text.trimmingCharacters(in: [" ", "\t"]).lowercased()
        guard t.count <= 200 else { return nil }
        if t.hasPrefix("#") {
            if t.count == 5, let c = RGBA(hex: String(t.prefix(4))), let a = RGBA(hex: "#" + String(repeating: String(t.suffix(1)), count: 6)) {
                return RGBA(r: c.r, g: c.g, b: c.b, a: a.r)
            }
            return RGBA(hex: t)
        }
        if let named = named[t] { return named }
        // CSS Color 4's `color(srgb r g b / alpha)`, channels 0…1 or percentages.
        if t.hasPrefix("color(srgb "), t.hasSuffix(")") {
            let parts = t.dropFirst("color(srgb ".count).dropLast().replacingOccurrences(of: "/", with: " ")
                .split(separator: " ").map(String.init)
            func unit(_ s: String) -> Double? { s.hasSuffix("%") ? Double(s.dropLast()).map { $0 / 100 } : Double(s) }
            let values = parts.compactMap(unit)
            guard values.count == parts.count, values.count == 3 || values.count == 4, values.allSatisfy({ (0...1).contains($0) }) else { return nil }
            return RGBA(r: values[0], g: values[1], b: values[2], a: values.count == 4 ? values[3] : 1)
        }
        for (prefix, isHSL) in [("rgba(", false), ("rgb(", false), ("hsla(", true), ("hsl(", true)] where t.hasPrefix(prefix) && t.hasSuffix(")") {
            let inner = t.dropFirst(prefix.count).dropLast()
            let parts = inner.replacingOccurrences(of: "/", with: " ").replacingOccurrences(of: ",", with: " ")
                .split(separator: " ").map(String.init)
            guard parts.count == 3 || parts.count == 4 else { return nil }
            func number(_ s: String, percentOf full: Double) -> Double? {
                if s.hasSuffix("%") { return Double(s.dropLast()).map { $0 / 100 * full } }
                return Double(s)
            }
            guard let alpha = parts.count == 4 ? number(parts[3], percentOf: 1) : 1, (0...1).contains(alpha) else { return nil }
            if isHSL {
                let hueText = parts[0].hasSuffix("deg") ? String(parts[0].dropLast(3)) : parts[0]
                guard let h = Double(hueText), let s = number(parts[1], percentOf: 100), let l = number(parts[2], percentOf: 100),
                      h.isFinite, (0...100).contains(s), (0...100).contains(l) else { return nil }
                let hue = h.truncatingRemainder(dividingBy: 360) + (h < 0 ? 360 : 0)
                let rgb = DTCGColorSpace.hsl.encodedSRGB([hue == 360 ? 0 : hue, s, l])
                return RGBA(r: min(max(rgb.r, 0), 1), g: min(max(rgb.g, 0), 1), b: min(max(rgb.b, 0), 1), a: alpha)
            }
            let channels = parts.prefix(3).compactMap { number($0, percentOf: 255) }
            guard channels.count == 3, channels.allSatisfy({ (0...255).contains($0) }) else { return nil }
            return RGBA(r: channels[0] / 255, g: channels[1] / 255, b: channels[2] / 255, a: alpha)
        }
        return nil
    }

    /// `transparent` and CSS's sixteen basic colours (CSS Color 4, "Named colors"), plus the greys tools write.
    static let named: [String: RGBA] = {
        var out: [String: RGBA] = ["transparent": RGBA(r: 0, g: 0, b: 0, a: 0)]
        for (name, value) in CSSNamedColors.hex { out[name] = RGBA(hex: value) }
        return out
    }()
}
