/// The four numbers of Cal AI's daily recommendation (seed 000 p8: "four cards displaying
/// daily 'Calories,' 'Carbs,' 'Protein,' and 'Fats'"), with the icon and the data colour
/// each is drawn in ("red for protein, yellow for carbs", 000 §3).
public enum Macro: String, CaseIterable, Sendable, Hashable {
    case calories, carbs, protein, fats

    public var title: String {
        switch self {
        case .calories: "Calories"
        case .carbs: "Carbs"
        case .protein: "Protein"
        case .fats: "Fats"
        }
    }

    /// An SF Symbol from `SymbolMap`: flame, a grain leaf, fish, an oil drop.
    public var symbol: String {
        switch self {
        case .calories: "flame.fill"
        case .carbs: "leaf.fill"
        case .protein: "fish.fill"
        case .fats: "drop.fill"
        }
    }

    /// `color.macro.NAME`.
    public var colorToken: CalAIColor {
        switch self {
        case .calories: .macroCalories
        case .carbs: .macroCarbs
        case .protein: .macroProtein
        case .fats: .macroFats
        }
    }

    /// The value on the plan's card: "2260", "289g" (from `CalAIPlan`).
    public func value(in plan: CalAIPlan) -> String {
        switch self {
        case .calories: "\(plan.dailyCalories)"
        case .carbs: plan.carbsText
        case .protein: plan.proteinText
        case .fats: plan.fatsText
        }
    }

    /// How much of the ring is filled: the macro's share of the day's calories by the
    /// Atwater factors the plan uses (carbs 4, protein 4, fat 9 kcal/g); calories fill it.
    public func share(in plan: CalAIPlan) -> Double {
        let total = Double(max(plan.dailyCalories, 1))
        return switch self {
        case .calories: 1
        case .carbs: Double(plan.carbs) * CalAIPlan.kcalPerGramCarbs / total
        case .protein: Double(plan.protein) * CalAIPlan.kcalPerGramProtein / total
        case .fats: Double(plan.fats) * CalAIPlan.kcalPerGramFat / total
        }
    }
}
