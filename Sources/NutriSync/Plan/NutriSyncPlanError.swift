/// Why a profile cannot be planned. Every hostile input ends here, never in a trap or a
/// NaN: `message` is one line saying what, where, and how to fix it.
public enum NutriSyncPlanError: Error, Sendable, Hashable {
    /// Not finite, or outside `NutriSyncPlan.heightRange` (cm).
    case heightOutOfRange(centimetres: Double)
    /// Not finite, or outside `NutriSyncPlan.weightRange` (kg).
    case weightOutOfRange(kilograms: Double)
    case targetWeightOutOfRange(kilograms: Double)
    /// Lose Weight with a target at or above the current weight.
    case targetNotBelowCurrent
    /// Build Muscle with a target at or below the current weight.
    case targetNotAboveCurrent
    /// Age on "today" outside `NutriSyncPlan.ageRange` (a birth date after today is negative).
    case ageOutOfRange(age: Int)
    /// The completion date falls after year 9999.
    case completionDateOutOfRange
    case bodyFatIndexOutOfRange(index: Int)
    case exerciseSessionsOutOfRange(sessions: Int)
    case energyLevelOutOfRange(level: Int)
    /// Waking day (wake → bed, across midnight if need be) outside `NutriSyncPlan.awakeHours`.
    case wakingDayOutOfRange(minutes: Int)
    /// Lunch or finish work not between waking and bed.
    case lunchOutsideWakingDay
    case finishWorkOutsideWakingDay
    /// The routine leaves no room for the frequency's windows (each at least 30 minutes).
    case windowsDoNotFit(NutriSyncProfile.MealFrequency)
    /// A custom window shorter than 30 minutes, outside the waking day, overlapping
    /// another, or more than six windows.
    case invalidCustomWindows

    public var message: String {
        switch self {
        case let .heightOutOfRange(cm):
            "height \(Self.number(cm)) cm is not a height we can plan for: enter 100–250 cm (3 ft 4 in – 8 ft 2 in)"
        case let .weightOutOfRange(kg):
            "weight \(Self.number(kg)) kg is not a weight we can plan for: enter 30–300 kg (66–661 lbs)"
        case let .targetWeightOutOfRange(kg):
            "target weight \(Self.number(kg)) kg is not a weight we can plan for: enter 30–300 kg (66–661 lbs)"
        case .targetNotBelowCurrent:
            "target weight is not below your current weight: to lose weight, pick a lower target"
        case .targetNotAboveCurrent:
            "target weight is not above your current weight: to build muscle, pick a higher target"
        case let .ageOutOfRange(age):
            "age \(age) on today's date is outside 13–120: check the birth date"
        case .completionDateOutOfRange:
            "the estimated completion date is past the year 9999: check today's date"
        case let .bodyFatIndexOutOfRange(index):
            "body-fat silhouette \(index) is not in the 3 × 3 grid: pick one of 0–8"
        case let .exerciseSessionsOutOfRange(sessions):
            "\(sessions) exercise sessions per week is outside 0–14: enter how many times you exercise in a week"
        case let .energyLevelOutOfRange(level):
            "energy level \(level) is outside the slider's 1–10"
        case let .wakingDayOutOfRange(minutes):
            "wake-up to bedtime is \(minutes / 60) h \(minutes % 60) min: it must be 8–20 hours; check the wake-up and bed times"
        case .lunchOutsideWakingDay:
            "lunch is not between waking up and going to bed: set a lunch time in your waking day"
        case .finishWorkOutsideWakingDay:
            "finish work is not between waking up and going to bed: set a time in your waking day"
        case let .windowsDoNotFit(frequency):
            "your waking day has no room for \(frequency.title) windows of at least 30 minutes: pick fewer meals or a longer day"
        case .invalidCustomWindows:
            "custom windows must be 1–6 windows of at least 30 minutes each, inside the waking day, not overlapping"
        }
    }

    /// "170.2", "0", "nan": one decimal at most, never a crash on a non-finite value.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        guard abs(value) < 1e9 else { return value < 0 ? "< -1e9" : "> 1e9" }
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        return tenths % 10 == 0 ? "\(sign)\(abs(tenths) / 10)" : "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }
}
