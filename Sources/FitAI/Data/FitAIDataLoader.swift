import Foundation
import Tokens

/// Reads a FitAI data file — one JSON object with one array per seed table, each row's keys
/// the seed's column names — into checked `FitAIData`, reporting every problem at its JSON
/// pointer. Memory stays bounded: the file is read up to `maxFileSize` bytes and refused
/// past it, and each table is refused past `maxRows` rows.
public enum FitAIDataLoader {
    /// 32 MiB: a year of entries is well under 1 MiB; a file this large is not an export.
    public static let maxFileSize = 32 << 20
    /// Rows per table: 50 000 food entries is over 30 years at four a day.
    public static let maxRows = 50_000

    /// Ranges past which a value is taken for a typo rather than a meal.
    public static let caloriesRange: ClosedRange<Double> = 0...10_000
    public static let gramsRange: ClosedRange<Double> = 0...1_000
    public static let weightRange: ClosedRange<Double> = 20...500
    public static let heightRange: ClosedRange<Double> = 50...300
    public static let calorieGoalRange: ClosedRange<Int> = 500...10_000
    public static let macroGoalRange: ClosedRange<Int> = 0...1_000

    public static let tables = ["users", "user_goals", "food_entries", "daily_summaries", "weight_tracking", "photos"]
    /// Tables a file must have; the others may be left out (read as empty).
    public static let requiredTables = ["users", "user_goals", "food_entries"]

    static let userColumns = ["id", "email", "password_hash", "name", "current_weight", "target_weight", "height",
                              "date_of_birth", "activity_level", "created_at", "updated_at"]
    static let goalColumns = ["id", "user_id", "daily_calorie_goal", "daily_protein_goal", "daily_carb_goal", "daily_fat_goal",
                              "calorie_deficit_goal", "calorie_surplus_goal", "is_active", "created_at", "updated_at"]
    static let entryColumns = ["id", "user_id", "date", "meal_type", "food_name", "calories", "protein", "carbs", "fat",
                               "serving_size", "photo_url", "ai_analyzed", "ai_confidence", "notes", "created_at", "updated_at"]
    static let summaryColumns = ["id", "user_id", "date", "total_calories", "total_protein", "total_carbs", "total_fat",
                                 "goal_achieved", "calories_remaining", "created_at", "updated_at"]
    static let photoColumns = ["id", "user_id", "food_entry_id", "storage_url", "local_path", "file_size", "mime_type", "created_at"]
    static let weightColumns = ["id", "user_id", "weight", "date", "notes", "created_at"]

    public static func load(path: String) throws(FitAIDataInvalid) -> FitAIData {
        try parse(bytes: try read(path: path), file: path)
    }

    /// The bytes of the data file at `path`, read once through `InputFile` (a pipe or FIFO
    /// works; a regular file far past the limit is refused by its size before it is read).
    public static func read(path: String) throws(FitAIDataInvalid) -> [UInt8] {
        switch InputFile.read(path, limit: maxFileSize) {
        case .success(let bytes): return bytes
        case .failure(let problem):
            let message = switch problem.kind {
            case .missing: "file does not exist"
            case .folder: "is a folder, not a FitAI data file"
            case .tooLarge: throw tooLarge(path)
            case .unreadable(let code) where code == EACCES: "file cannot be read (check its permissions)"
            default: problem.reason
            }
            throw FitAIDataInvalid(errors: [FitAIDataError(file: path, location: .file, message: message)], isIOError: true)
        }
    }

    static func tooLarge(_ file: String) -> FitAIDataInvalid {
        FitAIDataInvalid(errors: [FitAIDataError(file: file, location: .file,
            message: "is larger than \(maxFileSize >> 20) MiB, the most a FitAI data file may be; export a shorter date range")])
    }

    public static func parse(_ text: String, file: String) throws(FitAIDataInvalid) -> FitAIData {
        try parse(bytes: Array(text.utf8), file: file)
    }

    public static func parse(bytes: [UInt8], file: String) throws(FitAIDataInvalid) -> FitAIData {
        func fail(_ location: FitAIDataError.Location, _ message: String) -> FitAIDataInvalid {
            FitAIDataInvalid(errors: [FitAIDataError(file: file, location: location, message: message)])
        }
        guard bytes.count <= maxFileSize else { throw tooLarge(file) }
        guard String(validating: bytes, as: UTF8.self) != nil else { throw fail(.file, "is not valid UTF-8 text") }
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes: bytes)
        } catch {
            throw fail(.position(line: error.line, column: error.column), error.message)
        }
        guard let members = document.objectMembers else {
            throw fail(.pointer(.root), "expected an object with one array per table (\(tables.joined(separator: ", "))), got \(document.excerpt)")
        }
        var errors: [FitAIDataError] = []
        var rows: [String: [JSONValue]] = [:]
        for (key, value) in members {
            let at = JSONPointer.root.appending(key)
            guard tables.contains(key) else {
                errors.append(FitAIDataError(file: file, location: .pointer(at),
                    message: "is not a FitAI table; remove it or fix its name (the tables: \(tables.joined(separator: ", ")))"))
                continue
            }
            guard case .array(let array) = value else {
                errors.append(FitAIDataError(file: file, location: .pointer(at), message: "expected an array of rows, got \(value.excerpt)"))
                continue
            }
            guard array.count <= maxRows else {
                errors.append(FitAIDataError(file: file, location: .pointer(at),
                    message: "has \(array.count) rows, more than the \(maxRows) a table may hold; export a shorter date range"))
                continue
            }
            rows[key] = array
        }
        for table in requiredTables where !members.contains(where: { $0.key == table }) {
            errors.append(FitAIDataError(file: file, location: .pointer(.root), message: "missing table \"\(table)\" (an array of rows; [] for none)"))
        }
        guard errors.isEmpty else { throw FitAIDataInvalid(errors: errors) }

        var decoder = FitAITableDecoder(file: file)
        let data = decoder.decode(rows)
        guard decoder.errors.isEmpty else { throw FitAIDataInvalid(errors: decoder.errors) }
        return data
    }
}
