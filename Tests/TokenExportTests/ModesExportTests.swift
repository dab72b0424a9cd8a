import Foundation
import TestSupport
@testable import TokenExport
import Tokens
import XCTest

/// Exports of a resolver document's modes (Tests/Fixtures/TokenExport/modes: light/dark,
/// contrast and a brand modifier over a base set with a display-p3 colour, a rem dimension
/// and generic font families): each block restates exactly what the cascade would
/// otherwise get wrong, the asset catalog's entries hold each appearance's colour.
final class ModesExportTests: XCTestCase {
    static let root = Checkout.root
    static let resolver = root + "/Tests/Fixtures/TokenExport/modes/app.resolver.json"

    static func themed(_ fixed: [String: String] = [:]) throws -> ThemedTokens {
        try ThemedTokens.load(path: resolver, fixed: fixed)
    }

    /// The lines of the rule whose selector line is `selector` (the first one), up to its `}`.
    func block(_ css: String, _ selector: String) -> [String]? {
        let lines = css.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == selector + " {" }) else { return nil }
        return Array(lines[(start + 1)...].prefix { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("}") })
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    func testEveryCombinationResolvesAndOnlyWhatChangesIsRestated() throws {
        let themed = try Self.themed()
        XCTAssertEqual(themed.modifiers.map(\.name), ["theme", "contrast", "brand"])
        XCTAssertEqual(themed.modifiers.map(\.kind), [.appearance, .contrast, .other])
        XCTAssertEqual(themed.variants.count, 7)  // 2 × 2 × 2 − the default
        let css = CSSExport.css(themed)
        XCTAssertEqual(block(css, ":root")?.first, "--color-brand: rgb(255 0 0);")
        XCTAssertTrue(css.contains("  --color-text: var(--color-ink);\n  --color-bg: var(--color-paper);\n"))
        XCTAssertEqual(block(css, ":root[data-theme=\"dark\"]"), ["--color-text: var(--color-paper);", "--color-bg: var(--color-ink);"])
        XCTAssertEqual(block(css, ":root:not([data-theme])"), ["--color-text: var(--color-paper);", "--color-bg: var(--color-ink);"])
        XCTAssertTrue(css.contains("@media (prefers-color-scheme: dark) {\n  :root:not([data-theme]) {\n"))
        // Contrast changes ink only: text, an alias of ink, follows by var() and is not restated.
        XCTAssertEqual(block(css, ":root[data-contrast=\"high\"]"), ["--color-ink: rgb(0 0 0);"])
        XCTAssertTrue(css.contains("@media (prefers-contrast: more) {\n  :root:not([data-contrast]) {\n    --color-ink: rgb(0 0 0);\n"))
        // The brand has no media feature: an attribute only.
        XCTAssertEqual(block(css, ":root[data-brand=\"loud\"]"), ["--color-paper: rgb(255 255 204);"])
        XCTAssertFalse(css.contains("not([data-brand])"))
        // Every combination here is what its parts give in the cascade: no combined block.
        XCTAssertFalse(css.contains("[data-theme=\"dark\"][data-contrast"))
    }

    func testACombinationThatDiffersFromItsPartsGetsEveryMediaForm() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("modes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Dark + high contrast sets paper to something neither dark nor high sets alone.
        let doc = ##"""
        {"version": "2025.10", "resolutionOrder": [
          {"type": "set", "name": "base", "sources": [{"color": {"$type": "color", "paper": {"$value": "#ffffff"}, "ink": {"$value": "#111111"}}}]},
          {"type": "modifier", "name": "theme", "default": "light", "contexts": {"light": [], "dark": [{"color": {"$type": "color", "paper": {"$value": "#222222"}}}]}},
          {"type": "modifier", "name": "contrast", "default": "standard", "contexts": {"standard": [], "high": [{"color": {"$type": "color", "ink": {"$value": "#000000"}}}]}},
          {"type": "modifier", "name": "both", "default": "off", "contexts": {"off": [], "on": []}}
        ]}
        """##
        try doc.write(toFile: dir + "/r.resolver.json", atomically: true, encoding: .utf8)
        var css = CSSExport.css(try ThemedTokens.load(path: dir + "/r.resolver.json", fixed: ["both": "off"]))
        XCTAssertFalse(css.contains("[data-theme=\"dark\"][data-contrast"))
        // A theme whose dark context sets ink too, which contrast high then sets back:
        let crossed = doc.replacingOccurrences(of: ##""dark": [{"color": {"$type": "color", "paper": {"$value": "#222222"}}}]"##,
                                               with: ##""dark": [{"color": {"$type": "color", "paper": {"$value": "#222222"}, "ink": {"$value": "#eeeeee"}}}]"##)
        XCTAssertNotEqual(crossed, doc)
        try crossed.write(toFile: dir + "/r.resolver.json", atomically: true, encoding: .utf8)
        css = CSSExport.css(try ThemedTokens.load(path: dir + "/r.resolver.json", fixed: ["both": "off"]))
        // Alone, dark sets ink #eee and high sets ink #000; together the later modifier's
        // context wins (#000). Both single blocks declare ink at equal specificity, contrast
        // later, so the cascade already gives #000: still no combined block.
        XCTAssertEqual(block(css, ":root[data-theme=\"dark\"]"), ["--color-paper: rgb(34 34 34);", "--color-ink: rgb(238 238 238);"])
        XCTAssertFalse(css.contains("[data-theme=\"dark\"][data-contrast"))
        // A gradient from ink to paper: dark changes paper, high changes ink. Each single
        // block restates the gradient with one changed stop; together it needs both, which
        // neither block gives: a combined block, in all four forms.
        let gradient = ##"""
        {"version": "2025.10", "resolutionOrder": [
          {"type": "set", "name": "base", "sources": [{"color": {"$type": "color", "paper": {"$value": "#ffffff"}, "ink": {"$value": "#111111"}},
             "fade": {"$type": "gradient", "$value": [{"color": "{color.ink}", "position": 0}, {"color": "{color.paper}", "position": 1}]}}]},
          {"type": "modifier", "name": "theme", "default": "light", "contexts": {"light": [], "dark": [{"color": {"$type": "color", "paper": {"$value": "#222222"}}}]}},
          {"type": "modifier", "name": "contrast", "default": "standard", "contexts": {"standard": [], "high": [{"color": {"$type": "color", "ink": {"$value": "#000000"}}}]}}
        ]}
        """##
        try gradient.write(toFile: dir + "/r.resolver.json", atomically: true, encoding: .utf8)
        css = CSSExport.css(try ThemedTokens.load(path: dir + "/r.resolver.json"))
        let both = ["--fade: linear-gradient(var(--fade-0) 0%, var(--fade-1) 100%);", "--fade-0: rgb(0 0 0);", "--fade-1: rgb(34 34 34);"]
        XCTAssertEqual(block(css, ":root[data-theme=\"dark\"][data-contrast=\"high\"]"), both)
        XCTAssertEqual(block(css, ":root:not([data-theme])[data-contrast=\"high\"]"), both)
        XCTAssertEqual(block(css, ":root[data-theme=\"dark\"]:not([data-contrast])"), both)
        XCTAssertEqual(block(css, ":root:not([data-theme]):not([data-contrast])"), both)
        XCTAssertTrue(css.contains("@media (prefers-color-scheme: dark) and (prefers-contrast: more) {\n  :root:not([data-theme]):not([data-contrast]) {\n"))
        XCTAssertEqual(block(css, ":root[data-contrast=\"high\"]")?.dropFirst().first, "--fade: linear-gradient(var(--fade-0) 0%, var(--fade-1) 100%);")
    }

    func testUnitsFamiliesAndWideColoursKeepHowTheyWereWritten() throws {
        let css = CSSExport.css(try Self.themed())
        XCTAssertTrue(css.contains("  --space-m: 1.5rem;\n  --space-s: 8px;\n"))
        XCTAssertTrue(css.contains("  --font-body: \"Inter\", system-ui, sans-serif;\n"))
        XCTAssertTrue(css.contains("@supports (color: color(display-p3 0 0 0)) {\n  :root {\n    --color-brand: color(display-p3 1 0.2 0.1);\n  }\n}\n"))
        let swift = SwiftExport.swift(try Self.themed())
        XCTAssertTrue(swift.contains("    static let colorBrand = Color(.displayP3, red: 1, green: 0.2, blue: 0.1, opacity: 1)\n"))
        XCTAssertTrue(swift.contains("    static let colorText = Color(\"colorText\")\n"))
        XCTAssertTrue(swift.contains("    static let colorInk = Color(\"colorInk\")\n"))
        // Paper changes only with the brand, which iOS has no setting for: a literal.
        XCTAssertTrue(swift.contains("    static let colorPaper = Color(.sRGB, red: 1, green: 1, blue: 1, opacity: 1)\n"))
        // An oklch colour outside sRGB, in CSS's own function; hsl with percentages.
        XCTAssertEqual(CSSValues.color(WideColor(space: .oklch, components: [0.7, 0.35, nil], alpha: 0.5, extendedSRGB: [1.2, 0, 0])), "oklch(0.7 0.35 none / 0.5)")
        XCTAssertEqual(CSSValues.color(WideColor(space: .hsl, components: [210, 50, 40], alpha: 1, extendedSRGB: [0, 0, 0])), "hsl(210 50% 40%)")
        XCTAssertEqual(CSSValues.color(WideColor(space: .rec2020, components: [0, 1, 0], alpha: 1, extendedSRGB: [0, 0, 0])), "color(rec2020 0 1 0)")
    }

    func testTheLoaderKeepsAliasesRemAndOnlyColoursOutsideSRGB() throws {
        let set = try TokenLoader.parse(#"""
        {"c": {"$type": "color",
               "p3in": {"$value": {"colorSpace": "display-p3", "components": [0.5, 0.5, 0.5]}},
               "p3out": {"$value": {"colorSpace": "display-p3", "components": [0, 1, 0]}},
               "ref": {"$value": {"$ref": "#/c/p3out"}},
               "refValue": {"$value": {"$ref": "#/c/p3out/$value"}}},
         "d": {"$type": "dimension", "rem": {"$value": {"value": 0.75, "unit": "rem"}}, "old": {"$value": "2rem"}, "px": {"$value": {"value": 3, "unit": "px"}}}}
        """#, file: "t.json")
        XCTAssertNil(set["c.p3in"]?.authored.wideColor)
        XCTAssertEqual(set["c.p3out"]?.authored.wideColor?.space, .displayP3)
        XCTAssertEqual(set["c.p3out"]?.authored.wideColor?.components, [0, 1, 0])
        XCTAssertLessThan(set["c.p3out"]?.authored.wideColor?.extendedSRGB[0] ?? 0, 0)  // P3 green is outside sRGB in red
        XCTAssertEqual(set["c.ref"]?.authored.alias, "c.p3out")
        XCTAssertEqual(set["c.refValue"]?.authored.alias, "c.p3out")
        XCTAssertNil(set["c.ref"]?.authored.wideColor)
        XCTAssertEqual(set["d.rem"]?.authored.rem, 0.75)
        XCTAssertEqual(set["d.old"]?.authored.rem, 2)
        XCTAssertNil(set["d.px"]?.authored.rem)
    }

    func testTheAssetCatalogHoldsEachAppearance() throws {
        let files = XCAssetsExport.files(try Self.themed())
        XCTAssertEqual(files.map(\.path), ["Contents.json", "colorBrand.colorset/Contents.json", "colorInk.colorset/Contents.json",
                                           "colorPaper.colorset/Contents.json", "colorText.colorset/Contents.json", "colorBg.colorset/Contents.json"])
        XCTAssertEqual(files[0].text, "{\n  \"info\" : {\n    \"author\" : \"designproof\",\n    \"version\" : 1\n  }\n}\n")
        struct Catalog: Decodable {
            struct Entry: Decodable {
                struct Look: Decodable { let appearance: String; let value: String }
                struct Colour: Decodable { let colorSpace: String; let components: [String: String]
                    enum CodingKeys: String, CodingKey { case colorSpace = "color-space", components } }
                let appearances: [Look]?
                let color: Colour
                let idiom: String
            }
            let colors: [Entry]
        }
        func catalog(_ name: String) throws -> Catalog {
            try JSONDecoder().decode(Catalog.self, from: Data(files.first { $0.path == name + ".colorset/Contents.json" }!.text.utf8))
        }
        // Text: ink #111 on light, paper on dark, black ink with high contrast, paper on both.
        let text = try catalog("colorText")
        XCTAssertEqual(text.colors.map { ($0.appearances ?? []).map { "\($0.appearance)=\($0.value)" } },
                       [[], ["luminosity=dark"], ["contrast=high"], ["luminosity=dark", "contrast=high"]])
        XCTAssertEqual(text.colors.map { $0.color.components["red"] }, ["0.066667", "1.000", "0.000", "1.000"])
        XCTAssertEqual(text.colors.map { $0.color.components["alpha"] }, ["1.000", "1.000", "1.000", "1.000"])
        XCTAssertTrue(text.colors.allSatisfy { $0.idiom == "universal" && $0.color.colorSpace == "srgb" })
        // Paper changes only with the brand: one universal entry.
        XCTAssertEqual(try catalog("colorPaper").colors.count, 1)
        let brand = try catalog("colorBrand")
        XCTAssertEqual(brand.colors.count, 1)
        XCTAssertEqual(brand.colors[0].color.colorSpace, "display-p3")
        XCTAssertEqual(brand.colors[0].color.components, ["red": "1.000", "green": "0.200", "blue": "0.100", "alpha": "1.000"])
        // Held at the loud brand, paper is that brand's colour everywhere.
        let loud = XCAssetsExport.files(try Self.themed(["brand": "loud"]))
        XCTAssertTrue(loud.first { $0.path == "colorPaper.colorset/Contents.json" }!.text.contains("\"blue\" : \"0.800\""))
    }

    /// A gradient's stop, a shadow's colour and a border's colour that change with the
    /// appearance each get a colorset and are read by name; a stop that does not change stays
    /// a literal; a derived name never takes a colour token's (`fade-stop0` is `fadeStop0`, so
    /// the fade's first stop is `fadeStop0_2`); a gradient whose dark stops move says so.
    func testColoursInsideGradientsShadowsAndBordersFollowTheAppearance() throws {
        let doc = ##"""
        {"version": "2025.10", "resolutionOrder": [
          {"type": "set", "name": "base", "sources": [{
            "fade": {"$type": "gradient", "$value": [{"color": "#111111", "position": 0}, {"color": "#ffffff", "position": 1}]},
            "fade-stop0": {"$type": "color", "$value": "#123456"},
            "moving": {"$type": "gradient", "$value": [{"color": "#000000", "position": 0}, {"color": "#ffffff", "position": 1}]},
            "lift": {"$type": "shadow", "$value": {"color": "#00000033", "offsetX": "0px", "offsetY": "2px", "blur": "8px", "spread": "0px"}},
            "edge": {"$type": "border", "$value": {"color": "#cccccc", "width": "1px", "style": "solid"}}}]},
          {"type": "modifier", "name": "theme", "default": "light", "contexts": {"light": [], "dark": [{
            "fade": {"$type": "gradient", "$value": [{"color": "#eeeeee", "position": 0}, {"color": "#ffffff", "position": 1}]},
            "moving": {"$type": "gradient", "$value": [{"color": "#000000", "position": 0.2}, {"color": "#ffffff", "position": 1}]},
            "lift": {"$type": "shadow", "$value": {"color": "#ffffff33", "offsetX": "0px", "offsetY": "2px", "blur": "8px", "spread": "0px"}},
            "edge": {"$type": "border", "$value": {"color": "#333333", "width": "1px", "style": "solid"}}}]}}]}
        """##
        let resolver = try TokenResolverDocument(document: TokenLoader.json(Array(doc.utf8), file: "inner.json"), file: "inner.json")
        let themed = try ThemedTokens(resolver)
        let files = XCAssetsExport.files(themed)
        XCTAssertEqual(files.map(\.path), ["Contents.json", "fadeStop0_2.colorset/Contents.json", "fadeStop0.colorset/Contents.json",
                                           "liftColor.colorset/Contents.json", "edge.colorset/Contents.json"])
        guard files.count == 5 else { return }
        let stop = files[1].text
        XCTAssertEqual(stop.components(separatedBy: "\"appearance\" : \"luminosity\"").count, 2, stop)
        XCTAssertTrue(stop.contains("\"red\" : \"0.066667\""), stop)
        XCTAssertTrue(stop.contains("\"red\" : \"0.933333\""), stop)
        XCTAssertTrue(files[3].text.contains("\"alpha\" : \"0.200\""), files[3].text)
        XCTAssertTrue(files[4].text.contains("\"red\" : \"0.200\""), files[4].text)
        let swift = SwiftExport.swift(themed)
        XCTAssertTrue(swift.contains("        Gradient.Stop(color: Color(\"fadeStop0_2\"), location: 0),\n        Gradient.Stop(color: Color(.sRGB, red: 1, green: 1, blue: 1, opacity: 1), location: 1),\n"), swift)
        XCTAssertTrue(swift.contains("    static let fadeStop0 = Color(.sRGB, red: 18 / 255, green: 52 / 255, blue: 86 / 255, opacity: 1)\n"), swift)
        XCTAssertTrue(swift.contains("[ShadowValue(color: Color(\"liftColor\"), radius: 8, x: 0, y: 2)]"), swift)
        XCTAssertTrue(swift.contains("    static let edge = Color(\"edge\")\n"), swift)
        XCTAssertTrue(swift.contains("/// moving — another appearance moves or adds stops; these are the default's positions\n"), swift)
        // A gradient that changes in dark beside colour tokens whose names its stops would
        // take: `fadeStop0` and `fade-stop0` (declared `fadeStop0_2`) push its first stop to `fadeStop0_3`.
        let crowded = ##"""
        {"version": "2025.10", "resolutionOrder": [
          {"type": "set", "name": "base", "sources": [{
            "fade": {"$type": "gradient", "$value": [{"color": "#111111", "position": 0}, {"color": "#ffffff", "position": 1}]},
            "fadeStop0": {"$type": "color", "$value": "#123456"},
            "fade-stop0": {"$type": "color", "$value": "#654321"}}]},
          {"type": "modifier", "name": "theme", "default": "light", "contexts": {"light": [], "dark": [{
            "fade": {"$type": "gradient", "$value": [{"color": "#eeeeee", "position": 0}, {"color": "#ffffff", "position": 1}]}}]}}]}
        """##
        let crowdedThemed = try ThemedTokens(try TokenResolverDocument(document: TokenLoader.json(Array(crowded.utf8), file: "c.json"), file: "c.json"))
        let crowdedPaths = XCAssetsExport.files(crowdedThemed).map(\.path)
        XCTAssertEqual(crowdedPaths, ["Contents.json", "fadeStop0_3.colorset/Contents.json", "fadeStop0.colorset/Contents.json", "fadeStop0_2.colorset/Contents.json"])
        XCTAssertEqual(Set(crowdedPaths).count, crowdedPaths.count)
        XCTAssertTrue(SwiftExport.swift(crowdedThemed).contains("Gradient.Stop(color: Color(\"fadeStop0_3\"), location: 0)"))
        // The moving gradient's colours do not change: no colorset, literals.
        XCTAssertFalse(files.contains { $0.path.hasPrefix("moving") })
    }

    func testAPlainFilesPairsAreAThemeModifier() throws {
        let set = try TokenLoader.parse(##"{"color": {"$type": "color", "bg": {"light": {"$value": "#ffffff"}, "dark": {"$value": "#000000"}}}}"##, file: "p.json")
        let themed = ThemedTokens(set)
        XCTAssertEqual(themed.tokenCount, 2)
        XCTAssertEqual(themed.base["color.bg"]?.authored.alias, "color.bg.light")
        XCTAssertEqual(themed.variants.first?.set["color.bg"]?.authored.alias, "color.bg.dark")
        let files = XCAssetsExport.files(themed)
        XCTAssertEqual(files.map(\.path).last, "colorBg.colorset/Contents.json")
        XCTAssertEqual(files.last?.text.components(separatedBy: "\"appearance\" : \"luminosity\"").count, 2)
        XCTAssertFalse(files.last?.text.contains("contrast") ?? true)
    }

    func testTooManyCombinationsAreRefusedWithHowToHoldSome() throws {
        let modifiers = (0..<9).map { #"{"type": "modifier", "name": "m\#($0)", "default": "a", "contexts": {"a": [], "b": []}}"# }
        let doc = #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"x": {"$type": "number", "$value": 1}}]}, "# + modifiers.joined(separator: ", ") + "]}"
        let resolver = try TokenResolverDocument(document: TokenLoader.json(Array(doc.utf8), file: "many.json"), file: "many.json")
        XCTAssertThrowsError(try ThemedTokens(resolver)) { error in
            XCTAssertEqual((error as? TokenFileInvalid)?.lines.first,
                           "many.json: its modifiers m0 (2), m1 (2), m2 (2), m3 (2), m4 (2), m5 (2), m6 (2), m7 (2), m8 (2) combine into more than 256 variants: hold some with --context NAME=VALUE")
        }
        // Holding one leaves 2⁸ = 256 combinations: read.
        XCTAssertEqual(try ThemedTokens(resolver, fixed: ["m8": "a"]).variants.count, 255)
    }
}
