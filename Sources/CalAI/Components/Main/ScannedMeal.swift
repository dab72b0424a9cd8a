public import DisplayList
import Illustrations

/// A meal as the scanner reads it (seed 000 §2.1 "Main Card: Title: The name of the meal
/// (e.g., 'Turkey Sandwich With Potato Chips')", "Nutrient Breakdown … (e.g., '460 Cals')",
/// "Health Score … (e.g., '7/10')"). The seed gives the name, 460 Cals and 7/10; the
/// macros are Chosen for a turkey sandwich with a bag of chips, and the calories are
/// computed from them with the plan's Atwater factors, so 460 is a result, not a label:
/// 22 g protein × 4 + 48 g carbs × 4 + 20 g fat × 9 = 88 + 192 + 180 = 460 kcal.
public struct ScannedMeal: Sendable, Hashable {
    public let name: String
    /// The illustration drawn as the meal's photo.
    public let illustration: Illustration
    public let servings: Int
    /// Grams in one serving.
    public let protein: Int
    public let carbs: Int
    public let fats: Int
    public let healthScore: Int
    /// When it was eaten, as the card shows it ("12:45 PM").
    public let time: String

    public init(name: String, illustration: Illustration, servings: Int, protein: Int, carbs: Int, fats: Int, healthScore: Int, time: String) {
        self.name = name; self.illustration = illustration; self.servings = servings
        self.protein = protein; self.carbs = carbs; self.fats = fats; self.healthScore = healthScore; self.time = time
    }

    public static let turkeySandwich = ScannedMeal(name: "Turkey Sandwich With Potato Chips", illustration: Illustrations.meal, servings: 1,
                                                   protein: 22, carbs: 48, fats: 20, healthScore: 7, time: "12:45 PM")

    /// kcal for all servings, by the Atwater factors of `CalAIPlan`.
    public var calories: Int {
        let perServing = Double(protein) * CalAIPlan.kcalPerGramProtein + Double(carbs) * CalAIPlan.kcalPerGramCarbs
            + Double(fats) * CalAIPlan.kcalPerGramFat
        return Int(perServing.rounded()) * servings
    }

    /// The nutrient row's value for `macro`: "460 Cals", "22g".
    public func value(_ macro: Macro) -> String {
        switch macro {
        case .calories: "\(calories) Cals"
        case .protein: "\(protein * servings)g"
        case .carbs: "\(carbs * servings)g"
        case .fats: "\(fats * servings)g"
        }
    }
}
