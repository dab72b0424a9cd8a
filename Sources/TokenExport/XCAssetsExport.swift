import Tokens

/// Every colour token as an Xcode asset catalog (`Assets.xcassets`), one colorset per token
/// named as the Swift export names it (`color.background` → `colorBackground`), so that an
/// iOS app reads `Color("colorBackground")` and iOS picks the appearance; likewise each
/// gradient stop, shadow colour and border colour that changes with an appearance
/// (`CatalogColours`). A colour that
/// changes with light/dark or contrast gets the entries Xcode writes for "Appearances: Any,
/// Dark" and "High Contrast": any, dark, high contrast and both; one that does not change
/// gets one universal entry. Modifiers iOS has no setting for (a brand, a density) stay at
/// the context `ThemedTokens` holds them at. A colour written outside sRGB is written in
/// `display-p3` when it was written so, else `extended-srgb` with its unclipped channels.
public enum XCAssetsExport {
    /// One file of the catalog: its path inside the `.xcassets` folder and its text.
    public struct File: Equatable, Sendable {
        /// `Contents.json`, `colorBackground.colorset/Contents.json` …
        public let path: String
        /// JSON as Xcode writes it (two-space indent, `" : "`).
        public let text: String
    }

    /// Every file of the catalog for `themed`, the root `Contents.json` first: a colorset per
    /// colour token and per colour inside a gradient, shadow or border that changes with
    /// light/dark or contrast (`CatalogColours`).
    public static func files(_ themed: ThemedTokens) -> [File] {
        let catalog = CatalogColours(themed)
        var files = [File(path: "Contents.json", text: info)]
        for entry in catalog.entries {
            guard let token = themed.base[entry.path], let own = CatalogColours.colour(token, entry.part) else { continue }
            let colours: [(appearances: [(String, String)], colour: CatalogColours.Colour)] = entry.varies
                ? catalog.looks.compactMap { look in
                    // The universal entry is never left out: a look whose token lacks the part
                    // (a gradient with fewer stops there) falls back to the default's colour.
                    let colour = look.set[entry.path].flatMap { CatalogColours.colour($0, entry.part) } ?? (look.appearances.isEmpty ? own : nil)
                    return colour.map { (look.appearances, $0) }
                }
                : [([], own)]
            var entries: [String] = []
            for (appearances, colour) in colours {
                var lines: [String] = []
                if !appearances.isEmpty {
                    lines.append("      \"appearances\" : [\n" + appearances.map { kind, value in
                        "        {\n          \"appearance\" : \"\(kind)\",\n          \"value\" : \"\(value)\"\n        }"
                    }.joined(separator: ",\n") + "\n      ],")
                }
                lines.append("      \"color\" : " + colorJSON(colour))
                lines.append("      \"idiom\" : \"universal\"")
                entries.append("    {\n" + lines.joined(separator: "\n") + "\n    }")
            }
            let text = "{\n  \"colors\" : [\n" + entries.joined(separator: ",\n") + "\n  ],\n  \"info\" : {\n    \"author\" : \"\(author)\",\n    \"version\" : 1\n  }\n}\n"
            files.append(File(path: "\(entry.name).colorset/Contents.json", text: text))
        }
        return files
    }

    /// The set each iOS appearance draws with: any (the light or default context), dark,
    /// high contrast, and both; an appearance the modes do not give is left out.
    static func appearances(_ themed: ThemedTokens) -> [(appearances: [(String, String)], set: TokenSet)] {
        let appearance = themed.modifiers.first { $0.kind == .appearance }
        let contrast = themed.modifiers.first { $0.kind == .contrast }
        func context(_ modifier: ModeModifier?, _ value: String) -> String? {
            modifier.flatMap { m in m.contexts.first { ModeChoice(modifier: m, context: $0).platformValue == value } }
        }
        func set(dark: Bool, high: Bool) -> TokenSet? {
            var wanted: [String: String] = [:]
            if let appearance {
                guard let c = context(appearance, dark ? "dark" : "light") ?? (dark ? nil : appearance.defaultContext) else { return nil }
                if c != appearance.defaultContext { wanted[appearance.name] = c }
            } else if dark { return nil }
            if high {
                guard let contrast, let c = context(contrast, "more") else { return nil }
                if c != contrast.defaultContext { wanted[contrast.name] = c }
            }
            if wanted.isEmpty { return themed.base }
            return themed.variants.first { variant in
                variant.choices.count == wanted.count && variant.choices.allSatisfy { wanted[$0.modifier.name] == $0.context }
            }?.set
        }
        let entries: [([(String, String)], TokenSet?)] = [
            ([], set(dark: false, high: false) ?? themed.base),
            ([("luminosity", "dark")], set(dark: true, high: false)),
            ([("contrast", "high")], set(dark: false, high: true)),
            ([("luminosity", "dark"), ("contrast", "high")], set(dark: true, high: true)),
        ]
        return entries.compactMap { entry in entry.1.map { (entry.0, $0) } }
    }

    /// Who the catalog says wrote it; `proof tokens export` replaces only a catalog it wrote.
    public static let author = "designproof"

    static let info = "{\n  \"info\" : {\n    \"author\" : \"\(author)\",\n    \"version\" : 1\n  }\n}\n"

    /// The `"color"` object: colour space and components as decimal strings, as Xcode writes them.
    static func colorJSON(_ colour: CatalogColours.Colour) -> String {
        let c = colour.rgba
        var space = "srgb"
        var channels = [c.r, c.g, c.b]
        if let wide = colour.wide {
            if wide.space == .displayP3, wide.components.allSatisfy({ $0 != nil }) {
                space = "display-p3"
                channels = wide.components.map { $0 ?? 0 }
            } else {
                space = "extended-srgb"
                channels = wide.extendedSRGB
            }
        }
        // Xcode writes three decimals; more are kept where the value has them.
        func component(_ v: Double) -> String {
            var s = ExportText.decimal(v, places: 6)
            if !s.contains(".") { s += "." }
            while s.split(separator: ".", omittingEmptySubsequences: false)[1].count < 3 { s += "0" }
            return s
        }
        return "{\n        \"color-space\" : \"\(space)\",\n        \"components\" : {\n"
            + "          \"alpha\" : \"\(component(c.a))\",\n          \"blue\" : \"\(component(channels[2]))\",\n"
            + "          \"green\" : \"\(component(channels[1]))\",\n          \"red\" : \"\(component(channels[0]))\"\n        }\n      },"
    }
}
