import NutriSync
import Testing

/// Each formula of the energy and macro steps against a hand-worked example.
@Suite struct NutriSyncEnergyTests {
    static let today = NutriSyncDate(year: 2025, month: 9, day: 1)!

    private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    /// The sample with the body, goal and activity replaced.
    static func profile(sex: NutriSyncProfile.BiologicalSex, cm: Double, kg: Double, born: Int, bodyFat: Int? = nil,
                        goal: NutriSyncProfile.PrimaryGoal = .generalHealth, targetKg: Double = 60,
                        pace: NutriSyncProfile.Pace = .moderate, activity: NutriSyncProfile.ActivityLevel = .sedentary,
                        sessions: Int = 0) -> NutriSyncProfile {
        var p = NutriSyncProfile.sample
        (p.sex, p.height, p.weight, p.bodyFat) = (sex, .metric(centimetres: cm), .kilograms(kg), bodyFat.map { .init(index: $0) })
        (p.birthDate, p.primaryGoal, p.targetWeight, p.pace) = (NutriSyncDate(year: born, month: 1, day: 1)!, goal, .kilograms(targetKg), pace)
        (p.activity, p.exerciseSessionsPerWeek) = (activity, sessions)
        return p
    }

    @Test func mifflinStJeorMale() throws {
        // 180 cm, 80 kg, 30: 800 + 1125 − 150 + 5 = 1780; sedentary 1.2 → 2136; maintenance → 2150.
        let plan = try NutriSyncPlan(profile: Self.profile(sex: .male, cm: 180, kg: 80, born: 1995), today: Self.today)
        #expect(plan.age == 30)
        #expect(plan.bmrEquation == .mifflinStJeor)
        #expect(close(plan.bmr, 1780))
        #expect(close(plan.tdee, 2136))
        #expect(plan.dailyAdjustment == 0)
        #expect(plan.calories == 2150)
        #expect(plan.completionDate == nil && plan.daysToGoal == nil)
    }

    @Test func mifflinStJeorFemale() throws {
        // 165 cm, 60 kg, 40: 600 + 1031.25 − 200 − 161 = 1270.25; Lightly Active 1.3 + 2 × 0.025
        // = 1.35 → 1714.8375; maintenance → 1700 (1714.8 is 14.8 from 1700, 35.2 from 1750).
        let plan = try NutriSyncPlan(profile: Self.profile(sex: .female, cm: 165, kg: 60, born: 1985,
                                                           activity: .lightlyActive, sessions: 2), today: Self.today)
        #expect(close(plan.bmr, 1270.25))
        #expect(close(plan.activityFactor, 1.35))
        #expect(close(plan.tdee, 1714.8375))
        #expect(plan.calories == 1700)
    }

    @Test func katchMcArdle() throws {
        // Male 80 kg, silhouette 4 = 18 %: lean 65.6 kg → 370 + 1416.96 = 1786.96, whatever
        // the height and age.
        let plan = try NutriSyncPlan(profile: Self.profile(sex: .male, cm: 150, kg: 80, born: 1950, bodyFat: 4), today: Self.today)
        #expect(plan.bodyFatPercent == 18)
        #expect(plan.bmrEquation == .katchMcArdle)
        #expect(close(plan.bmr, 1786.96))
        #expect(NutriSyncPlan.katchMcArdle(leanKilograms: 50) == 1450)
    }

    @Test func bodyFatGrids() {
        #expect(NutriSyncProfile.BodyFatEstimate.percentages(for: .female) == [15, 18, 22, 25, 28, 32, 36, 40, 45])
        #expect(NutriSyncProfile.BodyFatEstimate.percentages(for: .male) == [8, 10, 12, 15, 18, 22, 26, 30, 35])
        #expect(NutriSyncProfile.BodyFatEstimate(index: 9).percentage(for: .male) == nil)
    }

    @Test func activityFactors() {
        // Step bands 1.2 / 1.3 / 1.4 / 1.5, + 0.025 per weekly session.
        let bands = NutriSyncProfile.ActivityLevel.allCases.map { NutriSyncPlan.activityFactor(level: $0, sessions: 0) }
        #expect(zip(bands, [1.2, 1.3, 1.4, 1.5]).allSatisfy { close($0, $1) })
        #expect(close(NutriSyncPlan.activityFactor(level: .active, sessions: 3), 1.475))
        #expect(close(NutriSyncPlan.activityFactor(level: .veryActive, sessions: 14), 1.85))
        #expect(NutriSyncProfile.ActivityLevel.allCases.map(\.steps) ==
                ["Less than 5,000 steps/day", "5,000-10,000 steps/day", "10,000-15,000 steps/day", "More than 15,000 steps/day"])
    }

    @Test func paceAdjustment() {
        // 3500 kcal/lb ÷ 7: 0.5 → 250, 1 → 500, 1.5 → 750 a day; − to lose, + to build, 0 otherwise.
        #expect(NutriSyncProfile.Pace.allCases.map { NutriSyncPlan.dailyAdjustment(goal: .loseWeight, pace: $0) } == [-250, -500, -750])
        #expect(NutriSyncProfile.Pace.allCases.map { NutriSyncPlan.dailyAdjustment(goal: .buildMuscle, pace: $0) } == [250, 500, 750])
        for goal in [NutriSyncProfile.PrimaryGoal.improveEnergy, .athleticPerformance, .generalHealth] {
            #expect(NutriSyncPlan.dailyAdjustment(goal: goal, pace: .aggressive) == 0)
        }
    }

    @Test func buildMuscle() throws {
        // Male 180 cm 70 kg 30 → 700 + 1125 − 150 + 5 = 1680; Active + 4 = 1.5 → 2520;
        // + 250 (Relaxed) = 2770 → 2750 (20 from 2750, 30 from 2800).
        // Protein 1.0 g × 75 kg / 0.45359237 = 165.35 lb → 165; fat 0.3 × 2750 / 9 = 91.67 → 90;
        // carbs (2750 − 661.39 − 825) / 4 = 315.90 → 315.
        // 5 kg = 11.023 lb at 0.5 lb/week: 7 × 11.023 / 0.5 = 154.32 → 155 days.
        let plan = try NutriSyncPlan(profile: Self.profile(sex: .male, cm: 180, kg: 70, born: 1995, goal: .buildMuscle,
                                                           targetKg: 75, pace: .relaxed, activity: .active, sessions: 4),
                                     today: Self.today)
        #expect(close(plan.tdee, 2520))
        #expect(plan.dailyAdjustment == 250)
        #expect(plan.calories == 2750)
        #expect([plan.protein, plan.carbs, plan.fat] == [165, 315, 90])
        #expect(plan.daysToGoal == 155)
        #expect(plan.completionDate == NutriSyncDate(year: 2026, month: 2, day: 3))
    }

    @Test func femaleFloor() throws {
        // 150 cm, 45 kg, 60: 450 + 937.5 − 300 − 161 = 926.5; × 1.2 = 1111.8; − 750 = 361.8
        // → 350; floor max(926.5, 1200) = 1200.
        // Protein 42 kg = 92.59 lb → 95; fat 0.3 × 1200 / 9 = 40; carbs (1200 − 370.37 − 360) / 4 = 117.4 → 115.
        let plan = try NutriSyncPlan(profile: Self.profile(sex: .female, cm: 150, kg: 45, born: 1965, goal: .loseWeight,
                                                           targetKg: 42, pace: .aggressive), today: Self.today)
        #expect(close(plan.bmr, 926.5))
        #expect(plan.calorieFloor == 1200)
        #expect(plan.calories == 1200)
        #expect([plan.protein, plan.carbs, plan.fat] == [95, 115, 40])
    }

    @Test func maleFloor() throws {
        // 160 cm, 50 kg, 70: 500 + 1000 − 350 + 5 = 1155; × 1.2 = 1386; − 750 = 636 → floor 1500.
        let plan = try NutriSyncPlan(profile: Self.profile(sex: .male, cm: 160, kg: 50, born: 1955, goal: .loseWeight,
                                                           targetKg: 45, pace: .aggressive), today: Self.today)
        #expect(plan.calories == 1500)
    }

    @Test func neverBelowBMR() throws {
        // Male 100 kg at 8 %: lean 92 kg → 370 + 1987.2 = 2357.2; × 1.2 = 2828.64; − 750 =
        // 2078.64 → 2100, below the BMR: the floor 2357.2 rounded up to 50 → 2400.
        let plan = try NutriSyncPlan(profile: Self.profile(sex: .male, cm: 185, kg: 100, born: 1990, bodyFat: 0,
                                                           goal: .loseWeight, targetKg: 90, pace: .aggressive), today: Self.today)
        #expect(close(plan.bmr, 2357.2))
        #expect(plan.calories == 2400)
    }

    @Test func proteinByGoal() {
        #expect(NutriSyncProfile.PrimaryGoal.allCases.map(NutriSyncPlan.proteinPerPound(for:)) == [1.0, 1.0, 0.6, 0.8, 0.6])
        // A goal that does not change weight takes protein from the current weight:
        // 0.8 × 150 lb = 120; 2000 kcal: fat 66.67 → 65; carbs (2000 − 480 − 600) / 4 = 230.
        let m = NutriSyncPlan.macros(calories: 2000, proteinGrams: 120)
        #expect([m.protein, m.carbs, m.fat] == [120, 230, 65])
        // Protein and fat above the calories: carbs 0, never negative.
        let starved = NutriSyncPlan.macros(calories: 1200, proteinGrams: 300)
        #expect(starved.carbs == 0)
    }

    @Test func rounding() {
        // Nearest 50, halves up; the floor rounds up.
        #expect(NutriSyncPlan.dailyCalories(1824.9, floor: 1200) == 1800)
        #expect(NutriSyncPlan.dailyCalories(1825, floor: 1200) == 1850)
        #expect(NutriSyncPlan.dailyCalories(1000, floor: 1201) == 1250)
        #expect(NutriSyncPlan.daysToGoal(poundsToChange: 25.000000001, poundsPerWeek: 1) == 175)
        #expect(NutriSyncPlan.daysToGoal(poundsToChange: 10, poundsPerWeek: 1.5) == 47)
    }
}
