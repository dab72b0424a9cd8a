import AppSupport
import DisplayList
import SwiftUI

/// NutriSync's screens in the catalogue, in the seed's order (sections 1–5, with the
/// "Visual Mockup Specifications" screens where their section bars put them), each with
/// its states. Registered by section, one file each (`NutriSyncScreens+SECTION.swift`).
enum NutriSyncScreens {
    static let order = ["permissions", "welcome", "impact-calculator", "good-news",
                        "basic-info", "body-metrics", "body-composition",
                        "primary-goal", "weight-goal", "secondary-goals",
                        "schedule-intro", "traditional-vs-optimized", "optimization-potential",
                        "daily-routine", "activity", "meal-frequency", "schedule-builder", "schedule-preview",
                        "dietary-preferences", "calculating", "plan-summary", "notifications", "account", "all-set",
                        "journey"]

    static func entries(theme: NutriSyncTheme, plan: NutriSyncPlan) -> [ScreenEntry] {
        let all = welcomeSection(theme, plan) + profileSection(theme, plan) + goalsSection(theme, plan)
            + scheduleSection(theme, plan) + setupSection(theme, plan)
        return all.sorted { (order.firstIndex(of: String($0.id.dropFirst(10))) ?? .max) < (order.firstIndex(of: String($1.id.dropFirst(10))) ?? .max) }
    }

    /// One catalogue entry, dark only; `view` gets the requested state (nil by default).
    static func entry(_ name: String, states: [String] = [], theme: NutriSyncTheme, _ view: @escaping (String?) -> AnyView) -> ScreenEntry {
        ScreenEntry(id: "nutrisync/" + name, appearances: [.dark], states: states, gradients: []) { request, measurer throws(ScreenRequestError) in
            ScreenLayout.layout(view(request.state), environment: theme.environment(request.environment), measurer: measurer)
        }
    }
}
