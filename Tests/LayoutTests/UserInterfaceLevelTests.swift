import Layout
import Testing
import Tokens

/// Background colours in an elevated environment (a sheet): UIKit's lighter dark values;
/// light appearance and every other colour unchanged.
@Suite struct UserInterfaceLevelTests {
    func env(_ a: Appearance, _ level: UserInterfaceLevel) -> EnvironmentValues {
        var e = EnvironmentValues(); e.appearance = a; e.userInterfaceLevel = level; return e
    }

    @Test func darkElevatedBackgroundsAreOneStepLighter() {
        let cases: [(Color, base: String, elevated: String)] = [
            (.systemBackground, "#000000", "#1C1C1E"), (.secondarySystemBackground, "#1C1C1E", "#2C2C2E"),
            (.tertiarySystemBackground, "#2C2C2E", "#3A3A3C"), (.systemGroupedBackground, "#000000", "#1C1C1E"),
            (.secondarySystemGroupedBackground, "#1C1C1E", "#2C2C2E"),
        ]
        for c in cases {
            #expect(c.0.resolved(in: env(.dark, .base)) == RGBA(hex: c.base)!)
            #expect(c.0.resolved(in: env(.dark, .elevated)) == RGBA(hex: c.elevated)!)
            #expect(c.0.resolved(in: env(.light, .elevated)) == c.0.resolved(in: env(.light, .base)))
        }
        #expect(EnvironmentValues().userInterfaceLevel == .base)
        // Other colours do not change with the level; opacity keeps all three values.
        #expect(Color.label.resolved(in: env(.dark, .elevated)) == RGBA.white)
        #expect(Color.systemBackground.opacity(0.5).resolved(in: env(.dark, .elevated)) == RGBA(hex: "#1C1C1E")!.opacity(0.5))
    }
}
