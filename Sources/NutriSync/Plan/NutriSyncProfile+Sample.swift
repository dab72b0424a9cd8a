extension NutriSyncProfile {
    /// The day every sample screen is rendered on: 2025-09-01 (the seed was written in
    /// August 2025, for a TestFlight launch after it).
    public static let sampleToday = NutriSyncDate(year: 2025, month: 9, day: 1)!

    /// The profile NutriSync's screens are drawn with, chosen so that the plan lands on the
    /// seed's example figures (plan summary: 1,850 calories, 140 g protein, 185 g carbs,
    /// 65 g fat; schedule preview: 7-9 AM, 12-1 PM, 5:30-7 PM; "16 hours optimized
    /// nutrition", "8 hours overnight fast"; good news "85+ days").
    ///
    /// It keeps the seed's own defaults wherever they are drawn: 5 ft 7 in, 165 lbs,
    /// Moderate (1 lb/week) ✓, Active ✓, exercise [3] times per week, wake 6:00 AM,
    /// lunch 12:00 PM, finish work 5:00 PM, bed 10:00 PM, 3 Meals/Day ✓, "None of these" ✓.
    /// What we chose: female; 25 % body fat (the middle silhouette), so Katch-McArdle
    /// gives BMR 1582.45 and 1,834 kcal after the deficit, shown as 1,850; target 140 lbs
    /// (not the weight screen's placeholder 150), so 1 g protein per lb of target weight
    /// is 140 g; energy level 5, whose impact rule gives "85+ days"; two foods to avoid
    /// (peanuts, shellfish — the commonest adult food allergies), so the dietary screen's
    /// "selected" state has chips to show (they change no number). Worked in
    /// Tests/NutriSyncTests/NutriSyncSampleTests.swift.
    public static let sample = NutriSyncProfile(
        name: "Alex", birthDate: NutriSyncDate(year: 1993, month: 4, day: 12)!, sex: .female,
        height: .imperial(feet: 5, inches: 7), weight: .pounds(165), bodyFat: BodyFatEstimate(index: 3),
        primaryGoal: .loseWeight, targetWeight: .pounds(140), pace: .moderate,
        secondaryGoals: [.moreEnergy, .improvedFocus],
        wake: NutriSyncTime(hour: 6), lunch: NutriSyncTime(hour: 12), finishWork: NutriSyncTime(hour: 17),
        bed: NutriSyncTime(hour: 22), activity: .active, exerciseSessionsPerWeek: 3, mealFrequency: .threeMeals,
        dietaryPreferences: [.noneOfThese], foodsToAvoid: ["Peanuts", "Shellfish"], energyLevel: 5)
}
