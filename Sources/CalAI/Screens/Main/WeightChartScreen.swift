public import SwiftUI

/// Plan generation, the weight transition chart (seed 000 p7 "Weight Transition Chart: A
/// screen with a chart that animates to show a weight loss curve"; 001 p7 "a series of
/// screens that display a weight transition chart as if it's being generated"): "You have
/// great potential to crush your goal" over a card with the plan's weekly weights from
/// today to the target date, against a traditional diet. `progress` (0…1) draws the curve
/// for `calai/weight-chart-draw`.
nonisolated public struct CalAIWeightChartScreen: View {
    @Environment(\.mainLook) private var look
    let plan: CalAIPlan
    let progress: Double
    let areaOpacity: Double

    /// `progress` trims the curve, `areaOpacity` fades the area under it (both 1 at rest).
    public init(plan: CalAIPlan = CalAIPlan(profile: .sample), progress: Double = 1, areaOpacity: Double = 1) {
        self.plan = plan; self.progress = progress; self.areaOpacity = areaOpacity
    }

    /// "Oct 3".
    static func short(_ date: CalendarDate) -> String { "\(date.shortMonthName) \(date.day)" }

    public var body: some View {
        let look = self.look
        let plan = self.plan
        let units = plan.profile.units
        let weights = plan.weeklyWeights.map { $0.value(in: units) }
        let goal = WeightChart.format(plan.profile.goalWeight.value(in: units))
        let middle = plan.profile.today.adding(days: plan.daysToGoal / 2)
        OnboardingPage(progress: 16 / 29, title: "You have great potential to crush your goal") {
            VStack(alignment: .leading, spacing: 16) {
                VStack(alignment: .leading, spacing: 14) {
                    Text("Your weight transition")
                        .font(look.font(.headline, .headline))
                        .foregroundColor(look.color(.textPrimary))
                        .fixedSize(horizontal: false, vertical: true)
                    ChartLegend()
                    WeightChart(weights: weights, unit: units.weightUnit, progress: progress, areaOpacity: areaOpacity)
                        .frame(height: look.scaled(value: 190, .caption))
                    HStack {
                        Text(Self.short(plan.profile.today))
                        Spacer(minLength: 4)
                        Text(Self.short(middle))
                        Spacer(minLength: 4)
                        Text(Self.short(plan.targetDate))
                    }
                    .font(look.font(.caption, .caption))
                    .foregroundColor(look.color(.textSecondary))
                }
                .padding(20)
                .background(look.color(.optionFill), in: RoundedRectangle(cornerRadius: look.length(.radiusCard)))
                Text("At \(plan.profile.paceText) a week you reach \(goal) \(units.weightUnit) by \(plan.targetDate.monthDayText) and keep it off, while a crash diet's loss comes back.")
                    .font(look.font(.subtitle, .callout))
                    .foregroundColor(look.color(.textSecondary))
                    .fixedSize(horizontal: false, vertical: true)
            }
        }
    }
}
