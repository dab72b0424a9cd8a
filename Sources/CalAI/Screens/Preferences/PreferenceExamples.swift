/// The worked examples the calorie-adjustment steps show (seed 000 p7 "Calorie Adjustment
/// Screens: Screens to 'Add calories burned' and 'Rollover extra calories'"), computed from
/// the plan of the profile the screen is rendered with.
extension CalAIPlan {
    /// Running at 6 mph (9.7 km/h) is 9.8 MET in the Compendium of Physical Activities
    /// (Ainsworth et al. 2011, code 12050).
    public static let runningMET = 9.8
    /// The example run on "Add calories burned back to your daily goal?": half an hour.
    public static let exampleRunMinutes = 30.0

    /// kcal burned by the example run: MET × body mass in kg × hours, to the nearest 10 as
    /// the app rounds activity estimates (180 lb = 81.65 kg → 9.8 × 81.65 × 0.5 = 400).
    public var exampleRunCalories: Int {
        let kcal = Self.runningMET * profile.weight.kilograms * Self.exampleRunMinutes / 60
        return Int((kcal / 10).rounded()) * 10
    }

    /// Cal AI rolls over at most this much of yesterday's unused budget ("Rollover up to
    /// 200 cals").
    public static let rolloverLimit = 200
    /// The example's calories left at the end of yesterday.
    public static let exampleCaloriesLeft = 350

    /// What rolls over from the example day: the calories left, capped at `rolloverLimit`.
    public var exampleRollover: Int { min(Self.exampleCaloriesLeft, Self.rolloverLimit) }

    /// Today's budget with the rollover added.
    public var exampleGoalWithRollover: Int { dailyCalories + exampleRollover }
}
