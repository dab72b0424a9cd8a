import AirFit
import AppSupport
import CalAI
import FitAI
import Catalog
import NutriSync
import Testing

/// The one list of apps (`AppList.all`) is what the catalogues are made of: every screen
/// and animation id belongs to exactly the app that offers it, in the list's order, so an
/// app added to the list shows in `proof list`, `render` and `animate` with nothing else.
@Suite struct AppListTests {
    @Test func theListNamesEachAppOnceWithItsTokenFile() {
        #expect(AppList.all.map { $0.id } == ["airfit", "calai", "nutrisync", "fitai"])
        #expect(AppList.all.map { $0.tokenFile } == ["airfit.tokens.json", "calai.tokens.json", "nutrisync.tokens.json", "fitai.tokens.json"])
    }

    @Test func screenIDsComeFromTheAppsInListOrderUnderTheirOwnPrefix() throws {
        let catalog = try Checkout.screenCatalog()
        #expect(catalog.apps == AppList.all.map { $0.id })
        for id in catalog.ids {
            let owners = AppList.all.filter { id.hasPrefix($0.id + "/") }
            #expect(owners.count == 1, "\(id) belongs to \(owners.count) apps")
        }
        #expect(catalog.ids.filter { $0.hasPrefix("airfit/") } == AirFitScreen.allCases.map(\.id))
        // FitAI: its twelve screens in the catalogue's order (CATALOGUE.md).
        #expect(catalog.ids.count == 4 + 32 + 25 + 12)
        #expect(catalog.ids.filter { $0.hasPrefix("fitai/") } == ["fitai/login", "fitai/sign-up", "fitai/goal-setup", "fitai/home",
                                                                 "fitai/add-food", "fitai/food-list", "fitai/food-detail", "fitai/goals",
                                                                 "fitai/history", "fitai/day-detail", "fitai/stats", "fitai/profile"])
        #expect(catalog.ids.filter { $0.hasPrefix("nutrisync/") }.count == 25)
    }

    @Test func animationIDsAreTheAppsOwnInListOrder() throws {
        let animations = try AnimationCatalog(tokensDirectory: Checkout.root + "/tokens")
        #expect(animations.ids == AirFitApp.animationIDs + CalAIApp.animationIDs + NutriSyncApp.animationIDs + FitAIApp.animationIDs)
        #expect(FitAIApp.animationIDs == ["fitai/progress-fill", "fitai/tab-switch"])
        #expect(NutriSyncApp.animationIDs.count == 7)
        for app in AppList.all {
            #expect(app.animationIDs.allSatisfy { $0.hasPrefix(app.id + "/") }, "\(app.id)'s animations carry its prefix")
        }
    }
}
