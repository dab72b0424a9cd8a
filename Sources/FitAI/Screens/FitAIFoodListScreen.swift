import SwiftUI

/// `fitai/food-list` (seed: FoodEntryListView), pushed from Home's "All Entries": every
/// entry as a disclosure row (name, serving, kcal, a `sparkles` badge where the AI analysed
/// it), newest day first, one inset-grouped section per day headed "Today", "Yesterday"
/// or the date, with the day's total. Drawn scrolled to the top, so only the days that can
/// reach the screen are laid out (a lazy `List` does the same), never a year of rows.
nonisolated struct FitAIFoodListScreen: View {
    let diary: FitAIDiary

    /// More days than any phone shows at once, even at the smallest text size.
    static let daysDrawn = 8

    var body: some View {
        FitAITabs(.home) {
            NavigationStack(backTitle: "Today") {
                List {
                    if diary.loggedDays.isEmpty {
                        Section(footer: Text("Entries you add appear here, newest first.")) {
                            Text("No Entries").foregroundStyle(Color.secondaryLabel)
                        }
                    }
                    ForEach(Array(diary.recentDays(limit: Self.daysDrawn).reversed()), id: \.date) { day in
                        Section(header: Text("\(FitAIFormat.dayHeader(day.date, today: diary.lastDay)) · \(FitAIFormat.kcal(day.totals.calories))")) {
                            ForEach(Array(diary.entries(on: day.date)), id: \.id) { FitAIEntryRow(entry: $0) }
                        }
                    }
                }
                .navigationTitle("All Entries")
            }
        }
    }
}
