import SwiftUI

/// `fitai/day-detail` (seed: "Tap on any day to see detailed breakdown … food entries for
/// that day … totals and goal comparison"), pushed from History: the day's verdict (met in
/// green, missed in red), its calories and each macro against the goal as bars, then the
/// entries by meal (meals with nothing logged are left out: it is a past day). The day is
/// the log's last missed day; state `met` the last met day before the log's last day.
nonisolated struct FitAIDayDetailScreen: View {
    let diary: FitAIDiary
    let date: FitAIDate?

    static func date(for state: String?, in diary: FitAIDiary) -> FitAIDate? {
        state == "met" ? (diary.lastDay(.met, before: diary.lastDay) ?? diary.lastDay(.met))?.date
                       : (diary.lastDay(.missed) ?? diary.loggedDays.last)?.date
    }

    var body: some View {
        FitAITabs(.history) {
            // One stack per branch: the bar reads its title off the root's modifiers.
            if let date {
                NavigationStack(backTitle: "History") { content(diary.day(date)) }
            } else {
                NavigationStack(backTitle: "History") { empty }
            }
        }
    }

    private var empty: some View {
        List { Section { Text("No days logged yet.").foregroundStyle(Color.secondaryLabel) } }
            .navigationTitle("Day")
    }

    private func content(_ day: FitAIDay) -> some View {
        let goal = diary.goal.macros
        return List {
            Section(header: Text(FitAIFormat.weekdayNames[day.date.weekday - 1])) {
                FitAIGoalVerdict(day: day)
                LabeledContent("Goal", value: FitAIFormat.kcal(goal.calories))
                LabeledContent(day.remainingCalories < 0 ? "Over" : "Remaining", value: FitAIFormat.kcal(abs(day.remainingCalories)))
            }
            Section("Totals") {
                FitAIMacroProgressRow(title: "Calories", value: day.totals.calories, goal: goal.calories, unit: "kcal", color: day.status.color)
                ForEach(FitAIMacroKind.allCases, id: \.self) { kind in
                    FitAIMacroProgressRow(title: kind.title, value: kind.grams(day.totals), goal: kind.grams(goal), unit: "g", color: kind.color)
                }
            }
            ForEach(FitAIMealType.allCases.filter { !diary.entries(on: day.date, meal: $0).isEmpty }, id: \.self) { meal in
                let entries = diary.entries(on: day.date, meal: meal)
                Section(header: Text("\(meal.title) · \(FitAIFormat.kcal(entries.reduce(0) { $0 + $1.calories }))")) {
                    ForEach(entries, id: \.id) { FitAIEntryRow(entry: $0) }
                }
            }
        }
        .navigationTitle(FitAIFormat.shortDate(day.date))
    }
}
