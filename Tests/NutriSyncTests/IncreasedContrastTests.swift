import AppSupport
import Catalog
import DisplayList
import Foundation
import Inspect
import Layout
import NutriSync
import Render
import TestSupport
import Testing
import Tokens

/// "High contrast mode support" (seed, Accessibility): under Increase Contrast the theme
/// draws the resolver document's `contrast: more` context, and every token it replaces stands out more.
@Suite struct IncreasedContrastTests: NutriSyncScreenSuite {
    let catalog: ScreenCatalog
    let tokens: TokenSet
    init() throws {
        catalog = try Checkout.screenCatalog()
        tokens = try Checkout.appTokens("nutrisync")
    }

    func list(_ name: String, contrast: ColorSchemeContrast) throws -> DisplayList {
        var env = EnvironmentValues()
        env.appearance = .dark
        env.colorSchemeContrast = contrast
        return try catalog.render("nutrisync/" + name, ScreenRequest(environment: env), measurer: PangoText())
    }

    /// The section name "WELCOME" (text.secondary) on the #0A0A0A page, measured as the
    /// contrast check measures it, on the rendered backdrop. By hand: white at 60 % over
    /// #0A0A0A is 10 + 0.6 × 245 = 157 (#9D9D9D), luminance 0.3372 against 0.003035:
    /// (0.3372 + 0.05) / (0.003035 + 0.05) = 7.30; at 80 %, 206 (#CECECE), 0.6165: 12.58.
    @Test func increaseContrastRaisesTheSecondaryTextsMeasuredRatio() throws {
        var ratios: [Double] = []
        for contrast in [ColorSchemeContrast.standard, .increased] {
            var l = try list("permissions", contrast: contrast)
            l.scale = 1
            let raster = try CairoRenderer().render(ContrastCheck.backdrop(of: l))
            let backdrop = PixelBuffer(width: raster.width, height: raster.height, pixels: raster.rgba, scale: 1)
            let i = try #require(l.elements.firstIndex { $0.text?.string == "WELCOME" })
            guard case .measured(let m)? = ContrastCheck.measure(elementAt: i, of: l, on: backdrop) else {
                Issue.record("WELCOME was not measured"); return
            }
            #expect(m.worstBackground == "#0A0A0A")
            ratios.append(m.worstRatio)
        }
        #expect(String(format: "%.2f", ratios[0]) == "7.30" && String(format: "%.2f", ratios[1]) == "12.58")
    }

    /// Each override exists for a colour the theme has, and brightens it: its ratio on the
    /// background and on a card rises, so no pair it is part of loses contrast.
    @Test func everyOverrideRaisesItsColoursContrast() throws {
        // The resolver document's `more` context: the tokens it replaces, resolved in both contrasts.
        let document = try TokenResolverDocument.load(path: Checkout.root + "/tokens/nutrisync.resolver.json")
        let standardSet = try document.resolve(["contrast": "standard"]), moreSet = try document.resolve(["contrast": "more"])
        let overrides = try TokenLoader.load(path: Checkout.root + "/tokens/nutrisync/more.tokens.json").tokens
        #expect(overrides.count == 12 && overrides.allSatisfy { $0.type == .color })
        let page = try tokens.color("color.background")
        let card = try tokens.color("color.card.fill").over(page)
        for o in overrides {
            let name = String(o.path.dropFirst("color.".count))
            let standard = try standardSet.color(o.path), high = try moreSet.color(o.path)
            for backdrop in [page, card] {
                #expect(contrastRatio(high.over(backdrop), backdrop) > contrastRatio(standard.over(backdrop), backdrop), "\(name)")
            }
            // The theme draws the override under Increase Contrast, the standard colour otherwise
            // (for the colours its screens use; an override of an unused colour is still checked above).
            if let drawn = NutriSyncColor(rawValue: name) {
                let theme = try NutriSyncTheme(tokens: tokens)
                #expect(theme.resolved(.increased).color(drawn) == high && theme.color(drawn) == standard, "\(name)")
            }
        }
    }

    /// The accent, white and the fills have no override: they draw the same either way.
    @Test func colorsWithoutAnOverrideStayTheSame() throws {
        let standard = try NutriSyncTheme(tokens: tokens), high = standard.resolved(.increased)
        for name in [NutriSyncColor.accent, .background, .textPrimary, .cardFill, .buttonPrimaryFill] {
            #expect(high.color(name) == standard.color(name), "\(name)")
        }
    }

    /// The pairs issue 14 names, in both environments: the secondary whites on the page and
    /// on a card (4.5:1) and the accent (3:1, graphics); white 50 % on #0A0A0A is 5.33:1.
    @Test func contrastPairsPassInBothEnvironments() throws {
        let theme = try NutriSyncTheme(tokens: tokens)
        let standard = theme.contrastPairs(.standard), high = theme.contrastPairs(.increased)
        #expect(standard.map(\.name) == ["secondaryLow-on-background", "secondaryLow-on-card", "secondary-on-background", "secondary-on-card",
                                         "accent-on-background", "accent-on-card"])
        #expect(high.map(\.name) == standard.map(\.name))
        #expect(standard.allSatisfy(\.passes) && high.allSatisfy(\.passes))
        #expect(String(format: "%.2f", standard[0].ratio) == "5.33" && String(format: "%.2f", high[0].ratio) == "9.71")
        for (s, h) in zip(standard, high) { #expect(h.ratio >= s.ratio, "\(s.name)") }
    }
}
