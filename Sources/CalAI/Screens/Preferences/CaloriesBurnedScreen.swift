public import SwiftUI

/// Onboarding page 7: "Add calories burned back to your daily goal?" (seed 000 p7 "Calorie
/// Adjustment Screens"; 001 p7). An illustration card — a runner, the run's calories as a
/// chip and today's goal as a card, both from the sample plan — and No / Yes.
nonisolated public struct CalAICaloriesBurned: View {
    @Environment(\.calAI) private var theme
    @Environment(\.appearance) private var appearance
    let plan: CalAIPlan

    public init(plan: CalAIPlan = CalAIPlan(profile: .sample)) { self.plan = plan }

    public var body: some View {
        OnboardingPage(progress: 19 / 29, title: "Add calories burned back to your daily goal?") {
            illustration
        } footer: {
            YesNoButtons()
        }
    }

    var illustration: some View {
        let t = theme
        let shadow = t.shadowToken(.card, appearance)
        return VStack(alignment: .leading, spacing: 0) {
            HStack {
                Spacer(minLength: 0)
                HStack(spacing: 10) {
                    Image(systemName: "figure.run")
                        .font(.system(size: 18, weight: .semibold))
                        .foregroundColor(t.swatch(.onInverse))
                        .frame(width: 34, height: 34)
                        .background(t.swatch(.inverse), in: Circle())
                    VStack(alignment: .leading, spacing: 0) {
                        Text("Running")
                            .font(t.typeface(.footnote, .footnote))
                            .foregroundColor(t.swatch(.textSecondary))
                        Text("+\(plan.exampleRunCalories) cals")
                            .font(t.typeface(.headline, .headline))
                            .foregroundColor(t.swatch(.textPrimary))
                    }
                }
                .padding(.leading, 10)
                .padding(.trailing, 16)
                .padding(.vertical, 10)
                .background(t.swatch(.surface), in: RoundedRectangle(cornerRadius: t.length(.radiusChip)))
                .tokenShadow(shadow)
                .accessibilityLabel("Running, plus \(plan.exampleRunCalories) calories")
            }
            HStack {
                Spacer(minLength: 0)
                Image(systemName: "figure.run")
                    .font(.system(size: 96, weight: .regular))
                    .foregroundColor(t.swatch(.textPrimary))
                    .frame(width: 168, height: 168)
                    .background(t.swatch(.background), in: Circle())
                    .accessibilityLabel("A runner")
                Spacer(minLength: 0)
            }
            .padding(.top, -12)
            .padding(.bottom, -20)
            // The runner's disc lies behind both cards it tucks under (it was drawn over
            // the bottom of the run card, hiding its shadow and the edge of "+400 cals").
            .zIndex(-1)
            VStack(alignment: .leading, spacing: 2) {
                Text("Today's Goal")
                    .font(t.typeface(.footnote, .footnote))
                    .foregroundColor(t.swatch(.textSecondary))
                HStack(spacing: 6) {
                    Image(systemName: "flame.fill")
                        .font(.system(size: 20, weight: .semibold))
                        .foregroundColor(t.swatch(.macroCalories))
                    Text("\(plan.dailyCalories) Cals")
                        .font(t.typeface(.title3, .title3))
                        .foregroundColor(t.swatch(.textPrimary))
                        .monospacedDigit()
                }
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 12)
            .background(t.swatch(.surface), in: RoundedRectangle(cornerRadius: t.length(.radiusChip)))
            .tokenShadow(shadow)
            .accessibilityLabel("Today's goal, \(plan.dailyCalories) calories")
        }
        .padding(20)
        .background(t.swatch(.optionFill), in: RoundedRectangle(cornerRadius: t.length(.radiusCard)))
    }
}
