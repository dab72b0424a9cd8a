import Foundation
import Testing

/// Token files and motion arguments that crashed `proof`, ran for minutes or grew past
/// 1 GB: each is now one line and exit 65 (bad data) or 64 (usage), or a bounded run.
@Suite struct HostileInputCommandTests {
    /// `proof` with `DESIGNPROOF_TOKENS` set, run in the checkout (with `Proof.run`'s timeout).
    func run(_ arguments: [String], tokens: String? = nil) throws -> ProofResult {
        try Proof.run(arguments, environment: tokens.map { ["DESIGNPROOF_TOKENS": $0] })
    }

    /// A copy of the project's token files with `old` replaced by `new` in SYSTEM's.
    func tokens(in directory: String, _ system: String, replacing old: String, with new: String) throws -> String {
        try Proof.tokenCopy(in: directory, replacing: [(system, old, new)])
    }

    /// `motion.cascade.duration`'s value as airfit/base.tokens.json spells it (unique in the file).
    static let cascade = "idx·stagger, 0), 1).\",\n      \"duration\": {\n        \"$type\": \"duration\",\n        \"$value\": {\"value\": 0.6, \"unit\": \"s\"}"
    static func cascade(seconds: String) -> String { cascade.replacingOccurrences(of: "0.6", with: seconds) }

    // MARK: motion sample

    /// `String(2e-06)` is "2e-06": the table printed "2e-06.000000".
    @Test func theTextTableNeverPrintsAnExponent() throws {
        let r = try run(["motion", "sample", "easeIn", "--duration", "1", "--fps", "1000"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(4)) == [
            "frame  t (s)     value",
            "0     0.0000   0.000000",
            "1     0.0010   0.000002",
            "2     0.0020   0.000008",
        ])
        #expect(lines.count == 1_002)
        #expect(lines.last == "1000  1.0000   1.000000")
        #expect(!r.stdout.contains("e-"))
    }

    @Test(arguments: [
        ["motion", "sample", "linear", "--duration", "1e12"],
        ["motion", "sample", "linear", "--duration", "nan"],
        ["motion", "sample", "linear", "--duration", "inf"],
        ["motion", "sample", "linear", "--duration", "-1"],
        ["motion", "sample", "linear", "--fps", "0"],
        ["motion", "sample", "linear", "--fps", "1000000"],
        ["motion", "sample", "linear", "--fps", "1e9"],
        ["animate", "airfit/cascade", "--fps", "0", "--out", "/tmp/designproof-never-written"],
        ["animate", "airfit/cascade", "--fps", "-1", "--out", "/tmp/designproof-never-written"],
        ["animate", "airfit/cascade", "--fps", "1000000", "--out", "/tmp/designproof-never-written"],
        ["render", "airfit/dashboard", "--time", "nan", "--out", "/tmp/designproof-never-written"],
        ["render", "airfit/dashboard", "--time", "inf", "--out", "/tmp/designproof-never-written"],
        ["render", "airfit/dashboard", "--time", "1e300", "--out", "/tmp/designproof-never-written"],
    ])
    func outOfRangeNumbersAreUsageErrors(arguments: [String]) throws {
        let r = try run(arguments)
        #expect(r.status == 64, "\(arguments): \(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/designproof-never-written"))
    }

    /// The rule `motion sample` applies to a spring on the command line is the loader's
    /// for a spring token (one function, `AnimationTime.settlingProblem`).
    @Test func aSpringThatNeverSettlesIsRefusedByBothWithTheSameWords() throws {
        let sample = try run(["motion", "sample", "spring:stiffness=0.001,damping=0.001,mass=1000"])
        #expect(sample.status == 64)
        #expect(sample.stderr.contains("spring:stiffness=0.001,damping=0.001,mass=1000 takes longer than 600 s to settle (about 1.4e7 s): "
            + "pass --duration (0…600 s) to sample part of it"), "\(sample.stderr)")
        let directory = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/s.tokens.json"
        try #"{"$extensions": {"dev.designproof": {"s": {"$type": "spring", "$value": {"stiffness": 0.001, "damping": 0.001, "mass": 1000}}}}}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let validate = try run(["tokens", "validate", file])
        #expect(validate.status == 65)
        #expect(validate.stderr == "proof: \(file): /$extensions/dev.designproof/s/$value: this spring takes longer than 600 s to settle "
            + "(about 1.4e7 s): raise damping or lower mass (its damping ratio ζ is 0.0005) (line 1, column 73)\n")
    }

    // MARK: a theme's tokens

    /// A file that is valid on its own but lacks a colour Cal AI draws, with a length stated
    /// as a number: every command that draws stops before writing anything, with one line
    /// naming the file and both pointers (the mistyped one with its line), exit 65.
    @Test func aTokenTheAppDrawsMissingOrMistypedStopsEveryCommandBeforeItWrites() throws {
        let directory = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let folder = try Proof.tokenCopy(in: directory, replacing: [
            ("calai", "\"bar\": {", "\"barNamedWrong\": {"),
            ("calai", "\"fab\": {\n      \"$value\": {\"value\": 60, \"unit\": \"px\"},", "\"fab\": {\n      \"$type\": \"number\", \"$value\": 60,"),
        ])
        let line = "proof: \(folder)/calai.resolver.json: /color/scanner/bar: missing: the app's screens draw colour scanner.bar; "
            + "add color.scanner.bar, or color.scanner.bar.light and .dark (also /size/fab)\n"
        for arguments in [["render", "calai/welcome", "--out", directory + "/out"], ["check", "contrast", "--out", directory + "/out"],
                          ["animate", "calai/push", "--out", directory + "/out"]] {
            let r = try run(arguments, tokens: folder)
            #expect(r.status == 65, "\(arguments)")
            #expect(r.stderr == line, "\(arguments)")
            #expect(!FileManager.default.fileExists(atPath: directory + "/out"), "\(arguments) wrote before it failed")
        }
        // The file itself is valid: `tokens validate` knows no app's needs.
        #expect(try run(["tokens", "validate", folder + "/calai.resolver.json"]).status == 0)
    }

    /// A lone screen or animation reads its own app's tokens alone: with Cal AI's file
    /// broken, an AirFit screen still renders (the same bytes as from the project's tokens)
    /// and an AirFit animation still records, while a Cal AI screen and `--all` stop with
    /// the line naming Cal AI's file.
    @Test func aLoneScreenReadsOnlyItsOwnAppsTokens() throws {
        let directory = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let folder = try Proof.tokenCopy(in: directory, replacing: [("calai", "\"bar\": {", "\"barNamedWrong\": {")])
        let airfit = try run(["render", "airfit/welcome", "--scale", "1", "--out", directory + "/airfit"], tokens: folder)
        #expect(airfit.status == 0, "\(airfit.stderr)")
        let project = try run(["render", "airfit/welcome", "--scale", "1", "--out", directory + "/project"])
        #expect(project.status == 0)
        for file in ["airfit/welcome.png", "airfit/welcome.json"] {
            #expect(FileManager.default.contents(atPath: directory + "/airfit/" + file) == FileManager.default.contents(atPath: directory + "/project/" + file), "\(file)")
        }
        let animation = try run(["animate", "airfit/crossfade", "--scale", "1", "--fps", "10", "--out", directory + "/animation"], tokens: folder)
        #expect(animation.status == 0, "\(animation.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory + "/animation/manifest.json"))
        for arguments in [["render", "calai/welcome", "--out", directory + "/calai"], ["render", "--all", "--out", directory + "/all"]] {
            let r = try run(arguments, tokens: folder)
            #expect(r.status == 65, "\(arguments)")
            #expect(r.stderr.hasPrefix("proof: \(folder)/calai.resolver.json: /color/scanner/bar: missing"), "\(arguments): \(r.stderr)")
        }
    }

    // MARK: tokens validate

    @Test func longCyclesHugeValuesAndThousandsOfProblemsAreShort() throws {
        let directory = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cycle = directory + "/cycle.tokens.json"
        var json = "{\"c\": {\"$type\": \"color\""
        for i in 0..<50_000 { json += ", \"t\(i)\": {\"$value\": \"{c.t\((i + 1) % 50_000)}\"}" }
        try (json + "}}").write(toFile: cycle, atomically: true, encoding: .utf8)
        let r = try run(["tokens", "validate", cycle])
        #expect(r.status == 65)
        #expect(r.stderr == "proof: \(cycle): /c/t49999/$value: alias {c.t0} forms a cycle: c.t0 → c.t1 → c.t2 → c.t3 → … 49995 more → c.t49999 → c.t0 (50000 tokens) (line 1, column 1777795)\n")

        let huge = directory + "/huge.tokens.json"
        try """
            {"motion": {"cascade": {"duration": {"$type": "duration", "$value": {"value": 1e6, "unit": "s"}}}},
             "typography": {"title": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 1e6, "unit": "px"}, "fontWeight": 400}}}}
            """.write(toFile: huge, atomically: true, encoding: .utf8)
        let h = try run(["tokens", "validate", huge])
        #expect(h.status == 65)
        #expect(h.stderr == """
            proof: \(huge): /motion/cascade/duration/$value: 1000000 s is longer than a day (86400 s), the longest duration a token may state (line 1, column 69)
            proof: \(huge): /typography/title/$value/fontSize: 1000000 pt is not a font size in 1…512 pt (line 2, column 96)

            """)

        let broken = directory + "/broken.tokens.json"
        json = "{\"c\": {\"$type\": \"color\""
        for i in 0..<5_000 { json += ", \"t\(i)\": {\"$value\": \"#GG\(i)\"}" }
        try (json + "}}").write(toFile: broken, atomically: true, encoding: .utf8)
        let b = try run(["tokens", "validate", broken])
        #expect(b.status == 65)
        let lines = b.stderr.split(separator: "\n")
        #expect(lines.count == 101)
        #expect(lines.last == "proof: \(broken): … and 4900 more problems (fix these first)")
    }

    // MARK: animate

    /// A 600 s cascade is a valid token (the longest motion duration), but 72,001 frames at
    /// 120 fps: refused before any frame is drawn, naming the token and the limit.
    @Test func anAnimationTooLongToRenderIsRefusedBeforeDrawing() throws {
        let directory = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let folder = try tokens(in: directory, "airfit", replacing: Self.cascade, with: Self.cascade(seconds: "600"))
        let out = directory + "/out"
        let r = try run(["animate", "airfit/cascade", "--out", out], tokens: folder)
        #expect(r.status == 65)
        #expect(r.stderr == "proof: airfit/cascade lasts 600 s: 72,001 frames at 120 fps, over the limit of 3,000 frames; its length comes from "
            + "motion.cascade.duration in \(folder)/airfit.resolver.json (shorten it, or lower --fps)\n")
        #expect(!FileManager.default.fileExists(atPath: out + "/airfit/cascade"))

        let tooLong = try tokens(in: directory + "/b", "airfit", replacing: Self.cascade, with: Self.cascade(seconds: "1e6"))
        let t = try run(["animate", "airfit/cascade", "--out", out], tokens: tooLong)
        #expect(t.status == 65)
        #expect(t.stderr.contains("/airfit/base.tokens.json: /motion/cascade/duration/$value: 1000000 s is longer than a day (86400 s), the longest duration a token may state (line "), "\(t.stderr)")
    }

    // MARK: tokens sheet

    @Test func anEmptyFileGetsASmallSheetThatSaysSo() throws {
        let directory = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "{}".write(toFile: directory + "/empty.tokens.json", atomically: true, encoding: .utf8)
        let r = try run(["tokens", "sheet", directory + "/empty.tokens.json", "--out", directory + "/out"])
        #expect(r.status == 0)
        #expect(r.stdout == "wrote \(directory)/out/empty.png (2400×792 px)\n")
    }

    @Test func thousandsOfColoursAndAHugeDescriptionGiveABoundedSheet() throws {
        let directory = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var json = "{\"$description\": \"\(String(repeating: "x", count: 200_000))\", \"c\": {\"$type\": \"color\""
        for i in 0..<5_000 { json += ", \"t\(i)\": {\"$value\": \"#\(String(format: "%06X", i * 7919 % 0xFFFFFF))\"}" }
        try (json + "}}").write(toFile: directory + "/many.tokens.json", atomically: true, encoding: .utf8)
        let r = try run(["tokens", "sheet", directory + "/many.tokens.json", "--out", directory + "/out"])
        #expect(r.status == 0, "\(r.stderr)")
        // 5,000 colours are 20 pages of 120 (the most a sheet makes); the last says 2,600 are left.
        let pages = ["many.png (2400×8570 px)"] + (2...19).map { "many-page\($0).png (2400×8570 px)" } + ["many-page20.png (2400×8888 px)"]
        #expect(r.stdout == pages.map { "wrote \(directory)/out/\($0)\n" }.joined())
    }
}
