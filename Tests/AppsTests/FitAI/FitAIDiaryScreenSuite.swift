import AppSupport
import Catalog
import FitAI
import DisplayList
import Foundation
import Layout
import Render
import TestSupport
import Testing
import Tokens

/// What the suites of FitAI's log screens (home, food-list, food-detail, day-detail) share:
/// a screen's display list from the sample or from a log written for the test, its texts,
/// and the elements under a view path.
struct FitAIDiaryScreens {
    let catalog: ScreenCatalog

    init(catalog: ScreenCatalog) { self.catalog = catalog }

    /// The catalogue over the sample (data/fitai.sample.json).
    static func sample() throws -> FitAIDiaryScreens { FitAIDiaryScreens(catalog: try Checkout.screenCatalog()) }

    /// The catalogue over a log of one user (goal 2000 kcal, 150 / 200 / 65 g) with `entries`,
    /// each `(date, meal, name, kcal)`, written to a temporary file as `--data` would read it.
    static func log(_ entries: [(String, String, String, Double)]) throws -> FitAIDiaryScreens {
        let user = "b8a1abcd-1a69-46c7-8da4-f9fc3c6da5d7"
        let rows = entries.enumerated().map { i, e in
            """
            {"id": "\(String(format: "00000000-0000-4000-8000-%012d", i + 10))", "user_id": "\(user)", "date": "\(e.0)", "meal_type": "\(e.1)", \
            "food_name": "\(e.2)", "calories": \(e.3), "protein": 10, "carbs": 20, "fat": 5, "serving_size": "1 portion", "photo_url": null, \
            "ai_analyzed": false, "ai_confidence": null, "notes": null, "created_at": "\(e.0)T12:00:00Z", "updated_at": "\(e.0)T12:00:00Z"}
            """
        }
        let text = """
        {"users": [{"id": "\(user)", "email": "a@example.com", "password_hash": "x", "name": null, "current_weight": null, "target_weight": null, \
        "height": null, "date_of_birth": null, "activity_level": null, "created_at": "2025-09-01T00:00:00Z", "updated_at": "2025-09-01T00:00:00Z"}],
         "user_goals": [{"id": "00000000-0000-4000-8000-000000000002", "user_id": "\(user)", "daily_calorie_goal": 2000, "daily_protein_goal": 150, \
        "daily_carb_goal": 200, "daily_fat_goal": 65, "calorie_deficit_goal": null, "calorie_surplus_goal": null, "is_active": true, \
        "created_at": "2025-09-01T00:00:00Z", "updated_at": "2025-09-01T00:00:00Z"}],
         "food_entries": [\(rows.joined(separator: ",\n"))], "daily_summaries": [], "weight_tracking": [], "photos": []}
        """
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fitai-screens-\(getpid())-\(UUID().uuidString).json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let data = DataSources(sampleDirectory: Checkout.root + "/data", files: ["fitai": try FitAIApp.readData(file: path).get()])
        return FitAIDiaryScreens(catalog: try ScreenCatalog(tokensDirectory: Checkout.root + "/tokens", data: data))
    }

    func list(_ name: String, state: String? = nil, appearance: Appearance = .light, device: Device = .iPhone16,
              contentSize: ContentSizeCategory = .large) throws -> DisplayList {
        try catalog.fitAIList(name, state: state, appearance: appearance, device: device, contentSize: contentSize)
    }
}

extension DisplayList {
    // texts(_:) and text(_:) are in FitAIScreenTesting.swift.
    var strings: [String] { elements.compactMap { $0.text?.string } }
    /// Elements whose view path contains `part`.
    func under(_ part: String) -> [Element] { elements.filter { $0.id.contains(part) } }
    /// A linear ProgressView's track and fill under `part` (the first such bar).
    func bar(_ part: String) -> (track: Element, fill: Element)? {
        guard let track = elements.first(where: { $0.id.contains(part) && $0.id.contains("LinearProgressBar") && !$0.id.hasSuffix("/fill") }),
              let fill = elements.first(where: { $0.id == track.id + "/fill" }) else { return nil }
        return (track, fill)
    }
}

/// UIKit's system colours, light / dark.
enum FitAISystem {
    static func green(_ a: Appearance) -> Paint { .solid(RGBA(hex: a == .light ? "#34C759" : "#30D158")!) }
    static func red(_ a: Appearance) -> Paint { .solid(RGBA(hex: a == .light ? "#FF3B30" : "#FF453A")!) }
    static func blue(_ a: Appearance) -> Paint { .solid(RGBA(hex: a == .light ? "#007AFF" : "#0A84FF")!) }
    static func label(_ a: Appearance) -> Paint { .solid(a == .light ? .black : .white) }
}
