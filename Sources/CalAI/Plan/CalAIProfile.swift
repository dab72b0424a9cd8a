/// Everything Cal AI's onboarding asks that the plan depends on: a state any screen can
/// be rendered with, and the only input of `CalAIPlan`.
///
/// Height and weights are stored in metric (`Height`, `Weight` hold exact µm and µg) and
/// read in either system; the initialisers take either system. `today` is part of the
/// profile because the age and the target date depend on it and a render must not
/// depend on the clock.
public struct CalAIProfile: Sendable, Hashable, Codable {
    public var gender: Gender
    public var workouts: WorkoutFrequency
    public var height: Height
    public var weight: Weight
    public var birthDate: CalendarDate
    public var goal: Goal
    /// The target of "What is your desired weight?". Ignored when the goal is maintain.
    public var desiredWeight: Weight
    /// The speed slider: weight lost or gained per week. Must be positive unless the goal
    /// is maintain (a zero pace never reaches the goal).
    public var pace: Weight
    /// The fixed "today" every date on the screens is counted from.
    public var today: CalendarDate
    /// The Imperial/Metric control: the units the screens show.
    public var units: UnitSystem

    public init(gender: Gender, workouts: WorkoutFrequency, height: Height, weight: Weight, birthDate: CalendarDate,
                goal: Goal, desiredWeight: Weight, pace: Weight, today: CalendarDate, units: UnitSystem) {
        self.gender = gender
        self.workouts = workouts
        self.height = height
        self.weight = weight
        self.birthDate = birthDate
        self.goal = goal
        self.desiredWeight = desiredWeight
        self.pace = pace
        self.today = today
        self.units = units
    }

    /// From the imperial wheels: feet and inches, pounds, pounds per week.
    public init(gender: Gender, workouts: WorkoutFrequency, feet: Int, inches: Int, pounds: Double,
                birthDate: CalendarDate, goal: Goal, desiredPounds: Double, poundsPerWeek: Double,
                today: CalendarDate, units: UnitSystem = .imperial) {
        self.init(gender: gender, workouts: workouts, height: Height(feet: feet, inches: inches), weight: Weight(pounds: pounds),
                  birthDate: birthDate, goal: goal, desiredWeight: Weight(pounds: desiredPounds),
                  pace: Weight(pounds: poundsPerWeek), today: today, units: units)
    }

    /// From the metric wheels: centimetres, kilograms, kilograms per week.
    public init(gender: Gender, workouts: WorkoutFrequency, centimetres: Double, kilograms: Double,
                birthDate: CalendarDate, goal: Goal, desiredKilograms: Double, kilogramsPerWeek: Double,
                today: CalendarDate, units: UnitSystem = .metric) {
        self.init(gender: gender, workouts: workouts, height: Height(centimetres: centimetres), weight: Weight(kilograms: kilograms),
                  birthDate: birthDate, goal: goal, desiredWeight: Weight(kilograms: desiredKilograms),
                  pace: Weight(kilograms: kilogramsPerWeek), today: today, units: units)
    }

    /// Age in whole years on `today` (Mifflin-St Jeor takes whole years).
    public var age: Int { birthDate.wholeYears(until: today) }

    /// The weight the plan aims for: the desired weight, or the current one when
    /// maintaining.
    public var goalWeight: Weight { goal == .maintain ? weight : desiredWeight }
}
