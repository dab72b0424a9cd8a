import ProofOutput
import ArgumentParser
import Tokens

/// The subcommand names at the front of a command line (`tokens sheet`), for the "see
/// proof CMD --help" of a usage error, and the check that each one exists: ArgumentParser
/// reads `proof rendr` as an unexpected argument and `proof help frobnicate` as a request
/// for the top-level help, where the contract wants a usage error naming the nearest command.
struct CommandNames {
    /// The commands the arguments name, outermost first (empty for `proof` itself).
    let path: [String]
    /// Set when a name is not a command: the usage error's message.
    let problem: String?

    init(_ arguments: [String], root: any ParsableCommand.Type = Proof.self) {
        var command = root
        var path: [String] = []
        var rest = arguments[...]
        let help = rest.first == "help"
        if help { rest = rest.dropFirst() }
        var problem: String?
        while let name = rest.first, !name.hasPrefix("-") {
            let subcommands = command.configuration.subcommands
            if subcommands.isEmpty {
                // Beyond a leaf, names are the command's own arguments — except after `help`.
                if help { problem = "proof help takes command names only; \(DiagnosticLine.shown(name)) is not one" }
                break
            }
            guard let next = subcommands.first(where: { $0._commandName == name }) else {
                let names = subcommands.map { $0._commandName }
                let near = names.min { editDistance($0, name) < editDistance($1, name) }
                    .flatMap { editDistance($0, name) <= max(2, name.count / 3) ? $0 : nil }
                let qualified = (path + [name]).joined(separator: " ")
                problem = "unknown command \"\(DiagnosticLine.shortened(qualified))\""
                    + (near.map { " (did you mean \((path + [$0]).joined(separator: " "))?)" } ?? "")
                    + "; " + (path.isEmpty ? "commands" : path.joined(separator: " ") + " commands") + ": " + names.joined(separator: ", ")
                break
            }
            path.append(name)
            command = next
            rest = rest.dropFirst()
        }
        self.path = path
        self.problem = problem
    }

    /// "proof render --help": where a usage error sends the reader.
    var helpHint: String { "see " + ([ProofCommandLine.current.name] + path + ["--help"]).joined(separator: " ") }
}
