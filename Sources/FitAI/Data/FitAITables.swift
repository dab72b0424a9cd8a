/// The rows of the seed's six tables (seed 004, "Database Schema"), one struct per table,
/// their properties the seed's columns in camel case (the JSON keeps the seed's snake_case
/// names; `FitAIDataLoader` maps them). Ids are the seed's UUIDs as text, checked on load;
/// timestamps stay the ISO 8601 text the file holds (nothing computed reads them); dates
/// are `FitAIDate`, because every aggregate is per calendar day.

public struct FitAIUser: Hashable, Sendable {
    public var id: String
    public var email: String
    public var passwordHash: String
    public var name: String?
    /// Kilograms.
    public var currentWeight: Double?
    /// Kilograms.
    public var targetWeight: Double?
    /// Centimetres.
    public var height: Double?
    public var dateOfBirth: FitAIDate?
    public var activityLevel: String?
    public var createdAt: String
    public var updatedAt: String
}

public struct FitAIUserGoal: Hashable, Sendable {
    public var id: String
    public var userID: String
    public var dailyCalorieGoal: Int
    public var dailyProteinGoal: Int
    public var dailyCarbGoal: Int
    public var dailyFatGoal: Int
    public var calorieDeficitGoal: Int?
    public var calorieSurplusGoal: Int?
    /// The seed allows one active goal per user; the loader refuses a second.
    public var isActive: Bool
    public var createdAt: String
    public var updatedAt: String
}

/// The seed's meal types, in the order the home screen groups them.
public enum FitAIMealType: String, CaseIterable, Hashable, Sendable {
    case breakfast, lunch, dinner, snack
}

public struct FitAIFoodEntry: Hashable, Sendable {
    public var id: String
    public var userID: String
    /// The day the food was eaten.
    public var date: FitAIDate
    public var mealType: FitAIMealType
    public var foodName: String
    public var calories: Double
    /// Grams.
    public var protein: Double
    /// Grams.
    public var carbs: Double
    /// Grams.
    public var fat: Double
    public var servingSize: String?
    /// Entries detected in one photo share its URL: that is how a multi-item AI result reads.
    public var photoURL: String?
    public var aiAnalyzed: Bool
    /// 0…1.
    public var aiConfidence: Double?
    public var notes: String?
    public var createdAt: String
    public var updatedAt: String

    /// For entries made in code (an AI result not saved yet); the optional columns default
    /// to null and the timestamps to the day's midnight UTC.
    public init(id: String, userID: String, date: FitAIDate, mealType: FitAIMealType, foodName: String,
                calories: Double, protein: Double, carbs: Double, fat: Double, servingSize: String? = nil,
                photoURL: String? = nil, aiAnalyzed: Bool = false, aiConfidence: Double? = nil, notes: String? = nil,
                createdAt: String? = nil, updatedAt: String? = nil) {
        self.id = id; self.userID = userID; self.date = date; self.mealType = mealType; self.foodName = foodName
        self.calories = calories; self.protein = protein; self.carbs = carbs; self.fat = fat
        self.servingSize = servingSize; self.photoURL = photoURL; self.aiAnalyzed = aiAnalyzed
        self.aiConfidence = aiConfidence; self.notes = notes
        self.createdAt = createdAt ?? "\(date)T00:00:00Z"; self.updatedAt = updatedAt ?? self.createdAt
    }
}

/// A stored summary. The numbers on screen never come from here: `FitAIDiary` recomputes
/// every day from `food_entries` (a summary in an export may be stale or absent) and
/// lists the stored ones that disagree (`staleSummaries`).
public struct FitAIDailySummary: Hashable, Sendable {
    public var id: String
    public var userID: String
    public var date: FitAIDate
    public var totalCalories: Double
    public var totalProtein: Double
    public var totalCarbs: Double
    public var totalFat: Double
    public var goalAchieved: Bool
    public var caloriesRemaining: Double
    public var createdAt: String
    public var updatedAt: String
}

public struct FitAIPhoto: Hashable, Sendable {
    public var id: String
    public var userID: String
    public var foodEntryID: String?
    public var storageURL: String
    public var localPath: String?
    /// Bytes.
    public var fileSize: Int
    public var mimeType: String
    public var createdAt: String
}

public struct FitAIWeightEntry: Hashable, Sendable {
    public var id: String
    public var userID: String
    /// Kilograms.
    public var weight: Double
    public var date: FitAIDate
    public var notes: String?
    public var createdAt: String
}

/// One file's worth of the six tables, checked: every reference resolves, at most one
/// active goal per user, every number in range (see `FitAIDataLoader`).
public struct FitAIData: Hashable, Sendable {
    public var users: [FitAIUser]
    public var userGoals: [FitAIUserGoal]
    public var foodEntries: [FitAIFoodEntry]
    public var dailySummaries: [FitAIDailySummary]
    public var weightTracking: [FitAIWeightEntry]
    public var photos: [FitAIPhoto]

    public init(users: [FitAIUser], userGoals: [FitAIUserGoal], foodEntries: [FitAIFoodEntry],
                dailySummaries: [FitAIDailySummary] = [], weightTracking: [FitAIWeightEntry] = [],
                photos: [FitAIPhoto] = []) {
        self.users = users; self.userGoals = userGoals; self.foodEntries = foodEntries
        self.dailySummaries = dailySummaries; self.weightTracking = weightTracking; self.photos = photos
    }

    /// The user's active goal (the loader guarantees at most one).
    public func activeGoal(of userID: String) -> FitAIUserGoal? {
        userGoals.first { $0.userID == userID && $0.isActive }
    }
}
