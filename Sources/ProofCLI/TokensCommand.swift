import ProofOutput
import ArgumentParser
import Tokens

package struct TokensCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Validate design-token files, draw their token sheets and export them as CSS or Swift.",
        subcommands: [Validate.self, Sheet.self, Export.self])

    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check DTCG token files and resolver documents: syntax, aliases, types and ranges.",
            discussion: """
                Reads the Design Tokens Format Module 2025.10 (and, without --strict, our older hex-string and "20px" forms) and the Resolver Module 2025.10. Token files given together are one set, as a resolver's set is: merged in order (a later file's token replaces an earlier one of the same path) and checked as one, so an alias in one file may name a token of another; --each checks each file on its own. A resolver document (a file with resolutionOrder) is checked in every context of every modifier, the others at their defaults, or in the contexts --context names. Prints every problem as FILE: JSON-POINTER: MESSAGE, in the file where it was written, and every warning as FILE: JSON-POINTER: warning: MESSAGE, both on stderr. Exit 0 when all are valid (warnings or not), 65 when any is invalid, 74 when a file cannot be read.
                """)

        @Argument(help: "Token files (*.tokens.json), or one resolver document (*.resolver.json).")
        var files: [String]

        @Flag(help: "Print nothing on success.")
        var quiet = false

        @Flag(help: "Refuse forms older than the Format Module 2025.10 (hex-string colours, \"20px\" strings, typography without all five members, shadows without spread) and resolver modifiers of one context.")
        var strict = false

        @Flag(help: "Check each file on its own instead of as one set.")
        var each = false

        @OptionGroup var context: ContextOption

        func validate() throws {
            if files.isEmpty { throw ValidationError("give at least one token file, e.g. proof tokens validate tokens/*.tokens.json") }
            if files.contains("") { throw ValidationError("a token file path is empty: give token files, e.g. proof tokens validate tokens/*.tokens.json") }
        }

        func run() throws {
            let options = TokenLoader.Options(strict: strict)
            var outcome = Outcome()
            if each {
                for file in files { outcome.check([file], options: options, input: try context.input(), quiet: quiet) }
            } else {
                outcome.check(files, options: options, input: try context.input(), quiet: quiet)
            }
            if outcome.unreadable { throw Exit.io }
            if outcome.invalid { throw Exit.badData }
        }

        /// What the checks found, for the exit code.
        struct Outcome {
            var invalid = false
            var unreadable = false
            var printed: Set<String> = []

            /// Checks `files` as one set, or the one resolver document among them.
            mutating func check(_ files: [String], options: TokenLoader.Options, input: [String: String], quiet: Bool) {
                do {
                    // A lone Tokens Studio manifest goes through the set reader, which skips it with a warning.
                    if files.count == 1, let file = files.first, options.strict || !TokenLoader.isToolManifest(file) {
                        // Read once (it may be a pipe): a resolver document or a token file.
                        let bytes = try TokenLoader.read(file)
                        let document = try TokenLoader.json(bytes, file: file)
                        if TokenResolverDocument.isResolver(document) {
                            let resolver = try TokenResolverDocument(document: document, file: file, options: options, text: bytes)
                            for warning in resolver.warnings { printError(warning.description) }
                            let inputs = input.isEmpty ? resolver.validationInputs : [input]
                            // Every context is checked; a problem several share is said once.
                            for one in inputs {
                                do { report(try resolver.resolve(one, options: options), quiet: quiet) } catch { note(error) }
                            }
                            return
                        }
                        if input.isEmpty {
                            let texts = [file: bytes]
                            do { report(try TokenLoader.load(document: document, file: file, options: options).located(texts), quiet: quiet) } catch {
                                note(error.located(texts))
                            }
                            return
                        }
                    }
                    if !input.isEmpty {
                        printError("--context applies to a resolver document; \(files.joined(separator: ", ")) \(files.count == 1 ? "is a token file" : "are token files")")
                        invalid = true
                        return
                    }
                    report(try TokenLoader.load(paths: files, options: options), quiet: quiet)
                } catch {
                    note(error)
                }
            }

            /// Prints a failure's lines (each once per run) and marks the outcome.
            mutating func note(_ error: TokenFileInvalid) {
                for line in error.lines where printed.insert(line).inserted { printError(line) }
                if error.isIOError { unreadable = true } else { invalid = true }
            }

            mutating func report(_ set: TokenSet, quiet: Bool) {
                for warning in set.warnings where printed.insert(warning.description).inserted { printError(warning.description) }
                guard !quiet else { return }
                let warned = set.warnings.isEmpty ? "" : ", \(set.warnings.count) warning\(set.warnings.count == 1 ? "" : "s")"
                print("\(set.file): ok, \(set.tokens.count) tokens\(warned)")
            }
        }
    }
}
