import SwiftUI

/// `fitai/goals` (seed: GoalsView — "Goals view + sheet live"), pushed from Profile: the
/// active goal as an inset-grouped list — the daily calorie goal and its deficit or
/// surplus, the macro targets, the weight goal from the weigh-ins (current → target, what
/// is still to go, how far along) — with "Edit" in the bar. State `edit` is its edit sheet
/// (SetGoalsView) over the dimmed screen: steppers for each target, Cancel and Save.
nonisolated struct FitAIGoalsScreen: View {
    /// The macro's dot grows with its name (a fixed 10 pt beside 40-pt names at AX XL).
    @ScaledMetric(relativeTo: .body) private var dot = 10.0
    let diary: FitAIDiary
    let editing: Bool

    var body: some View {
        if editing {
            FitAISheet(title: "Edit Goals") { goals } content: { FitAIGoalsEditForm(diary: diary) }
        } else {
            goals
        }
    }

    private var goal: FitAIUserGoal { diary.goal }

    private var goals: some View {
        FitAITabs(.profile) {
            NavigationStack(backTitle: "Profile") {
                List {
                    Section(header: Text("Daily Calories"), footer: Text(Self.balanceFooter(goal))) {
                        LabeledContent("Calorie Goal", value: FitAIFormat.kcal(Double(goal.dailyCalorieGoal)))
                        if let deficit = goal.calorieDeficitGoal {
                            LabeledContent("Daily Deficit", value: FitAIFormat.kcal(Double(deficit)))
                        } else if let surplus = goal.calorieSurplusGoal {
                            LabeledContent("Daily Surplus", value: FitAIFormat.kcal(Double(surplus)))
                        }
                    }
                    Section(header: Text("Macros"),
                            footer: Text("Your macro targets add up to \(FitAIFormat.kcal(Double(goal.macroCalories))) a day.")) {
                        ForEach(FitAIMacroKind.allCases, id: \.self) { kind in
                            macroRow(kind, grams: kind.grams(goal.macros))
                        }
                    }
                    weightSection
                }
                .navigationTitle("Goals")
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Edit") } }
            }
        }
    }

    static func balanceFooter(_ goal: FitAIUserGoal) -> String {
        if goal.calorieDeficitGoal != nil { return "Eat within your goal to keep the deficit and lose weight." }
        if goal.calorieSurplusGoal != nil { return "Reach your goal each day to keep the surplus." }
        return "A day counts as met when you eat no more than your goal."
    }

    /// A coloured dot (the macro's colour on every screen), its name, the grams.
    private func macroRow(_ kind: FitAIMacroKind, grams: Double) -> some View {
        HStack(spacing: 10) {
            Circle().fill(kind.color).frame(width: dot, height: dot)
            Text(kind.title).foregroundStyle(Color.label).frame(maxWidth: .infinity, alignment: .leading)
            Text(FitAIFormat.grams(grams)).foregroundStyle(Color.secondaryLabel).monospacedDigit().fixedSize()
        }
        .accessibilityLabel("\(kind.title), \(FitAIFormat.grams(grams))")
    }

    @ViewBuilder private var weightSection: some View {
        if let w = diary.weightGoal {
            Section(header: Text("Weight"), footer: Text(weightFooter(w))) {
                LabeledContent("Current", value: FitAIFormat.kilograms(w.current))
                LabeledContent("Target", value: FitAIFormat.kilograms(w.target))
                LabeledContent(w.isLoss ? "To Lose" : "To Gain", value: FitAIFormat.kilograms(w.remaining))
                if let progress = w.progress {
                    VStack(alignment: .leading, spacing: 8) {
                        HStack {
                            Text("Progress").foregroundStyle(Color.label)
                            Spacer(minLength: 8)
                            Text(FitAIFormat.percent(progress)).foregroundStyle(Color.secondaryLabel).monospacedDigit().fixedSize()
                        }
                        ProgressView(value: progress).tint(.systemGreen)
                    }
                    .padding(.vertical, 2)
                    .accessibilityLabel("Progress to target weight, \(FitAIFormat.percent(progress))")
                }
            }
        } else {
            Section("Weight") { LabeledContent("Target", value: "Not set") }
        }
    }

    /// "Down 2.8 kg since Sep 1 (82.4 kg); last weighed Oct 27." from the weigh-ins.
    private func weightFooter(_ w: FitAIWeightGoal) -> String {
        guard let first = diary.weights.first, let last = diary.weights.last, first.date != last.date else {
            return "Log your weight to follow your progress."
        }
        let change = last.weight - first.weight
        let moved = abs(change) < 0.05 ? "No change" : (change < 0 ? "Down " : "Up ") + FitAIFormat.kilograms(abs(change))
        return "\(moved) since \(FitAIFormat.shortDate(first.date)) (\(FitAIFormat.kilograms(first.weight))); last weighed \(FitAIFormat.shortDate(last.date))."
    }
}

/// The edit sheet's form: a stepper per target (50 kcal, 5 g and 0.5 kg steps), holding the
/// active goal's values.
nonisolated struct FitAIGoalsEditForm: View {
    let diary: FitAIDiary

    var body: some View {
        let goal = diary.goal
        List {
            Section("Daily Calories") {
                Stepper(FitAIFormat.kcal(Double(goal.dailyCalorieGoal)), value: goal.dailyCalorieGoal, in: 1000...6000, step: 50)
                    .accessibilityLabel("Calorie goal, " + FitAIFormat.kcal(Double(goal.dailyCalorieGoal)))
            }
            Section("Macros") {
                ForEach(FitAIMacroKind.allCases, id: \.self) { kind in
                    let grams = Int(kind.grams(goal.macros))
                    Stepper("\(kind.title): \(FitAIFormat.grams(Double(grams)))", value: grams, in: 0...1000, step: 5)
                        .accessibilityLabel("\(kind.title), \(FitAIFormat.grams(Double(grams)))")
                }
            }
            if let target = diary.user.targetWeight {
                Section("Weight") {
                    Stepper("Target: \(FitAIFormat.kilograms(target))", value: target, in: 30...300, step: 0.5)
                        .accessibilityLabel("Target weight, \(FitAIFormat.kilograms(target))")
                }
            }
        }
    }
}
