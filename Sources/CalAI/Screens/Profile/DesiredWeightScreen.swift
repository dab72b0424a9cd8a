public import SwiftUI
import DisplayList
import Tokens

/// Goal setting, "What is your desired weight?": the target in large type over a ruler
/// picker, with how far it is from today's weight — the sample's 168 lbs, "−12 lbs" (seed
/// 000 p5: "Desired Weight: A screen with a scrollable picker for the target weight"; seed
/// 001 p5: "It shows the difference between the current weight and the target weight").
nonisolated public struct CalAIDesiredWeight: View {
    @Environment(\.calAI) private var theme
    let profile: CalAIProfile

    public init(profile: CalAIProfile = .sample) { self.profile = profile }

    /// "168 lbs".
    var targetText: String {
        let v = Int(profile.goalWeight.value(in: profile.units).rounded())
        return "\(v) \(profile.units.weightUnit(for: v))"
    }

    /// "−12 lbs" (a true minus sign), "+5 kg", or "±0" when the target is today's weight.
    var differenceText: String {
        let plan = profile.plan
        guard plan.weightChangeAmount > 0 else { return "±0 \(profile.units.weightUnit)" }
        return (profile.desiredWeight < profile.weight ? "\u{2212}" : "+") + plan.targetAmountText
    }

    public var body: some View {
        let t = theme
        let current = Int(profile.weight.value(in: profile.units).rounded())
        OnboardingPage(progress: 10 / 29, title: "What is your desired weight?") {
            VStack(spacing: 28) {
                VStack(spacing: 8) {
                    Text(profile.goal.title)
                        .font(t.font(.subheadline, relativeTo: .subheadline))
                        .foregroundColor(Color(t.color(.textSecondary)))
                        .multilineTextAlignment(.center)
                    Text(targetText)
                        .font(t.font(.bigNumber, relativeTo: .largeTitle))
                        .foregroundColor(Color(t.color(.textPrimary)))
                        .monospacedDigit()
                    Text(differenceText)
                        .font((t.font(.subheadline, relativeTo: .subheadline)).weight(.semibold))
                        .foregroundColor(Color(t.color(.textPrimary)))
                        .monospacedDigit()
                        .padding(.horizontal, 12)
                        .padding(.vertical, 6)
                        .background(Color(t.color(.optionFill)), in: Capsule())
                        .accessibilityLabel("\(profile.plan.targetAmountText) \(profile.desiredWeight < profile.weight ? "less than" : "more than") your current weight")
                }
                .frame(maxWidth: .infinity)
                WeightRuler(value: Int(profile.goalWeight.value(in: profile.units).rounded()), reference: current, unit: profile.units.weightUnit)
            }
        }
    }
}
