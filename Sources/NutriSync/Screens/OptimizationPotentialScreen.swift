public import SwiftUI
import DisplayList
import Tokens

/// Mockup 3, "Personalized Benefits Calculator" (`nutrisync/optimization-potential`), as
/// the seed draws it: "Your Optimization Potential", "Based on your profile, meal windows
/// can help you:", a card of four labelled bars ("⚡ Energy Improvement" over
/// "████████████░░ 87%" …), "That's 312 more productive hours per year!" and "Optimize My
/// Schedule".
///
/// The four percentages and the 312 hours are the seed's figures, not computed: the plan's
/// impact model has no rule that gives them (`NutriSyncPotential` says why), so they come
/// from `plan.potential`, never typed here. The bars are drawn at their exact share
/// (`color.bar`, `size.bar.height`), not in the mockup's 14 character cells. Spacing is
/// tight enough (Chosen) for the screen to fit an iPhone SE at the default text size.
/// Section bar: Goals, as the mockup draws it (see `ScheduleIntroScreen`).
nonisolated public struct OptimizationPotentialScreen: View {
    @Environment(\.nutriSync) private var theme
    let plan: NutriSyncPlan

    public init(plan: NutriSyncPlan) { self.plan = plan }

    public var body: some View {
        let t = theme
        let benefits = plan.potential.benefits
        OnboardingScreen(section: .goals, title: "Your Optimization Potential", action: "Optimize My Schedule", centered: true) {
            VStack(alignment: .leading, spacing: 14) {
                Text("Based on your profile, meal windows can help you:")
                    .font(t.font(.subheader, relativeTo: .callout))
                    .foregroundColor(Color(t.color(.textSubheader)))
                    .fixedSize(horizontal: false, vertical: true)
                NutriSyncCard(padding: 16) {
                    VStack(alignment: .leading, spacing: 14) {
                        ForEach(benefits.indices, id: \.self) { i in
                            BenefitBar(benefit: benefits[i])
                        }
                    }
                }
                Text(plan.potential.productiveHoursText)
                    .font(t.font(.headline, relativeTo: .headline))
                    .foregroundColor(Color(t.color(.textPrimary)))
                    .fixedSize(horizontal: false, vertical: true)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// "⚡ Energy Improvement" over a bar filled to its share and the percentage after it.
nonisolated struct BenefitBar: View {
    @Environment(\.nutriSync) private var theme
    let benefit: NutriSyncPotential.Benefit
    /// 0…1 of the benefit's own share: the bar-fill animation's hook (1 at rest).
    var fill: Double = 1

    var body: some View {
        let t = theme
        let height = t.dimension(.sizeBarHeight)
        let radius = t.dimension(.radiusBar)
        VStack(alignment: .leading, spacing: 6) {
            // The emoji beside the title while the title fits on its line; above it at the
            // largest text sizes, where beside it "Improvement" would break mid-word.
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 8) {
                    EmojiText(benefit.icon, size: 18)
                    title(t)
                    Spacer(minLength: 0)
                }
                VStack(alignment: .leading, spacing: 4) {
                    EmojiText(benefit.icon, size: 18)
                    title(t)
                }
            }
            HStack(spacing: 12) {
                TrackRow(slots: [TrackSlot(from: 0, to: 1, .fill), TrackSlot(from: 0, to: Double(benefit.percent) / 100 * fill, .fill)]) {
                    RoundedRectangle(cornerRadius: radius).fill(Color(t.color(.barTrack))).frame(height: height)
                    RoundedRectangle(cornerRadius: radius).fill(Color(t.color(.barFill))).frame(height: height)
                }
                Text(benefit.percentText)
                    .font(t.font(.subheadline, relativeTo: .subheadline))
                    .fontWeight(.semibold)
                    .foregroundColor(Color(t.color(.textSecondary)))
                    .monospacedDigit()
                    .fixedSize()
            }
        }
        .accessibilityLabel("\(benefit.title), \(benefit.percentText)")
    }

    func title(_ t: NutriSyncTheme) -> some View {
        Text(benefit.title)
            .font(t.font(.optionTitle, relativeTo: .body))
            .foregroundColor(Color(t.color(.textPrimary)))
            .fixedSize(horizontal: false, vertical: true)
    }
}
