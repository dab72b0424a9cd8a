import Foundation
import ProofCLI

/// One `proof` child process as `proof bench` times it: spawned with its output to
/// /dev/null, waited for with `wait4`, and measured from spawn to exit — process start,
/// fonts, compiling and file writing included, as the user waits for them.
struct BenchProcess {
    /// Wall time, and the kernel's account of CPU time and peak resident memory.
    struct Run: Encodable {
        let seconds: Double
        let cpuSeconds: Double
        let peakMB: Double
    }

    /// The executable to run (this `proof`, for its own figures).
    let executable: String
    /// Variables set for the child on top of this process's environment (a cache folder).
    var environment: [String: String] = [:]

    /// Runs `executable` with `arguments` and waits; an exit code outside `allowed`, or a
    /// signal, is an error naming `what`.
    func run(_ arguments: [String], allowed: Set<Int32>, what: String) throws -> Run {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var variables = ProcessInfo.processInfo.environment
        for (k, v) in environment { variables[k] = v }
        let envp = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for e in envp { free(e) } }
        var pid: pid_t = 0
        let clock = ContinuousClock()
        let start = clock.now
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
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
