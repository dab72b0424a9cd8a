import Foundation
import ProofOutput

/// A program `proof previews` runs (the compiler, the runner), waited for with a deadline
/// and killed past it, so no user code and no compiler can hang a CI job.
package struct ChildProcess {
    /// How a run ended.
    enum Outcome: Equatable {
        case exited(Int32)
        case signalled(Int32)
        case timedOut
    }

    /// Runs `executable` with `arguments` and `environment` added to proof's own; standard
    /// output and error go to `stdout`/`stderr` (nil: proof's own).
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                    stdout: FileHandle? = nil, stderr: FileHandle? = nil, timeout: Double) throws(CLIError) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardOutput = stdout ?? FileHandle.standardOutput
        process.standardError = stderr ?? FileHandle.standardError
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw .io("cannot run \(executable): \(error.localizedDescription)")
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                usleep(200_000)
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
                return .timedOut
            }
            usleep(5_000)
        }
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
    }

    /// `name` on `PATH`, or nil (also how `proof bench` finds its peers and ImageMagick).
    package static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") where !dir.isEmpty {
            let candidate = dir + "/" + name
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
