import Foundation

/// A colour written as CSS text — what design tools put in token files where the Format
/// Module writes a colour object: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb()`/`rgba()`
/// (commas or spaces, numbers or percentages, `/ alpha`), `hsl()`/`hsla()`, `transparent`
/// and the basic named colours. Read outside strict mode only; nil for anything else
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
        let hex = ["black": "#000000", "silver": "#C0C0C0", "gray": "#808080", "grey": "#808080", "white": "#FFFFFF",
                   "maroon": "#800000", "red": "#FF0000", "purple": "#800080", "fuchsia": "#FF00FF", "magenta": "#FF00FF",
                   "green": "#008000", "lime": "#00FF00", "olive": "#808000", "yellow": "#FFFF00", "navy": "#000080",
                   "blue": "#0000FF", "teal": "#008080", "aqua": "#00FFFF", "cyan": "#00FFFF", "orange": "#FFA500",
                   "lightgray": "#D3D3D3", "lightgrey": "#D3D3D3", "darkgray": "#A9A9A9", "darkgrey": "#A9A9A9"]
        for (name, value) in hex { out[name] = RGBA(hex: value) }
        return out
    }()
}
