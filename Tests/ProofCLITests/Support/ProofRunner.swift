import Foundation
import SubprocessTesting
import TestSupport

/// Runs the built `proof` executable, as a user would, and captures what it prints.
struct ProofResult: Sendable {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// A run of `proof` that did not finish in time; it was killed, and the test fails with
/// the command line rather than hanging the suite.
struct ProofTimedOut: Error, CustomStringConvertible {
    let command: String
    let seconds: Double
    var description: String { "proof \(command) did not finish in \(Int(seconds)) s and was killed" }
}

enum Proof {
    static let root = Checkout.root

    /// The longest one ordinary run may take; a run that hangs fails its test after this.
    static let defaultTimeout = 120.0
    /// For the runs that lay out or render every screen (`check`, `render --all`): minutes
    /// in a debug build on a busy machine.
    static let slowTimeout = 900.0

    /// `proof` as built beside the tests by the same `swift build --build-tests`.
    static let executable = Subprocess.builtBesideTests("proof")

    /// Runs `proof arguments` in `directory`. `prefix` runs it through another program
    /// (`setpriv …` to drop root, `prlimit …` to limit file sizes). Throws `ProofTimedOut`
    /// after `timeout` seconds.
    static func run(_ arguments: [String], in directory: String = root, through prefix: [String] = [],
                    environment: [String: String]? = nil, timeout: Double = defaultTimeout) throws -> ProofResult {
        let process = Process()
        if let program = prefix.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = Array(prefix.dropFirst()) + [executable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        if let environment { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        // Output goes to files, not pipes: a pipe read to the end before the other would
        // deadlock once the second one fills its buffer.
        let base = NSTemporaryDirectory() + "designproof-run-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: base + ".out", contents: nil)
        _ = FileManager.default.createFile(atPath: base + ".err", contents: nil)
        defer { try? FileManager.default.removeItem(atPath: base + ".out"); try? FileManager.default.removeItem(atPath: base + ".err") }
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: base + ".out"))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: base + ".err"))
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        guard try Subprocess.run(process, timeout: timeout) else {
            try? out.close()
            try? err.close()
            throw ProofTimedOut(command: Subprocess.commandLine(arguments), seconds: timeout)
        }
        try out.close()
        try err.close()
        let stdout = try Data(contentsOf: URL(fileURLWithPath: base + ".out"))
        let stderr = try Data(contentsOf: URL(fileURLWithPath: base + ".err"))
        return ProofResult(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                           stderr: String(decoding: stderr, as: UTF8.self))
    }

    static func temporaryDirectory() -> String {
        let d = NSTemporaryDirectory() + "designproof-cli-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        return d
    }
}
