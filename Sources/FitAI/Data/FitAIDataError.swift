import Tokens

/// One problem in a FitAI data file, named so a person can find and fix it: the file, the
/// JSON pointer of the bad value (or the line and column of a syntax error), and what was
/// expected. `data/fitai.json: /food_entries/12/calories: expected a number from 0 to 10000 (kcal), got "abc"`
public struct FitAIDataError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Location: Hashable, Sendable {
        case pointer(JSONPointer)
        case position(line: Int, column: Int)
        case file
    }

    public let file: String
    public let location: Location
    public let message: String

    public init(file: String, location: Location, message: String) {
        self.file = file; self.location = location; self.message = message
    }

    /// One line, whatever the file's names and values hold.
    public var description: String {
        let line = switch location {
        case .pointer(let p): "\(file): \(p.description.isEmpty ? "/" : p.description): \(message)"
        case .position(let line, let column): "\(file): line \(line), column \(column): \(message)"
        case .file: "\(file): \(message)"
        }
        return line.escapingLineBreaks
    }
}

/// Every problem found in one file (loading goes on past the first, as token loading does).
public struct FitAIDataInvalid: Error, Sendable, CustomStringConvertible {
    public let errors: [FitAIDataError]
    /// True when the file could not be read at all (exit 74), not read and found wrong (65).
    public let isIOError: Bool

    public init(errors: [FitAIDataError], isIOError: Bool = false) {
        self.errors = errors; self.isIOError = isIOError
    }

    /// The most problems listed one by one; past it, a count.
    public static let reportedProblems = 100

    public var lines: [String] {
        var lines = errors.prefix(Self.reportedProblems).map(\.description)
        if errors.count > Self.reportedProblems {
            lines.append("\(errors[0].file): … and \(errors.count - Self.reportedProblems) more problems (fix these first)")
        }
        return lines
    }

    public var description: String { lines.joined(separator: "\n") }

    /// One line for a command that needed the data: the first problem and how many more.
    public var summary: String {
        guard let first = errors.first else { return "invalid FitAI data" }
        guard errors.count > 1 else { return first.description }
        return first.description + " (and \(errors.count - 1) more)"
    }
}
