import FitAI
import Foundation
import Testing

/// Every way a data file can be wrong gives one line naming the file, the JSON pointer of
/// the bad value, what was expected and what was there. Each hostile input tried is kept.
@Suite struct FitAILoaderErrorTests {
    static let user = FitAIDocument.userID

    /// A valid one-entry file with `old` replaced by `new` (which must occur).
    static func broken(_ old: String, _ new: String, edit: (inout FitAIDocument) -> Void = { _ in }) -> [String] {
        var doc = FitAIDocument()
        doc.entry("2025-09-01", kcal: 500, protein: 20)
        doc.weight("2025-09-01", 80)
        edit(&doc)
        let text = doc.text
        precondition(text.contains(old), "the fixture has no \(old)")
        return FitAIDocument.errorLines(text.replacingOccurrences(of: old, with: new))
    }

    @Test func theValidFixtureLoads() {
        #expect(Self.broken("\"users\"", "\"users\"") == [])
    }

    @Test(arguments: [
        ("\"calories\": 500.0", "\"calories\": \"abc\"", "/food_entries/0/calories: expected a number from 0 to 10000 kcal, got \"abc\""),
        ("\"calories\": 500.0", "\"calories\": -5", "/food_entries/0/calories: expected a number from 0 to 10000 kcal, got -5"),
        ("\"calories\": 500.0", "\"calories\": 25000", "/food_entries/0/calories: expected a number from 0 to 10000 kcal, got 25000"),
        ("\"calories\": 500.0", "\"calories\": null", "/food_entries/0/calories: expected a number from 0 to 10000 kcal, got null"),
        ("\"protein\": 20.0", "\"protein\": 1e6", "/food_entries/0/protein: expected a number from 0 to 1000 g, got 1000000"),
        ("\"fat\": 0.0", "\"fat\": -0.5", "/food_entries/0/fat: expected a number from 0 to 1000 g, got -0.5"),
        ("\"meal_type\": \"lunch\"", "\"meal_type\": \"brunch\"", "/food_entries/0/meal_type: expected one of breakfast, lunch, dinner, snack, got \"brunch\""),
        ("\"meal_type\": \"lunch\"", "\"meal_type\": \"Lunch\"", "/food_entries/0/meal_type: expected one of breakfast, lunch, dinner, snack, got \"Lunch\""),
        ("\"meal_type\": \"lunch\"", "\"meal_type\": \"lun\\nch\"", "/food_entries/0/meal_type: expected one of breakfast, lunch, dinner, snack, got \"lun\\nch\""),
        ("\"date\": \"2025-09-01\", \"meal_type\"", "\"date\": \"2025-02-30\", \"meal_type\"", "/food_entries/0/date: expected a date YYYY-MM-DD, got \"2025-02-30\""),
        ("\"date\": \"2025-09-01\", \"meal_type\"", "\"date\": \"09/01/2025\", \"meal_type\"", "/food_entries/0/date: expected a date YYYY-MM-DD, got \"09/01/2025\""),
        ("\"date\": \"2025-09-01\", \"meal_type\"", "\"date\": 20250901, \"meal_type\"", "/food_entries/0/date: expected a date YYYY-MM-DD, got 20250901"),
        ("\"created_at\": \"2025-09-01T12:00:00Z\"", "\"created_at\": \"yesterday\"", "/food_entries/0/created_at: expected an ISO 8601 timestamp such as 2025-09-01T08:30:00Z, got \"yesterday\""),
        ("\"created_at\": \"2025-09-01T12:00:00Z\"", "\"created_at\": \"2025-09-01T25:00:00Z\"", "/food_entries/0/created_at: expected an ISO 8601 timestamp such as 2025-09-01T08:30:00Z, got \"2025-09-01T25:00:00Z\""),
        ("\"ai_confidence\": null", "\"ai_confidence\": 1.5", "/food_entries/0/ai_confidence: expected a number from 0 to 1 or null, got 1.5"),
        ("\"ai_analyzed\": false", "\"ai_analyzed\": \"no\"", "/food_entries/0/ai_analyzed: expected true or false, got \"no\""),
        ("\"food_name\": \"Food 0101\"", "\"food_name\": \"\"", "/food_entries/0/food_name: expected a non-empty string, got \"\""),
        ("\"calories\": 500.0, ", "", "/food_entries/0: missing column \"calories\" (a number from 0 to 10000 kcal)"),
        ("\"calories\": 500.0", "\"calories\": 500.0, \"calorie\": 5", "/food_entries/0/calorie: food_entries has no column \"calorie\"; remove it or fix its name (the seed's columns: id, user_id, date, meal_type, food_name, calories, protein, carbs, fat, serving_size, photo_url, ai_analyzed, ai_confidence, notes, created_at, updated_at)"),
        ("\"id\": \"00000000-0000-4000-8000-000000000101\"", "\"id\": \"entry-1\"", "/food_entries/0/id: expected a UUID (8-4-4-4-12 hex digits), got \"entry-1\""),
        ("\"user_id\": \"\(user)\", \"date\"", "\"user_id\": \"00000000-0000-4000-8000-000000000999\", \"date\"", "/food_entries/0/user_id: no user has id \"00000000-0000-4000-8000-000000000999\"; add the user to users or fix the id"),
        ("\"weight\": 80.0", "\"weight\": 0", "/weight_tracking/0/weight: expected a number from 20 to 500 kg, got 0"),
        ("\"weight\": 80.0", "\"weight\": 8000", "/weight_tracking/0/weight: expected a number from 20 to 500 kg, got 8000"),
        ("\"daily_calorie_goal\": 2000", "\"daily_calorie_goal\": 0", "/user_goals/0/daily_calorie_goal: expected a whole number from 500 to 10000 kcal, got 0"),
        ("\"daily_calorie_goal\": 2000", "\"daily_calorie_goal\": 1999.5", "/user_goals/0/daily_calorie_goal: expected a whole number from 500 to 10000 kcal, got 1999.5"),
        ("\"is_active\": true", "\"is_active\": false", "/user_goals: user \"\(user)\" has food entries but no active goal; add one with \"is_active\": true"),
        ("\"height\": 180", "\"height\": 1.8", "/users/0/height: expected a number from 50 to 300 cm or null, got 1.8"),
        ("\"date_of_birth\": \"1990-01-31\"", "\"date_of_birth\": \"1990-02-31\"", "/users/0/date_of_birth: expected a date YYYY-MM-DD or null, got \"1990-02-31\""),
        ("\"users\": [\n{", "\"users\": [\n5, {", "/users/0: expected a row of users (an object), got 5"),
        ("\"photos\": [\n\n]", "\"photos\": {}", "/photos: expected an array of rows, got an object"),
        ("\"photos\": [\n\n]", "\"photos\": [], \"meals\": []", "/meals: is not a FitAI table; remove it or fix its name (the tables: users, user_goals, food_entries, daily_summaries, weight_tracking, photos)"),
        ("\"food_entries\": [", "\"entries\": [", "/entries: is not a FitAI table; remove it or fix its name (the tables: users, user_goals, food_entries, daily_summaries, weight_tracking, photos)"),
    ])
    func aBadValueIsNamedByItsPointer(old: String, new: String, expected: String) {
        var lines = Self.broken(old, new)
        if old == "\"food_entries\": [" {
            // Renaming the table also leaves the file without food_entries.
            #expect(lines.last == "t.json: /: missing table \"food_entries\" (an array of rows; [] for none)")
            lines.removeLast()
        }
        #expect(lines == ["t.json: " + expected])
    }

    @Test func everyProblemIsListedNotOnlyTheFirst() {
        let lines = Self.broken("\"calories\": 500.0, \"protein\": 20.0", "\"calories\": \"abc\", \"protein\": -1")
        #expect(lines == [
            "t.json: /food_entries/0/calories: expected a number from 0 to 10000 kcal, got \"abc\"",
            "t.json: /food_entries/0/protein: expected a number from 0 to 1000 g, got -1",
        ])
    }

    @Test func aSecondActiveGoalIsRefused() {
        let lines = Self.broken("\"users\"", "\"users\"") { doc in
            doc.extraGoals = [doc.goalRow.replacingOccurrences(of: FitAIDocument.id(2), with: FitAIDocument.id(3))]
        }
        #expect(lines == ["t.json: /user_goals/1/is_active: user \"\(Self.user)\" already has an active goal at /user_goals/0; the seed allows one, set is_active to false on the others"])
    }

    @Test func aRepeatedIdIsRefused() {
        let lines = Self.broken("\"users\"", "\"users\"") { doc in
            doc.entry("2025-09-02", kcal: 100)
            doc.entries[1] = doc.entries[1].replacingOccurrences(of: FitAIDocument.id(103), with: FitAIDocument.id(101))
        }
        #expect(lines == ["t.json: /food_entries/1/id: \"\(FitAIDocument.id(101))\" is already the id of /food_entries/0; ids must be unique"])
    }

    @Test func aPhotoOfAnEntryThatIsNotThereIsRefused() {
        let lines = Self.broken("\"users\"", "\"users\"") { doc in
            doc.photos = ["""
            {"id": "\(FitAIDocument.id(50))", "user_id": "\(Self.user)", "food_entry_id": "\(FitAIDocument.id(51))", \
            "storage_url": "https://s/p.jpg", "local_path": null, "file_size": 1000, "mime_type": "image/jpeg", "created_at": "2025-09-01T12:00:00Z"}
            """]
        }
        #expect(lines == ["t.json: /photos/0/food_entry_id: no food entry has id \"\(FitAIDocument.id(51))\"; fix the id or set it to null"])
    }

    @Test func twoSummariesForOneDayAreRefused() {
        let lines = Self.broken("\"users\"", "\"users\"") { doc in
            doc.summary("2025-09-01", kcal: 500, achieved: true, remaining: 1500)
            doc.summary("2025-09-01", kcal: 500, achieved: true, remaining: 1500)
        }
        #expect(lines == ["t.json: /daily_summaries/1/date: user \"\(Self.user)\" already has a summary for 2025-09-01 at /daily_summaries/0; the seed allows one per day"])
    }

    @Test func theDocumentMustBeAnObjectOfTables() {
        #expect(FitAIDocument.errorLines("[]") == ["t.json: /: expected an object with one array per table (users, user_goals, food_entries, daily_summaries, weight_tracking, photos), got an array"])
        #expect(FitAIDocument.errorLines("{\"users\": [], \"user_goals\": []}") == ["t.json: /: missing table \"food_entries\" (an array of rows; [] for none)"])
        // The three optional tables may be left out.
        #expect(FitAIDocument.errorLines("{\"users\": [], \"user_goals\": [], \"food_entries\": []}") == [])
    }

    @Test func syntaxErrorsNameLineAndColumn() {
        #expect(FitAIDocument.errorLines("{\"users\": [\n}") == ["t.json: line 2, column 1: unexpected character '}', expected a value"])
        #expect(FitAIDocument.errorLines("{\"users\": [], \"users\": []}").first?.hasPrefix("t.json: line 1, column 15: duplicate key") == true)
        #expect(FitAIDocument.errorLines("") == ["t.json: line 1, column 1: unexpected end of file, expected a value"])
    }

    @Test func notUTF8IsRefused() {
        #expect(throws: FitAIDataInvalid.self) { try FitAIDataLoader.parse(bytes: [0x7B, 0xFF, 0x7D], file: "t.json") }
        do {
            _ = try FitAIDataLoader.parse(bytes: [0x7B, 0xFF, 0x7D], file: "t.json")
        } catch {
            #expect(error.lines == ["t.json: is not valid UTF-8 text"])
        }
    }

    /// Bounded memory: the file is refused past 32 MiB, a table past 50 000 rows.
    @Test func sizeAndRowBounds() throws {
        let big = [UInt8](repeating: UInt8(ascii: " "), count: FitAIDataLoader.maxFileSize + 1)
        do {
            _ = try FitAIDataLoader.parse(bytes: big, file: "t.json")
            Issue.record("a file over the limit loaded")
        } catch {
            #expect(error.lines == ["t.json: is larger than 32 MiB, the most a FitAI data file may be; export a shorter date range"])
        }
        let rows = Array(repeating: "0", count: FitAIDataLoader.maxRows + 1).joined(separator: ",")
        #expect(FitAIDocument.errorLines("{\"users\": [], \"user_goals\": [], \"food_entries\": [\(rows)]}")
            == ["t.json: /food_entries: has 50001 rows, more than the 50000 a table may hold; export a shorter date range"])

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fitai-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("big.json").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(big)))
        do {
            _ = try FitAIDataLoader.load(path: path)
            Issue.record("a file over the limit loaded")
        } catch {
            #expect(error.lines == ["\(path): is larger than 32 MiB, the most a FitAI data file may be; export a shorter date range"])
            #expect(!error.isIOError)
        }
    }

    @Test func missingFilesAndFoldersAreIOErrors() {
        do {
            _ = try FitAIDataLoader.load(path: "/nonexistent/fitai.json")
            Issue.record("loaded a missing file")
        } catch {
            #expect(error.lines == ["/nonexistent/fitai.json: file does not exist"])
            #expect(error.isIOError)
        }
        do {
            _ = try FitAIDataLoader.load(path: "/tmp")
            Issue.record("loaded a folder")
        } catch {
            #expect(error.lines == ["/tmp: is a folder, not a FitAI data file"])
            #expect(error.isIOError)
        }
    }

    @Test func aThousandBadRowsGiveAHundredLinesAndACount() {
        var doc = FitAIDocument()
        for _ in 0..<1000 { doc.entry("2025-09-01", kcal: -1) }
        let lines = FitAIDocument.errorLines(doc.text)
        #expect(lines.count == 101)
        #expect(lines.last == "t.json: … and 900 more problems (fix these first)")
    }
}

/// Inputs written to break the loader rather than to look like an export.
@Suite struct FitAIHostileDataTests {
    @Test func aNumberPastDoubleIsRefusedAtItsPointer() {
        let lines = FitAILoaderErrorTests.broken("\"calories\": 500.0", "\"calories\": 1e400")
        // JSONParser refuses it while reading, so it is named by line and column.
        #expect(lines == ["t.json: line 6, column 181: number 1e400 is out of range"])
    }

    @Test func deepNestingInAColumnIsASyntaxErrorNotACrash() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        let lines = FitAILoaderErrorTests.broken("\"notes\": null", "\"notes\": \(deep)")
        #expect(lines.count == 1)
        #expect(lines.first?.contains("nesting deeper than 256 levels") == true)
    }

    @Test func aHugeBadValueIsQuotedShort() {
        let long = String(repeating: "x", count: 100_000)
        let lines = FitAILoaderErrorTests.broken("\"meal_type\": \"lunch\"", "\"meal_type\": \"\(long)\"")
        #expect(lines == ["t.json: /food_entries/0/meal_type: expected one of breakfast, lunch, dinner, snack, got \""
                          + String(repeating: "x", count: 79) + "…\" (100000 characters)"])
    }

    @Test func aByteOrderMarkAndCRLFLinesLoad() throws {
        var doc = FitAIDocument()
        doc.entry("2025-09-01", kcal: 500)
        let text = "\u{FEFF}" + doc.text.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try FitAIDataLoader.parse(text, file: "t.json").foodEntries.count == 1)
    }

    @Test func anotherUsersRowsStayOutOfTheDiary() throws {
        var doc = FitAIDocument()
        doc.entry("2025-09-01", kcal: 500)
        let other = "00000000-0000-4000-8000-000000000077"
        doc.extraGoals = [doc.goalRow.replacingOccurrences(of: FitAIDocument.userID, with: other)
            .replacingOccurrences(of: FitAIDocument.id(2), with: FitAIDocument.id(3))
            .replacingOccurrences(of: "\"daily_calorie_goal\": 2000", with: "\"daily_calorie_goal\": 1500")]
        let text = doc.text
            .replacingOccurrences(of: "\"users\": [\n", with: "\"users\": [\n" + doc.user.replacingOccurrences(of: FitAIDocument.userID, with: other) + ",\n")
            .replacingOccurrences(of: "\"food_entries\": [\n", with: "\"food_entries\": [\n" + doc.entries[0]
                .replacingOccurrences(of: FitAIDocument.userID, with: other).replacingOccurrences(of: FitAIDocument.id(101), with: FitAIDocument.id(500)) + ",\n")
        let data = try FitAIDataLoader.parse(text, file: "t.json")
        let mine = try #require(FitAIDiary(data: data, userID: FitAIDocument.userID))
        let theirs = try #require(FitAIDiary(data: data, userID: other))
        #expect(mine.entries.map(\.id) == [FitAIDocument.id(101)])
        #expect(theirs.entries.map(\.id) == [FitAIDocument.id(500)])
        #expect(mine.day(date("2025-09-01")).remainingCalories == 1500)    // 2000 − 500
        #expect(theirs.day(date("2025-09-01")).remainingCalories == 1000)  // their own goal: 1500 − 500
        #expect(FitAIDiary(data: data, userID: FitAIDocument.id(9)) == nil)
    }
}
