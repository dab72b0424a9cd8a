import AppSupport
import Catalog
import DesignProofTesting
import DisplayList
import Layout
import Render
import SnapshotTesting
import TestSupport
import Testing

/// Every FitAI screen in every state and appearance, pinned under snapshots/fitai (@1x, as
/// NutriSync's). Record with `DESIGNPROOF_RECORD=1 swift test --filter FitAISnapshotTests`.
@Suite struct FitAISnapshotTests {
    /// `screen`, `screen@state`, each with `-dark` for the dark appearance.
    static let cases: [String] = {
        guard let catalog = try? Checkout.screenCatalog() else { return [] }
        return catalog.entries.filter { $0.id.hasPrefix("fitai/") }.flatMap { e -> [String] in
            let name = String(e.id.dropFirst(6))
            let states = [name] + e.states.map { name + "@" + $0 }
            return states.flatMap { s in e.appearances.map { $0 == .dark ? s + "-dark" : s } }
        }
    }()

    @Test func casesCoverEveryScreenAndStateInBothAppearances() {
        #expect(Self.cases == ["login", "login-dark", "login@error", "login@error-dark",
                               "sign-up", "sign-up-dark", "sign-up@error", "sign-up@error-dark",
                               "goal-setup", "goal-setup-dark",
                               "home", "home-dark", "home@over", "home@over-dark",
                               "add-food", "add-food-dark", "add-food@analyzing", "add-food@analyzing-dark",
                               "add-food@result", "add-food@result-dark", "add-food@unrecognized", "add-food@unrecognized-dark",
                               "food-list", "food-list-dark",
                               "food-detail", "food-detail-dark", "food-detail@high", "food-detail@high-dark",
                               "goals", "goals-dark", "goals@edit", "goals@edit-dark",
                               "history", "history-dark", "history@september", "history@september-dark",
                               "day-detail", "day-detail-dark", "day-detail@met", "day-detail@met-dark",
                               "stats", "stats-dark", "stats@month", "stats@month-dark",
                               "profile", "profile-dark"])
    }

    @Test(arguments: cases)
    func screen(_ name: String) throws {
        let catalog = try Checkout.screenCatalog()
        let dark = name.hasSuffix("-dark")
        let parts = (dark ? String(name.dropLast(5)) : name).split(separator: "@").map(String.init)
        var env = EnvironmentValues()
        env.appearance = dark ? .dark : .light
        var list = try catalog.render("fitai/" + parts[0], ScreenRequest(environment: env, state: parts.count > 1 ? parts[1] : nil),
                                      measurer: PangoText())
        list.scale = 1
        assertDesignSnapshot(of: list, as: .png(), named: name.replacingOccurrences(of: "@", with: "-") + "@1x", in: "fitai", id: "fitai/" + parts[0])
    }
}
