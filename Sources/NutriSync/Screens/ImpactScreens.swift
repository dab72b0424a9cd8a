public import SwiftUI
import DisplayList
import Tokens

/// Screen 1.3, Impact Calculator (Opal-inspired): "How's your current energy level?", the
/// slider from 1 to 10 with emoji faces on the profile's level, the large impact number in
/// purple (the hours lost a year), "At this rate, you'll lose **X hours** of productive
/// time this year", "That's **Y days** of feeling suboptimal", and "Let's fix this".
/// Every number is the plan's `NutriSyncImpact`.
///
/// `countProgress` and `numbersOpacity` are the `nutrisync/count-up` animation's: the
/// numbers shown are the plan's times `countProgress` (rounded), and the impact block is
/// drawn at `numbersOpacity`. Both 1 at rest.
nonisolated public struct ImpactCalculatorScreen: View {
    @Environment(\.nutriSync) private var theme
    let impact: NutriSyncImpact
    let countProgress: Double
    let numbersOpacity: Double

    public init(plan: NutriSyncPlan, countProgress: Double = 1, numbersOpacity: Double = 1) {
        impact = plan.impact; self.countProgress = countProgress; self.numbersOpacity = numbersOpacity
    }

    /// `value` counted `progress` of the way from 0, to a whole number; `value` itself at 1.
    public static func counted(_ value: Int, progress: Double) -> Int {
        progress >= 1 ? value : Int((Double(value) * max(0, progress)).rounded())
    }

    public var body: some View {
        let t = theme
        let hours = Self.counted(impact.hoursLost, progress: countProgress)
        let days = Self.counted(impact.daysSuboptimal, progress: countProgress)
        OnboardingScreen(section: .welcome, title: "How's your current energy level?", action: "Let's fix this", centered: true) {
            VStack(spacing: t.dimension(.spacingSection)) {
                NutriSyncCard { EnergySlider(level: impact.level) }
                VStack(spacing: 12) {
                    Text(NutriSyncImpact.grouped(hours))
                        .font(t.font(.impactNumber, relativeTo: .largeTitle))
                        .foregroundColor(Color(t.color(.textImpact)))
                        .monospacedDigit()
                        .id("impactNumber")
                        .accessibilityLabel(NutriSyncImpact.hoursSpan(hours) + " a year")
                    BoldSpanText(NutriSyncImpact.hoursText(hours), emphasis: NutriSyncImpact.hoursSpan(hours))
                        .font(t.font(.body, relativeTo: .body))
                        .foregroundColor(Color(t.color(.textPrimary)))
                        .multilineTextAlignment(.center)
                        .fixedSize(horizontal: false, vertical: true)
                        .id("hoursLine")
                    BoldSpanText(NutriSyncImpact.daysText(days), emphasis: NutriSyncImpact.daysSpan(days))
                        .font(t.font(.body, relativeTo: .body))
                        .foregroundColor(Color(t.color(.textSecondary)))
                        .multilineTextAlignment(.center)
                        .fixedSize(horizontal: false, vertical: true)
                        .id("daysLine")
                }
                .frame(maxWidth: .infinity)
                .opacity(numbersOpacity)
            }
        }
    }
}

/// Screen 1.4, The Good News (Opal-inspired): "The good news is NutriSync can help you gain
/// back", the plan's "85+ days" large in green, "of peak energy and focus per year", "Based
/// on your profile and our meal timing optimization", and "Show Me How".
nonisolated public struct GoodNewsScreen: View {
    @Environment(\.nutriSync) private var theme
    let impact: NutriSyncImpact

    public init(plan: NutriSyncPlan) { impact = plan.impact }

    public var body: some View {
        let t = theme
        OnboardingScreen(section: .welcome, centered: true) {
            VStack(spacing: 16) {
                HeaderTitle("The good news is NutriSync can help you gain back")
                Text(impact.goodNewsText)
                    .font(t.font(.impactNumber, relativeTo: .largeTitle))
                    .foregroundColor(Color(t.color(.accent)))
                    .multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)
                    .id("impactNumber")
                HeaderTitle("of peak energy and focus per year", isHeader: false)
                Text("Based on your profile and our meal timing optimization")
                    .font(t.font(.subheader, relativeTo: .callout))
                    .foregroundColor(Color(t.color(.textSubheader)))
                    .multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)
                    .padding(.top, 16)
            }
            .frame(maxWidth: .infinity)
        } footer: {
            NutriSyncButton("Show Me How")
        }
    }
}
