/// Everything NutriSync's onboarding asks (seed 003, "Data Collection Summary") that a plan
/// or a screen depends on: the only input of `NutriSyncPlan`, with the date of "today",
/// which is an input, never a clock read.
///
/// Height and weights stay as entered (imperial or metric); the plan converts. Nothing is
/// checked here: a profile can hold anything a hostile caller types, and `NutriSyncPlan`
/// refuses what it cannot plan with a `NutriSyncPlanError` that names the field.
public struct NutriSyncProfile: Sendable, Hashable {
    // Profile section (2.1–2.3)
    public var name: String
    public var birthDate: NutriSyncDate
    public var sex: BiologicalSex
    public var height: Height
    public var weight: Weight
    /// nil: "Estimate your body fat level" not answered.
    public var bodyFat: BodyFatEstimate?

    // Goals section (3.1–3.3)
    public var primaryGoal: PrimaryGoal
    /// Read only when `primaryGoal.changesWeight`.
    public var targetWeight: Weight
    public var pace: Pace
    public var secondaryGoals: Set<SecondaryGoal>

    // Schedule section (4.2–4.4)
    public var wake: NutriSyncTime
    public var lunch: NutriSyncTime
    public var finishWork: NutriSyncTime
    public var bed: NutriSyncTime
    public var activity: ActivityLevel
    /// "Do you exercise? [3] times per week".
    public var exerciseSessionsPerWeek: Int
    public var mealFrequency: MealFrequency
    /// The user's own windows when `mealFrequency == .custom`; empty means "start from
    /// the 3-meal schedule", as the preview's "Customize" button does.
    public var customWindows: [CustomWindow]

    // Setup section (5.1)
    public var dietaryPreferences: Set<DietaryPreference>
    /// "Any foods to avoid? [Add foods...] +".
    public var foodsToAvoid: [String]

    // The impact calculator (1.3): "How's your current energy level?", 1 … 10.
    public var energyLevel: Int

    public init(name: String, birthDate: NutriSyncDate, sex: BiologicalSex, height: Height, weight: Weight,
                bodyFat: BodyFatEstimate?, primaryGoal: PrimaryGoal, targetWeight: Weight, pace: Pace,
                secondaryGoals: Set<SecondaryGoal> = [], wake: NutriSyncTime, lunch: NutriSyncTime,
                finishWork: NutriSyncTime, bed: NutriSyncTime, activity: ActivityLevel, exerciseSessionsPerWeek: Int,
                mealFrequency: MealFrequency, customWindows: [CustomWindow] = [],
                dietaryPreferences: Set<DietaryPreference> = [], foodsToAvoid: [String] = [], energyLevel: Int = 5) {
        self.name = name
        self.birthDate = birthDate
        self.sex = sex
        self.height = height
        self.weight = weight
        self.bodyFat = bodyFat
        self.primaryGoal = primaryGoal
        self.targetWeight = targetWeight
        self.pace = pace
        self.secondaryGoals = secondaryGoals
        self.wake = wake
        self.lunch = lunch
        self.finishWork = finishWork
        self.bed = bed
        self.activity = activity
        self.exerciseSessionsPerWeek = exerciseSessionsPerWeek
        self.mealFrequency = mealFrequency
        self.customWindows = customWindows
        self.dietaryPreferences = dietaryPreferences
        self.foodsToAvoid = foodsToAvoid
        self.energyLevel = energyLevel
    }

    /// A window the user drew on the schedule builder (Mockup 4).
    public struct CustomWindow: Sendable, Hashable {
        public var start: NutriSyncTime
        public var end: NutriSyncTime
        public init(start: NutriSyncTime, end: NutriSyncTime) { (self.start, self.end) = (start, end) }
    }
}
