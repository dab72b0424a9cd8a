import AppSupport
import DesignProofTesting
import DisplayList
import Foundation
import Layout
import Render
import SnapshotTesting
import TestSupport
import Testing

/// Every Cal AI screen in both appearances (default state), pinned as references under
/// snapshots/calai (@1x to keep the folder lean). A change to a Cal AI component, the
/// plan calculation or the theme shows up here as a pixel diff with a heatmap.
/// Record with `DESIGNPROOF_RECORD=1 swift test --filter CalAISnapshotTests`.
@Suite struct CalAISnapshotTests {
    static let screens = ["welcome", "gender", "workouts", "referral-source", "prior-apps", "height-weight", "birth-date",
                          "goal", "desired-weight", "realistic-target", "speed", "comparison", "obstacles", "diet",
                          "accomplishments", "weight-chart", "thank-you", "apple-health", "calories-burned", "rollover",
                          "rating", "notifications", "referral-code", "loading", "plan-ready", "sign-in", "free-trial",
                          "spin-wheel", "paywall", "home", "scanner", "progress-plan"]

    @Test func everyCatalogueScreenIsPinned() throws {
        let catalog = try Checkout.screenCatalog()
        let registered = Set(catalog.ids.filter { $0.hasPrefix("calai/") })
        #expect(registered == Set(Self.screens.map { "calai/" + $0 }))
    }

    @Test(arguments: screens)
    func screenInBothAppearances(_ name: String) throws {
        let catalog = try Checkout.screenCatalog()
        for appearance in Appearance.allCases {
            var env = EnvironmentValues()
            env.appearance = appearance
            var list = try catalog.render("calai/" + name, ScreenRequest(environment: env, state: nil), measurer: PangoText())
            list.scale = 1
            assertDesignSnapshot(of: list, as: .png(), named: name + (appearance == .dark ? "-dark" : "") + "@1x", in: "calai", id: "calai/" + name)
        }
    }
}
