/// What the goal screens (goal-setup, goals and its edit sheet) and the add-food result
/// compute from the log: the weight goal against the weigh-ins, the energy the macro
/// targets add up to, and the totals of a photo's detected items.
extension FitAIDiary {
    /// The latest weigh-in, else the user's `current_weight`; nil with neither.
    public var currentWeight: Double? { weights.last?.weight ?? user.currentWeight }

    /// The weight goal: from the first weigh-in (else the current weight) to the user's
    /// `target_weight`; nil without a target or any weight.
    public var weightGoal: FitAIWeightGoal? {
        guard let target = user.targetWeight, let current = currentWeight else { return nil }
        return FitAIWeightGoal(start: weights.first?.weight ?? current, current: current, target: target)
    }
}

/// Where the user stands on the way from `start` to `target` (kg), losing or gaining.
public struct FitAIWeightGoal: Hashable, Sendable {
    public let start: Double
    public let current: Double
    public let target: Double

    public init(start: Double, current: Double, target: Double) {
        self.start = start; self.current = current; self.target = target
    }

    /// The goal is to lose weight (target below the start); gaining otherwise.
    public var isLoss: Bool { target < start }
    /// kg still to go, never negative (0 once the target is reached or passed).
    public var remaining: Double { max(0, isLoss ? current - target : target - current) }
    /// kg moved towards the target since the start (negative when moved away).
    public var achieved: Double { isLoss ? start - current : current - start }
    /// `achieved / (|target − start|)` clamped to 0…1; nil when start and target agree.
    public var progress: Double? {
        let span = abs(target - start)
        guard span > 0.0001 else { return nil }
        return min(1, max(0, achieved / span))
    }
}

extension FitAIUserGoal {
    /// The energy the macro targets add up to at 4 / 4 / 9 kcal per gram of protein, carbs
    /// and fat — to compare with `daily_calorie_goal`.
    public var macroCalories: Int { dailyProteinGoal * 4 + dailyCarbGoal * 4 + dailyFatGoal * 9 }
}

extension Sequence where Element == FitAIFoodEntry {
    /// The sum of the entries' calories and macros.
    public var totals: FitAIMacros {
        reduce(FitAIMacros.zero) { $0 + FitAIMacros(calories: $1.calories, protein: $1.protein, carbs: $1.carbs, fat: $1.fat) }
    }
}
