import SwiftUI

/// `fitai/progress-fill` at one moment: the bars of today's summary drawn between what they
/// showed before the last entry was saved (`before`, today's totals without it) and today's
/// totals, `progress` of the way (0 … 1, a spring may overshoot a little). Nil — at rest and
/// in every catalogue screen — draws the bars at today's totals.
struct FitAIProgressFill: Sendable, Hashable {
    var before: FitAIMacros
    var progress: Double
    /// Whether the numbers count with the bars. Under Reduce Motion they do not: they say
    /// the new totals at once while only the bars cross-fade (two layers of changing digits
    /// would print one number over the other).
    var countsNumbers = true

    /// The value a bar draws for `after` (today's total of one quantity) and the matching
    /// quantity of `before`.
    func value(_ after: Double, before old: Double) -> Double { old + (after - old) * progress }

    /// All four quantities at this moment.
    func totals(after: FitAIMacros) -> FitAIMacros {
        FitAIMacros(calories: value(after.calories, before: before.calories), protein: value(after.protein, before: before.protein),
                    carbs: value(after.carbs, before: before.carbs), fat: value(after.fat, before: before.fat))
    }
}

struct FitAIProgressFillKey: EnvironmentKey { static let defaultValue: FitAIProgressFill? = nil }

extension EnvironmentValues {
    var fitAIProgressFill: FitAIProgressFill? {
        get { self[FitAIProgressFillKey.self] }
        set { self[FitAIProgressFillKey.self] = newValue }
    }
}
