import SwiftUI

/// `fitai/goal-setup` (seed, Onboarding Flow 4: "On first login, prompt user to set goals:
/// current weight, target weight, daily calorie goal, macro targets (optional)"): a
/// large-title form before the tabs exist — weight fields, the calorie goal on a stepper,
/// the optional macro fields — then "Continue". The fields hold what the log has: the
/// user's weights and their active goal (a new user's export carries both).
nonisolated struct FitAIGoalSetupScreen: View {
    let diary: FitAIDiary

    var body: some View {
        NavigationStack {
            List {
                Section(header: Text("Weight"), footer: Text(weightFooter)) {
                    FitAIFormRow(label: "Current Weight", text: kg(diary.currentWeight), prompt: "Required", unit: "kg")
                    FitAIFormRow(label: "Target Weight", text: kg(diary.user.targetWeight), prompt: "Required", unit: "kg")
                }
                Section(header: Text("Daily Calories"), footer: Text(calorieFooter)) {
                    Stepper(FitAIFormat.kcal(Double(goal.dailyCalorieGoal)), value: goal.dailyCalorieGoal, in: 1000...6000, step: 50)
                        .accessibilityLabel("Daily calorie goal, " + FitAIFormat.kcal(Double(goal.dailyCalorieGoal)))
                }
                Section(header: Text("Macro Targets (Optional)"), footer: Text(macroFooter)) {
                    FitAIFormRow(label: "Protein", text: FitAIFormat.number(Double(goal.dailyProteinGoal)), prompt: "Optional", unit: "g")
                    FitAIFormRow(label: "Carbs", text: FitAIFormat.number(Double(goal.dailyCarbGoal)), prompt: "Optional", unit: "g")
                    FitAIFormRow(label: "Fat", text: FitAIFormat.number(Double(goal.dailyFatGoal)), prompt: "Optional", unit: "g")
                }
                Button { Text("Continue").frame(maxWidth: .infinity) }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                    .accessibilityLabel("Continue")
            }
            .navigationTitle("Your Goals")
        }
    }

    private var goal: FitAIUserGoal { diary.goal }

    /// "79.6" (one decimal, as the kg fields take them); empty when unknown (the prompt shows).
    private func kg(_ value: Double?) -> String {
        guard let value else { return "" }
        return String(FitAIFormat.kilograms(value).dropLast(3))
    }

    private var weightFooter: String {
        guard let w = diary.weightGoal else { return "Your weight now and the weight you want to reach." }
        if w.remaining < 0.05 { return "You’re at your target weight." }
        return "That’s \(FitAIFormat.kilograms(w.remaining)) to \(w.isLoss ? "lose" : "gain")."
    }

    private var calorieFooter: String {
        if let deficit = goal.calorieDeficitGoal { return "A daily deficit of \(FitAIFormat.kcal(Double(deficit)))." }
        if let surplus = goal.calorieSurplusGoal { return "A daily surplus of \(FitAIFormat.kcal(Double(surplus)))." }
        return "What you aim to eat each day."
    }

    private var macroFooter: String {
        "These add up to \(FitAIFormat.kcal(Double(goal.macroCalories))) (4 kcal per gram of protein and carbs, 9 of fat)."
    }
}
