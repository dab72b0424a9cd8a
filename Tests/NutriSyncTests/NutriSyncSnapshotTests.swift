import AppSupport
import Catalog
import DesignProofTesting
import DisplayList
import Foundation
import Layout
import Render
import SnapshotTesting
import TestSupport
import Testing

/// Every NutriSync screen in every state (dark, its only appearance), pinned as references
/// under snapshots/nutrisync (@1x to keep the folder lean). A change to a NutriSync
/// component, the plan or the theme shows up here as a pixel diff with a heatmap.
/// Record with `DESIGNPROOF_RECORD=1 swift test --filter NutriSyncSnapshotTests`.
@Suite struct NutriSyncSnapshotTests {
    /// `screen` or `screen@state`, in catalogue order.
    static let cases: [String] = {
        guard let catalog = try? Checkout.screenCatalog() else { return [] }
        return catalog.entries.filter { $0.id.hasPrefix("nutrisync/") }.flatMap { e in
            [String(e.id.dropFirst(10))] + e.states.map { String(e.id.dropFirst(10)) + "@" + $0 }
        }
    }()

    @Test func everyCatalogueScreenAndStateIsPinned() throws {
        #expect(Self.cases.count >= 25)
        let pinned = Set(try FileManager.default.contentsOfDirectory(atPath: Checkout.root + "/snapshots/nutrisync")
            .filter { $0.hasPrefix("nutrisync.") && $0.hasSuffix("-1x.png") }.map { String($0.dropFirst(10).dropLast(7)) })
        #expect(pinned == Set(Self.cases.map { $0.replacingOccurrences(of: "@", with: "-") }))
    }

    @Test(arguments: cases)
    func screen(_ name: String) throws {
        let catalog = try Checkout.screenCatalog()
        let parts = name.split(separator: "@").map(String.init)
        var env = EnvironmentValues()
        env.appearance = .dark
        var list = try catalog.render("nutrisync/" + parts[0], ScreenRequest(environment: env, state: parts.count > 1 ? parts[1] : nil),
                                      measurer: PangoText())
        list.scale = 1
        assertDesignSnapshot(of: list, as: .png(), named: name.replacingOccurrences(of: "@", with: "-") + "@1x", in: "nutrisync", id: "nutrisync/" + parts[0])
    }
}
