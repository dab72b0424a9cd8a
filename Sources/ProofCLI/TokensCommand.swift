import ArgumentParser
import Tokens

struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Validate design-token files, draw their token sheets and export them as CSS or Swift.",
        subcommands: [Validate.self, Sheet.self, Export.self])

    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check DTCG token files: syntax, aliases, types and ranges.",
            discussion: "Reads the Design Tokens Format Module 2025.10 (and, without --strict, our older hex-string and \"20px\" forms). Prints every problem as FILE: JSON-POINTER: MESSAGE and every warning (a colour outside sRGB, clipped to it) as FILE: JSON-POINTER: warning: MESSAGE, both on stderr. Exit 0 when all files are valid (warnings or not), 65 when any is invalid, 74 when one cannot be read.")

        @Argument(help: "Token files (*.tokens.json).")
        var files: [String]

        @Flag(help: "Print nothing on success.")
        var quiet = false

        @Flag(help: "Refuse forms older than the Format Module 2025.10 (hex-string colours, \"20px\" strings, typography without all five members, shadows without spread).")
        var strict = false

        func validate() throws {
            if files.isEmpty { throw ValidationError("give at least one token file, e.g. proof tokens validate tokens/*.tokens.json") }
            if files.contains("") { throw ValidationError("a token file path is empty: give token files, e.g. proof tokens validate tokens/*.tokens.json") }
        }

        func run() throws {
            var invalid = false
            var unreadable = false
            for file in files {
                do {
                    let set = try TokenLoader.load(path: file, options: TokenLoader.Options(strict: strict))
                    for warning in set.warnings { printError(warning.description) }
                    if !quiet {
                        let warned = set.warnings.isEmpty ? "" : ", \(set.warnings.count) warning\(set.warnings.count == 1 ? "" : "s")"
                        print("\(file): ok, \(set.tokens.count) tokens\(warned)")
                    }
                } catch {
                    for line in error.lines { printError(line) }
                    if error.isIOError { unreadable = true } else { invalid = true }
                }
            }
            if unreadable { throw Exit.io }
            if invalid { throw Exit.badData }
        }
    }
}
