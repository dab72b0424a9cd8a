import AppSupport
import Layout

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
        ]
    }
}
