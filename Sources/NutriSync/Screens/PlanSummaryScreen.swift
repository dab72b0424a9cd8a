public import SwiftUI
import DisplayList
import Tokens

/// Screen 5.3, Your Plan Summary: "Your NutriSync Plan" and the seed's three blocks as
/// cards — "Daily Targets:" (🔥 🥩 🍞 🥑), "Meal Windows:" (⏰ 📊 😴), "Expected Results:"
/// (📈 💪 🎯). Every figure is the plan's own line (`caloriesText`, `proteinText`, …,
/// `goalDateText`); the two lines without a figure of the plan ("85% more stable energy",
/// "Peak performance daily") are the seed's promises, as in its Mockup 2. A green
/// "Continue" (the seed names no button here; its mockups' forward button is "Continue").
nonisolated public struct PlanSummaryScreen: View {
    @Environment(\.nutriSync) private var theme
    let plan: NutriSyncPlan

    public init(plan: NutriSyncPlan) { self.plan = plan }

    /// The seed's claims, not computed: "📈 85% more stable energy", "🎯 Peak performance daily".
    public static let stableEnergyText = "📈 85% more stable energy"
    public static let peakPerformanceText = "🎯 Peak performance daily"

    /// The three cards' titles and lines, in the seed's order. Without a weight goal the
    /// plan has no completion date and "Reach goal weight by" is left out.
    public var blocks: [(title: String, lines: [String])] {
        [("Daily Targets:", [plan.caloriesText, plan.proteinText, plan.carbsText, plan.fatText]),
         ("Meal Windows:", [plan.windowCountText, plan.nutritionHoursText, plan.overnightFastText]),
         ("Expected Results:", [Self.stableEnergyText] + (plan.goalDateText.map { [$0] } ?? []) + [Self.peakPerformanceText])]
    }

    public var body: some View {
        let t = theme
        OnboardingScreen(section: .setup, title: "Your NutriSync Plan", action: "Continue") {
            VStack(spacing: 12) {
                ForEach(blocks.indices, id: \.self) { b in
                    NutriSyncCard(padding: 16) {
                        VStack(alignment: .leading, spacing: 10) {
                            Text(blocks[b].title)
                                .font(t.font(.headline, relativeTo: .headline))
                                .foregroundColor(Color(t.color(.textPrimary)))
                                .accessibilityAddTraits(.isHeader)
                            // The four daily targets two to a row where they fit (as a
                            // macro grid), the other blocks' longer lines one to a row.
                            if b == 0 {
                                OptionGrid(spacing: 8) {
                                    ForEach(blocks[b].lines.indices, id: \.self) { i in EmojiLine(blocks[b].lines[i]) }
                                }
                            } else {
                                VStack(alignment: .leading, spacing: 8) {
                                    ForEach(blocks[b].lines.indices, id: \.self) { i in EmojiLine(blocks[b].lines[i]) }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
