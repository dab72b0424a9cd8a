public import Tokens

/// A token file that is valid on its own but lacks a token an app's screens draw, or
/// states it with another type: what `ThemeReader` throws. A kind of its own, apart from
/// `TokenFileInvalid`, because `proof tokens validate` knows no app's needs and cannot list
/// these problems; the report names each with its file and pointer instead.
public enum AppThemeTokens: FileKind {
    /// A report with no problem listed.
    public static let invalidSummary = "the token file lacks a token the app draws"
    /// None: every problem is in the report itself.
    public static let listingCommand: String? = nil
}

/// Every token an app's theme needs that its file lacks or mistypes.
public typealias ThemeTokensInvalid = FileProblems<AppThemeTokens>
