import AppSupport
import Catalog
import DisplayList
import Layout
import NutriSync
import Render
import Testing
import Tokens

/// Every colour a NutriSync screen asks its theme for is a token: a missing one is drawn
/// magenta (`NutriSyncTheme.color`), so no screen, state, device or contrast may contain it.
@Suite struct NutriSyncThemeTests {
    @Test(arguments: [ColorSchemeContrast.standard, .increased])
    func noScreenDrawsTheMissingTokenMagenta(_ contrast: ColorSchemeContrast) throws {
        let catalog = try Checkout.screenCatalog()
        let magenta = RGBA(hex: "#FF00FF")!
        var checked = 0
        for entry in catalog.entries where entry.id.hasPrefix("nutrisync/") {
            for state in [nil] + entry.states.map(Optional.some) {
                for device in [Device.iPhoneSE, .iPhone16, .iPhone16ProMax] {
                    var env = EnvironmentValues()
                    env.appearance = .dark
                    env.device = device
                    env.colorSchemeContrast = contrast
                    let list = try catalog.render(entry.id, ScreenRequest(environment: env, state: state), measurer: PangoText())
                    for e in list.elements {
                        #expect(e.fill != .solid(magenta) && e.stroke?.paint != .solid(magenta) && e.text?.paint != .solid(magenta),
                                "\(entry.id) \(state ?? "") on \(device): \(e.id) asks for a colour the tokens lack")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked >= 25 * 3)
    }

    @Test func theThemeReadsTheSeedsValues() throws {
        let tokens = try TokenLoader.load(path: Checkout.root + "/tokens/nutrisync.tokens.json")
        let theme = try NutriSyncTheme(tokens: tokens)
        #expect(theme.color(.background) == RGBA(hex: "#0A0A0A")!)
        #expect(theme.color(.accent) == RGBA(hex: "#00D26A")!)
        #expect(theme.color(.cardFill) == RGBA(r: 1, g: 1, b: 1, a: 0.03))
        #expect(theme.dimension(.sizeButtonHeight) == 56)
        #expect(theme.dimension(.radiusButton) == 28)
        #expect(theme.dimension(.radiusCard) == 20)
        #expect(theme.dimension(.radiusInput) == 16)
    }
}
