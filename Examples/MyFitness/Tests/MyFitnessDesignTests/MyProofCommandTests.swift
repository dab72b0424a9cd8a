import Foundation
import Render
import Testing
import Tokens

/// `myproof`, the package's own command line, run as a user runs it: from this folder, so
/// it finds tokens/ here. Each run is killed after `timeout` seconds so a hang fails the
/// test instead of stalling CI.
@Suite struct MyProofCommandTests {
    struct Run { let status: Int32; let stdout: String; let stderr: String }

    static let timeout = 300.0

    static func myproof(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Example.myproof)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: Example.root)
        // Output goes to files, not pipes: a pipe would have to be read while the program
        // runs, and a read that waits for its end would wait past the deadline.
        let logs = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: logs) }
        _ = FileManager.default.createFile(atPath: logs + "/out", contents: nil)
        _ = FileManager.default.createFile(atPath: logs + "/err", contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: logs + "/out"))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: logs + "/err"))
        process.standardOutput = out
        process.standardError = err
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            finished.wait()
            Issue.record("myproof \(arguments.joined(separator: " ")) did not finish in \(Int(timeout)) s and was killed")
        }
        try out.close()
        try err.close()
        let stdout = try Data(contentsOf: URL(fileURLWithPath: logs + "/out"))
        let stderr = try Data(contentsOf: URL(fileURLWithPath: logs + "/err"))
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
    }

    static func temporaryFolder() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("myproof-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// `render --all` writes every screen, state and appearance under myfitness/, and the
    /// page behind the cards is the token's colour in each appearance.
    @Test func renderAllWritesEveryScreen() throws {
        let out = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try Self.myproof(["render", "--all", "--out", out])
        #expect(run.status == 0, "\(run.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: out + "/myfitness").sorted()
        // Each screen as a PNG and as its display list (JSON), DESIGN.md's file names.
        let variants = ["today", "today-dark", "today@goal-met", "today@goal-met-dark",
                        "workouts", "workouts-dark", "workouts@empty", "workouts@empty-dark"]
        #expect(written == variants.flatMap { [$0 + ".json", $0 + ".png"] }.sorted())
        #expect(FileManager.default.fileExists(atPath: out + "/manifest.json"))

        // 10 pt in from the left edge, halfway down: the page margin (spacing.screen is 20 pt),
        // drawn at the iPhone 16's 3 px per point.
        let tokens = try Example.tokens()
        for (file, token) in [("today.png", "color.background.light"), ("today-dark.png", "color.background.dark")] {
            let image = try PNGFile.read(out + "/myfitness/" + file)
            #expect(image.width == 1179 && image.height == 2556)
            let expected = try tokens.color(token)
            let o = (1278 * image.width + 30) * 4
            let pixel = Array(image.pixels[o..<o + 4])
            let want = [expected.r, expected.g, expected.b].map { UInt8(($0 * 255).rounded()) } + [255]
            #expect(pixel == want, "\(file) at (30, 1278): \(pixel), \(token) is \(want)")
        }
    }

    /// A plain `myproof check` runs the checks that apply to an app with no animations and
    /// no component rules, says which it leaves out, and passes.
    @Test func checksPass() throws {
        let run = try Self.myproof(["check"])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        // Each check's verdict line (the lines under one list what it found).
        let lines = run.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map { String($0.prefix { $0 != "—" }) }
        #expect(lines == ["SKIP  components ", "SKIP  motion ", "PASS  contrast ", "PASS  blur-budget ", "PASS  dynamic-type ",
                          "PASS  overlap ", "PASS  fold ", "PASS  accessibility ", "PASS  tap-targets "], "\(run.stdout)")
        #expect(run.stdout.contains("SKIP  components — no app of this run states component rules (rule.* tokens)\n"))
        #expect(run.stdout.contains("SKIP  motion — no app of this run has an animation or a recorded preview\n"))
    }

    /// Naming a check that has nothing to measure still runs it, and it fails as "not checked".
    @Test func aNamedCheckWithNothingToMeasureFails() throws {
        let run = try Self.myproof(["check", "motion"])
        #expect(run.status == 1, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.hasPrefix("FAIL  motion — "), "\(run.stdout)")
    }

    /// AirFit's cross-fade check is not in a command line without AirFit: naming it is a
    /// usage error (64) that says so.
    @Test func crossfadeIsRefused() throws {
        let run = try Self.myproof(["check", "crossfade"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("crossfade checks AirFit's welcome screen, and myproof has no AirFit; leave out crossfade"), "\(run.stderr)")
    }

    /// The review gallery draws this app's screens (its workers once lost the command
    /// line's app list: a task-local value does not reach `concurrentPerform`'s threads).
    @Test func galleryDrawsOwnScreens() throws {
        let out = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try Self.myproof(["gallery", "--device", "iphone-16", "--content-size", "large", "--out", out + "/gallery"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("8 screen variants of 4 screens and states, 0 animations"), "\(run.stdout)")
        #expect(FileManager.default.fileExists(atPath: out + "/gallery/index.html"))
    }

    /// `list` shows the two screens and nothing of DesignProof's own apps.
    @Test func listShowsOwnScreens() throws {
        let run = try Self.myproof(["list"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("myfitness/today  (light, dark; states: goal-met)"))
        #expect(run.stdout.contains("myfitness/workouts  (light, dark; states: empty)"))
        #expect(!run.stdout.contains("airfit"))
    }
}
