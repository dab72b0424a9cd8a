// Energy: daily calories from the body, the activity and the goal.

extension NutriSyncPlan {
    /// Which resting-energy equation a plan used.
    public enum BMREquation: String, Sendable, Hashable {
        /// 10·kg + 6.25·cm − 5·age + 5 (men) or − 161 (women): Mifflin MD, St Jeor ST et al.,
        /// "A new predictive equation for resting energy expenditure in healthy
        /// individuals", Am J Clin Nutr 1990;51:241–247.
        case mifflinStJeor
        /// 370 + 21.6·lean mass (kg): Katch & McArdle (after Cunningham 1980), *Nutrition,
        /// Weight Control and Exercise*. Used whenever a body-fat silhouette is picked —
        /// the seed's reason for screen 2.3 is "Refine calorie calculations", and lean mass
        /// explains resting energy better than weight alone. Sex and age do not enter it.
        case katchMcArdle
    }

    public static func mifflinStJeor(sex: NutriSyncProfile.BiologicalSex, kilograms: Double, centimetres: Double, age: Int) -> Double {
        10 * kilograms + 6.25 * centimetres - 5 * Double(age) + (sex == .male ? 5 : -161)
    }

    public static func katchMcArdle(leanKilograms: Double) -> Double { 370 + 21.6 * leanKilograms }

    /// The step band's part of the activity factor: 1.2 for Sedentary (Harris-Benedict's
    /// "little or no exercise"), then + 0.1 per band of 5,000 steps. Why 0.1: 5,000 steps
    /// are about 4 km, and walking costs about 0.5 kcal per kg per km above rest (ACSM's
    /// walking equation at 5 km/h), so ~140 kcal for a 70 kg person, ≈ 0.1 × a 1,500 kcal
    /// BMR. Our rule, not a published table: the usual tables mix steps and workouts,
    /// and NutriSync asks them separately.
    public static func stepFactor(for level: NutriSyncProfile.ActivityLevel) -> Double {
        switch level {
        case .sedentary: 1.2
        case .lightlyActive: 1.3
        case .active: 1.4
        case .veryActive: 1.5
        }
    }

    /// What one weekly exercise session adds to the factor: 0.025. Why: a 45-minute
    /// moderate session (~6 METs, 5 above rest) burns ≈ 5 × 70 kg × 0.75 h ≈ 260 kcal;
    /// spread over 7 days that is ≈ 37 kcal/day ≈ 0.025 × a 1,500 kcal BMR.
    public static let factorPerSession = 0.025

    /// Sessions a week the plan accepts: 0 … 14 (twice a day, every day). More is refused.
    public static let sessionRange = 0...14

    /// stepFactor + 0.025 × sessions: Active with 3 sessions is 1.4 + 0.075 = 1.475; the
    /// extremes are 1.2 (Sedentary, none) and 1.85 (Very Active, 14).
    public static func activityFactor(level: NutriSyncProfile.ActivityLevel, sessions: Int) -> Double {
        stepFactor(for: level) + factorPerSession * Double(sessions)
    }

    /// kcal in a pound of body weight: Wishnofsky's 3,500 (Am J Clin Nutr 1958;6:542–546).
    /// So a pace of 1 lb/week is 3,500 / 7 = 500 kcal a day.
    public static let kcalPerPound = 3500.0

    /// The daily change to the TDEE: −500 × lb/week to Lose Weight, +500 × lb/week to Build
    /// Muscle, 0 for Improve Energy, Athletic Performance and General Health (maintenance:
    /// the seed shows the pace screen only "if weight loss/gain selected").
    public static func dailyAdjustment(goal: NutriSyncProfile.PrimaryGoal, pace: NutriSyncProfile.Pace) -> Double {
        let perDay = kcalPerPound * pace.poundsPerWeek / 7
        return switch goal {
        case .loseWeight: -perDay
        case .buildMuscle: perDay
        case .improveEnergy, .athleticPerformance, .generalHealth: 0
        }
    }

    /// The lowest daily intake a plan prescribes: the larger of the BMR itself (never eat
    /// below resting needs) and 1,200 kcal for women / 1,500 for men ("calorie intake should
    /// not fall below 1,200 a day in women or 1,500 a day in men, except under the
    /// supervision of a health professional", Harvard Health Publishing).
    public static func calorieFloor(sex: NutriSyncProfile.BiologicalSex, bmr: Double) -> Double {
        max(bmr, sex == .female ? 1200 : 1500)
    }

    /// The plan summary shows round numbers (the seed's "1,850 calories"): the target is
    /// rounded to the nearest 50 kcal (half up), then raised to the floor rounded *up* to
    /// 50, so rounding never takes it below the floor. ±25 kcal is well inside the ±10 %
    /// error of any BMR equation.
    public static func dailyCalories(_ kcal: Double, floor: Double) -> Int {
        max(roundTo(kcal, 50), Int((floor / 50).rounded(.up)) * 50)
    }

    /// `value` to the nearest multiple of `step`, halves away from zero.
    static func roundTo(_ value: Double, _ step: Int) -> Int { Int((value / Double(step)).rounded()) * step }
}
