/// NutriSync's plan, computed from a profile and a date, never typed: daily calories and
/// macros, meal windows with their calories, eating and fasting hours, the first window's
/// opening, the estimated completion date and the impact calculator's numbers.
///
/// The steps, each in its own file with its sources:
/// 1. BMR: Katch-McArdle when a body-fat silhouette is picked, else Mifflin-St Jeor
///    (`NutriSyncPlan+Energy.swift`, `bmrEquation` says which);
/// 2. × the activity factor (step band + 0.025 per weekly session) → TDEE;
/// 3. ± 500 kcal per lb/week of pace (Lose Weight −, Build Muscle +, others 0), rounded to
///    50 kcal, not below max(BMR, 1,200 ♀ / 1,500 ♂);
/// 4. macros: protein per lb of the plan's weight by goal, fat 30 %, carbs the rest,
///    each to 5 g (`NutriSyncPlan+Macros.swift`);
/// 5. meal windows from the routine and the meal frequency (`NutriSyncPlan+Windows.swift`);
/// 6. completion date: ⌈7 × |current − target| lb ÷ pace⌉ days after today;
/// 7. the impact numbers from the energy level (`NutriSyncImpact`).
///
/// `init` throws `NutriSyncPlanError` for anything it cannot plan with — a hostile height,
/// 1000 exercise sessions, a birth date after today, a routine with no room for its
/// windows — so no input traps or yields NaN.
public struct NutriSyncPlan: Sendable, Hashable {
    public let profile: NutriSyncProfile
    public let today: NutriSyncDate
    /// Whole years on `today`.
    public let age: Int
    public let centimetres: Double
    public let kilograms: Double
    /// The picked silhouette's percentage, nil when none was picked.
    public let bodyFatPercent: Int?
    /// Lean mass in kg, when the body fat is known.
    public let leanKilograms: Double?
    public let bmrEquation: BMREquation
    /// kcal/day, unrounded.
    public let bmr: Double
    public let activityFactor: Double
    public let tdee: Double
    public let dailyAdjustment: Double
    public let calorieFloor: Double
    /// "🔥 1,850 calories".
    public let calories: Int
    /// Grams a day, multiples of 5.
    public let protein: Int
    public let carbs: Int
    public let fat: Int
    /// In the order they open after waking.
    public let windows: [NutriSyncMealWindow]
    /// Wake → bed, minutes: the summary's "16 hours optimized nutrition".
    public let awakeMinutes: Int
    /// Bed → wake, minutes: the summary's "8 hours overnight fast".
    public let overnightMinutes: Int
    /// First window opening → last window closing, minutes: the schedule builder's
    /// "Total eating: N hours".
    public let eatingSpanMinutes: Int
    /// 24 h − the eating span: the builder's "Fasting period: M hours".
    public let fastingMinutes: Int
    /// nil unless the goal changes weight.
    public let daysToGoal: Int?
    public let completionDate: NutriSyncDate?
    public let impact: NutriSyncImpact

    public static let heightRange = 100.0...250.0
    public static let weightRange = 30.0...300.0
    public static let ageRange = 13...120

    public init(profile p: NutriSyncProfile, today: NutriSyncDate) throws(NutriSyncPlanError) {
        centimetres = p.height.centimetres
        guard Self.heightRange.contains(centimetres) else { throw .heightOutOfRange(centimetres: centimetres) }
        kilograms = p.weight.kilograms
        guard Self.weightRange.contains(kilograms) else { throw .weightOutOfRange(kilograms: kilograms) }
        age = p.birthDate.wholeYears(until: today)
        guard Self.ageRange.contains(age) else { throw .ageOutOfRange(age: age) }
        guard Self.sessionRange.contains(p.exerciseSessionsPerWeek) else {
            throw .exerciseSessionsOutOfRange(sessions: p.exerciseSessionsPerWeek)
        }
        impact = try NutriSyncImpact(level: p.energyLevel)
        profile = p
        self.today = today

        if let estimate = p.bodyFat {
            guard let percent = estimate.percentage(for: p.sex) else { throw .bodyFatIndexOutOfRange(index: estimate.index) }
            let lean = kilograms * (1 - Double(percent) / 100)
            (bodyFatPercent, leanKilograms, bmrEquation, bmr) = (percent, lean, .katchMcArdle, Self.katchMcArdle(leanKilograms: lean))
        } else {
            (bodyFatPercent, leanKilograms, bmrEquation) = (nil, nil, .mifflinStJeor)
            bmr = Self.mifflinStJeor(sex: p.sex, kilograms: kilograms, centimetres: centimetres, age: age)
        }
        activityFactor = Self.activityFactor(level: p.activity, sessions: p.exerciseSessionsPerWeek)
        tdee = bmr * activityFactor
        dailyAdjustment = Self.dailyAdjustment(goal: p.primaryGoal, pace: p.pace)
        calorieFloor = Self.calorieFloor(sex: p.sex, bmr: bmr)
        calories = Self.dailyCalories(tdee + dailyAdjustment, floor: calorieFloor)

        var planPounds = p.weight.pounds
        if p.primaryGoal.changesWeight {
            let target = p.targetWeight.kilograms
            guard Self.weightRange.contains(target) else { throw .targetWeightOutOfRange(kilograms: target) }
            if p.primaryGoal == .loseWeight, target >= kilograms { throw .targetNotBelowCurrent }
            if p.primaryGoal == .buildMuscle, target <= kilograms { throw .targetNotAboveCurrent }
            planPounds = p.targetWeight.pounds
            let days = Self.daysToGoal(poundsToChange: abs(p.weight.pounds - planPounds), poundsPerWeek: p.pace.poundsPerWeek)
            guard let date = today.adding(days: days) else { throw .completionDateOutOfRange }
            (daysToGoal, completionDate) = (days, date)
        } else {
            (daysToGoal, completionDate) = (nil, nil)
        }
        (protein, carbs, fat) = Self.macros(calories: calories, proteinGrams: Self.proteinPerPound(for: p.primaryGoal) * planPounds)

        windows = try Self.mealWindows(profile: p, calories: calories)
        awakeMinutes = p.bed.minutes(after: p.wake)
        overnightMinutes = NutriSyncTime.minutesPerDay - awakeMinutes
        eatingSpanMinutes = windows[windows.count - 1].startAfterWake + windows[windows.count - 1].lengthMinutes - windows[0].startAfterWake
        fastingMinutes = NutriSyncTime.minutesPerDay - eatingSpanMinutes
    }

    /// ⌈7 × pounds ÷ pace⌉: the weeks needed, as whole days, rounded up (25 lb at 1 lb/week
    /// = 175 days). A millionth of a day is forgiven first, so 25.000000001 lb from a
    /// kg→lb conversion does not add a day.
    public static func daysToGoal(poundsToChange: Double, poundsPerWeek: Double) -> Int {
        Int((7 * poundsToChange / poundsPerWeek - 1e-6).rounded(.up))
    }

    /// "🍽️ Your first meal window opens at 7:00 AM".
    public var firstWindowOpens: NutriSyncTime { windows[0].start }
    public var firstWindowText: String { "Your first meal window opens at \(firstWindowOpens.text)" }

    /// The summary's lines, exactly: "🔥 1,850 calories", "🥩 140g protein", …
    public var caloriesText: String { "🔥 \(NutriSyncImpact.grouped(calories)) calories" }
    public var proteinText: String { "🥩 \(protein)g protein" }
    public var carbsText: String { "🍞 \(carbs)g carbs" }
    public var fatText: String { "🥑 \(fat)g fat" }
    public var windowCountText: String { "⏰ \(windows.count) optimized eating periods" }
    public var nutritionHoursText: String { "📊 \(Self.hours(awakeMinutes)) hours optimized nutrition" }
    public var overnightFastText: String { "😴 \(Self.hours(overnightMinutes)) hours overnight fast" }
    /// "Total eating: 12 hours" / "Fasting period: 12 hours" (schedule builder).
    public var totalEatingText: String { "Total eating: \(Self.hours(eatingSpanMinutes)) hours" }
    public var fastingPeriodText: String { "Fasting period: \(Self.hours(fastingMinutes)) hours" }
    /// "Calories distributed: 25% / 40% / 35%".
    public var distributionText: String { "Calories distributed: " + windows.map { "\($0.share)%" }.joined(separator: " / ") }
    /// "💪 Reach goal weight by February 23, 2026"; nil without a weight goal.
    public var goalDateText: String? { completionDate.map { "💪 Reach goal weight by \($0.longText)" } }
    /// "Estimated completion: February 23, 2026" (weight goal screen).
    public var estimatedCompletionText: String? { completionDate.map { "Estimated completion: \($0.longText)" } }

    /// "16", "16.5", "16.3" (16 h 15 min): whole hours, else to a tenth, halves up. Windows
    /// are on 30-minute steps; the waking day is whatever the routine's minutes make it.
    public static func hours(_ minutes: Int) -> String {
        let tenths = (minutes * 10 + 30) / 60
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
