import Foundation
import SwiftUI

/// `fitai/stats` (seed Phase 5 "Statistics and insights": weekly/monthly averages, goal
/// achievement rate, weight progress tracking, macro distribution trends, charts and
/// graphs): the Stats tab as an iOS 18 list of cards — a Week / Month segmented picker, the
/// latest period's daily averages, a bar chart of the average calories per period against
/// the goal, goal achievement and streaks, the weight line against the target, and the
/// macros' energy stacked per period.
///
/// States: none is Week; `month` is Month. Every number comes from `FitAIDiary`
/// (`weeklyAverages`, `monthlyAverages`, `achievementRate`, `streaks`, `weights`,
/// `weightTrend`).
nonisolated struct FitAIStatsScreen: View {
    enum Period: String, Hashable, Sendable { case week, month }

    let diary: FitAIDiary
    let period: Period

    static let states = ["month"]
    static func period(state: String?) -> Period { state == "month" ? .month : .week }

    /// The periods the charts show, oldest first: the last six weeks or months with entries.
    static let chartedPeriods = 6

    private var averages: [FitAIAverages] { period == .week ? diary.weeklyAverages : diary.monthlyAverages }

    var body: some View {
        let all = averages
        let charted = Array(all.suffix(Self.chartedPeriods))
        return FitAITabs(.stats) {
            NavigationStack {
                List {
                    Section {
                        Picker("Period", selection: period) {
                            Text("Week").tag(Period.week)
                            Text("Month").tag(Period.month)
                        }
                        .pickerStyle(.segmented)
                    }
                    if let latest = all.last {
                        Section(header: Text(periodTitle(latest)), footer: Text(averagesFooter(latest))) { averageRows(latest) }
                        Section(header: Text("Calories"), footer: Text("Average per logged day; the dashed line is your goal of \(FitAIFormat.kcal(Double(diary.goal.dailyCalorieGoal))).")) {
                            caloriesChart(charted)
                        }
                    } else {
                        Section { Text("No meals logged yet.").foregroundStyle(Color.secondaryLabel) }
                    }
                    Section(header: Text("Goal Achievement")) { achievementRows }
                    weightSection
                    if !charted.isEmpty {
                        Section(header: Text("Macro Distribution"), footer: Text("Energy from protein and carbs at 4 kcal/g, fat at 9 kcal/g, per logged day.")) {
                            macroChart(charted)
                        }
                    }
                }
                .navigationTitle("Stats")
            }
        }
    }

    /// "Week of Oct 27" / "October 2025".
    private func periodTitle(_ a: FitAIAverages) -> String {
        period == .week ? "Week of " + FitAIFormat.shortDate(a.start) : FitAIFormat.monthTitle(a.start)
    }

    /// A chart's category for a period: "9/22" for the week starting Monday 22 September, "Sep" for a month.
    func axisLabel(_ a: FitAIAverages) -> String {
        period == .week ? "\(a.start.month)/\(a.start.day)" : String(FitAIFormat.monthNames[a.start.month - 1].prefix(3))
    }

    /// The rows read like totals without it ("Calories 1,710 kcal" for a week), so the footer
    /// says they are per-day averages and over how many logged days.
    private func averagesFooter(_ a: FitAIAverages) -> String {
        "Daily averages over \(FitAIHistoryScreen.days(a.loggedDays)) logged."
    }

    @ViewBuilder private func averageRows(_ a: FitAIAverages) -> some View {
        LabeledContent("Calories", value: FitAIFormat.kcal(a.perDay.calories))
        LabeledContent("Protein", value: FitAIFormat.grams(a.perDay.protein))
        LabeledContent("Carbs", value: FitAIFormat.grams(a.perDay.carbs))
        LabeledContent("Fat", value: FitAIFormat.grams(a.perDay.fat))
        LabeledContent("Goal Met", value: "\(a.metDays) of \(FitAIHistoryScreen.days(a.loggedDays))")
    }

    private func caloriesChart(_ periods: [FitAIAverages]) -> some View {
        let goal = Double(diary.goal.dailyCalorieGoal)
        let top = max(goal, periods.map(\.perDay.calories).max() ?? 0)
        return Chart {
            for a in periods {
                BarMark(x: .value(period == .week ? "Week" : "Month", axisLabel(a)), y: .value("kcal", a.perDay.calories))
            }
            RuleMark(y: .value("Goal", goal))
                .foregroundStyle(.systemGreen)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [5, 4]))
        }
        .chartYScale(domain: 0...(top * 1.1))
        .frame(height: 180)
        .padding(.vertical, 4)
    }

    @ViewBuilder private var achievementRows: some View {
        let streaks = diary.streaks()
        LabeledContent("Achievement Rate", value: diary.achievementRate.map(FitAIFormat.percent) ?? "–")
        LabeledContent("Days Met", value: "\(diary.loggedDays.count { $0.goalAchieved }) of \(FitAIHistoryScreen.days(diary.loggedDays.count))")
        LabeledContent("Current Streak", value: FitAIHistoryScreen.days(streaks.current))
        LabeledContent("Longest Streak", value: FitAIHistoryScreen.days(streaks.longest))
    }

    /// The weigh-ins as a line with points, the target as a dashed green rule; the footer says
    /// how far the weight moved and how fast. Fewer than two weigh-ins: only what there is.
    @ViewBuilder private var weightSection: some View {
        let weights = diary.weights
        let target = diary.user.targetWeight
        if weights.isEmpty {
            Section(header: Text("Weight")) { Text("No weigh-ins yet.").foregroundStyle(Color.secondaryLabel) }
        } else {
            Section(header: Text("Weight"), footer: Text(weightFooter)) {
                let values = weights.map(\.weight) + (target.map { [$0] } ?? [])
                let lo = (values.min() ?? 0).rounded(.down) - 1, hi = (values.max() ?? 0).rounded(.up) + 1
                Chart {
                    for w in weights {
                        LineMark(x: .value("Date", "\(w.date.month)/\(w.date.day)"), y: .value("kg", w.weight)).symbol(.circle)
                    }
                    if let target {
                        RuleMark(y: .value("Target", target))
                            .foregroundStyle(.systemGreen)
                            .lineStyle(StrokeStyle(lineWidth: 1, dash: [5, 4]))
                            .annotation(position: .bottom) { Text("Target " + FitAIFormat.kilograms(target)) }
                    }
                }
                .chartYScale(domain: max(0, lo)...hi)
                .frame(height: 180)
                .padding(.vertical, 4)
            }
        }
    }

    /// "82.4 → 79.6 kg: −2.8 kg from Sep 1 to Oct 27 (−0.35 kg a week)." ("−", the minus sign, as iOS writes it).
    private var weightFooter: String {
        guard let trend = diary.weightTrend else {
            return diary.weights.last.map { "One weigh-in: " + FitAIFormat.kilograms($0.weight) + " on " + FitAIFormat.shortDate($0.date) + "." } ?? ""
        }
        func signed(_ v: Double, _ format: String) -> String { (v < 0 ? "−" : "+") + String(format: format, abs(v)) }
        var text = String(format: "%.1f → %.1f kg: ", trend.first.weight, trend.last.weight) + signed(trend.change, "%.1f kg")
        text += " from " + FitAIFormat.shortDate(trend.first.date) + " to " + FitAIFormat.shortDate(trend.last.date)
        if let perWeek = trend.perWeek {
            text += " (" + signed(perWeek, "%.2f kg") + " a week)"
        }
        return text + "."
    }

    private func macroChart(_ periods: [FitAIAverages]) -> some View {
        Chart {
            for a in periods {
                let x = PlottableValue.value(period == .week ? "Week" : "Month", axisLabel(a))
                BarMark(x: x, y: .value("kcal", a.perDay.proteinKcal)).foregroundStyle(by: .value("Macro", "Protein"))
                BarMark(x: x, y: .value("kcal", a.perDay.carbsKcal)).foregroundStyle(by: .value("Macro", "Carbs"))
                BarMark(x: x, y: .value("kcal", a.perDay.fatKcal)).foregroundStyle(by: .value("Macro", "Fat"))
            }
        }
        .frame(height: 200)
        .padding(.vertical, 4)
    }
}
