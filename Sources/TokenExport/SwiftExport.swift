import Tokens

/// A token set as one Swift file of SwiftUI values (docs/TOKENS.md, "Exporting to CSS and
/// Swift"): `extension Color`, `Gradient`, `LinearGradient`, `Font` and `Animation` with a
/// `static let` per token, and an enum `<System>Tokens` for what has no SwiftUI type
/// (dimensions as CGFloat, durations as TimeInterval, numbers, weights, families,
/// shadows). Every name is the token's whole path in camel case (`SwiftIdentifiers`), so
/// that `Font.typographyBody` never collides with SwiftUI's own `Font.body`.
public enum SwiftExport {
    /// One declared value: where it is (`Color`, `AirfitTokens` …), its name, and the
    /// token path it comes from. Tests use it to read every value back.
    public struct Member: Equatable, Sendable {
        /// The type or namespace it is declared in (`Color`, `AirfitTokens` …).
        public let scope: String
        /// As declared, in backticks when it is a keyword.
        public let name: String
        /// The token path it comes from; a typography's line height or letter spacing and a
        /// border's width add the part (`….lineHeight`), a timing curve is its group's path.
        public let path: String
        /// What kind of value it declares.
        public let kind: Kind
        /// The Swift expression that reads it, e.g. ``Color.`default` ``.
        public var expression: String { scope + "." + name }
    }

    /// What a declared value is, so that a test knows how to read it back.
    public enum Kind: String, Sendable {
        /// SwiftUI values: `Color`, `Gradient`, `LinearGradient`, `Font`, a spring `Animation`, a timing-curve `Animation` paired with a duration, and an `Animation` function of a cubic-bezier token that takes the duration.
        case color, gradient, linearGradient, font, spring, timingCurve, curveFunction
        /// Values in the tokens enum: CGFloat points, TimeInterval seconds, numbers, CSS weights, family names, shadows, and a typography's line height and letter spacing.
        case dimension, duration, number, fontWeight, fontFamily, shadow, lineHeight, letterSpacing
        /// A stroke style's CSS keyword or dash lengths in points, a border's colour and width, and a transition's `Animation`.
        case strokeKeyword, strokeDashes, borderColor, borderWidth, transition
    }

    /// The Swift source file for `set`: `import SwiftUI`, one extension per SwiftUI type, then the tokens enum.
    public static func swift(_ set: TokenSet) -> String {
        swift(set, fromCatalog: [:])
    }

    /// The Swift file for `themed`'s default values, every colour that changes with light/dark
    /// or contrast read from the asset catalog `--format xcassets` writes (`Color("name")`),
    /// so that iOS picks its appearance — colour tokens and the colours inside gradients,
    /// shadows and borders alike (`CatalogColours`).
    /// A plain file's Swift is `swift(_:)` of it: its light and dark stay two constants.
    public static func swift(_ themed: ThemedTokens) -> String {
        if let plain = themed.plainSet { return swift(plain) }
        return swift(themed.base, fromCatalog: CatalogColours(themed).readByName, themed: themed)
    }

    static func swift(_ set: TokenSet, fromCatalog: [String: [CatalogColours.Part: String]], themed: ThemedTokens? = nil) -> String {
        let plan = SwiftPlan(set, fromCatalog: fromCatalog, moved: themed.map(SwiftPlan.movedGradients) ?? [])
        var out = "// proof tokens export --format swift: \(ExportText.commentSafe(set.file)) (\(set.tokens.count) tokens).\n"
        out += "// Generated from the token file; edit that, not this. Names are token paths in camel case.\n"
        if !fromCatalog.isEmpty {
            out += "// Colours that change with light/dark or contrast are read from the asset catalog\n"
            out += "// `proof tokens export --format xcassets` writes from the same file; add it to the app.\n"
        }
        out += "import SwiftUI\n"
        for scope in SwiftPlan.extensionScopes {
            let lines = plan.lines[scope] ?? []
            guard !lines.isEmpty else { continue }
            out += "\nextension \(scope) {\n" + lines.map { "    " + $0 + "\n" }.joined() + "}\n"
        }
        out += "\n/// Token values that have no SwiftUI type of their own.\n"
        out += "enum \(plan.namespace) {\n"
        out += "    /// A DTCG shadow as `.shadow(color:radius:x:y:)` takes it (radius is the token's blur).\n"
        out += "    struct ShadowValue: Sendable {\n        let color: Color\n        let radius: CGFloat\n        let x: CGFloat\n        let y: CGFloat\n    }\n"
        out += (plan.lines[plan.namespace] ?? []).map { "    " + $0 + "\n" }.joined()
        out += "}\n"
        return out
    }

    /// Every value `swift(set)` declares, in the order it declares them within each scope.
    public static func members(_ set: TokenSet) -> [Member] {
        SwiftPlan(set).members
    }
}

/// Which token goes where under which name, worked out once for the text and the members.
struct SwiftPlan {
    static let extensionScopes = ["Color", "Gradient", "LinearGradient", "Font", "Animation"]

    let namespace: String
    private(set) var lines: [String: [String]] = [:]
    private(set) var members: [SwiftExport.Member] = []
    private var identifiers: [String: SwiftIdentifiers] = [:]

    /// Colours read from the asset catalog by name (`Color("name")`), by token path and part.
    let fromCatalog: [String: [CatalogColours.Part: String]]
    /// Gradients whose stops sit elsewhere (or number differently) in another appearance,
    /// which one `Gradient` whose colours iOS switches cannot follow.
    let moved: Set<String>

    init(_ set: TokenSet, fromCatalog: [String: [CatalogColours.Part: String]] = [:], moved: Set<String> = []) {
        self.fromCatalog = fromCatalog
        self.moved = moved
        let system = SwiftIdentifiers.bare(set.system)
        namespace = system.prefix(1).uppercased() + system.dropFirst() + "Tokens"
        identifiers[namespace] = SwiftIdentifiers(reserved: ["ShadowValue"])
        for token in set.tokens { add(token, in: set) }
    }

    private mutating func declare(_ scope: String, _ path: String, _ kind: SwiftExport.Kind, comment: String? = nil,
                                  _ code: (String) -> String) {
        var ids = identifiers[scope] ?? SwiftIdentifiers()
        let name = ids.allocate(path)
        identifiers[scope] = ids
        lines[scope, default: []].append("/// \(ExportText.commentSafe(path))" + (comment.map { " — " + $0 } ?? ""))
        lines[scope, default: []].append(code(name))
        members.append(SwiftExport.Member(scope: scope, name: name, path: path, kind: kind))
    }

    /// The catalog names of a gradient's stops, by index.
    private func stopNames(_ path: String) -> [Int: String] {
        var named: [Int: String] = [:]
        for (part, name) in fromCatalog[path] ?? [:] { if case .stop(let i) = part { named[i] = name } }
        return named
    }

    /// The gradients of `themed` whose stop positions or count differ in an appearance iOS
    /// switches (dark, high contrast; a brand held at one context does not count).
    static func movedGradients(_ themed: ThemedTokens) -> Set<String> {
        var out: Set<String> = []
        let looks = XCAssetsExport.appearances(themed)
        for token in themed.base.tokens {
            guard case .gradient(let g) = token.value else { continue }
            let positions = g.stops.map(\.position)
            for look in looks {
                if case .gradient(let other)? = look.set[token.path]?.value, other.stops.map(\.position) != positions { out.insert(token.path) }
            }
        }
        return out
    }

    private mutating func add(_ token: Token, in set: TokenSet) {
        let path = token.path
        let ns = namespace
        switch token.value {
        case .color(let c):
            if let name = fromCatalog[path]?[.whole] {
                declare("Color", path, .color, comment: "from the asset catalog (light/dark, contrast)") {
                    "static let \($0) = Color(\(SwiftValues.string(name)))"
                }
            } else {
                let value = token.authored.wideColor.map(SwiftValues.color) ?? SwiftValues.color(c)
                declare("Color", path, .color, comment: token.authored.wideColor.map { "written in \($0.space.rawValue), outside sRGB" }) {
                    "static let \($0) = \(value)"
                }
            }
        case .gradient(let g):
            let named = stopNames(path)
            var notes: [String] = named.isEmpty ? [] : ["stops from the asset catalog (light/dark, contrast)"]
            if moved.contains(path) { notes.append("another appearance moves or adds stops; these are the default's positions") }
            let note: String? = notes.isEmpty ? nil : notes.joined(separator: "; ")
            declare("Gradient", path, .gradient, comment: note) { "static let \($0) = \(SwiftValues.gradient(g, named: named))" }
            let gradientName = members.last!.expression
            declare("LinearGradient", path, .linearGradient, comment: "top to bottom; a DTCG gradient has no direction") {
                "static let \($0) = LinearGradient(gradient: \(gradientName), startPoint: .top, endPoint: .bottom)"
            }
        case .typography(let t):
            declare("Font", path, .font) { "static let \($0) = \(SwiftValues.font(t))" }
            if let lineHeight = t.lineHeight {
                declare(ns, path + ".lineHeight", .lineHeight, comment: "a multiple of the font size") {
                    "static let \($0): CGFloat = \(SwiftValues.number(lineHeight))"
                }
            }
            if t.letterSpacing != 0 {
                declare(ns, path + ".letterSpacing", .letterSpacing, comment: "points, for .tracking(_:)") {
                    "static let \($0): CGFloat = \(SwiftValues.number(t.letterSpacing))"
                }
            }
        case .spring(let s):
            declare("Animation", path, .spring) { "static let \($0) = \(SwiftValues.spring(s))" }
        case .cubicBezier(let b):
            declare("Animation", path, .curveFunction) {
                "static func \($0)(duration: TimeInterval) -> Animation { \(SwiftValues.timingCurve(b, duration: "duration")) }"
            }
            // A group with a `curve` and a `duration` is one animation.
            if token.name == "curve" {
                let group = String(path.dropLast("curve".count + 1))
                if !group.isEmpty, case .duration(let d)? = set[group + ".duration"]?.value {
                    declare("Animation", group, .timingCurve, comment: "\(group).curve over \(group).duration") {
                        "static let \($0) = \(SwiftValues.timingCurve(b, duration: SwiftValues.number(d)))"
                    }
                }
            }
        case .dimension(let v):
            declare(ns, path, .dimension, comment: "points") { "static let \($0): CGFloat = \(SwiftValues.number(v))" }
        case .duration(let v):
            declare(ns, path, .duration, comment: "seconds") { "static let \($0): TimeInterval = \(SwiftValues.number(v))" }
        case .number(let v):
            declare(ns, path, .number) { "static let \($0): Double = \(SwiftValues.number(v))" }
        case .fontWeight(let w):
            let note = w.truncatingRemainder(dividingBy: 100) == 0 ? nil : "\(SwiftValues.number(w)), the nearest weight"
            declare(ns, path, .fontWeight, comment: note) { "static let \($0): Font.Weight = \(SwiftValues.weight(w))" }
        case .fontFamily(let f):
            declare(ns, path, .fontFamily) { "static let \($0): [String] = [" + f.names.map(SwiftValues.string).joined(separator: ", ") + "]" }
        case .shadow(let list):
            var named: [Int: String] = [:]
            for (part, name) in fromCatalog[path] ?? [:] { if case .shadow(let i) = part { named[i] = name } }
            declare(ns, path, .shadow, comment: named.isEmpty ? nil : "colours from the asset catalog (light/dark, contrast)") {
                "static let \($0): [ShadowValue] = \(SwiftValues.shadows(list, named: named))"
            }
        case .material:
            lines[ns, default: []].append("// \(ExportText.commentSafe(path)): a material; use SwiftUI's own (.ultraThinMaterial …).")
        case .strokeStyle(.keyword(let k)):
            declare(ns, path, .strokeKeyword, comment: "a CSS line style; SwiftUI strokes are solid or dashed by StrokeStyle(dash:)") {
                "static let \($0) = \(SwiftValues.string(k.rawValue))"
            }
        case .strokeStyle(.dashes(let dashes, let cap)):
            declare(ns, path, .strokeDashes, comment: "points, for StrokeStyle(lineCap: .\(cap.rawValue), dash:)") {
                "static let \($0): [CGFloat] = [" + dashes.map(SwiftValues.number).joined(separator: ", ") + "]"
            }
        case .border(let b):
            if let name = fromCatalog[path]?[.border] {
                declare("Color", path, .borderColor, comment: "the border's colour, from the asset catalog (light/dark, contrast)") {
                    "static let \($0) = Color(\(SwiftValues.string(name)))"
                }
            } else {
                declare("Color", path, .borderColor, comment: "the border's colour") { "static let \($0) = \(SwiftValues.color(b.color))" }
            }
            declare(ns, path + ".width", .borderWidth, comment: "points; stroke \(b.style.summary)") {
                "static let \($0): CGFloat = \(SwiftValues.number(b.width))"
            }
        case .transition(let t):
            declare("Animation", path, .transition, comment: "duration \(SwiftValues.number(t.duration)) s after \(SwiftValues.number(t.delay)) s") {
                "static let \($0) = \(SwiftValues.timingCurve(t.timingFunction, duration: SwiftValues.number(t.duration))).delay(\(SwiftValues.number(t.delay)))"
            }
        }
    }
}
