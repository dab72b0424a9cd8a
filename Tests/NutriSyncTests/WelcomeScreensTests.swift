import AppSupport
import Catalog
import DisplayList
import Layout
import TestSupport
import Testing
import Tokens

/// The first two Welcome screens say what the seed says and draw its controls.
@Suite struct WelcomeScreensTests: NutriSyncScreenSuite {
    let catalog: ScreenCatalog
    init() throws { catalog = try Checkout.screenCatalog() }

    @Test func permissionsListsTheSeedsThreePermissions() throws {
        let l = try list("permissions")
        for text in ["NutriSync needs your permission to:", "Camera", "For meal scanning", "Notifications",
                     "For meal window reminders", "Health Data", "Optional, for Apple Health sync", "Allow Access", "Maybe Later"] {
            #expect(shows(l, text), "missing \(text)")
        }
        // Emoji drawn with the colour emoji family, not as tofu in Inter.
        let camera = try #require(l.elements.first { $0.text?.string == "📷" })
        #expect(camera.text?.font.family == "Noto Color Emoji")
    }

    @Test func welcomeHasTheSeedsPromise() throws {
        let l = try list("welcome")
        #expect(shows(l, "Transform Your Energy Through Smart Nutrition Timing"))
        #expect(shows(l, "Join thousands optimizing their daily performance"))
        #expect(shows(l, "Get Started"))
        #expect(shows(l, "Already have an account?"))
    }

    @Test func theBackgroundIsTheSeedsDarkGray() throws {
        let l = try list("welcome")
        let first = try #require(l.elements.first { $0.fill != nil })
        #expect(first.fill == .solid(RGBA(hex: "#0A0A0A")!))
    }
}
