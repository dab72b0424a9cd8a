import Foundation
import ProofCLI

/// `proof bench`'s catalogue figures (issue 19): what a user waits for, each as the user
/// runs it — a fresh `proof` process, timed from spawn to exit, process start, fonts and
/// file writing included:
/// - every screen as one `proof render APP/SCREEN` at the device's @3x (worst and median),
/// - `proof render --all` (every app, state and appearance), with its CPU time and peak memory,
/// - `proof check` (everything), with its CPU time and peak memory.
/// Each is reported beside its target; the machine's load is what it is, so the figures
/// are a measurement, never a test.
struct CatalogueBench {
    /// The catalogue figures of one bench run.
    struct Figures: Encodable {
        /// Screens timed as one process each, and how many.
        let screens: Int
        let screenMedianMs: Double
        let screenWorstMs: Double
        /// The slowest screen's id.
        let screenWorst: String
        /// The per-screen target (150 ms).
        let screenTargetMs: Double
        /// Every screen over that target, slowest first: the figure issue 38 counts.
        let screensOverTarget: [ScreenTime]
        let renderAll: BenchProcess.Run
        /// PNG files `render --all` wrote, and its wall time per file.
        let renderAllImages: Int
        let renderAllMsPerImage: Double
        let renderAllTargetSeconds: Double
        let check: BenchProcess.Run
        let checkTargetSeconds: Double
        let peakTargetMB: Double
    }

    /// One screen's `proof render APP/SCREEN` process, spawn to exit.
    struct ScreenTime: Encodable {
        let id: String
        let ms: Double
    }

    static let screenTargetMs = 150.0
    static let renderAllTargetSeconds = 10.0
    /// Issue 38's (issue 19 asked for 10 s).
    static let checkTargetSeconds = 5.0
    static let peakTargetMB = 300.0

    /// The `proof` executable running this bench (its children are the same build).
    let executable: String
    /// Where the children write (the bench's scratch folder).
    let scratch: String

    init(scratch: String) throws {
        guard let path = BenchOutput.ownExecutable() else {
            throw CLIError.io("cannot find proof's own executable (/proc/self/exe) to time it as a process")
        }
        executable = path
        self.scratch = scratch
    }

    /// Times every screen in `ids` as one process, then `render --all`, then `check`.
    func measure(screens ids: [String]) throws -> Figures {
        var times: [(String, Double)] = []
        for id in ids {
            let run = try spawn(["render", id, "--out", scratch + "/one"], allowed: [0], what: "proof render \(id)")
            times.append((id, run.seconds * 1000))
        }
        let worst = times.max { $0.1 < $1.1 } ?? ("", 0)
        let all = try spawn(["render", "--all", "--out", scratch + "/all"], allowed: [0], what: "proof render --all")
        let images = (FileManager.default.enumerator(atPath: scratch + "/all")?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") }.count
        // `check` exits 1 when a check fails (the seeds' contrast does): a verdict, not an error.
        let check = try spawn(["check"], allowed: [0, 1], what: "proof check")
        return Figures(screens: ids.count, screenMedianMs: BenchOutput.median(times.map(\.1)), screenWorstMs: worst.1, screenWorst: worst.0,
                       screenTargetMs: Self.screenTargetMs,
                       screensOverTarget: times.filter { $0.1 > Self.screenTargetMs }.sorted { $0.1 > $1.1 }.map { ScreenTime(id: $0.0, ms: $0.1) },
                       renderAll: all, renderAllImages: images,
                       renderAllMsPerImage: images == 0 ? 0 : all.seconds * 1000 / Double(images),
                       renderAllTargetSeconds: Self.renderAllTargetSeconds, check: check, checkTargetSeconds: Self.checkTargetSeconds,
                       peakTargetMB: Self.peakTargetMB)
    }

    /// The rows `proof bench` prints: figure, measured, target and whether it is met.
    static func lines(_ f: Figures) -> [String] {
        let ms = { (v: Double) in BenchOutput.fixed(v, 0) + " ms" }
        let s = { (v: Double) in BenchOutput.fixed(v, 2) + " s" }
        let mb = { (v: Double) in BenchOutput.fixed(v, 0) + " MB" }
        return [
            "every screen as one `proof render` process at @3x (\(f.screens) screens):",
            "  median \(ms(f.screenMedianMs)), worst \(ms(f.screenWorstMs)) (\(f.screenWorst)) — target ≤ \(ms(f.screenTargetMs)) each: median \(BenchOutput.mark(f.screenMedianMs <= f.screenTargetMs)), worst \(BenchOutput.mark(f.screenWorstMs <= f.screenTargetMs))",
            "  \(f.screensOverTarget.count) of \(f.screens) over the target" + (f.screensOverTarget.isEmpty ? "" : ": ")
                + f.screensOverTarget.prefix(8).map { "\($0.id) \(ms($0.ms))" }.joined(separator: ", ")
                + (f.screensOverTarget.count > 8 ? ", …" : ""),
            "proof render --all (\(f.renderAllImages) PNG + JSON): \(s(f.renderAll.seconds)) wall, \(s(f.renderAll.cpuSeconds)) CPU, \(ms(f.renderAllMsPerImage)) a file, peak \(mb(f.renderAll.peakMB))"
                + " — target ≤ \(s(f.renderAllTargetSeconds)) \(BenchOutput.mark(f.renderAll.seconds <= f.renderAllTargetSeconds)), < \(mb(f.peakTargetMB)) \(BenchOutput.mark(f.renderAll.peakMB < f.peakTargetMB))",
            "proof check (everything): \(s(f.check.seconds)) wall, \(s(f.check.cpuSeconds)) CPU, peak \(mb(f.check.peakMB))"
                + " — target ≤ \(s(f.checkTargetSeconds)) \(BenchOutput.mark(f.check.seconds <= f.checkTargetSeconds)), < \(mb(f.peakTargetMB)) \(BenchOutput.mark(f.check.peakMB < f.peakTargetMB))",
        ]
    }

    private func spawn(_ arguments: [String], allowed: Set<Int32>, what: String) throws -> BenchProcess.Run {
        try BenchProcess(executable: executable).run(arguments, allowed: allowed, what: what)
    }
}
