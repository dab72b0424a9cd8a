public import SwiftUI
import DisplayList
import Tokens

/// Screen 3.2, Weight Goal: "What's your target weight?", the current → target slider, the
/// target in its "[140] lbs" box, "At what pace?" with the three paces (the profile's is
/// selected; the seed's ✓ default is Moderate, which the sample keeps) and "Estimated
/// completion: [Date]" — all from the plan: the weights from its profile, the date from
/// `estimatedCompletionText` (⌈7 × lb to go ÷ lb/week⌉ days after today).
nonisolated public struct WeightGoalScreen: View {
    @Environment(\.nutriSync) private var theme
    let plan: NutriSyncPlan

    public init(plan: NutriSyncPlan) { self.plan = plan }

    /// "lbs" or "kg", as the weight was entered on the body metrics screen.
    static func unit(_ weight: NutriSyncProfile.Weight) -> String {
        if case .kilograms = weight { return "kg" }
        return "lbs"
    }

    /// A weight in the unit the profile's current weight was entered in.
    static func value(_ weight: NutriSyncProfile.Weight, like reference: NutriSyncProfile.Weight) -> Double {
        if case .kilograms = reference { return weight.kilograms }
        return weight.pounds
    }

    public var body: some View {
        let t = theme
        let p = plan.profile
        let unit = Self.unit(p.weight)
        let target = Self.value(p.targetWeight, like: p.weight)
        OnboardingScreen(section: .goals, title: "What's your target weight?", action: "Next") {
            VStack(alignment: .leading, spacing: t.dimension(.spacingStack)) {
                NutriSyncCard {
                    VStack(spacing: 14) {
                        TargetWeightSlider(current: Self.value(p.weight, like: p.weight), target: target, unit: unit)
                        targetBox(WeightScale.text(target), unit: unit)
                    }
                }
                Text("At what pace?")
                    .font(t.font(.headline, relativeTo: .headline))
                    .foregroundColor(Color(t.color(.textPrimary)))
                    .padding(.top, 4)
                    .accessibilityAddTraits(.isHeader)
                VStack(spacing: t.dimension(.spacingOptionGap)) {
                    ForEach(NutriSyncProfile.Pace.allCases, id: \.self) { pace in
                        SelectionRow(pace.title, control: .radio, selected: pace == p.pace)
                    }
                }
                if let completion = plan.estimatedCompletionText {
                    Text(completion)
                        .font(t.font(.callout, relativeTo: .callout))
                        .fontWeight(.medium)
                        .foregroundColor(Color(t.color(.textSubheader)))
                        .multilineTextAlignment(.center)
                        .fixedSize(horizontal: false, vertical: true)
                        .frame(maxWidth: .infinity)
                }
            }
        }
    }

    /// The seed's "[140] lbs": the target in an input-style box, the number large.
    func targetBox(_ number: String, unit: String) -> some View {
        let t = theme
        return HStack(alignment: .bottom, spacing: 6) {
            Text(number)
                .font(t.font(.header, relativeTo: .largeTitle))
                .foregroundColor(Color(t.color(.textPrimary)))
            Text(unit)
                .font(t.font(.body, relativeTo: .body))
                .foregroundColor(Color(t.color(.textSecondary)))
                .padding(.bottom, 4)   // on the number's baseline, near enough (no baseline alignment in Layout)
        }
        .padding(.horizontal, 28)
        .padding(.vertical, 8)
        .frame(minHeight: t.dimension(.sizeInputHeight))
        .background(
            RoundedRectangle(cornerRadius: t.dimension(.radiusInput))
                .fill(Color(t.color(.inputFill)))
                .strokeBorder(Color(t.color(.inputBorder)), lineWidth: 1)
        )
        .id("input")
        .accessibilityLabel("Target weight, \(number) \(unit)")
    }
}
