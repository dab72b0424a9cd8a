// Macros: how the daily calories split into protein, fat and carbohydrate grams.

extension CalAIPlan {
    /// Atwater factors, kcal per gram.
    public static let kcalPerGramProtein = 4.0, kcalPerGramCarbs = 4.0, kcalPerGramFat = 9.0

    /// Protein per pound of *goal* weight: 0.8 g/lb = 1.76 g/kg, inside the ISSN's
    /// 1.4–2.0 g/kg for active people (Jäger et al., "ISSN position stand: protein and
    /// exercise", JISSN 2017;14:20) and above the 1.6 g/kg where extra protein stops
    /// adding lean mass (Morton et al., Br J Sports Med 2018;52:376–384). Goal weight,
    /// not current, so that a heavy person is not told to eat for the fat they are losing
    /// (ISSN position stand on diets, Aragon et al., JISSN 2017;14:16).
    public static let proteinGramsPerPound = 0.8

    /// Fat's share of the daily calories: 25 %, inside the 20–35 % Acceptable Macronutrient
    /// Distribution Range (Institute of Medicine, *Dietary Reference Intakes for Energy,
    /// Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids*,
    /// 2005). Carbohydrate takes the rest, which for typical plans lands inside its own
    /// 45–65 % range (the sample: 1156 of 2260 kcal, 51 %).
    public static let fatShare = 0.25

    /// Grams a day. Protein and fat are rounded first; carbs are what the rounded protein
    /// and fat leave, so the labels add up to the calorie target within 2 kcal. Carbs
    /// never go negative (a very low target with a heavy goal weight leaves none).
    public static func macros(calories: Int, goalWeight: CalAIProfile.Weight) -> (carbs: Int, protein: Int, fats: Int) {
        let protein = Int((proteinGramsPerPound * goalWeight.pounds).rounded())
        let fats = Int((fatShare * Double(calories) / kcalPerGramFat).rounded())
        let rest = Double(calories) - kcalPerGramProtein * Double(protein) - kcalPerGramFat * Double(fats)
        let carbs = max(0, Int((rest / kcalPerGramCarbs).rounded()))
        return (carbs, protein, fats)
    }
}
