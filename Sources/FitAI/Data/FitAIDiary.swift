/// One user's log with everything the screens show computed from `food_entries`,
/// `user_goals` and `weight_tracking` — never read from `daily_summaries`, which an export
/// may hold stale or not at all (`staleSummaries` lists the stored ones that disagree).
///
/// Rules:
/// - The user's active goal applies to every day (the seed keeps one active goal per user
///   and no history of past goals).
/// - Goal achieved: see `FitAIDay.status` (entries logged and total ≤ goal).
/// - Averages (daily, weekly, monthly) divide by the days with at least one entry: a day
///   with nothing logged is a day not tracked, not a day of 0 kcal.
/// - Achievement rate: met days / days with entries.
/// - Streaks: consecutive calendar days each met; a missed day or a day with no entries
///   ends a run; month and year boundaries do not.
public struct FitAIDiary: Sendable {
    public let user: FitAIUser
    public let goal: FitAIUserGoal
    /// The user's entries by date, then by `created_at`, then in the file's order.
    public let entries: [FitAIFoodEntry]
    /// The user's weigh-ins by date, then by `created_at`, then in the file's order.
    public let weights: [FitAIWeightEntry]
    /// The days with entries, by date.
    public let loggedDays: [FitAIDay]
    private let storedSummaries: [FitAIDailySummary]
    private let dayIndex: [FitAIDate: Int]
    private let entryRanges: [FitAIDate: Range<Int>]

    /// Nil when the data has no such user or the user has no active goal.
    public init?(data: FitAIData, userID: String) {
        guard let user = data.users.first(where: { $0.id == userID }), let goal = data.activeGoal(of: userID) else { return nil }
        self.user = user; self.goal = goal
        // Rows logged at the same moment (the items of one photo) keep the file's order.
        entries = data.foodEntries.enumerated().filter { $0.element.userID == userID }.sorted {
            ($0.element.date, $0.element.createdAt, $0.offset) < ($1.element.date, $1.element.createdAt, $1.offset)
        }.map(\.element)
        weights = data.weightTracking.enumerated().filter { $0.element.userID == userID }.sorted {
            ($0.element.date, $0.element.createdAt, $0.offset) < ($1.element.date, $1.element.createdAt, $1.offset)
        }.map(\.element)
        storedSummaries = data.dailySummaries.filter { $0.userID == userID }
        var days: [FitAIDay] = [], index: [FitAIDate: Int] = [:], ranges: [FitAIDate: Range<Int>] = [:]
        var start = 0
        while start < entries.count {
            let date = entries[start].date
            var end = start, totals = FitAIMacros.zero
            while end < entries.count, entries[end].date == date {
                let e = entries[end]
                totals = totals + FitAIMacros(calories: e.calories, protein: e.protein, carbs: e.carbs, fat: e.fat)
                end += 1
            }
            index[date] = days.count
            ranges[date] = start..<end
            days.append(FitAIDay(date: date, totals: totals, entryCount: end - start, calorieGoal: goal.dailyCalorieGoal))
            start = end
        }
        loggedDays = days; dayIndex = index; entryRanges = ranges
    }

    /// The diary of the file's first user.
    public init?(data: FitAIData) {
        guard let first = data.users.first else { return nil }
        self.init(data: data, userID: first.id)
    }

    public var firstDay: FitAIDate? { loggedDays.first?.date }
    public var lastDay: FitAIDate? { loggedDays.last?.date }

    /// Any day, with or without entries.
    public func day(_ date: FitAIDate) -> FitAIDay {
        dayIndex[date].map { loggedDays[$0] }
            ?? FitAIDay(date: date, totals: .zero, entryCount: 0, calorieGoal: goal.dailyCalorieGoal)
    }

    public func entries(on date: FitAIDate) -> ArraySlice<FitAIFoodEntry> {
        entryRanges[date].map { entries[$0] } ?? []
    }

    public func entries(on date: FitAIDate, meal: FitAIMealType) -> [FitAIFoodEntry] {
        entries(on: date).filter { $0.mealType == meal }
    }

    /// Entries detected together in one photo (sharing its `photo_url`), in logging order.
    public func entries(fromPhoto url: String) -> [FitAIFoodEntry] {
        entries.filter { $0.photoURL == url }
    }

    /// Every day of a month, 1st to last, for the history calendar.
    public func month(year: Int, month: Int) -> [FitAIDay] {
        guard let first = FitAIDate(year: year, month: month, day: 1) else { return [] }
        return (0..<first.daysInMonth).map { day(first.adding(days: $0)) }
    }

    /// The logged days from `from` to `to`, both included.
    public func loggedDays(from: FitAIDate, to: FitAIDate) -> ArraySlice<FitAIDay> {
        let lo = loggedDays.partitionPoint { $0.date < from }
        let hi = loggedDays.partitionPoint { $0.date <= to }
        return lo < hi ? loggedDays[lo..<hi] : []
    }

    /// Averages over the logged days from `from` to `to`; nil when none was logged.
    public func averages(from: FitAIDate, to: FitAIDate) -> FitAIAverages? {
        Self.averages(of: loggedDays(from: from, to: to), start: from)
    }

    /// One entry per Monday-to-Sunday week with at least one logged day, oldest first.
    public var weeklyAverages: [FitAIAverages] { grouped { $0.weekStart } }

    /// One entry per calendar month with at least one logged day, oldest first.
    public var monthlyAverages: [FitAIAverages] { grouped { $0.firstOfMonth } }

    /// Met days / logged days over the whole log (nil with nothing logged).
    public var achievementRate: Double? {
        loggedDays.isEmpty ? nil : Double(loggedDays.count { $0.goalAchieved }) / Double(loggedDays.count)
    }

    /// The streaks as of `asOf` (the last logged day when nil). The current streak is the
    /// run of met days ending on `asOf` — or on the day before when `asOf` has no entries
    /// yet, so a today not logged yet does not end it; the longest is over the whole log
    /// up to `asOf`.
    public func streaks(asOf: FitAIDate? = nil) -> FitAIStreaks {
        guard let end = asOf ?? lastDay else { return FitAIStreaks(current: 0, longest: 0) }
        var longest = 0, run = 0, previous: FitAIDate?
        for d in loggedDays where d.date <= end {
            if d.goalAchieved {
                run = previous.map { $0.dayNumber + 1 == d.date.dayNumber } == true && run > 0 ? run + 1 : 1
                longest = max(longest, run)
            } else {
                run = 0
            }
            previous = d.date
        }
        var current = 0
        var cursor = day(end).entryCount == 0 ? end.adding(days: -1) : end
        while day(cursor).goalAchieved { current += 1; cursor = cursor.adding(days: -1) }
        return FitAIStreaks(current: current, longest: longest)
    }

    /// First and last weigh-in; nil with fewer than two.
    public var weightTrend: FitAIWeightTrend? {
        guard weights.count >= 2, let first = weights.first, let last = weights.last else { return nil }
        return FitAIWeightTrend(first: first, last: last)
    }

    /// Stored `daily_summaries` rows that disagree with what the entries give (totals
    /// off by more than 0.005, another goal_achieved or calories_remaining): the
    /// recomputed day wins, these are only reported.
    public var staleSummaries: [FitAIDailySummary] {
        storedSummaries.filter { s in
            let d = day(s.date)
            let close = { (a: Double, b: Double) in abs(a - b) <= 0.005 }
            return !(close(s.totalCalories, d.totals.calories) && close(s.totalProtein, d.totals.protein)
                && close(s.totalCarbs, d.totals.carbs) && close(s.totalFat, d.totals.fat)
                && s.goalAchieved == d.goalAchieved && close(s.caloriesRemaining, d.remainingCalories))
        }.sorted { $0.date < $1.date }
    }

    private func grouped(by key: (FitAIDate) -> FitAIDate) -> [FitAIAverages] {
        var out: [FitAIAverages] = []
        var start = 0
        while start < loggedDays.count {
            let k = key(loggedDays[start].date)
            var end = start
            while end < loggedDays.count, key(loggedDays[end].date) == k { end += 1 }
            if let a = Self.averages(of: loggedDays[start..<end], start: k) { out.append(a) }
            start = end
        }
        return out
    }

    private static func averages(of days: ArraySlice<FitAIDay>, start: FitAIDate) -> FitAIAverages? {
        guard !days.isEmpty else { return nil }
        let sum = days.reduce(FitAIMacros.zero) { $0 + $1.totals }
        return FitAIAverages(start: start, loggedDays: days.count, metDays: days.count { $0.goalAchieved },
                             perDay: sum.divided(by: Double(days.count)))
    }
}

extension Collection {
    /// The first index whose element fails `belongs` (the collection is partitioned by it).
    func partitionPoint(_ belongs: (Element) -> Bool) -> Index {
        var lo = startIndex, n = count
        while n > 0 {
            let half = n / 2, mid = index(lo, offsetBy: half)
            if belongs(self[mid]) { lo = index(after: mid); n -= half + 1 } else { n = half }
        }
        return lo
    }
}
