import AppSupport
import SwiftUI

extension NutriSyncScreens {
    /// The schedule screens: the seed's "Visual Mockup Specifications" 1–4 and Screen 4.5.
    /// Mockups 1–3 (schedule-intro, traditional-vs-optimized, optimization-potential) draw
    /// the section bar in Goals, Mockup 4 (schedule-builder) and 4.5 (schedule-preview) in
    /// Schedule; each screen's bar follows its mockup.
    static func scheduleSection(_ theme: NutriSyncTheme, _ plan: NutriSyncPlan) -> [ScreenEntry] {
        [
            entry("schedule-intro", theme: theme) { _ in AnyView(ScheduleIntroScreen(plan: plan)) },
            entry("traditional-vs-optimized", theme: theme) { _ in AnyView(TraditionalVsOptimizedScreen(plan: plan)) },
            entry("optimization-potential", theme: theme) { _ in AnyView(OptimizationPotentialScreen(plan: plan)) },
            entry("schedule-builder", theme: theme) { _ in AnyView(ScheduleBuilderScreen(plan: plan)) },
            entry("schedule-preview", theme: theme) { _ in AnyView(SchedulePreviewScreen(plan: plan)) },
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
