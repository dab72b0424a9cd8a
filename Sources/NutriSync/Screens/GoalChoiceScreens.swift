public import SwiftUI
import DisplayList
import Tokens

/// Screen 3.1, Primary Goal: "What's your primary goal?" and the five radio options with
/// the seed's subtitles (`NutriSyncProfile.PrimaryGoal`). `selected` is nil for a new user
/// (nothing pre-selected in the seed, so Next stays greyed: goals cannot be skipped).
nonisolated public struct PrimaryGoalScreen: View {
    @Environment(\.nutriSync) private var theme
    let selected: NutriSyncProfile.PrimaryGoal?

    public init(selected: NutriSyncProfile.PrimaryGoal?) { self.selected = selected }

    public var body: some View {
        let t = theme
        OnboardingScreen(section: .goals, title: "What's your primary goal?", action: "Next", actionEnabled: selected != nil) {
            VStack(spacing: t.dimension(.spacingOptionGap)) {
                ForEach(NutriSyncProfile.PrimaryGoal.allCases, id: \.self) { goal in
                    SelectionRow(goal.title, detail: goal.subtitle, control: .radio, selected: goal == selected)
                }
            }
        }
    }
}

/// Screen 3.3, Secondary Goals: "Any other goals? (Select all that apply)" and the seven
/// checkboxes (`NutriSyncProfile.SecondaryGoal`), in the seed's order. Next is greyed until
/// one is ticked: the seed lists secondary goals under "Required Information".
nonisolated public struct SecondaryGoalsScreen: View {
    @Environment(\.nutriSync) private var theme
    let selected: Set<NutriSyncProfile.SecondaryGoal>

    public init(selected: Set<NutriSyncProfile.SecondaryGoal>) { self.selected = selected }

    public var body: some View {
        let t = theme
        OnboardingScreen(section: .goals, title: "Any other goals?", subtitle: "(Select all that apply)",
                         action: "Next", actionEnabled: !selected.isEmpty) {
            VStack(spacing: t.dimension(.spacingOptionGap)) {
                ForEach(NutriSyncProfile.SecondaryGoal.allCases, id: \.self) { goal in
                    SelectionRow(goal.title, control: .checkbox, selected: selected.contains(goal))
                }
            }
        }
    }
}
