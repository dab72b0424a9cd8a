/// One problem in a token file (see `FileProblem`).
public typealias TokenError = FileProblem

/// Every problem found in one token file (see `FileProblems`); a summary that shows only
/// the first names `proof tokens validate FILE`, which lists them all.
public typealias TokenFileInvalid = FileProblems<TokenFile>

/// A `*.tokens.json` file, as `FileProblems` names it.
public enum TokenFile: FileKind {
    /// The summary of a token file's report.
    public static let invalidSummary = "invalid token file"
    /// Lists every problem of a token file.
    public static let listingCommand: String? = "proof tokens validate"
}
