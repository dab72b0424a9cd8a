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
            VStack(alignment: .leading, spacing: t?.dimension("spacing.stack") ?? 16) {
                NutriSyncCard {
                    VStack(spacing: 14) {
                        TargetWeightSlider(current: Self.value(p.weight, like: p.weight), target: target, unit: unit)
                        targetBox(WeightScale.text(target), unit: unit)
                    }
                }
                Text("At what pace?")
                    .font(t?.font("headline", relativeTo: .headline) ?? .headline)
                    .foregroundColor(Color(t?.color("text.primary") ?? .white))
                    .padding(.top, 4)
                    .accessibilityAddTraits(.isHeader)
                VStack(spacing: t?.dimension("spacing.optionGap") ?? 12) {
                    ForEach(NutriSyncProfile.Pace.allCases, id: \.self) { pace in
                        SelectionRow(pace.title, control: .radio, selected: pace == p.pace)
                    }
                }
                if let completion = plan.estimatedCompletionText {
                    Text(completion)
                        .font(t?.font("callout", relativeTo: .callout) ?? .callout)
                        .fontWeight(.medium)
                        .foregroundColor(Color(t?.color("text.subheader") ?? .white))
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
                .font(t?.font("header", relativeTo: .largeTitle) ?? .largeTitle)
                .foregroundColor(Color(t?.color("text.primary") ?? .white))
            Text(unit)
                .font(t?.font("body", relativeTo: .body) ?? .body)
                .foregroundColor(Color(t?.color("text.secondary") ?? .white))
                .padding(.bottom, 4)   // on the number's baseline, near enough (no baseline alignment in Layout)
        }
        .padding(.horizontal, 28)
        .padding(.vertical, 8)
        .frame(minHeight: t?.dimension("size.input.height") ?? 52)
        .background(
            RoundedRectangle(cornerRadius: t?.dimension("radius.input") ?? 16)
                .fill(Color(t?.color("input.fill") ?? .white))
                .strokeBorder(Color(t?.color("input.border") ?? .white), lineWidth: 1)
        )
        .id("input")
        .accessibilityLabel("Target weight, \(number) \(unit)")
    }
}
