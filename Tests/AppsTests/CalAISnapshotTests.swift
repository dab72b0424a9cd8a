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
    /// The screens of Cal AI's table (`CalAIScreens`), in its order.
    static let screens: [String] = {
        guard let catalog = try? Checkout.screenCatalog() else { return [] }
        return catalog.ids.filter { $0.hasPrefix("calai/") }.map { String($0.dropFirst("calai/".count)) }
    }()

    /// Every screen of the table has its references (a screen added to the table and not
    /// recorded fails here by name, as well as in its own case).
    @Test func everyCatalogueScreenIsPinned() throws {
        #expect(Self.screens.count >= 32)
        let pinned = Set(try FileManager.default.contentsOfDirectory(atPath: Checkout.root + "/snapshots/calai")
            .filter { $0.hasPrefix("calai.") && $0.hasSuffix("-1x.png") }.map { String($0.dropFirst("calai.".count).dropLast("-1x.png".count)) })
        for name in Self.screens {
            #expect(pinned.contains(name) && pinned.contains(name + "-dark"), "calai/\(name) has no reference in snapshots/calai")
        }
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
