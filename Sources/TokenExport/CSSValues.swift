import Tokens

/// One custom property a token writes: `name + suffix: value`. A colour is registered
/// with `@property` (syntax `<color>`) so that it animates; `registeredColor` is its
/// initial value then.
struct CSSDeclaration: Equatable {
    var suffix: String
    var value: String
    var registeredColor: String?
    /// Said on the line before, e.g. how a spring was sampled.
    var comment: String?
}

/// The CSS of each token type, one function per type.
enum CSSValues {
    /// Every property `value` writes, for a token whose own property is `name`.
    static func declarations(_ value: TokenValue, name: String, authored: AuthoredForm = .plain) -> [CSSDeclaration] {
        if case .dimension = value, let rem = authored.rem {
            return [CSSDeclaration(suffix: "", value: ExportText.decimal(rem) + "rem")]
        }
        return switch value {
        case .color(let c): [CSSDeclaration(suffix: "", value: color(c), registeredColor: color(c))]
        case .dimension(let v): [CSSDeclaration(suffix: "", value: px(v))]
        case .duration(let v): [CSSDeclaration(suffix: "", value: duration(v))]
        case .cubicBezier(let b): [CSSDeclaration(suffix: "", value: cubicBezier(b))]
        case .fontFamily(let f): [CSSDeclaration(suffix: "", value: fontFamily(f))]
        case .fontWeight(let w): [CSSDeclaration(suffix: "", value: ExportText.decimal(w))]
        case .number(let v): [CSSDeclaration(suffix: "", value: ExportText.decimal(v))]
        case .shadow(let s): [CSSDeclaration(suffix: "", value: shadow(s))]
        case .gradient(let g): gradient(g, name: name)
        case .typography(let t): typography(t)
        case .spring(let s): spring(s)
        case .material(let m): material(m)
        case .strokeStyle(let st): strokeStyle(st)
        case .border(let b): border(b)
        case .transition(let t): [CSSDeclaration(suffix: "", value: transition(t))]
        }
    }

    /// The suffixes `declarations` gives, for naming before the values are written.
    static func suffixes(_ value: TokenValue) -> [String] {
        declarations(value, name: "").map(\.suffix)
    }

    /// `rgb(253 228 210)` when every channel is an exact 8-bit value (hex colours are),
    /// with `/ alpha` when not opaque; else `color(srgb r g b / a)` to 6 decimals, which
    /// also keeps channels outside 0…1.
    static func color(_ c: RGBA) -> String {
        let alpha = c.a == 1 ? "" : " / " + ExportText.decimal(c.a)
        if let r = ExportText.byte(c.r), let g = ExportText.byte(c.g), let b = ExportText.byte(c.b) {
            return "rgb(\(r) \(g) \(b)\(alpha))"
        }
        return "color(srgb \(ExportText.decimal(c.r)) \(ExportText.decimal(c.g)) \(ExportText.decimal(c.b))\(alpha))"
    }

    /// Points as CSS px (1 pt = 1 px, as the loader reads them).
    static func px(_ v: Double) -> String { ExportText.decimal(v) + "px" }

    /// Milliseconds below a second (`600ms`), seconds from a second up (`1.5s`).
    static func duration(_ seconds: Double) -> String {
        seconds < 1 ? ExportText.decimal(seconds * 1000, places: 3) + "ms" : ExportText.decimal(seconds) + "s"
    }

    static func cubicBezier(_ b: CubicBezier) -> String {
        "cubic-bezier(" + [b.x1, b.y1, b.x2, b.y2].map { ExportText.decimal($0) }.joined(separator: ", ") + ")"
    }

    /// Every name quoted (`"SF Pro", "Inter"`) but CSS's generic families and the system
    /// font keywords, which are keywords only unquoted (`"sans-serif"` names a font called so).
    static func fontFamily(_ f: FontFamily) -> String {
        f.names.map { genericFamilies.contains($0.lowercased()) ? $0.lowercased() : quoted($0) }.joined(separator: ", ")
    }

    /// CSS Fonts 4's generic family keywords and `-apple-system`, which browsers read only
    /// as a keyword.
    static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
        "ui-monospace", "ui-rounded", "math", "emoji", "fangsong", "-apple-system",
    ]

    /// A colour in the space it was written in: `color(display-p3 1 0 0)`, `oklch(0.7 0.3 30)`,
    /// `hsl(210 50% 40%)`; a missing component is `none`.
    static func color(_ w: WideColor) -> String {
        func n(_ v: Double?) -> String { v.map { ExportText.decimal($0) } ?? "none" }
        func pct(_ v: Double?) -> String { v.map { ExportText.decimal($0) + "%" } ?? "none" }
        let c = w.components
        let alpha = w.alpha == 1 ? "" : " / " + ExportText.decimal(w.alpha)
        switch w.space {
        case .hsl: return "hsl(\(n(c[0])) \(pct(c[1])) \(pct(c[2]))\(alpha))"
        case .hwb: return "hwb(\(n(c[0])) \(pct(c[1])) \(pct(c[2]))\(alpha))"
        case .lab, .lch, .oklab, .oklch: return "\(w.space.rawValue)(\(n(c[0])) \(n(c[1])) \(n(c[2]))\(alpha))"
        default: return "color(\(w.space.rawValue) \(n(c[0])) \(n(c[1])) \(n(c[2]))\(alpha))"
        }
    }

    /// A CSS string: a control character as its hex escape and a space (`\a `), and `<` as
    /// `\3c `, so no string can spell `</style>` where a team inlines the CSS into a page.
    static func quoted(_ name: String) -> String {
        ExportText.quoted(name) { "\\" + String($0.value, radix: 16) + " " }
            .replacingOccurrences(of: "<", with: "\\3c ")
    }

    /// Text a CSS comment quotes (a file name, a token path): one line, unable to end the
    /// comment, and unable to end a `<style>` element the CSS is inlined into (`</` becomes
    /// `< /`; a comment has no escapes).
    static func commentSafe(_ text: String) -> String {
        ExportText.commentSafe(text).replacingOccurrences(of: "</", with: "< /")
    }

    /// `box-shadow` syntax: `x y blur spread colour`, several joined by commas.
    static func shadow(_ shadows: [Shadow]) -> String {
        shadows.map { s in
            (s.inset ? "inset " : "") + [px(s.offsetX), px(s.offsetY), px(s.blur), px(s.spread), color(s.color)].joined(separator: " ")
        }.joined(separator: ", ")
    }

    /// The gradient over its stop colours, each a registered colour property of its own
    /// (`NAME-0`, `NAME-1` …) so that a stop can animate. A DTCG gradient has no
    /// direction; CSS's default (to bottom) applies unless the user writes their own. A
    /// one-stop gradient writes its stop twice (CSS needs two).
    static func gradient(_ g: Gradient, name: String) -> [CSSDeclaration] {
        let stops = g.stops.enumerated().map { i, stop in
            CSSDeclaration(suffix: "-\(i)", value: color(stop.color), registeredColor: color(stop.color))
        }
        var list = g.stops.enumerated().map { i, stop in
            "var(\(name)-\(i)) " + ExportText.decimal(stop.position * 100, places: 4) + "%"
        }
        // CSS needs two stops; a DTCG gradient of one is that colour everywhere.
        if list.count == 1 { list.append(list[0]) }
        return [CSSDeclaration(suffix: "", value: "linear-gradient(" + list.joined(separator: ", ") + ")")] + stops
    }

    /// The `font` shorthand (weight, size/line height, families) and, since the shorthand
    /// cannot hold it, `NAME-letter-spacing`.
    static func typography(_ t: Typography) -> [CSSDeclaration] {
        let lineHeight = t.lineHeight.map { ExportText.decimal($0) } ?? "normal"
        let font = "\(ExportText.decimal(t.fontWeight)) \(px(t.fontSize))/\(lineHeight) \(fontFamily(t.fontFamily))"
        return [CSSDeclaration(suffix: "", value: font), CSSDeclaration(suffix: "-letter-spacing", value: px(t.letterSpacing))]
    }

    /// A `linear()` easing sampled from the spring and `NAME-duration`, its settling time.
    static func spring(_ s: SpringParameters) -> [CSSDeclaration] {
        let easing = SpringEasing(s)
        let note = "linear() of \(easing.points.count) points over \(ExportText.decimal(easing.duration, places: 3)) s, within \(ExportText.decimal(easing.maxError, places: 4)) of the spring"
        return [CSSDeclaration(suffix: "", value: easing.css, comment: note),
                CSSDeclaration(suffix: "-duration", value: duration(easing.duration))]
    }

    /// A keyword as CSS's `<line-style>` (`dashed`); a dash pattern, which `border-style`
    /// cannot hold, as SVG's `NAME-dasharray` and `NAME-linecap` (for `stroke-dasharray`
    /// and `stroke-linecap`).
    static func strokeStyle(_ st: StrokeStyle) -> [CSSDeclaration] {
        switch st {
        case .keyword(let k): [CSSDeclaration(suffix: "", value: k.rawValue)]
        case .dashes(let dashes, let cap):
            [CSSDeclaration(suffix: "-dasharray", value: dashes.map(px).joined(separator: " ")),
             CSSDeclaration(suffix: "-linecap", value: cap.rawValue)]
        }
    }

    /// The `border` shorthand (`1px solid rgb(…)`); a dash pattern is written `dashed`, the
    /// nearest `border-style`, with the pattern said in a comment.
    static func border(_ b: Border) -> [CSSDeclaration] {
        switch b.style {
        case .keyword(let k):
            return [CSSDeclaration(suffix: "", value: "\(px(b.width)) \(k.rawValue) \(color(b.color))")]
        case .dashes:
            return [CSSDeclaration(suffix: "", value: "\(px(b.width)) dashed \(color(b.color))",
                                   comment: "stroke \(b.style.summary): border-style cannot hold a dash pattern")]
        }
    }

    /// The `transition` shorthand's timing: `200ms cubic-bezier(…) 0ms` (duration, easing, delay).
    static func transition(_ t: Transition) -> String {
        "\(duration(t.duration)) \(cubicBezier(t.timingFunction)) \(duration(t.delay))"
    }

    /// `NAME-backdrop-filter: blur() saturate()` and the tint laid over it.
    static func material(_ m: MaterialToken) -> [CSSDeclaration] {
        [CSSDeclaration(suffix: "-backdrop-filter", value: "blur(\(px(m.blur))) saturate(\(ExportText.decimal(m.saturation)))"),
         CSSDeclaration(suffix: "-tint", value: color(m.tint))]
    }
}
