/// Cal AI's "custom plan", computed from a profile rather than typed in: daily calories,
/// the three macros, the health score, how much to lose or gain and by when, and the
/// weekly weights of the transition chart.
///
/// The steps, each in its own file with its sources:
/// 1. BMR, Mifflin-St Jeor (`CalAIPlan+Energy.swift`);
/// 2. × the activity multiplier of the workouts per week → TDEE;
/// 3. ± the daily deficit or surplus of the pace (7700 kcal per kg), rounded to 10 kcal,
///    not below the floor;
/// 4. macros: protein from the goal weight, fat a share of calories, carbs the rest
///    (`CalAIPlan+Macros.swift`);
/// 5. a 0…10 health score (`CalAIPlan+HealthScore.swift`);
/// 6. the weeks and days to the goal and the target date (`CalAIPlan+Timeline.swift`);
/// 7. the screens' texts (`CalAIPlan+Text.swift`).
public struct CalAIPlan: Sendable, Hashable {
    public let profile: CalAIProfile
    /// Whole years on `profile.today`.
    public let age: Int
    /// Basal metabolic rate, kcal/day, unrounded.
    public let bmr: Double
    public let activityMultiplier: Double
    /// Total daily energy expenditure, `bmr × activityMultiplier`, kcal/day.
    public let tdee: Double
    /// kcal/day added to the TDEE: negative (a deficit) to lose, positive to gain, 0 to
    /// maintain.
    public let dailyAdjustment: Double
    /// The lowest daily calories the plan will prescribe for this gender.
    public let calorieFloor: Int
    /// `tdee + dailyAdjustment`, rounded to the nearest 10, not below `calorieFloor`.
    public let dailyCalories: Int
    /// Grams a day.
    public let carbs: Int
    public let protein: Int
    public let fats: Int
    /// 0 … 10, shown as "9/10".
    public let healthScore: Int
    /// |current − goal weight|, exact.
    public let weightChange: CalAIProfile.Weight
    /// `weightChange` in the profile's units, rounded to a whole number: the 12 of
    /// "Losing 12 lbs".
    public let weightChangeAmount: Int
    /// Days from `profile.today` to the goal: the weeks needed × 7, rounded up.
    public let daysToGoal: Int
    public let targetDate: CalendarDate
    /// The weight at the start of each week, from the current weight (week 0) to the
    /// goal weight (the last week, which may be partial): the transition chart's points.
    public let weeklyWeights: [CalAIProfile.Weight]

    public init(profile: CalAIProfile) {
        precondition(profile.goal == .maintain || profile.pace.micrograms > 0, "a pace of \(profile.pace.micrograms) µg/week never reaches the goal")
        self.profile = profile
        age = profile.age
        bmr = Self.bmr(gender: profile.gender, kilograms: profile.weight.kilograms,
                       centimetres: profile.height.centimetres, age: age)
        activityMultiplier = Self.activityMultiplier(for: profile.workouts)
        tdee = bmr * activityMultiplier
        dailyAdjustment = Self.dailyAdjustment(goal: profile.goal, pace: profile.pace)
        calorieFloor = Self.calorieFloor(for: profile.gender)
        dailyCalories = Self.dailyCalories(tdee + dailyAdjustment, floor: calorieFloor)

        let macros = Self.macros(calories: dailyCalories, goalWeight: profile.goalWeight)
        (carbs, protein, fats) = (macros.carbs, macros.protein, macros.fats)

        healthScore = Self.healthScore(profile: profile, protein: protein)

        weightChange = CalAIProfile.Weight(micrograms: abs(profile.weight.micrograms - profile.goalWeight.micrograms))
        weightChangeAmount = Int(weightChange.value(in: profile.units).rounded())
        daysToGoal = Self.daysToGoal(change: weightChange, pace: profile.pace)
        targetDate = profile.today.adding(days: daysToGoal)
        weeklyWeights = Self.weeklyWeights(from: profile.weight, to: profile.goalWeight, pace: profile.pace)
    }
}

extension CalAIProfile {
    /// This profile's plan.
    public var plan: CalAIPlan { CalAIPlan(profile: self) }
}
