// The answers to Cal AI's multiple-choice onboarding pages. Nested in `CalAIProfile`
// because the screens of those pages are already called `CalAIGender`, `CalAIGoal`, ….

extension CalAIProfile {
    /// Onboarding page 2, "Choose your Gender". It picks the Mifflin-St Jeor constant.
    public enum Gender: String, Sendable, Hashable, Codable, CaseIterable {
        case male, female, other

        /// The option button's text.
        public var title: String {
            switch self {
            case .male: "Male"
            case .female: "Female"
            case .other: "Other"
            }
        }
    }

    /// Onboarding page 3, "How many workouts do you do per week?". It picks the activity
    /// multiplier (see `CalAIPlan.activityMultiplier(for:)`).
    public enum WorkoutFrequency: String, Sendable, Hashable, Codable, CaseIterable {
        case zeroToTwo, threeToFive, sixPlus

        /// The bold first line of the option: "0-2".
        public var title: String {
            switch self {
            case .zeroToTwo: "0-2"
            case .threeToFive: "3-5"
            case .sixPlus: "6+"
            }
        }

        /// The second line: "Workouts now and then".
        public var detail: String {
            switch self {
            case .zeroToTwo: "Workouts now and then"
            case .threeToFive: "A few workouts per week"
            case .sixPlus: "Dedicated athlete"
            }
        }

        /// Both lines as the seed quotes them: "0-2 Workouts now and then".
        public var text: String { "\(title) \(detail)" }
    }

    /// "What is your goal?": the sign of the daily calorie adjustment.
    public enum Goal: String, Sendable, Hashable, Codable, CaseIterable {
        case lose, maintain, gain

        public var title: String {
            switch self {
            case .lose: "Lose weight"
            case .maintain: "Maintain"
            case .gain: "Gain weight"
            }
        }
    }

    /// The Imperial/Metric segmented control: which units the screens show. The plan's
    /// numbers do not depend on it; only the texts that name a weight do.
    public enum UnitSystem: String, Sendable, Hashable, Codable, CaseIterable {
        case imperial, metric

        public var title: String { self == .imperial ? "Imperial" : "Metric" }

        /// The unit after a body weight: "lbs" / "kg" (Cal AI writes "lbs" even after
        /// a decimal, "1.0 lbs"; `weightUnit(for:)` gives "lb" for exactly one).
        public var weightUnit: String { self == .imperial ? "lbs" : "kg" }

        public func weightUnit(for amount: Int) -> String { self == .imperial && amount == 1 ? "lb" : weightUnit }
    }
}
