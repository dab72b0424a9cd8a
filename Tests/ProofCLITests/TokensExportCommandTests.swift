import Foundation
import Testing

/// `proof tokens export` as a user runs it: our four files, `--out`, and hostile input
/// answered with one line and DESIGN.md's exit code, nothing half-written.
@Suite struct TokensExportCommandTests {
    static let apps = ["airfit", "calai", "fitai", "nutrisync"]

    /// Where `app`'s design system is, relative to the checkout: its token file, or its
    /// resolver document.
    static func file(_ app: String) -> String { "tokens/\(app).resolver.json" }

    @Test func everyShippedFileExportsInBothFormats() throws {
        for app in Self.apps {
            for format in ["css", "swift"] {
                let r = try Proof.run(["tokens", "export", Self.file(app), "--format", format])
                #expect(r.status == 0, "\(app) \(format): \(r.stderr)")
                #expect(r.stderr.isEmpty)
                let comment = format == "css" ? "/* " : "// "
                #expect(r.stdout.hasPrefix(comment + "proof tokens export --format \(format): \(Self.file(app)) ("), "\(r.stdout.prefix(200))")
            }
        }
        // A known value of each: AirFit's first gradient stop, light and dark (the document's
        // appearance modifier: a [data-theme] block and the system's setting), and its glass-in spring.
        let css = try Proof.run(["tokens", "export", "tokens/airfit.resolver.json", "--format", "css"]).stdout
        #expect(css.contains("\n  --gradient-peach-rose-0: rgb(253 228 210);\n"))
        #expect(css.contains(":root[data-theme=\"dark\"] {\n  --gradient-peach-rose: linear-gradient(var(--gradient-peach-rose-0) 0%, var(--gradient-peach-rose-1) 100%);\n  --gradient-peach-rose-0: rgb(54 33 40);\n"))
        #expect(css.contains("  :root:not([data-theme]) {\n    --gradient-peach-rose: linear-gradient(var(--gradient-peach-rose-0) 0%, var(--gradient-peach-rose-1) 100%);\n    --gradient-peach-rose-0: rgb(54 33 40);\n"))
        let swift = try Proof.run(["tokens", "export", "tokens/airfit.resolver.json", "--format", "swift"]).stdout
        #expect(swift.contains("    static let springGlassIn = Animation.interpolatingSpring(mass: 1, stiffness: 130, damping: 12, initialVelocity: 0)\n"))
    }

    @Test func outWritesTheSameTextAndLeavesNoTemporary() throws {
        let dir = Proof.temporaryDirectory()
        let r = try Proof.run(["tokens", "export", "tokens/calai.resolver.json", "--format", "css", "--out", dir + "/calai.css"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        let written = try String(contentsOfFile: dir + "/calai.css", encoding: .utf8)
        #expect(written == (try Proof.run(["tokens", "export", "tokens/calai.resolver.json", "--format", "css"]).stdout))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["calai.css"])
    }

    @Test func missingFileIsAnIOError() throws {
        let r = try Proof.run(["tokens", "export", "tokens/nope.tokens.json", "--format", "css"])
        #expect(r.status == 74)
        #expect(r.stderr == "proof: tokens/nope.tokens.json: file does not exist\n")
        #expect(r.stdout.isEmpty)
    }

    @Test func folderAsTheTokenFileIsAnIOError() throws {
        let r = try Proof.run(["tokens", "export", "tokens", "--format", "swift"])
        #expect(r.status == 74)
        #expect(r.stderr == "proof: tokens: is a folder, not a token file\n")
    }

    @Test func invalidTokenFileIsOneLineAndExit65() throws {
        let dir = Proof.temporaryDirectory()
        let path = dir + "/bad.tokens.json"
        try ##"{"a": {"$type": "color", "$value": "#GG"}, "b": {"$type": "color", "$value": "#HH"}}"##.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try Proof.run(["tokens", "export", path, "--format", "css", "--out", dir + "/bad.css"])
        #expect(r.status == 65)
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("proof: \(path): /a/$value: \"#GG\" is not a colour"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/bad.css"))
    }

    @Test func unknownFormatIsAUsageError() throws {
        let r = try Proof.run(["tokens", "export", "tokens/airfit.resolver.json", "--format", "scss"])
        #expect(r.status == 64)
        #expect(r.stderr == "proof: --format scss is not css, swift or xcassets, e.g. --format css (see proof tokens export --help)\n")
        let missing = try Proof.run(["tokens", "export", "tokens/airfit.resolver.json"])
        #expect(missing.status == 64)
        #expect(missing.stderr.split(separator: "\n").count == 1)
    }

    @Test func outIntoAMissingFolderIsAnIOErrorAndMakesNothing() throws {
        let dir = Proof.temporaryDirectory()
        let r = try Proof.run(["tokens", "export", "tokens/airfit.resolver.json", "--format", "css", "--out", dir + "/no/such/airfit.css"])
        #expect(r.status == 74)
        #expect(r.stderr == "proof: cannot write \(dir)/no/such/airfit.css: the folder \(dir)/no/such does not exist (create it first)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    @Test func outThatIsAFolderIsAUsageErrorAndLeavesItAlone() throws {
        let dir = Proof.temporaryDirectory()
        let r = try Proof.run(["tokens", "export", "tokens/airfit.resolver.json", "--format", "swift", "--out", dir])
        #expect(r.status == 64)
        #expect(r.stderr == "proof: --out \(dir) is a folder: give a file inside it, e.g. --out \(dir)/tokens.swift (see proof tokens export --help)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    @Test func outThatIsTheTokenFileIsRefused() throws {
        let dir = Proof.temporaryDirectory()
        let path = dir + "/a.tokens.json"
        let original = try String(contentsOfFile: Proof.root + "/tokens/airfit/base.tokens.json", encoding: .utf8)
        try original.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.json", withDestinationPath: path)
        for out in [path, dir + "/./a.tokens.json", dir + "/link.json"] {
            let r = try Proof.run(["tokens", "export", path, "--format", "css", "--out", out])
            #expect(r.status == 64)
            #expect(r.stderr == "proof: --out \(out) is the token file itself: give another file, e.g. --out tokens.css (see proof tokens export --help)\n")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
    }

    /// A full disk on standard output (`> /dev/full`) is an I/O error, not a crash.
    @Test func aFullStandardOutputIsAnIOError() throws {
        let r = try Proof.run(["tokens", "export", "tokens/calai.resolver.json", "--format", "css"], through: ["/bin/sh", "-c", "exec \"$0\" \"$@\" > /dev/full"])
        #expect(r.status == 74)
        #expect(r.stderr == "proof: cannot write to standard output: disk full\n")
    }

    @Test func anExistingOutIsReplacedWhole() throws {
        let dir = Proof.temporaryDirectory()
        let out = dir + "/tokens.css"
        try String(repeating: "old ", count: 100_000).write(toFile: out, atomically: true, encoding: .utf8)
        let r = try Proof.run(["tokens", "export", Self.file("fitai"), "--format", "css", "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!(try String(contentsOfFile: out, encoding: .utf8)).contains("old "))
    }

    /// Keywords, digits, spaces and emoji as token names: valid names in both outputs.
    @Test func hostileTokenNamesExport() throws {
        let dir = Proof.temporaryDirectory()
        let path = dir + "/names.tokens.json"
        try ##"{"default": {"$type": "color", "$value": "#FF0000"}, "2x": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}}, "brand blue 🎉": {"$type": "color", "$value": "#0000FF"}}"##
            .write(toFile: path, atomically: true, encoding: .utf8)
        let swift = try Proof.run(["tokens", "export", path, "--format", "swift"])
        #expect(swift.status == 0, "\(swift.stderr)")
        #expect(swift.stdout.contains("    static let `default` = Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1)\n"))
        #expect(swift.stdout.contains("    static let brandBlueU1F389 = Color(.sRGB, red: 0, green: 0, blue: 1, opacity: 1)\n"))
        #expect(swift.stdout.contains("    static let _2x: CGFloat = 2\n"))
        let css = try Proof.run(["tokens", "export", path, "--format", "css"])
        #expect(css.stdout.contains("  --brand-blue-🎉: rgb(0 0 255);\n"))
        #expect(css.stdout.contains("  --2x: 2px;\n"))
    }

    /// 20,000 colours (about 1 MB) and 3,000 springs export whole; a file over the loader's
    /// 8 MiB is refused.
    @Test func hugeTokenFiles() throws {
        let dir = Proof.temporaryDirectory()
        let path = dir + "/huge.tokens.json"
        let entries = (0..<20_000).map { i in "\"c\(i)\": {\"$value\": \"#\(String(format: "%06X", i * 97 % 0xFFFFFF))\"}" }
        try ("{\"color\": {\"$type\": \"color\", " + entries.joined(separator: ", ") + "}}").write(toFile: path, atomically: true, encoding: .utf8)
        let css = try Proof.run(["tokens", "export", path, "--format", "css"])
        #expect(css.status == 0, "\(css.stderr)")
        #expect(css.stdout.components(separatedBy: "\n  --color-c").count - 1 == 20_000)
        #expect(css.stdout.contains("\n  --color-c19999: rgb(" ))
        let swift = try Proof.run(["tokens", "export", path, "--format", "swift"])
        #expect(swift.status == 0, "\(swift.stderr)")
        #expect(swift.stdout.components(separatedBy: "    static let colorC").count - 1 == 20_000)

        // Every spring is fitted (docs/TOKENS.md); 3,000 distinct ones take seconds, not the
        // minutes the first fit (quadratic in a segment's length) took.
        let springs = dir + "/springs.tokens.json"
        let springEntries = (0..<3_000).map { i in "\"s\(i)\": {\"$value\": {\"stiffness\": \(50 + i % 500), \"damping\": \(5 + i % 37)}}" }
        try ("{\"$extensions\": {\"dev.designproof\": {\"spring\": {\"$type\": \"spring\", " + springEntries.joined(separator: ", ") + "}}}}")
            .write(toFile: springs, atomically: true, encoding: .utf8)
        let springCSS = try Proof.run(["tokens", "export", springs, "--format", "css"])
        #expect(springCSS.status == 0, "\(springCSS.stderr)")
        #expect(springCSS.stdout.components(separatedBy: ": linear(0, ").count - 1 == 3_000)

        let big = dir + "/big.tokens.json"
        try ("{\"$description\": \"" + String(repeating: "x", count: 9 << 20) + "\"}").write(toFile: big, atomically: true, encoding: .utf8)
        let r = try Proof.run(["tokens", "export", big, "--format", "css"])
        #expect(r.status == 65)
        #expect(r.stderr == "proof: \(big): is larger than 8 MiB; is it a token file?\n")
    }

    /// docs/TOKENS.md's excerpts are real: each line is a line of today's output (a line
    /// ending " …" the start of one), in the same order, and lines not parted by a "…"
    /// line follow each other in the output too.
    @Test func theDocsExcerptsAreWhatProofPrints() throws {
        let doc = try String(contentsOfFile: Proof.root + "/docs/TOKENS.md", encoding: .utf8)
        let section = try #require(doc.range(of: "## Exporting to CSS and Swift\n"))
        let rest = doc[section.upperBound...]
        for format in ["css", "swift"] {
            let open = try #require(rest.range(of: "```\(format)\n"))
            let close = try #require(rest[open.upperBound...].range(of: "\n```"))
            let excerpt = rest[open.upperBound..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let output = try Proof.run(["tokens", "export", "tokens/calai.resolver.json", "--format", format]).stdout
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var next = 0
            var adjacent = true  // No "…" since the last line: this one must follow it directly.
            for line in excerpt {
                if line == "…" { adjacent = false; continue }
                let found = output[next...].firstIndex { line.hasSuffix(" …") ? $0.hasPrefix(line.dropLast(2)) : $0 == line }
                #expect(found != nil, "docs/TOKENS.md's \(format) excerpt has a line proof does not print (in this order): \(line)")
                if let found, adjacent, next > 0 {
                    #expect(found == next, "docs/TOKENS.md's \(format) excerpt skips lines without a … before: \(line)")
                }
                next = (found ?? next) + 1
                adjacent = true
            }
            #expect(excerpt.count > 20)
        }
    }
}
