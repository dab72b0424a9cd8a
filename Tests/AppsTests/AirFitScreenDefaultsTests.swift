import AppSupport
import AirFit
import Catalog
import DisplayList
import Layout
import Render
import TestSupport
import Testing
import Tokens

/// AirFit's stills: each screen on its QA gradient (seed §11), and headline strings that
/// scale with Dynamic Type (seed §9: `.font(.scaled(.system(size: baseline)))`).
@Suite struct AirFitScreenDefaultsTests {
    let catalog: ScreenCatalog
    let tokens: TokenSet
    init() throws {
        catalog = try Checkout.screenCatalog()
        tokens = try Checkout.appTokens("airfit")
    }

    func list(_ screen: AirFitScreen, gradient: String? = nil, contentSize: ContentSizeCategory = .large,
              appearance: Appearance = .light) throws -> DisplayList {
        var env = EnvironmentValues()
        env.contentSize = contentSize
        env.appearance = appearance
        return try catalog.render(screen.id, ScreenRequest(environment: env, gradient: gradient), measurer: PangoText())
    }

    /// The stops of the full-screen background gradient, the first element drawn.
    func backgroundStops(_ l: DisplayList) -> [RGBA] {
        guard case .linearGradient(let g, _, _)? = l.elements.first?.fill else { return [] }
        return g.stops.map(\.color)
    }

    @Test(arguments: [(AirFitScreen.welcome, "peachRose"), (.dashboard, "mintAqua"), (.voiceLog, "lilacBlush"), (.repCounter, "skyLavender")])
    func eachScreenIsOnItsQAGradient(_ screen: AirFitScreen, _ name: String) throws {
        #expect(screen.qaGradient == name)
        for appearance in Appearance.allCases {
            let expected = try tokens.gradient("gradient.\(name).\(appearance.rawValue)").stops.map(\.color)
            #expect(backgroundStops(try list(screen, appearance: appearance)) == expected)
        }
        #expect(try catalog.entry(screen.id).defaultGradient == name)
    }

    @Test func gradientStillOverrides() throws {
        let duskBerry = try tokens.gradient("gradient.duskBerry.light").stops.map(\.color)
        #expect(backgroundStops(try list(.dashboard, gradient: "duskBerry")) == duskBerry)
        // Seed §11 literally: #D3F6F1 → #B7E8F4 behind the dashboard.
        #expect(backgroundStops(try list(.dashboard)) == [RGBA(hex: "#D3F6F1")!, RGBA(hex: "#B7E8F4")!])
    }

    func font(_ l: DisplayList, _ text: String) throws -> FontSpec {
        try #require(l.elements.first { $0.text?.string == text }?.text?.font, "no \"\(text)\"")
    }

    @Test func headlinesScaleWithDynamicType() throws {
        let axl = ContentSizeCategory.accessibilityExtraLarge
        // Large Title: 34 → 52 pt at AX XL; the others in the same proportion.
        #expect(try font(try list(.dashboard, contentSize: axl), "Daily\nDashboard").size == 52)
        #expect(try font(try list(.welcome, contentSize: axl), "Welcome\nto AirFit").size == 44.0 * 52 / 34)
        #expect(try font(try list(.voiceLog, contentSize: axl), "Log your\nmeal").size == 36.0 * 52 / 34)
        #expect(try font(try list(.repCounter, contentSize: axl), "I ").size == 48) // 28 pt is Title: 48 at AX XL
        #expect(try font(try list(.dashboard, contentSize: axl), "1920").size == 64.0 * 52 / 34)
        // At the default size they are the seed's sizes exactly.
        #expect(try font(try list(.dashboard), "Daily\nDashboard").size == 34)
        #expect(try font(try list(.dashboard), "1920").size == 64)
    }

    @Test func theRingsNumberNeverFallsBelowItsCaption() throws {
        // Issue 12: at AX XL "of goal" (caption2, 29 pt) outgrew the fixed 17 pt "83 %".
        for size in ContentSizeCategory.allCases {
            let l = try list(.dashboard, contentSize: size)
            let percent = try font(l, "83 %").size, caption = try font(l, "of goal").size
            #expect(percent > caption, "\(size): 83 % at \(percent) pt, of goal at \(caption) pt")
            // Both stay inside the ring's stroke: at each text's middle line its width fits
            // the chord of the stroke's inner edge.
            let ring = try #require(l.elements.first { $0.id.hasSuffix("MetricRing/Circle") }).frame
            let radius = ring.width / 2 - 10
            for text in ["83 %", "of goal"] {
                let f = try #require(l.elements.first { $0.text?.string == text }).frame
                let dy = (f.y + f.height / 2) - (ring.y + ring.height / 2)
                let chord = (radius * radius - dy * dy).squareRoot()
                #expect(f.width / 2 <= chord + 0.5, "\(size): \(text) \(f.width) pt wide, chord \(2 * chord)")
            }
        }
    }

    @Test func macroValuesStayOnOneLineAtAccessibilitySizes() throws {
        // "205 / 260 g" broke before its "g" at AX XL; the row now stacks instead.
        let l = try list(.dashboard, contentSize: .accessibilityExtraLarge)
        for value in ["112 / 140 g", "205 / 260 g", "58 / 75 g", "1.6 of 2.5 L"] {
            let e = try #require(l.elements.first { $0.text?.string == value })
            #expect(e.frame.height < (e.text?.font.size ?? 0) * 1.5, "\(value) wraps: \(e.frame)")
        }
        // At the default size each row keeps the seed's name … value line.
        let d = try list(.dashboard)
        let protein = try #require(d.elements.first { $0.text?.string == "Protein" }), value = try #require(d.elements.first { $0.text?.string == "112 / 140 g" })
        #expect(abs(protein.frame.y - value.frame.y) < 0.5 && value.frame.x > protein.frame.maxX)
    }
}
