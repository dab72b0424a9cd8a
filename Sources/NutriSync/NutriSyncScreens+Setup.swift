import AppSupport
import SwiftUI

extension NutriSyncScreens {
    /// Section 5, Setup: dietary preferences, calculating, plan summary, notifications,
    /// account, all set (and the journey mockup, registered last).
    static func setupSection(_ theme: NutriSyncTheme, _ plan: NutriSyncPlan) -> [ScreenEntry] {
        [
            entry("dietary-preferences", states: ["selected"], theme: theme) { state in
                AnyView(state == "selected"
                    ? DietaryPreferencesScreen(preferences: plan.profile.dietaryPreferences, foods: plan.profile.foodsToAvoid)
                    : DietaryPreferencesScreen())
            },
            entry("calculating", theme: theme) { _ in AnyView(CalculatingScreen.still(theme: theme)) },
            entry("plan-summary", theme: theme) { _ in AnyView(PlanSummaryScreen(plan: plan)) },
            entry("notifications", theme: theme) { _ in AnyView(NotificationsScreen()) },
            entry("account", states: ["error"], theme: theme) { state in
                AnyView(state == "error"
                    ? AccountScreen(email: AccountScreen.errorExample.email, password: AccountScreen.errorExample.password)
                    : AccountScreen())
            },
            entry("all-set", theme: theme) { _ in AnyView(AllSetScreen(plan: plan)) },
            entry("journey", theme: theme) { _ in AnyView(JourneyScreen()) },
        ]
    }
}
