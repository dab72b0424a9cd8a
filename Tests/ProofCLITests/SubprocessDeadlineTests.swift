import Foundation
import SubprocessTesting
import Testing

/// The deadline every test's child process runs under (`Subprocess.run`): a program that
/// does not finish is stopped, and the test gets `false` back instead of waiting for ever.
@Suite struct SubprocessDeadlineTests {
    func sleeper(_ script: String) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return process
    }

    @Test func aProgramThatFinishesIsWaitedFor() throws {
        let process = sleeper("exit 3")
        #expect(try Subprocess.run(process, timeout: 60))
        #expect(process.terminationStatus == 3)
    }

    /// Past the deadline the program is gone when `run` returns: stopped by SIGTERM, or by
    /// SIGKILL 5 s later when SIGTERM did not stop it (under `swift test` here, `sleep`
    /// outlived SIGTERM: a child inherits ignored and blocked signals from its parent).
    @Test func aProgramPastItsDeadlineIsStopped() throws {
        let process = sleeper("exec sleep 600")
        #expect(try Subprocess.run(process, timeout: 1) == false)
        #expect(!process.isRunning)
        #expect(process.terminationReason == .uncaughtSignal)
        #expect([SIGTERM, SIGKILL].contains(process.terminationStatus))
    }

    /// A program that ignores SIGTERM (as a thread stuck in a lock may keep a process from
    /// exiting) is killed 5 s later.
    @Test func aProgramIgnoringSIGTERMIsKilled() throws {
        let process = sleeper("trap '' TERM; exec sleep 600")
        #expect(try Subprocess.run(process, timeout: 1) == false)
        #expect(!process.isRunning)
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGKILL)
    }

    @Test func longArgumentsAreShortenedInTheMessage() {
        let long = String(repeating: "x", count: 200)
        #expect(Subprocess.commandLine(["proof", "tokens", long]) == "proof tokens " + String(repeating: "x", count: 80) + "…")
        #expect(SubprocessTimedOut(command: "pdftoppm a.pdf", seconds: 120).description == "pdftoppm a.pdf did not finish in 120 s and was killed")
    }
}
