// Energy: how many kcal a day the plan prescribes.

extension CalAIPlan {
    /// Mifflin-St Jeor resting energy, kcal/day: 10·kg + 6.25·cm − 5·age + s, with
    /// s = +5 for men and −161 for women (Mifflin MD, St Jeor ST et al., "A new
    /// predictive equation for resting energy expenditure in healthy individuals",
    /// Am J Clin Nutr 1990;51:241–247; the equation the Academy of Nutrition and
    /// Dietetics found most accurate, Frankenfield et al., J Am Diet Assoc 2005).
    ///
    /// "Other" has no equation of its own, so it takes the mean of the two:
    /// s = (5 − 161) / 2 = −78, halfway between the male and female estimates.
    public static func bmr(gender: CalAIProfile.Gender, kilograms: Double, centimetres: Double, age: Int) -> Double {
        let s: Double = switch gender {
        case .male: 5
        case .female: -161
        case .other: -78
        }
        return 10 * kilograms + 6.25 * centimetres - 5 * Double(age) + s
    }

    /// The activity factor that turns BMR into TDEE, by workouts per week: the usual
    /// Harris-Benedict factors (as tabulated in McArdle, Katch & Katch, *Exercise
    /// Physiology*, and used with ACSM's guidelines): "lightly active, 1–3 days a week"
    /// 1.375, "moderately active, 3–5 days" 1.55, "very active, 6–7 days" 1.725.
    /// Cal AI has no sedentary option (0-2 may mean some workouts), so 1.2 is unused.
    public static func activityMultiplier(for workouts: CalAIProfile.WorkoutFrequency) -> Double {
        switch workouts {
        case .zeroToTwo: 1.375
        case .threeToFive: 1.55
        case .sixPlus: 1.725
        }
    }

    /// kcal in one kg of body weight lost or gained: Wishnofsky's 3500 kcal per pound
    /// (Am J Clin Nutr 1958;6:542–546) is 7716 kcal/kg, conventionally rounded to 7700.
    /// A static rule (Hall, Int J Obes 2008, shows real loss slows as intake adapts), but
    /// it is what the slider's "lbs per week" promises, and what apps of this kind use.
    public static let kcalPerKilogram = 7700.0

    /// The daily deficit (negative) or surplus of a weekly pace: 7700 × kg per week / 7.
    /// 1.0 lb a week = 0.45359237 kg × 1100 = 498.951607 kcal/day.
    public static func dailyAdjustment(goal: CalAIProfile.Goal, pace: CalAIProfile.Weight) -> Double {
        let perDay = kcalPerKilogram * pace.kilograms / 7
        return switch goal {
        case .lose: -perDay
        case .maintain: 0
        case .gain: perDay
        }
    }

    /// The lowest intake the plan prescribes: 1200 kcal for women, 1500 for men —
    /// "calorie intake should not fall below 1,200 a day in women or 1,500 a day in men,
    /// except under the supervision of a health professional" (Harvard Health
    /// Publishing, "Calorie counting made easy"); below it, a diet cannot meet micronutrient
    /// needs. A floor is a safety limit, so "other" takes the stricter one, 1500.
    public static func calorieFloor(for gender: CalAIProfile.Gender) -> Int { gender == .female ? 1200 : 1500 }

    /// Rounded to the nearest 10 kcal (half away from zero, so 2265 → 2270), as the app
    /// shows round targets, then raised to the floor.
    public static func dailyCalories(_ kcal: Double, floor: Int) -> Int {
        max(floor, Int((kcal / 10).rounded()) * 10)
    }
}
