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
    /// One child process: wall, CPU and peak resident memory (from `wait4`).
    struct Run: Encodable {
        let seconds: Double
        let cpuSeconds: Double
        let peakMB: Double
    }

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
        let renderAll: Run
        /// PNG files `render --all` wrote, and its wall time per file.
        let renderAllImages: Int
        let renderAllMsPerImage: Double
        let renderAllTargetSeconds: Double
        let check: Run
        let checkTargetSeconds: Double
        let peakTargetMB: Double
    }

    static let screenTargetMs = 150.0
    static let renderAllTargetSeconds = 10.0
    static let checkTargetSeconds = 10.0
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
                       screenTargetMs: Self.screenTargetMs, renderAll: all, renderAllImages: images,
                       renderAllMsPerImage: images == 0 ? 0 : all.seconds * 1000 / Double(images),
                       renderAllTargetSeconds: Self.renderAllTargetSeconds, check: check, checkTargetSeconds: Self.checkTargetSeconds,
                       peakTargetMB: Self.peakTargetMB)
    }

    /// The rows `proof bench` prints: figure, measured, target and whether it is met.
    static func lines(_ f: Figures) -> [String] {
        func mark(_ ok: Bool) -> String { ok ? "✓" : "✗" }
        let ms = { (v: Double) in BenchOutput.fixed(v, 0) + " ms" }
        let s = { (v: Double) in BenchOutput.fixed(v, 2) + " s" }
        let mb = { (v: Double) in BenchOutput.fixed(v, 0) + " MB" }
        return [
            "every screen as one `proof render` process at @3x (\(f.screens) screens):",
            "  median \(ms(f.screenMedianMs)), worst \(ms(f.screenWorstMs)) (\(f.screenWorst)) — target ≤ \(ms(f.screenTargetMs)) each: median \(mark(f.screenMedianMs <= f.screenTargetMs)), worst \(mark(f.screenWorstMs <= f.screenTargetMs))",
            "proof render --all (\(f.renderAllImages) PNG + JSON): \(s(f.renderAll.seconds)) wall, \(s(f.renderAll.cpuSeconds)) CPU, \(ms(f.renderAllMsPerImage)) a file, peak \(mb(f.renderAll.peakMB))"
                + " — target ≤ \(s(f.renderAllTargetSeconds)) \(mark(f.renderAll.seconds <= f.renderAllTargetSeconds)), < \(mb(f.peakTargetMB)) \(mark(f.renderAll.peakMB < f.peakTargetMB))",
            "proof check (everything): \(s(f.check.seconds)) wall, \(s(f.check.cpuSeconds)) CPU, peak \(mb(f.check.peakMB))"
                + " — target ≤ \(s(f.checkTargetSeconds)) \(mark(f.check.seconds <= f.checkTargetSeconds)), < \(mb(f.peakTargetMB)) \(mark(f.check.peakMB < f.peakTargetMB))",
        ]
    }

    /// Runs this `proof` with `arguments` (output to /dev/null), waits, and returns its
    /// wall time and the kernel's account of its CPU time and peak memory.
    private func spawn(_ arguments: [String], allowed: Set<Int32>, what: String) throws -> Run {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var pid: pid_t = 0
        let clock = ContinuousClock()
        let start = clock.now
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw CLIError.io("cannot start \(what): " + String(cString: strerror(spawned))) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw CLIError.io("cannot wait for \(what): " + String(cString: strerror(errno))) }
        }
        let elapsed = clock.now - start
        // Exited normally (WIFEXITED) with one of the allowed codes (WEXITSTATUS).
        let exited = status & 0x7f == 0
        let code = (status >> 8) & 0xff
        guard exited, allowed.contains(code) else {
            throw CLIError.io("\(what) " + (exited ? "exited with \(code)" : "was stopped by signal \(status & 0x7f)") + " while being timed")
        }
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return Run(seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
                   cpuSeconds: cpu, peakMB: Double(usage.ru_maxrss) / 1024)
    }
}
