import FitAI
import Foundation
import TestSupport
import Tokens

/// Builds FitAI data files in the seed's schema for the tests: small hand-worked logs, the
/// same with one value broken, and a generated year.
struct FitAIDocument {
    static let userID = "00000000-0000-4000-8000-000000000001"
    static let stamp = "2025-09-01T08:00:00Z"

    var goal = 2000
    /// Rows as JSON object texts.
    var entries: [String] = []
    var weights: [String] = []
    var summaries: [String] = []
    var photos: [String] = []
    var extraGoals: [String] = []
    private var nextID = 100

    static func id(_ n: Int) -> String { String(format: "00000000-0000-4000-8000-%012d", n) }

    private mutating func newID() -> String { nextID += 1; return Self.id(nextID) }

    mutating func entry(_ date: String, _ meal: String = "lunch", kcal: Double, protein: Double = 0,
                        carbs: Double = 0, fat: Double = 0, photo: String? = nil, confidence: Double? = nil) {
        let id = newID()
        entries.append("""
        {"id": "\(id)", "user_id": "\(Self.userID)", "date": "\(date)", "meal_type": "\(meal)", "food_name": "Food \(id.suffix(4))", \
        "calories": \(kcal), "protein": \(protein), "carbs": \(carbs), "fat": \(fat), "serving_size": null, \
        "photo_url": \(photo.map { "\"\($0)\"" } ?? "null"), "ai_analyzed": \(confidence != nil), \
        "ai_confidence": \(confidence.map { "\($0)" } ?? "null"), "notes": null, "created_at": "\(date)T12:00:00Z", "updated_at": "\(date)T12:00:00Z"}
        """)
    }

    /// `kcal` for each day from `from`, one lunch entry per day; nil = no entries that day.
    mutating func days(from: String, _ kcal: [Double?]) {
        let start = FitAIDate(iso: from)!
        for (i, k) in kcal.enumerated() { if let k { entry(start.adding(days: i).description, kcal: k) } }
    }

    mutating func weight(_ date: String, _ kg: Double) {
        weights.append("""
        {"id": "\(newID())", "user_id": "\(Self.userID)", "weight": \(kg), "date": "\(date)", "notes": null, "created_at": "\(date)T07:00:00Z"}
        """)
    }

    mutating func summary(_ date: String, kcal: Double, protein: Double = 0, carbs: Double = 0, fat: Double = 0,
                          achieved: Bool, remaining: Double) {
        summaries.append("""
        {"id": "\(newID())", "user_id": "\(Self.userID)", "date": "\(date)", "total_calories": \(kcal), "total_protein": \(protein), \
        "total_carbs": \(carbs), "total_fat": \(fat), "goal_achieved": \(achieved), "calories_remaining": \(remaining), \
        "created_at": "\(date)T23:59:00Z", "updated_at": "\(date)T23:59:00Z"}
        """)
    }

    var user: String {
        """
        {"id": "\(Self.userID)", "email": "a@example.com", "password_hash": "x", "name": "A", "current_weight": 80, \
        "target_weight": 75, "height": 180, "date_of_birth": "1990-01-31", "activity_level": null, \
        "created_at": "\(Self.stamp)", "updated_at": "\(Self.stamp)"}
        """
    }

    var goalRow: String {
        """
        {"id": "\(Self.id(2))", "user_id": "\(Self.userID)", "daily_calorie_goal": \(goal), "daily_protein_goal": 150, \
        "daily_carb_goal": 200, "daily_fat_goal": 65, "calorie_deficit_goal": 500, "calorie_surplus_goal": null, \
        "is_active": true, "created_at": "\(Self.stamp)", "updated_at": "\(Self.stamp)"}
        """
    }

    var text: String {
        func array(_ rows: [String]) -> String { "[\n" + rows.joined(separator: ",\n") + "\n]" }
        return """
        {"users": \(array([user])), "user_goals": \(array([goalRow] + extraGoals)), "food_entries": \(array(entries)), \
        "daily_summaries": \(array(summaries)), "weight_tracking": \(array(weights)), "photos": \(array(photos))}
        """
    }

    func load() throws -> FitAIData { try FitAIDataLoader.parse(text, file: "t.json") }

    func diary() throws -> FitAIDiary {
        let data = try load()
        guard let diary = FitAIDiary(data: data) else { throw DiaryMissing() }
        return diary
    }

    struct DiaryMissing: Error {}

    /// The error lines loading `text` gives (empty when it loads).
    static func errorLines(_ text: String, file: String = "t.json") -> [String] {
        do {
            _ = try FitAIDataLoader.parse(text, file: file)
            return []
        } catch {
            return error.lines
        }
    }

    /// The sample file at the checkout's root.
    static let samplePath = Checkout.root + "/data/fitai.sample.json"
}

func date(_ text: String) -> FitAIDate { FitAIDate(iso: text)! }
