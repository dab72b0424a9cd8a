import AppSupport
import DisplayList
import SwiftUI

/// NutriSync's screen table: every screen in the seed's order (sections 1–5, with the
/// "Visual Mockup Specifications" screens where their section bars put them), each with
/// its states, dark only. The catalogue, `proof list`, the gallery and the snapshot suite
/// all read this one table: a new screen is one line here.
enum NutriSyncScreens {
    static func entries(theme: NutriSyncTheme, plan: NutriSyncPlan) -> [ScreenEntry] {
        [
            // Section 1, Welcome: permissions, welcome, impact calculator, the good news.
            entry("permissions", theme: theme) { _ in AnyView(PermissionsScreen()) },
            entry("welcome", theme: theme) { _ in AnyView(WelcomeScreen()) },
            entry("impact-calculator", theme: theme) { _ in AnyView(ImpactCalculatorScreen(plan: plan)) },
            entry("good-news", theme: theme) { _ in AnyView(GoodNewsScreen(plan: plan)) },
            // Section 2, Profile: basic info, body metrics, body composition.
            entry("basic-info", states: ["error"], theme: theme) { s in AnyView(BasicInfoScreen(plan: plan, showsErrors: s == "error")) },
            entry("body-metrics", states: ["imperial", "metric"], theme: theme) { s in AnyView(BodyMetricsScreen(plan: plan, metric: s == "metric")) },
            entry("body-composition", states: ["selected"], theme: theme) { state in
                AnyView(BodyCompositionScreen(sex: plan.profile.sex, selected: state == "selected" ? plan.profile.bodyFat?.index : nil))
            },
            // Section 3, Goals. State `selected` draws the sample profile's answers; the default
            // state is what a new user sees (the weight goal has no state: its one choice, the
            // pace, is pre-selected as the seed's ✓ Moderate).
            entry("primary-goal", states: ["selected"], theme: theme) { state in
                AnyView(PrimaryGoalScreen(selected: state == "selected" ? plan.profile.primaryGoal : nil))
            },
            entry("weight-goal", theme: theme) { _ in AnyView(WeightGoalScreen(plan: plan)) },
            entry("secondary-goals", states: ["selected"], theme: theme) { state in
                AnyView(SecondaryGoalsScreen(selected: state == "selected" ? plan.profile.secondaryGoals : []))
            },
            // The seed's "Visual Mockup Specifications" 1–3, whose section bar is Goals.
            entry("schedule-intro", theme: theme) { _ in AnyView(ScheduleIntroScreen(plan: plan)) },
            entry("traditional-vs-optimized", theme: theme) { _ in AnyView(TraditionalVsOptimizedScreen(plan: plan)) },
            entry("optimization-potential", theme: theme) { _ in AnyView(OptimizationPotentialScreen(plan: plan)) },
            // Section 4, Schedule: screens 4.2–4.4 (the default state shows the seed's ✓
            // pre-selection, `selected` the sample profile's answers), then Mockup 4
            // (schedule-builder) and Screen 4.5 (schedule-preview).
            entry("daily-routine", theme: theme) { _ in AnyView(DailyRoutineScreen(profile: plan.profile)) },
            entry("activity", states: ["selected"], theme: theme) { state in
                AnyView(ActivityScreen(selected: state == "selected" ? plan.profile.activity : ActivityScreen.preselected,
                                       sessions: plan.profile.exerciseSessionsPerWeek))
            },
            entry("meal-frequency", states: ["selected"], theme: theme) { state in
                AnyView(MealFrequencyScreen(plan: plan, selected: state == "selected" ? plan.profile.mealFrequency : MealFrequencyScreen.preselected))
            },
            entry("schedule-builder", theme: theme) { _ in AnyView(ScheduleBuilderScreen(plan: plan)) },
            entry("schedule-preview", theme: theme) { _ in AnyView(SchedulePreviewScreen(plan: plan)) },
            // Section 5, Setup: dietary preferences, calculating, plan summary, notifications,
            // account, all set; and the journey mockup, last.
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

    /// One catalogue entry, dark only; `view` gets the requested state (nil by default).
    static func entry(_ name: String, states: [String] = [], theme: NutriSyncTheme, _ view: @escaping (String?) -> AnyView) -> ScreenEntry {
        ScreenEntry(id: "nutrisync/" + name, appearances: [.dark], states: states, gradients: []) { request, measurer throws(ScreenRequestError) in
            ScreenLayout.layout(view(request.state), environment: theme.environment(request.environment), measurer: measurer)
        }
    }
}
