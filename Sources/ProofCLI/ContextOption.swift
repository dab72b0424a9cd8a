import ProofOutput
import ArgumentParser

/// `--context NAME=VALUE` (repeatable): the context a resolver document's modifier is held
/// at (Resolver Module 2025.10, "Inputs"); the modifiers not named take their defaults.
struct ContextOption: ParsableArguments {
    @Option(name: .customLong("context"), help: ArgumentHelp("A resolver's modifier context, e.g. theme=dark (repeatable); the others take their defaults.", valueName: "NAME=VALUE"))
    var contexts: [String] = []

    /// The contexts as an input: modifier name → context. Throws a usage error for a
    /// malformed or repeated one.
    func input() throws -> [String: String] {
        var out: [String: String] = [:]
        for text in contexts {
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError("--context \(DiagnosticLine.shown(text)) is not NAME=VALUE (e.g. --context theme=dark)")
            }
            guard out[parts[0]] == nil else { throw ValidationError("--context \(DiagnosticLine.shown(parts[0])) is given twice") }
            out[parts[0]] = parts[1]
        }
        return out
    }

    func validate() throws { _ = try input() }
}
