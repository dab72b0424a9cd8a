import CalAI
import Testing

/// The sample profile's plan, worked by hand: male, 3-5 workouts, 5 ft 10 in, 180 lb,
/// born 1995-06-15, losing to 168 lb at 1.0 lb/week, today 2025-10-03.
@Suite struct CalAIPlanSampleTests {
    let plan = CalAIProfile.sample.plan

    private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func bodyInMetric() {
        // 70 in × 2.54 = 177.8 cm; 180 lb × 0.45359237 = 81.6466266 kg.
        #expect(CalAIProfile.sample.height.centimetres == 177.8)
        #expect(close(CalAIProfile.sample.weight.kilograms, 81.6466266))
        #expect(CalAIProfile.sample.weight.micrograms == 81_646_626_600)
    }

    @Test func energy() {
        // Age on 2025-10-03, birthday June 15 already passed: 2025 − 1995 = 30.
        #expect(plan.age == 30)
        // BMR = 10 × 81.6466266 + 6.25 × 177.8 − 5 × 30 + 5
        //     = 816.466266 + 1111.25 − 150 + 5 = 1782.716266
        #expect(close(plan.bmr, 1782.716266))
        // TDEE = 1782.716266 × 1.55 = 2763.2102123
        #expect(plan.activityMultiplier == 1.55)
        #expect(close(plan.tdee, 2763.2102123))
        // Deficit = 7700 × 0.45359237 / 7 = 1100 × 0.45359237 = 498.951607 kcal/day
        #expect(close(plan.dailyAdjustment, -498.951607))
        // 2763.2102123 − 498.951607 = 2264.2586053 → nearest 10 → 2260 (floor 1500)
        #expect(plan.calorieFloor == 1500)
        #expect(plan.dailyCalories == 2260)
    }

    @Test func macros() {
        // Protein 0.8 g × 168 lb = 134.4 → 134 g.
        // Fat 25 % × 2260 = 565 kcal ÷ 9 = 62.78 → 63 g.
        // Carbs (2260 − 134 × 4 − 63 × 9) ÷ 4 = (2260 − 536 − 567) ÷ 4 = 289.25 → 289 g.
        #expect(plan.protein == 134)
        #expect(plan.fats == 63)
        #expect(plan.carbs == 289)
        #expect([plan.carbsText, plan.proteinText, plan.fatsText] == ["289g", "134g", "63g"])
    }

    @Test func healthScore() {
        let p = CalAIProfile.sample
        // Pace 1 lb of 180 lb = 0.56 % a week: over 0.5 %, within 1 % → 3.
        #expect(CalAIPlan.paceScore(goal: .lose, pace: p.pace, weight: p.weight) == 3)
        // Goal BMI 76.20351816 / 1.778² = 76.20351816 / 3.161284 = 24.11, normal → 3.
        #expect(CalAIPlan.bmiScore(weight: p.desiredWeight, height: p.height) == 3)
        // Protein 134 g / 81.6466266 kg = 1.64 g/kg ≥ 1.6 → 3.
        #expect(CalAIPlan.proteinScore(grams: 134, weight: p.weight) == 3)
        #expect(plan.healthScore == 9)
        #expect(plan.healthScoreText == "9/10")
    }

    @Test func timeline() {
        // 12 lb ÷ 1 lb/week = 12 weeks = 84 days; 2025-10-03 + 84 days = 2025-12-26.
        #expect(plan.weightChange == CalAIProfile.Weight(pounds: 12))
        #expect(plan.weightChangeAmount == 12)
        #expect(plan.daysToGoal == 84)
        #expect(plan.targetDate == CalendarDate(year: 2025, month: 12, day: 26))
        // 13 points: 180, 179, …, 168 lb.
        #expect(plan.weeklyWeights == (0...12).map { CalAIProfile.Weight(pounds: 180 - Double($0)) })
    }

    @Test func screenTexts() {
        #expect(plan.realisticTargetText == "Losing 12 lbs is a realistic target. It's not hard at all!")
        #expect(plan.goalText == "Lose 12 lbs by December 26")
        #expect(plan.goalHeadline == "You should lose:")
        #expect(CalAIProfile.sample.paceText == "1.0 lbs")
        #expect(CalAIProfile.sample.workouts.text == "3-5 A few workouts per week")
    }
}
