import AirFit
import AppSupport
import CalAI
import Foundation
import FitAI
import Catalog
import NutriSync
import TestSupport
import Testing

/// The one list of apps (`AppList.all`) is what the catalogues are made of: every screen
/// and animation id belongs to exactly the app that offers it, in the list's order, so an
/// app added to the list shows in `proof list`, `render` and `animate` with nothing else.
@Suite struct AppListTests {
    @Test func theListNamesEachAppOnceWithItsTokenFile() {
        #expect(AppList.all.map { $0.id } == ["airfit", "calai", "nutrisync", "fitai"])
        #expect(AppList.all.map { $0.tokenFile } == ["airfit.resolver.json", "calai.resolver.json", "nutrisync.resolver.json", "fitai.resolver.json"])
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

/// A catalogue over any list of apps (`DesignApps`): what a team's own command line is
/// given. A list of one app has that app's screens and animations and nothing else.
@Suite struct DesignAppsTests {
    @Test func aListOfOneAppCataloguesThatAppAlone() throws {
        let one = DesignApps([NutriSyncApp.self])
        let screens = try ScreenCatalog(apps: one, tokensDirectory: Checkout.root + "/tokens")
        #expect(screens.apps == ["nutrisync"])
        #expect(screens.ids.count == 25)
        let animations = try AnimationCatalog(apps: one, tokensDirectory: Checkout.root + "/tokens")
        #expect(animations.ids == NutriSyncApp.animationIDs)
        #expect(throws: ScreenRequestError.self) { try screens.entry("airfit/dashboard") }
    }

    @Test func ownersAndDataAppsComeFromTheList() {
        let apps = AppList.apps
        #expect(apps.ids == ["airfit", "calai", "nutrisync", "fitai"])
        #expect(apps.owner(of: "calai/push")?.id == "calai")
        #expect(apps.owner(of: "calaix/push") == nil)
        #expect(apps.owner(of: "calai") == nil)
        #expect(apps.type(withID: "fitai")?.sampleDataFile == "fitai.sample.json")
        // Only FitAI draws from a data file: `--data` feeds it.
        #expect(apps.dataApps.map { $0.id } == ["fitai"])
        #expect(FitAIApp.dataHelp?.hasPrefix("A food log in FitAI's schema") == true)
        #expect(NutriSyncApp.dataHelp == nil)
    }

    @Test func aMissingTokenFileIsNamedWithItsPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("designapps-\(UInt32.random(in: 0...UInt32.max))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            _ = try ScreenCatalog(apps: DesignApps([CalAIApp.self]), tokensDirectory: folder)
            Issue.record("a folder without calai.resolver.json was read")
        } catch {
            guard case .tokensUnreadable(let line) = error else { Issue.record("\(error)"); return }
            #expect(line.hasPrefix(folder + "/calai.resolver.json: "))
        }
    }
}
