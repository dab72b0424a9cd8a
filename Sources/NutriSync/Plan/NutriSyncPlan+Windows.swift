// Meal windows from the daily routine and the meal frequency.
//
// Every time is placed on the waking day: minutes from the midnight that starts the wake
// day, wake ≤ t ≤ bed, with a bed (or lunch) earlier on the clock than the wake time read
// as the next day. So a bed at 1 AM, or a night shift waking at 2 PM and sleeping at 6 AM,
// is one continuous day; a lunch "before" waking up is a lunch after bedtime and refused.

extension NutriSyncPlan {
    /// Waking-day lengths the plan accepts: 8 … 20 hours (4 … 16 hours of sleep).
    public static let awakeMinutes = 480...1200

    /// Windows snap to 30 minutes (seed: "Windows snap to 30-minute increments"), halves up.
    public static let snapMinutes = 30

    /// The shortest window any rule may produce or a user may draw.
    public static let shortestWindow = 30

    /// A window on the waking-day axis, before it gets its calories.
    struct Span: Equatable {
        var start: Int
        var end: Int
        var length: Int { end - start }
    }

    static func snap(_ minutes: Int) -> Int {
        Int((Double(minutes) / Double(snapMinutes)).rounded()) * snapMinutes
    }

    /// The routine on the waking-day axis: wake, lunch, finish work, bed.
    static func routine(_ p: NutriSyncProfile) throws(NutriSyncPlanError) -> (wake: Int, lunch: Int, bed: Int) {
        let awake = p.bed.minutes(after: p.wake)
        guard awakeMinutes.contains(awake) else { throw .wakingDayOutOfRange(minutes: awake) }
        let lunch = p.lunch.minutes(after: p.wake)
        guard lunch > 0, lunch < awake else { throw .lunchOutsideWakingDay }
        let finish = p.finishWork.minutes(after: p.wake)
        guard finish > 0, finish < awake else { throw .finishWorkOutsideWakingDay }
        return (p.wake.minutes, p.wake.minutes + lunch, p.wake.minutes + awake)
    }

    /// 3 meals (seed's preview: 🌅 7-9 AM, ☀️ 12-1 PM, 🌆 5:30-7 PM for wake 6, lunch 12,
    /// bed 10): morning from wake + 1 h for 2 h; midday from lunch for 1 h; evening 1.5 h
    /// ending 3 h before bed. Snapped; a morning running into lunch ends at lunch, an
    /// evening running into midday starts when it ends; any window left under 30 minutes
    /// means the day is too short. Shares 25 / 40 / 35 (the seed's).
    static func threeMeals(wake: Int, lunch: Int, bed: Int) throws(NutriSyncPlanError) -> [Span] {
        var morning = Span(start: snap(wake + 60), end: snap(wake + 180))
        let midday = Span(start: snap(lunch), end: snap(lunch + 60))
        var evening = Span(start: snap(bed - 270), end: snap(bed - 180))
        morning.end = min(morning.end, midday.start)
        evening.start = max(evening.start, midday.end)
        let spans = [morning, midday, evening]
        guard spans.allSatisfy({ $0.length >= shortestWindow && $0.start >= wake && $0.end <= bed }) else {
            throw .windowsDoNotFit(.threeMeals)
        }
        return spans
    }

    /// 2 meals, 16:8 (seed's card: "Windows: 12pm-8pm" for bed at 10 PM): an 8-hour eating
    /// period ending 2 h before bed, opened and closed by two 1.5-hour meals (12-1:30 PM,
    /// 6:30-8 PM). Shares 50 / 50. Needs the period to start at or after waking.
    static func twoMeals(wake: Int, bed: Int) throws(NutriSyncPlanError) -> [Span] {
        let close = snap(bed - 120), open = close - 480
        guard open >= wake else { throw .windowsDoNotFit(.twoMeals) }
        return [Span(start: open, end: open + 90), Span(start: close - 90, end: close)]
    }

    /// 4-5 meals (seed: "Every 3-4 hours"): 1-hour windows, the first opening at wake + 1 h,
    /// the last closing by bed − 2 h. Five when the starts can be ≥ 3 h apart (12 h of
    /// room), else four when they can be (9 h); the gap is the room divided evenly, at
    /// most 4 h, rounded down to 30 minutes. Less room is refused. Equal shares (20 % or
    /// 25 %).
    static func fourToFiveMeals(wake: Int, bed: Int) throws(NutriSyncPlanError) -> [Span] {
        let first = snap(wake + 60), lastEnd = snap(bed - 120)
        let room = lastEnd - 60 - first
        let count = room >= 4 * 180 ? 5 : room >= 3 * 180 ? 4 : 0
        guard count > 0 else { throw .windowsDoNotFit(.fourToFiveMeals) }
        let gap = min(240, room / (count - 1)) / snapMinutes * snapMinutes
        return (0..<count).map { Span(start: first + $0 * gap, end: first + $0 * gap + 60) }
    }

    /// Custom: the user's windows, snapped, each ≥ 30 minutes, inside the waking day, in
    /// order and not overlapping, at most six. Shares in proportion to their lengths.
    /// No windows yet: the 3-meal schedule (what "Customize" starts from).
    static func custom(_ windows: [NutriSyncProfile.CustomWindow], wake: Int, lunch: Int, bed: Int) throws(NutriSyncPlanError) -> [Span] {
        guard !windows.isEmpty else { return try threeMeals(wake: wake, lunch: lunch, bed: bed) }
        guard windows.count <= 6 else { throw .invalidCustomWindows }
        let wakeTime = NutriSyncTime(minutes: wake)
        let spans = windows.map { w -> Span in
            let start = wake + w.start.minutes(after: wakeTime)
            return Span(start: snap(start), end: snap(start + w.end.minutes(after: w.start)))
        }.sorted { $0.start < $1.start }
        let inside = spans.allSatisfy { $0.length >= shortestWindow && $0.start >= wake && $0.end <= bed }
        let apart = zip(spans, spans.dropFirst()).allSatisfy { $0.end <= $1.start }
        guard inside, apart else { throw .invalidCustomWindows }
        return spans
    }

    /// Percent shares: the seed's 25 / 40 / 35 for three windows, 50 / 50 for 16:8, equal
    /// for 4-5, by length for custom windows (rounded, the last taking the remainder so
    /// they add to 100).
    static func shares(_ frequency: NutriSyncProfile.MealFrequency, spans: [Span], customised: Bool) -> [Int] {
        switch (frequency, spans.count) {
        case (.threeMeals, 3): return [25, 40, 35]
        case (.custom, 3) where !customised: return [25, 40, 35]
        case (.twoMeals, _): return [50, 50]
        case (.fourToFiveMeals, let n): return Array(repeating: 100 / n, count: n)
        default:
            let total = spans.reduce(0) { $0 + $1.length }
            var shares = spans.dropLast().map { Int((100 * Double($0.length) / Double(total)).rounded()) }
            shares.append(100 - shares.reduce(0, +))
            return shares
        }
    }

    /// Calories per window: the share of the day, to the nearest 5 kcal, the last window
    /// taking what is left so the windows add up to the day (1,850 × 25 % = 462.5 → 465;
    /// × 40 % = 740; last 1,850 − 465 − 740 = 645).
    static func windowCalories(_ calories: Int, shares: [Int]) -> [Int] {
        var each = shares.dropLast().map { roundTo(Double(calories) * Double($0) / 100, 5) }
        each.append(calories - each.reduce(0, +))
        return each
    }

    /// Names, icons and purposes: the seed's three for 3 meals; otherwise numbered.
    static func labels(_ frequency: NutriSyncProfile.MealFrequency, count: Int, customised: Bool)
        -> [(name: String, icon: String, purpose: String)] {
        if count == 3, frequency == .threeMeals || !customised {
            return [("Morning Window", "🌅", "Energizing breakfast"), ("Midday Window", "☀️", "Sustaining lunch"),
                    ("Evening Window", "🌆", "Recovery dinner")]
        }
        if frequency == .twoMeals {
            return [("First Meal", "☀️", "Break the fast"), ("Last Meal", "🌆", "Close the window")]
        }
        return (1...count).map { ("Meal \($0)", "🍽️", "Steady fuel") }
    }

    static func mealWindows(profile p: NutriSyncProfile, calories: Int) throws(NutriSyncPlanError) -> [NutriSyncMealWindow] {
        let (wake, lunch, bed) = try routine(p)
        let spans: [Span] = switch p.mealFrequency {
        case .threeMeals: try threeMeals(wake: wake, lunch: lunch, bed: bed)
        case .twoMeals: try twoMeals(wake: wake, bed: bed)
        case .fourToFiveMeals: try fourToFiveMeals(wake: wake, bed: bed)
        case .custom: try custom(p.customWindows, wake: wake, lunch: lunch, bed: bed)
        }
        let customised = p.mealFrequency == .custom && !p.customWindows.isEmpty
        let shares = shares(p.mealFrequency, spans: spans, customised: customised)
        let kcal = windowCalories(calories, shares: shares)
        let names = labels(p.mealFrequency, count: spans.count, customised: customised)
        return spans.indices.map { i in
            NutriSyncMealWindow(name: names[i].name, icon: names[i].icon, purpose: names[i].purpose,
                                start: NutriSyncTime(minutes: spans[i].start), end: NutriSyncTime(minutes: spans[i].end),
                                startAfterWake: spans[i].start - wake, lengthMinutes: spans[i].length,
                                share: shares[i], calories: kcal[i])
        }
    }
}
