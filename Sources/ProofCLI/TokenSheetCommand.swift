import AppSupport
import ArgumentParser
import Foundation
import ProofOutput
import Render
import TokenExport
import Tokens

extension TokensCommand {
    package struct Sheet: ParsableCommand {
        package init() {}

        package static let configuration = CommandConfiguration(
            abstract: "Draw a token sheet PNG per design system: gradients, colours with contrast, type, dimensions, motion.",
            discussion: "Writes DIR/SYSTEM.png for each token file (default: every tokens/*.tokens.json) and DIR/manifest.json. A file with more than \(TokenSheet.itemsPerTypePerPage) items of one type (a colour's light and dark are one) takes several pages: SYSTEM.png, SYSTEM-page2.png … (at most \(TokenSheet.mostPages)), so every token is drawn. A resolver document gets a sheet per combination of its modifiers' contexts: SYSTEM.png for the defaults, SYSTEM-dark.png, SYSTEM-dark-more.png … (at most \(Self.mostCombinations); --context NAME=VALUE holds a modifier at one context).")

        @Argument(help: "Token files (default: every *.tokens.json in the project's tokens/ folder).")
        var files: [String] = []

        @Option(help: "Output folder.")
        var out: String = "out/tokens"

        @Option(help: "Pixels per point (1, 2 or 3).")
        var scale: Double = 2

        @OptionGroup var context: ContextOption

        /// The most sheets one resolver document draws (one per combination of contexts).
        static let mostCombinations = 32

        package func validate() throws {
            guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale \(formatNumber(scale)) is not 1, 2 or 3") }
            if files.contains("") { throw ValidationError("a token file path is empty: give token files, e.g. proof tokens sheet tokens/airfit.resolver.json") }
            _ = try outputDirectory(out)
        }

        package func run() throws {
            let output = try OutputRun(out: out)
            defer { output.discard() }
            let paths = files.isEmpty ? try TokenDirectory.locate().files() : files
            let fixed = try context.input()
            // Each path's sets: a token file's one (its light/dark pairs drawn side by side),
            // a resolver document's defaults and then each other combination of contexts.
            var drawn: [[(set: TokenSet, suffix: String)]] = []
            var failed = false
            var unreadable = false
            for path in paths {
                do { drawn.append(try Self.sets(path: path, fixed: fixed)) } catch {
                    error.lines.forEach { printError($0) }
                    failed = true
                    unreadable = unreadable || error.isIOError
                }
            }
            // Nothing is written unless every file is valid: a partial set of sheets would
            // look like a complete one.
            if unreadable { throw Exit.io }
            if failed { throw Exit.badData }
            let systemNames = try Self.sheetNames(paths: paths, systems: drawn.map { $0[0].set.system })
            var sets: [TokenSet] = []
            var names: [String] = []
            for (variants, name) in zip(drawn, systemNames) {
                for (set, suffix) in variants {
                    sets.append(set)
                    names.append(String(name.dropLast(4)) + suffix + ".png")
                }
            }
            let renderer = CairoRenderer()
            var lines: [String] = []
            // Every page's name, checked unique before anything is drawn.
            let pages = zip(sets, names).flatMap { set, name in
                TokenSheet.pages(of: set, scale: scale).map { sheet in
                    (sheet, sheet.page.map { $0.number == 1 ? name : String(name.dropLast(4)) + "-page\($0.number).png" } ?? name)
                }
            }
            var written: Set<String> = []
            for (_, name) in pages where !written.insert(name).inserted {
                throw CLIError.usage("two sheets would both be \(name) (a file's extra pages are SYSTEM-pageN.png): rename one token file")
            }
            for (sheet, name) in pages {
                let set = sheet.tokens
                var list = sheet.displayList(measuringWith: renderer.text)
                // A long page is drawn at a lower scale rather than refused: the limit
                // protects against absurd canvases, and a sheet is never one.
                let limit = Double(CairoRenderer.maxPixelsPerSide)
                if list.size.height * list.scale > limit {
                    list.scale = (limit / list.size.height * 100).rounded(.down) / 100
                    print("note: \(set.system) sheet is \(Int(list.size.height)) pt tall; drawn at \(list.scale)x to stay within \(Int(limit)) px")
                }
                try output.write(try PNGFile.encode(try renderer.render(list), options: .small), to: name)
                lines.append("wrote \(output.path(name)) (\(Int((list.size.width * list.scale).rounded()))×\(Int((list.size.height * list.scale).rounded())) px)")
            }
            try output.commit()
            lines.forEach { print($0) }
        }

        /// What `path` draws: a token file's set, or a resolver document's set for each
        /// combination of its modifiers' contexts (those `fixed` holds held), each with the
        /// suffix of its sheet's name (`-dark-more`).
        static func sets(path: String, fixed: [String: String]) throws(TokenFileInvalid) -> [(set: TokenSet, suffix: String)] {
            let themed = try ThemedTokens.load(path: path, fixed: fixed)
            if let plain = themed.plainSet { return [(plain, "")] }
            let count = themed.variants.count + 1
            guard count <= mostCombinations else {
                let names = themed.modifiers.map { "\($0.name) (\($0.contexts.count))" }.joined(separator: ", ")
                throw TokenFileInvalid(errors: [TokenError(file: path, location: .file, message: "its modifiers \(names) combine into \(count) sheets, more than \(mostCombinations): hold some with --context NAME=VALUE")])
            }
            // `-dark-more`; with the modifiers' names (`-theme_dark-contrast_more`) when contexts alone would name two sheets alike.
            var suffixes = themed.variants.map { $0.choices.map { "-" + fileSafe($0.context) }.joined() }
            if Set(suffixes).count < suffixes.count {
                suffixes = themed.variants.map { $0.choices.map { "-" + fileSafe($0.modifier.name) + "_" + fileSafe($0.context) }.joined() }
            }
            // Each resolved set names its contexts in its file line (`app.resolver.json (theme=dark, …)`).
            return [(themed.base, "")] + zip(themed.variants, suffixes).map { ($0.set, $1) }
        }

        /// `text` with every character but letters, digits, `-` and `_` made `_`, for a file name.
        static func fileSafe(_ text: String) -> String {
            String(text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
        }

        /// Each file's sheet name: its system's (`airfit.png`), unless another file given is of
        /// the same system — then each of those is named after its path (`a/airfit.tokens.json`
        /// → `a-airfit.png`), so no sheet is written over another. The same path twice is refused.
        package static func sheetNames(paths: [String], systems: [String]) throws(CLIError) -> [String] {
            var seen: Set<String> = []
            for path in paths where !seen.insert(path).inserted {
                throw .usage("\(DiagnosticLine.shown(path)) is given twice: give each token file once")
            }
            let counts = Dictionary(systems.map { ($0, 1) }, uniquingKeysWith: +)
            let names = zip(paths, systems).map { path, system -> String in
                guard counts[system, default: 0] > 1 else { return system + ".png" }
                var parts = path.split(separator: "/").map(String.init).filter { $0 != "." && $0 != ".." }
                if let last = parts.popLast() { parts.append(String(last.prefix { $0 != "." })) }
                return fileSafe(parts.joined(separator: "-")) + ".png"
            }
            // Paths that flatten alike (`a/b-c.json` and `a-b/c.json`) are told apart by their place.
            var taken: [String: Int] = [:]
            return names.map { name in
                taken[name, default: 0] += 1
                let n = taken[name]!
                return n == 1 ? name : String(name.dropLast(4)) + "-\(n).png"
            }
        }
    }
}
