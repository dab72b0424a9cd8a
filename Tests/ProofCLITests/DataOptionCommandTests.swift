import Foundation
import Testing

/// `--data FILE`: FitAI's screens draw from a user's own food log. The file is read and
/// checked before anything renders, whatever screen was asked for: a bad one is one line
/// (65 with the JSON pointer or line and column, 74 when it cannot be read) and nothing is
/// written; `--data` for a run with no FitAI screen is a usage error (64).
@Suite struct DataOptionCommandTests {
    static let sample = Proof.root + "/data/fitai.sample.json"

    /// A scratch food log: the sample with `old` replaced by `new` (first occurrence), or
    /// `text` as it is.
    static func log(named name: String = "export.json", in dir: String, text: String? = nil,
                    replacing old: String? = nil, with new: String = "") throws -> String {
        var content = try text ?? String(contentsOfFile: sample, encoding: .utf8)
        if let old {
            let range = try #require(content.range(of: old), "\(old) is not in the sample")
            content.replaceSubrange(range, with: new)
        }
        let path = dir + "/" + name
        try content.write(toFile: path, atomically: true, encoding: .utf8)
        Unprivileged.own(path)
        return path
    }

    /// The FitAI screen to render: one that draws from the log once there is one (home is
    /// the first), else login, which draws none (the run still reads and checks the file).
    static func fitAIScreen() throws -> String {
        let ids = try Proof.run(["list"]).stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        return ids.first { $0.hasPrefix("fitai/") && $0 != "fitai/login" && $0 != "fitai/sign-up" } ?? "fitai/login"
    }

    /// Runs `arguments` + `--out NEW` and checks the one stderr line, the status and that
    /// the output folder was never made.
    static func refused(_ arguments: [String], status: Int32, line: String, timeout: Double = Proof.defaultTimeout) throws {
        let out = Proof.temporaryDirectory() + "/out"
        let r = try Proof.run(arguments + ["--out", out], timeout: timeout)
        #expect(r.status == status, "\(arguments): \(r.stderr)")
        #expect(r.stderr == "proof: " + line + "\n")
        #expect(r.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: out), "\(arguments) made \(out)")
    }

    @Test func aCopyOfTheSampleDrawsWhatTheSampleDraws() throws {
        let dir = scratchFolder()
        let copy = try Self.log(in: dir)
        let screen = try Self.fitAIScreen()
        let (a, b) = (dir + "/default", dir + "/mine")
        let plain = try Proof.run(["render", screen, "--scale", "1", "--out", a])
        #expect(plain.status == 0, "\(plain.stderr)")
        let mine = try Proof.run(["render", screen, "--scale", "1", "--data", copy, "--out", b])
        #expect(mine.status == 0, "\(mine.stderr)")
        for ext in [".png", ".json"] {
            let name = "/" + screen + ext
            let drawn = try Data(contentsOf: URL(fileURLWithPath: b + name))
            #expect(drawn.count > 100)
            #expect(drawn == (try Data(contentsOf: URL(fileURLWithPath: a + name))), "\(name) differs")
        }
    }

    /// The year of entries (data/fitai.year.json, ~1 600 of them) is a log FitAI can draw from.
    @Test func theYearLogIsUsable() throws {
        let dir = scratchFolder()
        let r = try Proof.run(["render", "fitai/login", "--scale", "1", "--data", Proof.root + "/data/fitai.year.json", "--out", dir])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "wrote \(dir)/fitai/login.png\n")
    }

    @Test func aBadValueIsNamedByItsPointer() throws {
        let dir = scratchFolder()
        let bad = try Self.log(in: dir, replacing: "\"calories\": 380,", with: "\"calories\": \"abc\",")
        let line = "\(bad): /food_entries/0/calories: expected a number from 0 to 10000 kcal, got \"abc\""
        try Self.refused(["render", "fitai/login", "--data", bad], status: 65, line: line)
        try Self.refused(["sheet", "fitai", "--data", bad], status: 65, line: line)
        try Self.refused(["animate", "fitai/progress-fill", "--data", bad], status: 65, line: line)
        try Self.refused(["check", "--app", "fitai", "--data", bad], status: 65, line: line)
        // --all: refused before the first screen is laid out, so quickly.
        try Self.refused(["render", "--all", "--data", bad], status: 65, line: line)
        // Every problem is counted; the first is named.
        let two = try Self.log(named: "two.json", in: dir, text: try String(contentsOfFile: bad, encoding: .utf8)
                                .replacingOccurrences(of: "\"meal_type\": \"lunch\"", with: "\"meal_type\": \"brunch\""))
        let r = try Proof.run(["render", "fitai/login", "--data", two, "--out", dir + "/out"])
        #expect(r.status == 65)
        #expect(r.stderr.hasPrefix("proof: \(two): /food_entries/0/calories: expected a number from 0 to 10000 kcal, got \"abc\" (and "))
        #expect(r.stderr.hasSuffix(" more)\n"))
    }

    @Test func aLogWithoutAnActiveGoalIsRefused() throws {
        let dir = scratchFolder()
        let bad = try Self.log(in: dir, replacing: "\"is_active\": true", with: "\"is_active\": false")
        let user = "b8a1abcd-1a69-46c7-8da4-f9fc3c6da5d7"
        try Self.refused(["render", "fitai/login", "--data", bad], status: 65,
                         line: "\(bad): /user_goals: user \"\(user)\" has food entries but no active goal; add one with \"is_active\": true")
    }

    @Test func aSyntaxErrorIsNamedByLineAndColumn() throws {
        let dir = scratchFolder()
        let bad = try Self.log(in: dir, text: "{\n \"users\": [\n  {\"id\": \"u1\",}\n ]\n}\n")
        try Self.refused(["render", "fitai/login", "--data", bad], status: 65, line: "\(bad): line 3, column 15: expected a member name in double quotes")
        let empty = try Self.log(named: "empty.json", in: dir, text: "")
        try Self.refused(["render", "fitai/login", "--data", empty], status: 65, line: "\(empty): line 1, column 1: unexpected end of file, expected a value")
        let list = try Self.log(named: "list.json", in: dir, text: "[]")
        try Self.refused(["render", "fitai/login", "--data", list], status: 65,
                         line: "\(list): /: expected an object with one array per table (users, user_goals, food_entries, daily_summaries, weight_tracking, photos), got an array")
    }

    @Test func aFileThatCannotBeReadIsAnIOError() throws {
        let dir = scratchFolder()
        try Self.refused(["render", "fitai/login", "--data", dir + "/missing.json"], status: 74, line: "\(dir)/missing.json: file does not exist")
        try Self.refused(["sheet", "fitai", "--data", dir], status: 74, line: "\(dir): is a folder, not a FitAI data file")
    }

    /// A 40 MiB file is refused by its size, before a byte of it is read: made unreadable,
    /// it still gets the size's message, not the permission's.
    @Test func aFileFarTooLargeIsRefusedUnread() throws {
        let dir = scratchFolder()
        Unprivileged.own(dir)
        let big = dir + "/huge.json"
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: big))
        try handle.truncate(atOffset: 40 << 20)
        try handle.close()
        chmod(big, 0)
        let out = dir + "/out"
        let r = try Proof.run(["render", "fitai/login", "--data", big, "--out", out], through: Unprivileged.prefix)
        #expect(r.status == 65)
        #expect(r.stderr == "proof: \(big): is larger than 32 MiB, the most a FitAI data file may be; export a shorter date range\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func dataForARunWithoutFitAIIsAUsageError() throws {
        let sample = Self.sample
        let cases: [([String], String)] = [
            (["render", "airfit/welcome"], "airfit/welcome draws no FitAI screen; --data is FitAI's data file; fitai/… screens draw from it (see proof render --help)"),
            (["sheet", "calai"], "the calai sheet draws no FitAI screen; --data is FitAI's data file; fitai/… screens draw from it (see proof sheet --help)"),
            (["animate", "airfit/crossfade"], "airfit/crossfade draws no FitAI screen; --data is FitAI's data file; fitai/… screens draw from it (see proof animate --help)"),
            (["check", "--app", "airfit", "--app", "nutrisync"],
             "--app airfit --app nutrisync draws no FitAI screen; --data is FitAI's data file; fitai/… screens draw from it (see proof check --help)"),
        ]
        for (arguments, line) in cases {
            try Self.refused(arguments + ["--data", sample], status: 64, line: line)
        }
        try Self.refused(["render", "fitai/login", "--data", ""], status: 64,
                         line: "--data is empty: give the data file to draw from, e.g. --data my-export.json (see proof render --help)")
    }

    /// A failed run leaves an existing output folder as it was: no file added or changed.
    @Test func aBadLogChangesNothingInAnExistingOutputFolder() throws {
        let dir = scratchFolder()
        let out = dir + "/out"
        let first = try Proof.run(["render", "fitai/login", "--scale", "1", "--out", out])
        #expect(first.status == 0, "\(first.stderr)")
        let before = FolderSnapshot(out)
        let bad = try Self.log(in: dir, replacing: "\"meal_type\": \"lunch\"", with: "\"meal_type\": 7")
        for arguments in [["render", "fitai/login"], ["render", "--all"], ["sheet", "fitai"]] {
            let r = try Proof.run(arguments + ["--data", bad, "--out", out])
            #expect(r.status == 65, "\(arguments): \(r.stderr)")
            #expect(FolderSnapshot(out) == before, "\(arguments) changed \(out)")
        }
    }

    @Test func helpDescribesTheLog() throws {
        for command in ["render", "sheet", "check", "animate"] {
            let r = try Proof.run([command, "--help"])
            let help = r.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(help.contains("--data <file> A food log in FitAI's schema (data/fitai.sample.json shows it); FitAI's screens draw from it instead of the sample."), "\(command)")
        }
    }
}
