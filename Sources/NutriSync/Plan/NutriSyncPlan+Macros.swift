// Macros: protein from the weight the plan aims for, fat a share of calories, carbs the rest.

extension NutriSyncPlan {
    /// Protein per pound of the plan's weight (the target weight when the goal changes
    /// weight, else the current one), by goal:
    /// - Lose Weight and Build Muscle 1.0 g/lb (2.2 g/kg): the top of the range where extra
    ///   protein still adds lean mass (Morton et al., Br J Sports Med 2018;52:376, upper CI
    ///   2.2 g/kg) and what a deficit needs to keep muscle (Helms et al., JISSN 2014;11:20);
    /// - Athletic Performance 0.8 g/lb (1.76 g/kg), inside the ISSN's 1.4–2.0 g/kg for
    ///   athletes (Jäger et al., JISSN 2017;14:20);
    /// - Improve Energy and General Health 0.6 g/lb (1.32 g/kg), between the RDA's 0.8 g/kg
    ///   and the ISSN's active range.
    public static func proteinPerPound(for goal: NutriSyncProfile.PrimaryGoal) -> Double {
        switch goal {
        case .loseWeight, .buildMuscle: 1.0
        case .athleticPerformance: 0.8
        case .improveEnergy, .generalHealth: 0.6
        }
    }

    /// Fat's share of calories: 30 %, inside the 20–35 % Acceptable Macronutrient
    /// Distribution Range (Institute of Medicine, Dietary Reference Intakes, 2005).
    public static let fatShare = 0.30

    /// Atwater factors, kcal per gram.
    public static let kcalPerGramProtein = 4.0, kcalPerGramCarbs = 4.0, kcalPerGramFat = 9.0

    /// Grams a day, each rounded to the nearest 5 g as the seed's summary shows them
    /// (140 / 185 / 65). Carbs are what protein and fat leave of the calories, computed
    /// before rounding, never below 0 (a floor-level plan with a heavy target can leave
    /// none: then protein and fat together exceed the calories, and the labels say so).
    public static func macros(calories: Int, proteinGrams: Double) -> (protein: Int, carbs: Int, fat: Int) {
        let fat = fatShare * Double(calories) / kcalPerGramFat
        let carbs = max(0, (Double(calories) - kcalPerGramProtein * proteinGrams - kcalPerGramFat * fat) / kcalPerGramCarbs)
        return (roundTo(proteinGrams, 5), roundTo(carbs, 5), roundTo(fat, 5))
    }
}
