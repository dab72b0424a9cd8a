// Timeline: how long the change takes at the chosen pace, in exact integer arithmetic
// (weights are whole micrograms), so 12 lb at 1.0 lb/week is 84 days, never 84.000…1
// rounded up to 85.

extension CalAIPlan {
    /// Days to change by `change` at `pace` per week: ⌈7 · change / pace⌉ — the weeks
    /// needed, as whole days, rounded up (the goal is reached by the end of that day).
    /// 0 when there is nothing to change.
    public static func daysToGoal(change: CalAIProfile.Weight, pace: CalAIProfile.Weight) -> Int {
        guard change.micrograms > 0 else { return 0 }
        return ceilDiv(7 * change.micrograms, pace.micrograms)
    }

    /// The transition chart's points: the weight at the start of week 0, 1, …, n, moving by
    /// `pace` a week and stopping at `goal`, where n = ⌈change / pace⌉. One point when
    /// `from == to`. 180 → 168 lb at 1 lb/week: 13 points, 180, 179, …, 168.
    public static func weeklyWeights(from start: CalAIProfile.Weight, to goal: CalAIProfile.Weight,
                                     pace: CalAIProfile.Weight) -> [CalAIProfile.Weight] {
        let change = abs(goal.micrograms - start.micrograms)
        guard change > 0 else { return [start] }
        let direction = goal.micrograms < start.micrograms ? -1 : 1
        let weeks = ceilDiv(change, pace.micrograms)
        return (0...weeks).map { week in
            CalAIProfile.Weight(micrograms: start.micrograms + direction * min(week * pace.micrograms, change))
        }
    }

    /// ⌈a / b⌉ for a ≥ 0, b > 0.
    static func ceilDiv(_ a: Int, _ b: Int) -> Int { (a + b - 1) / b }
}
