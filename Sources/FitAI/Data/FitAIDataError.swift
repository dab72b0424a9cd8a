import Tokens

/// One problem in a FitAI data file, named so a person can find and fix it: the file, the
/// JSON pointer of the bad value (or the line and column of a syntax error), and what was
/// expected — the same `FileProblem` a token file's problems are.
/// `data/fitai.json: /food_entries/12/calories: expected a number from 0 to 10000 (kcal), got "abc"`
public typealias FitAIDataError = FileProblem

/// Every problem found in one food log (loading goes on past the first, as token loading does).
public typealias FitAIDataInvalid = FileProblems<FitAIDataFile>

/// A FitAI food log, as `FileProblems` names it: no command lists all of its problems
/// apart from the one that read it, so its summary only counts them.
public enum FitAIDataFile: FileKind {
    public static let invalidSummary = "invalid FitAI data"
    public static let listingCommand: String? = nil
}
