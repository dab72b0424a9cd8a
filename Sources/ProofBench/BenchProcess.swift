import Foundation
import ProofCLI

/// One child process as `proof bench` times it (a `proof`, or a peer such as rsvg-convert):
/// spawned with its input and output on /dev/null, waited for with `wait4`, and measured
/// from spawn to exit — process start, fonts, compiling and file writing included, as the
/// user waits for them.
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
    /// signal, is an error naming `what`. With a `timeout` (seconds), the child runs in a
    /// process group of its own, is polled each millisecond, and past the timeout the whole
    /// group is killed (a browser's helpers, a shell's children) and that is an error too.
    func run(_ arguments: [String], allowed: Set<Int32>, what: String, timeout: Double? = nil) throws -> Run {
        precondition(timeout.map { $0 > 0 && $0.isFinite } ?? true, "a timeout is a positive number of seconds")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if timeout != nil {
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var variables = ProcessInfo.processInfo.environment
        for (k, v) in environment { variables[k] = v }
        let envp = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for e in envp { free(e) } }
        var pid: pid_t = 0
        let clock = ContinuousClock()
        let start = clock.now
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw CLIError.io("cannot start \(what): " + String(cString: strerror(spawned))) }
        var status: Int32 = 0
        var usage = rusage()
        while true {
            let reaped = wait4(pid, &status, timeout == nil ? 0 : WNOHANG, &usage)
            if reaped == pid { break }
            guard reaped >= 0 || errno == EINTR else { throw CLIError.io("cannot wait for \(what): " + String(cString: strerror(errno))) }
            if let timeout, reaped == 0 {
                if clock.now - start > .seconds(timeout) {
                    kill(-pid, SIGKILL)
                    while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
                    throw CLIError.io("\(what) ran past \(String(format: "%g", timeout)) s and was stopped")
                }
                usleep(1000)
            }
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
