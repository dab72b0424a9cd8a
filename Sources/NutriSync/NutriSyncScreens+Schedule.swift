import AppSupport
import Layout

extension NutriSyncScreens {
    static func scheduleSection(_ theme: NutriSyncTheme, _ plan: NutriSyncPlan) -> [ScreenEntry] {
        [
            // Screens 4.2–4.4. Selection screens: the default state shows the seed's ✓
            // pre-selection, `selected` the sample profile's answers.
            entry("daily-routine", theme: theme) { _ in AnyView(DailyRoutineScreen(profile: plan.profile)) },
            entry("activity", states: ["selected"], theme: theme) { state in
                AnyView(ActivityScreen(selected: state == "selected" ? plan.profile.activity : ActivityScreen.preselected,
                                       sessions: plan.profile.exerciseSessionsPerWeek))
            },
            entry("meal-frequency", states: ["selected"], theme: theme) { state in
                AnyView(MealFrequencyScreen(plan: plan, selected: state == "selected" ? plan.profile.mealFrequency : MealFrequencyScreen.preselected))
            },
        ]
    }
}
