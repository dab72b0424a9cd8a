public import SwiftUI
import DisplayList
import Tokens

/// Screen 4.4, Meal Frequency Preference: "How many times do you prefer to eat?" and the
/// seed's four "visual cards showing different patterns", each with its lines and a small
/// picture of its pattern (`MealPatternStrip`): the profile's waking day with the windows
/// the plan would give it under that pattern. The seed marks "3 Meals/Day ✓": a new user
/// sees it pre-selected; `selected` shows the profile's own choice.
nonisolated public struct MealFrequencyScreen: View {
    @Environment(\.nutriSync) private var theme
    let plan: NutriSyncPlan
    let selected: NutriSyncProfile.MealFrequency

    /// The seed's pre-selection ("**3 Meals/Day** ✓").
    public static let preselected = NutriSyncProfile.MealFrequency.threeMeals

    public init(plan: NutriSyncPlan, selected: NutriSyncProfile.MealFrequency) {
        self.plan = plan; self.selected = selected
    }

    /// Each card's lines under its title, the seed's words: the pattern, "Best for", "Windows".
    static func lines(_ frequency: NutriSyncProfile.MealFrequency) -> [String] {
        switch frequency {
        case .twoMeals: [frequency.subtitle, "Best for: Fat loss, simplicity", "Windows: 12pm-8pm"]
        case .threeMeals: [frequency.subtitle, "Best for: Sustained energy", "Windows: 7am, 12pm, 6pm"]
        case .fourToFiveMeals: [frequency.subtitle, "Best for: Muscle gain, athletes", "Windows: Every 3-4 hours"]
        case .custom: [frequency.subtitle]
        }
    }

    public var body: some View {
        let t = theme
        OnboardingScreen(section: .schedule, title: "How many times do you prefer to eat?", action: "Next") {
            VStack(spacing: t.dimension(.spacingOptionGap)) {
                ForEach(NutriSyncProfile.MealFrequency.allCases, id: \.rawValue) { frequency in
                    MealPatternCard(title: frequency.title, lines: Self.lines(frequency),
                                    strip: MealPatternStrip(plan: plan, frequency: frequency),
                                    selected: frequency == selected)
                }
            }
        }
    }
}

/// One pattern card: a radio, the title with its strip beside it (under it when the title
/// needs the width, at large text sizes), and the seed's lines; highlighted like a
/// `SelectionRow` when selected.
nonisolated struct MealPatternCard: View {
    @Environment(\.nutriSync) private var theme
    let title: String
    let lines: [String]
    let strip: MealPatternStrip
    let selected: Bool

    var body: some View {
        let t = theme
        HStack(alignment: .top, spacing: 14) {
            RadioMark(selected: selected)
            VStack(alignment: .leading, spacing: 3) {
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 12) {
                        titleText
                        Spacer(minLength: 0)
                        strip
                    }
                    VStack(alignment: .leading, spacing: 8) {
                        titleText
                        strip
                    }
                }
                ForEach(lines.indices, id: \.self) { i in
                    Text(lines[i])
                        .font(t.font(.optionDetail, relativeTo: .subheadline))
                        .foregroundColor(Color(t.color(i == 0 ? .textSubheader : .textSecondary)))
                        .fixedSize(horizontal: false, vertical: true)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(.horizontal, 18)
        .padding(.vertical, 14)
        .frame(maxWidth: .infinity)
        .selectionCard(selected: selected, theme: t)
        .accessibilityLabel(([title] + lines).joined(separator: ", "))
        .accessibilityAddTraits(selected ? [.isButton, .isSelected] : .isButton)
    }

    var titleText: some View {
        let t = theme
        return Text(title)
            .font(t.font(.optionTitle, relativeTo: .body))
            .foregroundColor(Color(t.color(.textPrimary)))
            .fixedSize(horizontal: false, vertical: true)
    }
}
