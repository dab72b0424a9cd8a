/// What the history screen says about a date range: how many days were logged, met and
/// missed, the achievement rate over the logged ones and the longest run of met days
/// inside the range (a run that started before `from` counts only from `from`).
public struct FitAIRangeSummary: Hashable, Sendable {
    public let from: FitAIDate
    public let to: FitAIDate
    /// Calendar days in the range, both ends included (0 when `to` is before `from`).
    public let calendarDays: Int
    public let loggedDays: Int
    public let metDays: Int
    /// The longest run of consecutive met days within the range.
    public let longestStreak: Int

    public var missedDays: Int { loggedDays - metDays }
    /// Met / logged; nil with nothing logged in the range.
    public var achievementRate: Double? { loggedDays == 0 ? nil : Double(metDays) / Double(loggedDays) }
}

extension FitAIDiary {
    /// The summary of the days from `from` to `to`, both included, by the diary's rules
    /// (a day with no entries is neither met nor missed and ends a run).
    public func summary(from: FitAIDate, to: FitAIDate) -> FitAIRangeSummary {
        let days = loggedDays(from: from, to: to)
        var longest = 0, run = 0, previous: FitAIDate?
        for d in days {
            if d.goalAchieved {
                run = previous.map { $0.dayNumber + 1 == d.date.dayNumber } == true ? run + 1 : 1
                longest = max(longest, run)
                previous = d.date
            } else {
                run = 0; previous = nil
            }
        }
        return FitAIRangeSummary(from: from, to: to, calendarDays: max(0, to.dayNumber - from.dayNumber + 1),
                                 loggedDays: days.count, metDays: days.count { $0.goalAchieved }, longestStreak: longest)
    }
}

extension FitAIMacros {
    /// The energy each macro brings, by the Atwater factors food labels use: 4 kcal per gram
    /// of protein and of carbohydrate, 9 per gram of fat. Their sum need not equal
    /// `calories` (fibre, alcohol, rounding on the label).
    public var proteinKcal: Double { protein * 4 }
    public var carbsKcal: Double { carbs * 4 }
    public var fatKcal: Double { fat * 9 }
}
