/// The numbers the screens show: one sample day and week, so the renders are the same on
/// every machine. A real app would hand its screens its own model the same way.
public struct MyFitnessSample: Sendable {
    public struct Workout: Sendable, Hashable {
        public let title: String
        public let detail: String
        public let minutes: Int
        public let kilocalories: Int
        public let symbol: String
    }

    public let date: String
    public let moveKilocalories: Int
    public let moveGoal: Int
    public let steps: Int
    public let stepGoal: Int
    public let exerciseMinutes: Int
    public let exerciseGoal: Int
    /// The move calories of the last seven days, today last (`weekdays` names them).
    public let week: [Int]
    public let workouts: [Workout]

    /// The initials of the last seven days, today (a Tuesday) last.
    public static let weekdays = ["W", "T", "F", "S", "S", "M", "T"]

    /// Tuesday: part-way to every goal.
    public static let today = MyFitnessSample(
        date: "Tuesday, 25 November", moveKilocalories: 412, moveGoal: 600, steps: 8_240, stepGoal: 10_000,
        exerciseMinutes: 32, exerciseGoal: 30, week: [540, 610, 380, 720, 480, 655, 412],
        workouts: [
            Workout(title: "Morning run", detail: "Tue · 32 min · 5.2 km", minutes: 32, kilocalories: 318, symbol: "figure.run"),
            Workout(title: "Strength", detail: "Mon · 45 min · gym", minutes: 45, kilocalories: 264, symbol: "figure.strengthtraining.traditional"),
            Workout(title: "Walk", detail: "Sun · 58 min · 4.8 km", minutes: 58, kilocalories: 221, symbol: "figure.walk"),
            Workout(title: "Intervals", detail: "Sat · 24 min · track", minutes: 24, kilocalories: 297, symbol: "stopwatch"),
        ])

    /// The same day in the evening, the move goal passed (state `goal-met`).
    public static let goalMet = MyFitnessSample(
        date: today.date, moveKilocalories: 648, moveGoal: 600, steps: 11_530, stepGoal: 10_000,
        exerciseMinutes: 41, exerciseGoal: 30, week: [540, 610, 380, 720, 480, 655, 648], workouts: today.workouts)

    /// A week with nothing logged yet (state `empty` of the workouts).
    public static let emptyWeek = MyFitnessSample(
        date: today.date, moveKilocalories: 0, moveGoal: 600, steps: 0, stepGoal: 10_000,
        exerciseMinutes: 0, exerciseGoal: 30, week: [0, 0, 0, 0, 0, 0, 0], workouts: [])
}

/// A whole number with thousands separators, the same on every machine's locale (8,240).
func grouped(_ n: Int) -> String {
    let digits = String(abs(n))
    var out = ""
    for (i, c) in digits.enumerated() {
        if i > 0, (digits.count - i) % 3 == 0 { out += "," }
        out.append(c)
    }
    return (n < 0 ? "-" : "") + out
}
