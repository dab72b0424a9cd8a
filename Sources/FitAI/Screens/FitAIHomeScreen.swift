import SwiftUI

/// `fitai/home` (seed: "Daily tracking dashboard" — today's entries, calorie consumption vs
/// goal, macro breakdown, progress bars, remaining calories, goal achieved or not): a
/// large-title "Today" over an inset-grouped list — the day's calorie summary card, a bar per
/// macro against the goal's grams, then the entries by meal (an empty meal offers "Add"),
/// with the `.borderedProminent` "Add Food" button under the card.
/// "Today" is the log's last logged day; state `over` draws the log's last missed day the
/// same way, so both verdicts render from the data.
nonisolated struct FitAIHomeScreen: View {
    let diary: FitAIDiary
    /// The day drawn as today; nil when nothing at all is logged.
    let date: FitAIDate?

    /// The day state `state` shows: the last logged day; for `over` the last day over the goal.
    static func date(for state: String?, in diary: FitAIDiary) -> FitAIDate? {
        state == "over" ? (diary.lastDay(.missed)?.date ?? diary.lastDay) : diary.lastDay
    }

    private var day: FitAIDay? { date.map { diary.day($0) } }
    /// `fitai/progress-fill` mid-way: the bars and their numbers between the totals before
    /// the last entry and now.
    @Environment(\.fitAIProgressFill) private var fill
    /// What the bars draw: today's totals, or the animation's moment of them. The numbers
    /// (`shown`) count with their bars, as an `Animatable` number view does in an
    /// app (a plain `Text` would jump to the new total at the first frame).
    private var bars: FitAIMacros {
        let totals = day?.totals ?? .zero
        return fill?.totals(after: totals) ?? totals
    }
    /// What the numbers say: the bars' values while they count, else today's totals.
    private var shown: FitAIMacros { fill?.countsNumbers == false ? day?.totals ?? .zero : bars }
    private var goal: FitAIMacros { diary.goal.macros }

    var body: some View {
        FitAITabs(.home) {
            NavigationStack {
                List {
                    Section(header: Text(date.map(FitAIFormat.longDate) ?? "No Entries Yet")) { summary }
                    // The seed's main action ("User taps 'Add Food' button"), full width under the card.
                    Button {
                        HStack(spacing: 6) {
                            Image(systemName: "plus")
                            Text("Add Food")
                        }
                        .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                    .accessibilityLabel("Add Food")
                    Section("Macros") {
                        ForEach(FitAIMacroKind.allCases, id: \.self) { kind in
                            FitAIMacroProgressRow(title: kind.title, value: kind.grams(shown), goal: kind.grams(goal), unit: "g",
                                                  color: kind.color, barValue: kind.grams(bars))
                        }
                    }
                    ForEach(FitAIMealType.allCases, id: \.self) { meal in mealSection(meal) }
                }
                .navigationTitle("Today")
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("All Entries") } }
            }
        }
    }

    /// Eaten and remaining side by side, the calorie bar under them, the verdict last.
    private var summary: some View {
        let eaten = shown.calories
        let remaining = day.map { Double($0.calorieGoal) - eaten } ?? goal.calories
        let status = day?.status ?? .noEntries
        return VStack(alignment: .leading, spacing: 12) {
            ViewThatFits(in: .horizontal) {
                HStack(alignment: .bottom, spacing: 12) {
                    figure("Eaten", eaten, alignment: .leading)
                    Spacer(minLength: 0)
                    figure(remaining < 0 ? "Over" : "Remaining", abs(remaining), alignment: .trailing)
                }
                VStack(alignment: .leading, spacing: 8) {
                    figure("Eaten", eaten, alignment: .leading)
                    figure(remaining < 0 ? "Over" : "Remaining", abs(remaining), alignment: .leading)
                }
            }
            ProgressView(value: bars.calories, total: goal.calories).tint(status == .missed ? Color.systemRed : Color.systemGreen)
            Text("Goal \(FitAIFormat.kcal(goal.calories))").font(.subheadline).foregroundStyle(Color.secondaryLabel)
            // Today is still going on: under its goal it is on track, not yet met.
            if let day { FitAIGoalVerdict(day: day, inProgress: true) }
        }
        .padding(.vertical, 6)
    }

    private func figure(_ title: String, _ kcal: Double, alignment: HorizontalAlignment) -> some View {
        VStack(alignment: alignment, spacing: 2) {
            Text(title).font(.subheadline).foregroundStyle(Color.secondaryLabel)
            HStack(spacing: 4) {
                Text(FitAIFormat.number(kcal)).font(.title.weight(.bold)).foregroundStyle(Color.label).monospacedDigit()
                Text("kcal").font(.subheadline).foregroundStyle(Color.secondaryLabel)
            }
        }
        .accessibilityLabel("\(title), \(FitAIFormat.kcal(kcal))")
    }

    /// A meal's entries under its name with the meal's kcal in the header; a meal with
    /// nothing logged shows one "Add Breakfast" row, as food diaries on iOS do.
    @ViewBuilder private func mealSection(_ meal: FitAIMealType) -> some View {
        let entries = date.map { diary.entries(on: $0, meal: meal) } ?? []
        if entries.isEmpty {
            Section(meal.title) {
                HStack(spacing: 10) {
                    Image(systemName: "plus.circle.fill").font(.title3).foregroundStyle(Color.systemBlue)
                    Text("Add \(meal.title)").foregroundStyle(Color.systemBlue)
                    Spacer(minLength: 0)
                }
                .accessibilityLabel("Add \(meal.title)")
                .accessibilityAddTraits(.isButton)
            }
        } else {
            Section(header: Text("\(meal.title) · \(FitAIFormat.kcal(entries.reduce(0) { $0 + $1.calories }))")) {
                ForEach(entries, id: \.id) { FitAIEntryRow(entry: $0) }
            }
        }
    }
}
