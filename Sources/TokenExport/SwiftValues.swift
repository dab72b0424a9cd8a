import Tokens

/// The Swift source of each token type's value, one function per type.
enum SwiftValues {
    /// `44`, `0.58`, `1e-05`: the shortest literal that reads back as exactly `x`.
    static func number(_ x: Double) -> String {
        if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
        return x.description
    }

    /// A channel as `253 / 255` when it is an exact 8-bit value (so the literal is exactly
    /// what a hex colour means, not a 17-digit decimal), else its exact decimal.
    static func channel(_ v: Double) -> String {
        guard let byte = ExportText.byte(v), byte != 0, byte != 255 else { return number(v) }
        return "\(byte) / 255"
    }

    /// `Color(.sRGB, red:green:blue:opacity:)` with every component exact, opacity included
    /// (Terrazzo wrote alpha 1 where Xcode reads 1/255, issue #768, and failed on black, #481).
    static func color(_ c: RGBA) -> String {
        "Color(.sRGB, red: \(channel(c.r)), green: \(channel(c.g)), blue: \(channel(c.b)), opacity: \(channel(c.a)))"
    }

    /// A colour written outside sRGB, kept: in Display P3 when it was written so, else as
    /// extended sRGB (channels outside 0…1, which SwiftUI's `Color(.sRGB, …)` keeps).
    static func color(_ w: WideColor) -> String {
        if w.space == .displayP3, w.components.allSatisfy({ $0 != nil }) {
            let c = w.components.map { number($0 ?? 0) }
            return "Color(.displayP3, red: \(c[0]), green: \(c[1]), blue: \(c[2]), opacity: \(number(w.alpha)))"
        }
        let c = w.extendedSRGB.map { number($0) }
        return "Color(.sRGB, red: \(c[0]), green: \(c[1]), blue: \(c[2]), opacity: \(number(w.alpha)))"
    }

    /// A gradient's stops in order; a stop `named` gives is read from the asset catalog.
    static func gradient(_ g: Gradient, named: [Int: String] = [:]) -> String {
        let stops = g.stops.enumerated().map { i, stop in
            let colour = named[i].map { "Color(\(string($0)))" } ?? color(stop.color)
            return "        Gradient.Stop(color: \(colour), location: \(number(stop.position))),\n"
        }
        return "Gradient(stops: [\n" + stops.joined() + "    ])"
    }

    /// Apple's weights on the CSS scale (`.thin` is 200); other values take the nearest.
    static let weights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    static func weight(_ w: Double) -> String {
        let index = min(max(Int((w / 100).rounded()) - 1, 0), weights.count - 1)
        return "." + weights[index]
    }

    /// SwiftUI's design for a system family, nil for a family it must name.
    static func systemDesign(_ family: FontFamily) -> String? {
        guard let first = family.names.first else { return ".default" }
        switch first {
        case "SF Pro Rounded", "SF Compact Rounded": return ".rounded"
        case "New York": return ".serif"
        case "SF Mono": return ".monospaced"
        case "system-ui", "-apple-system": return ".default"
        default: return first.hasPrefix("SF Pro") || first.hasPrefix("SF Compact") ? ".default" : nil
        }
    }

    /// The system font (`Font.system(size:weight:design:)`) for Apple's own families, which
    /// `Font.custom` cannot name; `Font.custom(_:size:).weight(_:)` for any other, with the
    /// first name of the list.
    static func font(_ t: Typography) -> String {
        if let design = systemDesign(t.fontFamily) {
            return "Font.system(size: \(number(t.fontSize)), weight: \(weight(t.fontWeight)), design: \(design))"
        }
        return "Font.custom(\(string(t.fontFamily.names.first ?? "")), size: \(number(t.fontSize))).weight(\(weight(t.fontWeight)))"
    }

    /// The spring in the form the token states: `.spring(duration:bounce:)`,
    /// `.spring(response:dampingFraction:)`, else (or with a mass or velocity those forms
    /// cannot carry) `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`.
    static func spring(_ s: SpringParameters) -> String {
        let plain = s.mass == 1 && s.initialVelocity == 0
        if plain, let duration = s.duration, let bounce = s.bounce {
            return "Animation.spring(duration: \(number(duration)), bounce: \(number(bounce)))"
        }
        if plain, let response = s.response, let fraction = s.dampingFraction {
            return "Animation.spring(response: \(number(response)), dampingFraction: \(number(fraction)))"
        }
        return "Animation.interpolatingSpring(mass: \(number(s.mass)), stiffness: \(number(s.stiffness)), damping: \(number(s.damping)), initialVelocity: \(number(s.initialVelocity)))"
    }

    static func timingCurve(_ b: CubicBezier, duration: String) -> String {
        "Animation.timingCurve(\(number(b.x1)), \(number(b.y1)), \(number(b.x2)), \(number(b.y2)), duration: \(duration))"
    }

    /// Shadow layers in order; a layer whose colour `named` gives reads it from the asset catalog.
    static func shadows(_ list: [Shadow], named: [Int: String] = [:]) -> String {
        "[" + list.enumerated().map { i, s in
            let colour = named[i].map { "Color(\(string($0)))" } ?? color(s.color)
            return "ShadowValue(color: \(colour), radius: \(number(s.blur)), x: \(number(s.offsetX)), y: \(number(s.offsetY)))"
        }.joined(separator: ", ") + "]"
    }

    /// A Swift string literal: quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        ExportText.quoted(text) { "\\u{" + String($0.value, radix: 16) + "}" }
    }
}
