import AppSupport
import SwiftUI

extension NutriSyncScreens {
    /// Section 3, Goals: primary goal, weight goal, secondary goals. State `selected` draws
    /// the sample profile's answers; the default state is what a new user sees (the weight
    /// goal has no state: its one choice, the pace, is pre-selected as the seed's ✓ Moderate).
    static func goalsSection(_ theme: NutriSyncTheme, _ plan: NutriSyncPlan) -> [ScreenEntry] {
        [
            entry("primary-goal", states: ["selected"], theme: theme) { state in
                AnyView(PrimaryGoalScreen(selected: state == "selected" ? plan.profile.primaryGoal : nil))
            },
            entry("weight-goal", theme: theme) { _ in AnyView(WeightGoalScreen(plan: plan)) },
            entry("secondary-goals", states: ["selected"], theme: theme) { state in
                AnyView(SecondaryGoalsScreen(selected: state == "selected" ? plan.profile.secondaryGoals : []))
            },
        ]
    }
}
