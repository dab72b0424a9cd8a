import Foundation

/// A program a test ran that did not finish in time: it was killed, and the test fails
/// with its command line instead of hanging the suite (a deadlocked `proof`, a viewer
/// stuck on a bad file).
public struct SubprocessTimedOut: Error, CustomStringConvertible {
    public let command: String
    public let seconds: Double
    public init(command: String, seconds: Double) {
        self.command = command
        self.seconds = seconds
    }
    public var description: String { "\(command) did not finish in \(Int(seconds)) s and was killed" }
}

/// Waiting for a child process with a deadline. Every test that starts a program goes
/// through here: `waitUntilExit()` has no limit, and one hang would stall CI for good.
public enum Subprocess {
    /// Starts `process` (configured, not yet run) and waits at most `seconds` for it to
    /// exit. Returns false when it did not: it has then been sent SIGTERM and, 5 s later,
    /// SIGKILL, and has exited. Replaces the process's `terminationHandler`.
    public static func run(_ process: Process, timeout seconds: Double) throws -> Bool {
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + seconds) == .success { return true }
        stop(process, finished)
        return false
    }

    /// Waits at most `seconds` for `process`, started earlier with `finished` signalled by
    /// its termination handler; kills it as `run` does when it overruns.
    public static func wait(for process: Process, signalling finished: DispatchSemaphore, timeout seconds: Double) -> Bool {
        if finished.wait(timeout: .now() + seconds) == .success { return true }
        stop(process, finished)
        return false
    }

    private static func stop(_ process: Process, _ finished: DispatchSemaphore) {
        process.terminate()
        if finished.wait(timeout: .now() + 5) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
    }

    /// The path of the program `name` built by the same `swift build --build-tests` as the
    /// tests: SwiftPM puts executables beside the test bundle (or beside its folder, as the
    /// `.xctest` bundle sits one level down on some layouts). No fallback to some other,
    /// possibly stale, build: a missing program stops the suite with how to build it.
    public static func builtBesideTests(_ name: String) -> String {
        let bundle = Bundle.main.bundleURL
        let candidates = [bundle.appendingPathComponent(name).path,
                          bundle.deletingLastPathComponent().appendingPathComponent(name).path]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            fatalError("\(name) is not built beside the tests (looked in \(candidates)); run swift build --build-tests")
        }
        return found
    }

    /// `words` as one line for a failure message, long ones (a whole token file) shortened.
    public static func commandLine(_ words: [String]) -> String {
        words.map { $0.count > 80 ? String($0.prefix(80)) + "…" : $0 }.joined(separator: " ")
    }
}
