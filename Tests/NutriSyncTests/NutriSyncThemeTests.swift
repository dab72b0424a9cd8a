import AppSupport
import Catalog
import DisplayList
import Layout
import NutriSync
import Render
import TestSupport
import Testing
import Tokens

/// NutriSync's theme reads the seed's values (a token its screens draw that is missing
/// stops the load: `AppThemeLoadTests`; no screen can name a colour the theme lacks, as
/// colours are `NutriSyncColor` cases).
@Suite struct NutriSyncThemeTests {
    @Test func theThemeReadsTheSeedsValues() throws {
        let tokens = try Checkout.appTokens("nutrisync")
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
