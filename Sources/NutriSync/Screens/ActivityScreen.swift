public import SwiftUI
import DisplayList
import Tokens

/// Screen 4.3, Activity Patterns: "How active are you?" with the four levels and their step
/// bands as radio rows, then "Do you exercise? [3] times per week" as a stepper. The seed
/// marks "Active ✓": a new user sees it pre-selected ("Smart Defaults: Pre-select common
/// options"); `selected` shows the profile's own level. The session count is the profile's.
nonisolated public struct ActivityScreen: View {
    @Environment(\.nutriSync) private var theme
    let selected: NutriSyncProfile.ActivityLevel
    let sessions: Int

    /// The seed's pre-selection ("○ Active ✓").
    public static let preselected = NutriSyncProfile.ActivityLevel.active

    public init(selected: NutriSyncProfile.ActivityLevel, sessions: Int) {
        self.selected = selected; self.sessions = sessions
    }

    public var body: some View {
        let t = theme
        OnboardingScreen(section: .schedule, title: "How active are you?", action: "Next") {
            VStack(alignment: .leading, spacing: t.dimension(.spacingSection)) {
                VStack(spacing: t.dimension(.spacingOptionGap)) {
                    ForEach(NutriSyncProfile.ActivityLevel.allCases, id: \.rawValue) { level in
                        SelectionRow(level.title, detail: level.steps, control: .radio, selected: level == selected)
                    }
                }
                ValueStepper("Do you exercise?", value: "\(sessions)", unit: "times per week",
                             valueLabel: "Exercise, \(sessions) times per week",
                             decrease: "Fewer exercise sessions", increase: "More exercise sessions", key: "exercise")
            }
        }
    }
}
