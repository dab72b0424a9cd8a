public import SwiftUI
import AppSupport

/// The custom plan, top to bottom (000 p8 "Final Plan Summary"; 000 §2.2 "Progress/Plan
/// Screen"): a check and "Congratulations your custom plan is ready!", "You should lose:"
/// with the goal line ("Lose 12 lbs by December 26"), the daily recommendation cards and
/// the Health Score card, "How to reach your goals:", and the sources. Every number comes
/// from `plan`. `fill` (0…1) drives the rings and the Health Score bar; `scoreFill`, when
/// given, drives the bar on its own (`calai/health-score-fill`).
nonisolated public struct PlanSummary: View {
    @Environment(\.mainLook) private var look
    let plan: CalAIPlan
    let fill: Double
    let scoreFill: Double?
    let tileFill: CalAIColor

    /// `tileFill`: the goal pill's and the tips' colour token — `option.fill` on the white
    /// onboarding page, `surface` on the app's grey canvas.
    public init(plan: CalAIPlan, fill: Double = 1, scoreFill: Double? = nil, tileFill: CalAIColor = .optionFill) {
        self.plan = plan; self.fill = fill; self.scoreFill = scoreFill; self.tileFill = tileFill
    }

    public var body: some View {
        let look = self.look
        let check = look.scaled(value: 44, .title)
        VStack(spacing: look.length(.spacingSection)) {
            VStack(spacing: 16) {
                Image(systemName: "checkmark")
                    .font(.system(size: check * 0.45, weight: .bold))
                    .foregroundColor(look.color(.onInverse))
                    .frame(width: check, height: check)
                    .background(look.color(.inverse), in: Circle())
                    .accessibilityLabel("Done")
                DesignedLines("Congratulations your", "custom plan is ready!")
                    .font(look.font(.title, .title))
                    // Shrinks rather than breaking "Congratulati / ons" at the largest sizes.
                    .minimumScaleFactor(0.8)
                    .multilineTextAlignment(.center)
                    .foregroundColor(look.color(.textPrimary))
                    .fixedSize(horizontal: false, vertical: true)
                VStack(spacing: 10) {
                    Text(plan.goalHeadline)
                        .font(look.font(.headline, .headline))
                        .foregroundColor(look.color(.textPrimary))
                        .fixedSize(horizontal: false, vertical: true)
                    Text(plan.goalText)
                        .font(look.font(.body, .body))
                        .multilineTextAlignment(.center)
                        .foregroundColor(look.color(.optionText))
                        .fixedSize(horizontal: false, vertical: true)
                        .padding(.horizontal, 18)
                        .padding(.vertical, 10)
                        .background(look.color(tileFill), in: Capsule())
                }
            }
            .frame(maxWidth: .infinity)
            VStack(alignment: .leading, spacing: look.length(.spacingCardGap)) {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Daily recommendation")
                        .font(look.font(.title2, .title2))
                        // Shrinks rather than breaking "recommendation" (SE, AX XL).
                        .minimumScaleFactor(0.85)
                        .foregroundColor(look.color(.textPrimary))
                        .fixedSize(horizontal: false, vertical: true)
                    Text("You can edit this anytime")
                        .font(look.font(.subheadline, .subheadline))
                        .foregroundColor(look.color(.textSecondary))
                        .fixedSize(horizontal: false, vertical: true)
                }
                .padding(.bottom, 4)
                MacroGrid(plan: plan, fill: fill)
                OnScreen { HealthScoreCard(score: plan.healthScore, fill: scoreFill ?? fill) }
            }
            GoalTips(plan: plan, tileFill: tileFill)
            PlanSources()
        }
    }
}
