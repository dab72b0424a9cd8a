/// Calories and the three macros, summed or averaged.
public struct FitAIMacros: Hashable, Sendable {
    /// kcal.
    public var calories: Double
    /// Grams.
    public var protein: Double
    /// Grams.
    public var carbs: Double
    /// Grams.
    public var fat: Double

    public init(calories: Double, protein: Double, carbs: Double, fat: Double) {
        self.calories = calories; self.protein = protein; self.carbs = carbs; self.fat = fat
    }

    public static let zero = FitAIMacros(calories: 0, protein: 0, carbs: 0, fat: 0)

    public static func - (a: FitAIMacros, b: FitAIMacros) -> FitAIMacros {
        FitAIMacros(calories: a.calories - b.calories, protein: a.protein - b.protein, carbs: a.carbs - b.carbs, fat: a.fat - b.fat)
    }

    public static func + (a: FitAIMacros, b: FitAIMacros) -> FitAIMacros {
        FitAIMacros(calories: a.calories + b.calories, protein: a.protein + b.protein,
                    carbs: a.carbs + b.carbs, fat: a.fat + b.fat)
    }

    public func divided(by n: Double) -> FitAIMacros {
        FitAIMacros(calories: calories / n, protein: protein / n, carbs: carbs / n, fat: fat / n)
    }
}

/// How a day shows in the history calendar: green, red, or blank.
public enum FitAIDayStatus: String, Hashable, Sendable {
    case met, missed, noEntries
}

/// One calendar day of a user's log, computed from their food entries and active goal.
public struct FitAIDay: Hashable, Sendable {
    public let date: FitAIDate
    /// The sums of the day's entries.
    public let totals: FitAIMacros
    public let entryCount: Int
    /// The active goal's `daily_calorie_goal`.
    public let calorieGoal: Int

    /// The goal minus what was eaten: negative once the day is over the goal (the seed's
    /// `calories_remaining`, "calories left to reach goal").
    public var remainingCalories: Double { Double(calorieGoal) - totals.calories }

    /// The goal-achieved rule (the seed's `goal_achieved`, "whether daily calorie goal was
    /// met"): a day with at least one entry whose calories are within the goal — total ≤
    /// `daily_calorie_goal`, so a day at exactly the goal is achieved and one calorie over
    /// is not. A day with no entries is neither achieved nor missed: nothing was logged.
    public var status: FitAIDayStatus {
        guard entryCount > 0 else { return .noEntries }
        return totals.calories <= Double(calorieGoal) ? .met : .missed
    }

    public var goalAchieved: Bool { status == .met }
}

/// Averages over the days with entries in a period.
public struct FitAIAverages: Hashable, Sendable {
    /// The first day of the period (a Monday for weeks, the 1st for months).
    public let start: FitAIDate
    /// Days in the period with at least one entry: what the averages divide by.
    public let loggedDays: Int
    /// Of those, the days whose goal was met.
    public let metDays: Int
    public let perDay: FitAIMacros

    /// `metDays / loggedDays`.
    public var achievementRate: Double { Double(metDays) / Double(loggedDays) }
}

/// How the weight moved between the first and the last weigh-in.
public struct FitAIWeightTrend: Hashable, Sendable {
    public let first: FitAIWeightEntry
    public let last: FitAIWeightEntry
    /// kg, last − first (negative: lost).
    public var change: Double { last.weight - first.weight }
    public var days: Int { last.date.dayNumber - first.date.dayNumber }
    /// kg per 7 days over the whole span; nil when both weigh-ins are on one day.
    public var perWeek: Double? { days > 0 ? change / Double(days) * 7 : nil }
}

/// The current and the longest run of met days.
public struct FitAIStreaks: Hashable, Sendable {
    public let current: Int
    public let longest: Int

    public init(current: Int, longest: Int) { self.current = current; self.longest = longest }
}
