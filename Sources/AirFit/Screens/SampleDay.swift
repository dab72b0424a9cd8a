/// The day a dashboard shows: sample data, fixed so that every render is the same.
public struct SampleDay: Sendable, Hashable {
    public var calories = 1920
    public var calorieGoal = 2300
    public var protein = (grams: 112, goal: 140)
    public var carbs = (grams: 205, goal: 260)
    public var fat = (grams: 58, goal: 75)
    public var waterLitres = 1.6
    public var waterGoalLitres = 2.5
    public var workouts: [(name: String, detail: String)] = [("Morning run", "5.2 km · 28 min"), ("Upper body", "12 sets · 45 min")]
    public var reps = 12

    public init() {}

    public static func == (a: SampleDay, b: SampleDay) -> Bool {
        a.calories == b.calories && a.calorieGoal == b.calorieGoal && a.reps == b.reps && a.waterLitres == b.waterLitres
    }
    public func hash(into h: inout Hasher) { h.combine(calories); h.combine(reps) }
}
