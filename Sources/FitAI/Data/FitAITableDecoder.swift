import Tokens

/// Turns the rows of each table into the seed's structs, then checks what spans tables:
/// unique ids, every `user_id` and `food_entry_id` naming a row that exists, at most one
/// active goal per user and an active goal for every user who logged food.
struct FitAITableDecoder {
    typealias L = FitAIDataLoader
    let file: String
    private(set) var errors: [FitAIDataError] = []

    init(file: String) { self.file = file }

    mutating func decode(_ rows: [String: [JSONValue]]) -> FitAIData {
        let users = table("users", rows, columns: L.userColumns) { (r: inout FitAIRowReader) -> FitAIUser? in
            let id = r.uuid("id"), email = r.string("email"), hash = r.string("password_hash", nonEmpty: false)
            let name = r.optionalString("name")
            let current = r.optionalNumber("current_weight", L.weightRange, unit: "kg")
            let target = r.optionalNumber("target_weight", L.weightRange, unit: "kg")
            let height = r.optionalNumber("height", L.heightRange, unit: "cm")
            let birth = r.optionalDate("date_of_birth"), activity = r.optionalString("activity_level")
            let created = r.timestamp("created_at"), updated = r.timestamp("updated_at")
            guard r.isValid, let id, let email, let hash, let created, let updated else { return nil }
            return FitAIUser(id: id, email: email, passwordHash: hash, name: name, currentWeight: current,
                             targetWeight: target, height: height, dateOfBirth: birth, activityLevel: activity,
                             createdAt: created, updatedAt: updated)
        }
        let goals = table("user_goals", rows, columns: L.goalColumns) { (r: inout FitAIRowReader) -> FitAIUserGoal? in
            let id = r.uuid("id"), user = r.uuid("user_id")
            let calories = r.integer("daily_calorie_goal", L.calorieGoalRange, unit: "kcal")
            let protein = r.integer("daily_protein_goal", L.macroGoalRange, unit: "g")
            let carbs = r.integer("daily_carb_goal", L.macroGoalRange, unit: "g")
            let fat = r.integer("daily_fat_goal", L.macroGoalRange, unit: "g")
            let deficit = r.optionalInteger("calorie_deficit_goal", 0...5_000, unit: "kcal")
            let surplus = r.optionalInteger("calorie_surplus_goal", 0...5_000, unit: "kcal")
            let active = r.bool("is_active"), created = r.timestamp("created_at"), updated = r.timestamp("updated_at")
            guard r.isValid, let id, let user, let calories, let protein, let carbs, let fat, let active, let created, let updated
            else { return nil }
            return FitAIUserGoal(id: id, userID: user, dailyCalorieGoal: calories, dailyProteinGoal: protein,
                                 dailyCarbGoal: carbs, dailyFatGoal: fat, calorieDeficitGoal: deficit,
                                 calorieSurplusGoal: surplus, isActive: active, createdAt: created, updatedAt: updated)
        }
        let entries = table("food_entries", rows, columns: L.entryColumns) { (r: inout FitAIRowReader) -> FitAIFoodEntry? in
            let id = r.uuid("id"), user = r.uuid("user_id"), date = r.date("date"), meal = r.mealType("meal_type")
            let name = r.string("food_name")
            let calories = r.number("calories", L.caloriesRange, unit: "kcal")
            let protein = r.number("protein", L.gramsRange, unit: "g")
            let carbs = r.number("carbs", L.gramsRange, unit: "g")
            let fat = r.number("fat", L.gramsRange, unit: "g")
            let serving = r.optionalString("serving_size"), photo = r.optionalString("photo_url")
            let ai = r.bool("ai_analyzed"), confidence = r.optionalNumber("ai_confidence", 0...1, unit: "")
            let notes = r.optionalString("notes")
            let created = r.timestamp("created_at"), updated = r.timestamp("updated_at")
            guard r.isValid, let id, let user, let date, let meal, let name, let calories, let protein, let carbs,
                  let fat, let ai, let created, let updated else { return nil }
            return FitAIFoodEntry(id: id, userID: user, date: date, mealType: meal, foodName: name, calories: calories,
                                  protein: protein, carbs: carbs, fat: fat, servingSize: serving, photoURL: photo,
                                  aiAnalyzed: ai, aiConfidence: confidence, notes: notes, createdAt: created, updatedAt: updated)
        }
        let summaries = table("daily_summaries", rows, columns: L.summaryColumns) { (r: inout FitAIRowReader) -> FitAIDailySummary? in
            let id = r.uuid("id"), user = r.uuid("user_id"), date = r.date("date")
            let calories = r.number("total_calories", 0...100_000, unit: "kcal")
            let protein = r.number("total_protein", 0...10_000, unit: "g")
            let carbs = r.number("total_carbs", 0...10_000, unit: "g")
            let fat = r.number("total_fat", 0...10_000, unit: "g")
            let achieved = r.bool("goal_achieved")
            let remaining = r.number("calories_remaining", -100_000...100_000, unit: "kcal")
            let created = r.timestamp("created_at"), updated = r.timestamp("updated_at")
            guard r.isValid, let id, let user, let date, let calories, let protein, let carbs, let fat, let achieved,
                  let remaining, let created, let updated else { return nil }
            return FitAIDailySummary(id: id, userID: user, date: date, totalCalories: calories, totalProtein: protein,
                                     totalCarbs: carbs, totalFat: fat, goalAchieved: achieved, caloriesRemaining: remaining,
                                     createdAt: created, updatedAt: updated)
        }
        let weights = table("weight_tracking", rows, columns: L.weightColumns) { (r: inout FitAIRowReader) -> FitAIWeightEntry? in
            let id = r.uuid("id"), user = r.uuid("user_id"), weight = r.number("weight", L.weightRange, unit: "kg")
            let date = r.date("date"), notes = r.optionalString("notes"), created = r.timestamp("created_at")
            guard r.isValid, let id, let user, let weight, let date, let created else { return nil }
            return FitAIWeightEntry(id: id, userID: user, weight: weight, date: date, notes: notes, createdAt: created)
        }
        let photos = table("photos", rows, columns: L.photoColumns) { (r: inout FitAIRowReader) -> FitAIPhoto? in
            let id = r.uuid("id"), user = r.uuid("user_id"), entry = r.optionalUUID("food_entry_id")
            let url = r.string("storage_url"), local = r.optionalString("local_path")
            let size = r.integer("file_size", 0...(64 << 20), unit: "bytes"), mime = r.string("mime_type")
            let created = r.timestamp("created_at")
            guard r.isValid, let id, let user, let url, let size, let mime, let created else { return nil }
            return FitAIPhoto(id: id, userID: user, foodEntryID: entry, storageURL: url, localPath: local,
                              fileSize: size, mimeType: mime, createdAt: created)
        }
        let data = FitAIData(users: users.map(\.row), userGoals: goals.map(\.row), foodEntries: entries.map(\.row),
                             dailySummaries: summaries.map(\.row), weightTracking: weights.map(\.row), photos: photos.map(\.row))
        guard errors.isEmpty else { return data }
        checkReferences(users: users, goals: goals, entries: entries, summaries: summaries, weights: weights, photos: photos)
        return data
    }

    /// A decoded row and where it was.
    struct Located<Row> { let row: Row; let pointer: JSONPointer }

    private mutating func table<Row>(_ name: String, _ rows: [String: [JSONValue]], columns: [String],
                                     _ read: (inout FitAIRowReader) -> Row?) -> [Located<Row>] {
        var out: [Located<Row>] = []
        for (index, value) in (rows[name] ?? []).enumerated() {
            let at = JSONPointer.root.appending(name).appending(index)
            var reader = FitAIRowReader(value, at: at, file: file, columns: columns, table: name)
            guard value.objectMembers != nil else { errors += reader.errors; continue }
            let row = read(&reader)
            errors += reader.errors
            if let row { out.append(Located(row: row, pointer: at)) }
        }
        return out
    }

    private mutating func problem(_ at: JSONPointer, _ message: String) {
        errors.append(FitAIDataError(file: file, location: .pointer(at), message: message))
    }

    private mutating func uniqueIDs<Row>(_ rows: [Located<Row>], _ id: (Row) -> String) -> [String: JSONPointer] {
        var seen: [String: JSONPointer] = [:]
        for r in rows {
            if let first = seen[id(r.row)] {
                problem(r.pointer.appending("id"), "\"\(id(r.row))\" is already the id of \(first); ids must be unique")
            } else {
                seen[id(r.row)] = r.pointer
            }
        }
        return seen
    }

    private mutating func checkUser<Row>(_ rows: [Located<Row>], _ users: [String: JSONPointer], _ user: (Row) -> String) {
        for r in rows where users[user(r.row)] == nil {
            problem(r.pointer.appending("user_id"), "no user has id \"\(user(r.row))\"; add the user to users or fix the id")
        }
    }

    private mutating func checkReferences(users: [Located<FitAIUser>], goals: [Located<FitAIUserGoal>],
                                          entries: [Located<FitAIFoodEntry>], summaries: [Located<FitAIDailySummary>],
                                          weights: [Located<FitAIWeightEntry>], photos: [Located<FitAIPhoto>]) {
        let userIDs = uniqueIDs(users, \.id)
        _ = uniqueIDs(goals, \.id)
        let entryIDs = uniqueIDs(entries, \.id)
        _ = uniqueIDs(summaries, \.id)
        _ = uniqueIDs(weights, \.id)
        _ = uniqueIDs(photos, \.id)
        checkUser(goals, userIDs, \.userID)
        checkUser(entries, userIDs, \.userID)
        checkUser(summaries, userIDs, \.userID)
        checkUser(weights, userIDs, \.userID)
        checkUser(photos, userIDs, \.userID)
        for p in photos {
            if let entry = p.row.foodEntryID, entryIDs[entry] == nil {
                problem(p.pointer.appending("food_entry_id"), "no food entry has id \"\(entry)\"; fix the id or set it to null")
            }
        }
        var activeGoal: [String: JSONPointer] = [:]
        for g in goals where g.row.isActive {
            if let first = activeGoal[g.row.userID] {
                problem(g.pointer.appending("is_active"),
                        "user \"\(g.row.userID)\" already has an active goal at \(first); the seed allows one, set is_active to false on the others")
            } else {
                activeGoal[g.row.userID] = g.pointer
            }
        }
        var reported = Set<String>()
        for e in entries where activeGoal[e.row.userID] == nil && userIDs[e.row.userID] != nil && reported.insert(e.row.userID).inserted {
            problem(.root.appending("user_goals"),
                    "user \"\(e.row.userID)\" has food entries but no active goal; add one with \"is_active\": true")
        }
        var summaryDays: [String: JSONPointer] = [:]
        for s in summaries {
            let key = s.row.userID + " " + s.row.date.description
            if let first = summaryDays[key] {
                problem(s.pointer.appending("date"), "user \"\(s.row.userID)\" already has a summary for \(s.row.date) at \(first); the seed allows one per day")
            } else {
                summaryDays[key] = s.pointer
            }
        }
    }
}
