/// Days and entries the screens pick from the log rather than naming them, so every screen
/// works for any user's export: the last day with a verdict, the biggest multi-item photo.
extension FitAIDiary {
    /// The last logged day with `status` strictly before `before` (any day when nil).
    public func lastDay(_ status: FitAIDayStatus, before: FitAIDate? = nil) -> FitAIDay? {
        loggedDays.last { day in day.status == status && (before.map { day.date < $0 } ?? true) }
    }

    /// The entries of the photo with the most detected items (the latest such photo on a
    /// tie), in logging order; empty when no entry has a photo.
    public var largestPhotoGroup: [FitAIFoodEntry] {
        var order: [String] = [], counts: [String: Int] = [:]
        for e in entries { if let url = e.photoURL { if counts[url] == nil { order.append(url) }; counts[url, default: 0] += 1 } }
        guard let best = order.reversed().max(by: { counts[$0, default: 0] < counts[$1, default: 0] }) else { return [] }
        return entries(fromPhoto: best)
    }

    /// The logged days, newest first, at most `limit` of them (the food list draws the
    /// days a screen can show, as a lazy `List` would, not a year of rows).
    public func recentDays(limit: Int) -> ArraySlice<FitAIDay> {
        loggedDays.suffix(max(0, limit))
    }
}

extension FitAIUserGoal {
    /// The goal as one set of numbers: kcal and grams a day.
    public var macros: FitAIMacros {
        FitAIMacros(calories: Double(dailyCalorieGoal), protein: Double(dailyProteinGoal),
                    carbs: Double(dailyCarbGoal), fat: Double(dailyFatGoal))
    }
}

extension FitAIMacros {
    /// The share of the macros' energy from protein, carbs and fat (4, 4 and 9 kcal per
    /// gram), each 0…1 and summing to 1; all zero when the grams are.
    public var energySplit: (protein: Double, carbs: Double, fat: Double) {
        let p = protein * 4, c = carbs * 4, f = fat * 9, sum = p + c + f
        guard sum > 0, sum.isFinite else { return (0, 0, 0) }
        return (p / sum, c / sum, f / sum)
    }
}
