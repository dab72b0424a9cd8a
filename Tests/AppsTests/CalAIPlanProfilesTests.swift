import CalAI
import Testing

/// Other profiles, worked by hand: a woman entered in metric, a gain, the calorie floor,
/// maintain, and "other".
@Suite struct CalAIPlanProfilesTests {
    static let today = CalendarDate(year: 2025, month: 10, day: 3)

    private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func femaleMetric() {
        // Female, 0-2 workouts, 165 cm, 70 kg, born 1990-03-10 (35), to 62 kg at 0.5 kg/week.
        let plan = CalAIProfile(gender: .female, workouts: .zeroToTwo, centimetres: 165, kilograms: 70,
                                birthDate: CalendarDate(year: 1990, month: 3, day: 10), goal: .lose,
                                desiredKilograms: 62, kilogramsPerWeek: 0.5, today: Self.today).plan
        #expect(plan.age == 35)
        // BMR = 700 + 1031.25 − 175 − 161 = 1395.25; TDEE = × 1.375 = 1918.46875
        #expect(close(plan.bmr, 1395.25))
        #expect(close(plan.tdee, 1918.46875))
        // Deficit 0.5 × 1100 = 550; 1368.46875 → 1370 (floor 1200)
        #expect(close(plan.dailyAdjustment, -550))
        #expect(plan.calorieFloor == 1200)
        #expect(plan.dailyCalories == 1370)
        // Protein 0.8 × 62 / 0.45359237 = 0.8 × 136.687 = 109.35 → 109
        // Fat 0.25 × 1370 / 9 = 38.06 → 38; carbs (1370 − 436 − 342) / 4 = 148
        #expect([plan.carbs, plan.protein, plan.fats] == [148, 109, 38])
        // Pace 0.5/70 = 0.71 % → 3; goal BMI 62 / 1.65² = 22.8 → 3; 109/70 = 1.56 g/kg → 2
        #expect(plan.healthScore == 8)
        // 8 kg ÷ 0.5 = 16 weeks = 112 days: Oct 3 → Oct 31 (28) → Nov 30 (58) → Dec 31 (89)
        // → Jan 23 (112), across the year end.
        #expect(plan.daysToGoal == 112)
        #expect(plan.targetDate == CalendarDate(year: 2026, month: 1, day: 23))
        #expect(plan.weeklyWeights.count == 17)
        #expect(plan.weeklyWeights.last == CalAIProfile.Weight(kilograms: 62))
        #expect(plan.weeklyWeights[1] == CalAIProfile.Weight(kilograms: 69.5))
        #expect(plan.realisticTargetText == "Losing 8 kg is a realistic target. It's not hard at all!")
        #expect(plan.goalText == "Lose 8 kg by January 23")
        #expect(plan.profile.paceText == "0.5 kg")
    }

    @Test func gainImperial() {
        // Male, 6+ workouts, 6 ft 0 in, 150 lb, born 2000-01-01 (25), to 160 lb at 0.5 lb/week.
        let plan = CalAIProfile(gender: .male, workouts: .sixPlus, feet: 6, inches: 0, pounds: 150,
                                birthDate: CalendarDate(year: 2000, month: 1, day: 1), goal: .gain,
                                desiredPounds: 160, poundsPerWeek: 0.5, today: Self.today).plan
        #expect(plan.age == 25)
        // 150 lb = 68.0388555 kg; 72 in = 182.88 cm.
        // BMR = 680.388555 + 1143 − 125 + 5 = 1703.388555; TDEE = × 1.725 = 2938.345257375
        #expect(close(plan.bmr, 1703.388555))
        #expect(close(plan.tdee, 2938.345257375))
        // Surplus 0.226796185 × 1100 = 249.4758035; 3187.821060875 → 3190
        #expect(close(plan.dailyAdjustment, 249.4758035))
        #expect(plan.dailyCalories == 3190)
        // Protein 0.8 × 160 = 128; fat 797.5 / 9 = 88.6 → 89; carbs (3190 − 512 − 801) / 4 = 469.25 → 469
        #expect([plan.carbs, plan.protein, plan.fats] == [469, 128, 89])
        // Gain pace 0.5/150 = 0.33 % (≤ 0.5 %) → 3; goal BMI 72.57 / 1.8288² = 21.7 → 3;
        // 128 / 68.04 = 1.88 g/kg → 3
        #expect(plan.healthScore == 9)
        // 10 lb ÷ 0.5 = 20 weeks = 140 days: Dec 31 is +89, Jan 31 +120, Feb 20 +140.
        #expect(plan.daysToGoal == 140)
        #expect(plan.targetDate == CalendarDate(year: 2026, month: 2, day: 20))
        #expect(plan.weeklyWeights.count == 21)
        #expect(plan.weeklyWeights[1] == CalAIProfile.Weight(pounds: 150.5))
        #expect(plan.realisticTargetText == "Gaining 10 lbs is a realistic target. It's not hard at all!")
        #expect(plan.goalText == "Gain 10 lbs by February 20")
        #expect(plan.goalHeadline == "You should gain:")
    }

    @Test func calorieFloor() {
        // Female, 0-2, 150 cm, 50 kg, 60 today (born 1965-10-03), to 45 kg at 1.5 kg/week.
        let woman = CalAIProfile(gender: .female, workouts: .zeroToTwo, centimetres: 150, kilograms: 50,
                                 birthDate: CalendarDate(year: 1965, month: 10, day: 3), goal: .lose,
                                 desiredKilograms: 45, kilogramsPerWeek: 1.5, today: Self.today)
        let plan = woman.plan
        #expect(plan.age == 60)
        // BMR = 500 + 937.5 − 300 − 161 = 976.5; TDEE = × 1.375 = 1342.6875;
        // − 1.5 × 1100 = −1650 → −307.3125 → the floor, 1200.
        #expect(close(plan.tdee + plan.dailyAdjustment, -307.3125))
        #expect(plan.dailyCalories == 1200)
        // Protein 0.8 × 45 / 0.45359237 = 79.4 → 79; fat 300 / 9 = 33.3 → 33;
        // carbs (1200 − 316 − 297) / 4 = 146.75 → 147
        #expect([plan.carbs, plan.protein, plan.fats] == [147, 79, 33])
        // Pace 1.5/50 = 3 % → 0; goal BMI 45 / 1.5² = 20 → 3; 79/50 = 1.58 g/kg → 2
        #expect(plan.healthScore == 5)
        // 5 kg ÷ 1.5 = 3.33 weeks → ⌈23.33⌉ = 24 days; the chart's last week is partial.
        #expect(plan.daysToGoal == 24)
        #expect(plan.weeklyWeights == [50, 48.5, 47, 45.5, 45].map { CalAIProfile.Weight(kilograms: $0) })

        // The same body as a man: BMR + 166 = 1142.5; × 1.375 − 1650 = −79.06 → 1500.
        var man = woman
        man.gender = .male
        #expect(man.plan.calorieFloor == 1500)
        #expect(man.plan.dailyCalories == 1500)
    }

    @Test func maintain() {
        var profile = CalAIProfile.sample
        profile.goal = .maintain
        let plan = profile.plan
        // No adjustment: 2763.2102123 → 2760. Protein from the current 180 lb: 144 g;
        // fat 690 / 9 = 76.7 → 77; carbs (2760 − 576 − 693) / 4 = 372.75 → 373.
        #expect(plan.dailyAdjustment == 0)
        #expect(plan.dailyCalories == 2760)
        #expect([plan.carbs, plan.protein, plan.fats] == [373, 144, 77])
        // Pace 4; BMI of 180 lb = 25.8, overweight → 2; 144 / 81.65 = 1.76 g/kg → 3.
        #expect(plan.healthScore == 9)
        #expect(plan.daysToGoal == 0)
        #expect(plan.targetDate == profile.today)
        #expect(plan.weeklyWeights == [profile.weight])
        #expect(plan.realisticTargetText == "Maintaining 180 lbs is a realistic target. It's not hard at all!")
        #expect(plan.goalText == "Maintain 180 lbs")
    }

    @Test func otherIsTheMeanOfMaleAndFemale() {
        var profile = CalAIProfile.sample
        profile.gender = .other
        let plan = profile.plan
        // Constant (5 − 161) / 2 = −78: 1782.716266 − 83 = 1699.716266; × 1.55 = 2634.5602123;
        // − 498.951607 = 2135.6086053 → 2140.
        #expect(close(plan.bmr, 1699.716266))
        profile.gender = .female
        let female = profile.plan.bmr
        #expect(close(plan.bmr, (CalAIProfile.sample.plan.bmr + female) / 2))
        #expect(plan.dailyCalories == 2140)
        #expect(plan.calorieFloor == 1500)
    }

    @Test func oneLb() {
        var profile = CalAIProfile.sample
        profile.desiredWeight = CalAIProfile.Weight(pounds: 179)
        #expect(profile.plan.goalText == "Lose 1 lb by October 10")
    }
}
