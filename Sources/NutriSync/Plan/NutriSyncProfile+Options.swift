// The answers to NutriSync's multiple-choice onboarding screens, with the seed's words
// (seed 003, "Detailed Screen Specifications"). Nested in `NutriSyncProfile` so that the
// screens to come can take the short names.

extension NutriSyncProfile {
    /// Screen 2.1, "What's your biological sex? ○ Female ○ Male". It picks the body-fat
    /// grid and the calorie floor, and Mifflin-St Jeor's constant.
    public enum BiologicalSex: String, Sendable, Hashable, CaseIterable {
        case female, male
        public var title: String { self == .female ? "Female" : "Male" }
    }

    /// Screen 3.1, "What's your primary goal?": five options with the seed's subtitles.
    public enum PrimaryGoal: String, Sendable, Hashable, CaseIterable {
        case loseWeight, buildMuscle, improveEnergy, athleticPerformance, generalHealth

        public var title: String {
            switch self {
            case .loseWeight: "Lose Weight"
            case .buildMuscle: "Build Muscle"
            case .improveEnergy: "Improve Energy"
            case .athleticPerformance: "Athletic Performance"
            case .generalHealth: "General Health"
            }
        }

        public var subtitle: String {
            switch self {
            case .loseWeight: "Sustainable fat loss while preserving muscle"
            case .buildMuscle: "Gain lean mass with minimal fat"
            case .improveEnergy: "Optimize meal timing for consistent energy"
            case .athleticPerformance: "Fuel training and enhance recovery"
            case .generalHealth: "Balance nutrition for overall wellness"
            }
        }

        /// Screen 3.2 is shown "if weight loss/gain selected": only these two goals have a
        /// target weight, a pace and a completion date.
        public var changesWeight: Bool { self == .loseWeight || self == .buildMuscle }
    }

    /// Screen 3.2, "At what pace?".
    public enum Pace: String, Sendable, Hashable, CaseIterable {
        case relaxed, moderate, aggressive

        /// The seed's lb/week: 0.5, 1, 1.5.
        public var poundsPerWeek: Double {
            switch self {
            case .relaxed: 0.5
            case .moderate: 1
            case .aggressive: 1.5
            }
        }

        /// "Relaxed (0.5 lb/week)".
        public var title: String {
            switch self {
            case .relaxed: "Relaxed (0.5 lb/week)"
            case .moderate: "Moderate (1 lb/week)"
            case .aggressive: "Aggressive (1.5 lb/week)"
            }
        }
    }

    /// Screen 3.3, "Any other goals? (Select all that apply)". They do not change the numbers.
    public enum SecondaryGoal: String, Sendable, Hashable, CaseIterable {
        case betterSleep, improvedFocus, stableMood, reducedCravings, betterDigestion, moreEnergy, athleticRecovery

        public var title: String {
            switch self {
            case .betterSleep: "Better Sleep"
            case .improvedFocus: "Improved Focus"
            case .stableMood: "Stable Mood"
            case .reducedCravings: "Reduced Cravings"
            case .betterDigestion: "Better Digestion"
            case .moreEnergy: "More Energy"
            case .athleticRecovery: "Athletic Recovery"
            }
        }
    }

    /// Screen 4.3, "How active are you?": four levels with the seed's step bands. The
    /// factor each adds is in `NutriSyncPlan.stepFactor(for:)`.
    public enum ActivityLevel: String, Sendable, Hashable, CaseIterable {
        case sedentary, lightlyActive, active, veryActive

        public var title: String {
            switch self {
            case .sedentary: "Sedentary"
            case .lightlyActive: "Lightly Active"
            case .active: "Active"
            case .veryActive: "Very Active"
            }
        }

        public var steps: String {
            switch self {
            case .sedentary: "Less than 5,000 steps/day"
            case .lightlyActive: "5,000-10,000 steps/day"
            case .active: "10,000-15,000 steps/day"
            case .veryActive: "More than 15,000 steps/day"
            }
        }
    }

    /// Screen 4.4, "How many times do you prefer to eat?": the four pattern cards.
    public enum MealFrequency: String, Sendable, Hashable, CaseIterable {
        case twoMeals, threeMeals, fourToFiveMeals, custom

        public var title: String {
            switch self {
            case .twoMeals: "2 Meals/Day"
            case .threeMeals: "3 Meals/Day"
            case .fourToFiveMeals: "4-5 Meals/Day"
            case .custom: "Custom"
            }
        }

        public var subtitle: String {
            switch self {
            case .twoMeals: "16:8 Intermittent Fasting"
            case .threeMeals: "Traditional eating pattern"
            case .fourToFiveMeals: "Frequent feeding"
            case .custom: "Design your own schedule"
            }
        }
    }

    /// Screen 5.1, "Any dietary preferences?". They do not change the numbers.
    public enum DietaryPreference: String, Sendable, Hashable, CaseIterable {
        case vegetarian, vegan, glutenFree, dairyFree, keto, paleo, noneOfThese

        public var title: String {
            switch self {
            case .vegetarian: "Vegetarian"
            case .vegan: "Vegan"
            case .glutenFree: "Gluten-Free"
            case .dairyFree: "Dairy-Free"
            case .keto: "Keto"
            case .paleo: "Paleo"
            case .noneOfThese: "None of these"
            }
        }
    }
}
