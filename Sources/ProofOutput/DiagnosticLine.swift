import Foundation

/// Keeps a diagnostic one readable line whatever the user typed: an argument longer than
/// `echoLimit` characters comes back shortened with "…" (a 100 kB argument must not come
/// back whole), control characters are escaped (a newline in an argument cannot split the
/// line, an escape sequence cannot reach the terminal), and the whole line is capped.
public enum DiagnosticLine {
    package static let echoLimit = 200
    package static let lineLimit = 2000

    package static func clean(_ line: String, arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> String {
        var text = line
        for long in longArguments(arguments) where text.contains(long) {
            text = text.replacingOccurrences(of: long, with: shortened(long))
        }
        text = escaped(text)
        if text.count > lineLimit {
            text = String(text.prefix(lineLimit * 2 / 3)) + " … " + String(text.suffix(lineLimit / 3))
        }
        return text
    }

    /// `value` cut to `echoLimit` characters: its start and its end (where a path keeps
    /// its file name), joined by "…".
    package static func shortened(_ value: String) -> String {
        guard value.count > echoLimit else { return value }
        return String(value.prefix(echoLimit * 3 / 5)) + "…" + String(value.suffix(echoLimit * 2 / 5 - 1))
    }

    /// A user's value as a message shows it: shortened, and quoted when it is empty or holds
    /// spaces (`--appearance ""`), so the reader sees where it starts and ends.
    public static func shown(_ value: String) -> String {
        let short = shortened(value)
        return value.isEmpty || value.contains(where: { $0.isWhitespace || $0 == "\"" }) ? "\"" + short.replacingOccurrences(of: "\"", with: "\\\"") + "\"" : short
    }

    /// Control characters as escapes: \n, \r, \t, \u{1B}.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isControl(scalar): out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.properties.generalCategory == .control || s == "\u{2028}" || s == "\u{2029}"
    }

    /// The arguments to shorten, as messages may quote them: whole, as an option's value
    /// (`--out=VALUE`), and without trailing slashes (as `--out` is used); longest first.
    private static func longArguments(_ arguments: [String]) -> [String] {
        var forms: Set<String> = []
        for a in arguments where a.count > echoLimit {
            var candidates = [a]
            if a.hasPrefix("-"), let eq = a.firstIndex(of: "=") { candidates.append(String(a[a.index(after: eq)...])) }
            for c in candidates {
                forms.insert(c)
                var trimmed = c
                while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
                forms.insert(trimmed)
            }
        }
        return forms.filter { $0.count > echoLimit }.sorted { $0.count > $1.count }
    }
}
