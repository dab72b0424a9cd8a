/// The names of one kind of token an app's screens read — its colours, its lengths, its
/// text styles — as an enum whose raw values are token names (`case textPrimary =
/// "text.primary"`). The compiler refuses a name the enum does not hold, and the app's theme
/// reads every case once, when the tokens load (`ThemeReader`), so a token missing from the
/// file or of the wrong type stops the load with the file and pointer, and no screen ever
/// draws a fallback in its place.
public protocol ThemeTokenName: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {}
