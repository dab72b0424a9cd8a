import Foundation

/// Runs the built `proof` executable, as a user would, and captures what it prints.
struct ProofResult {
    let status: Int32
    let stdout: String
    let stderr: String
}

enum Proof {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// `proof` sits beside the test bundle in SwiftPM's products folder (built by the same
    /// `swift build --build-tests`); no fallback to some other, possibly stale, build.
    static let executable: String = {
        let candidates = [Bundle.main.bundleURL.appendingPathComponent("proof").path,
                          Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("proof").path]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            fatalError("proof is not built beside the tests (looked in \(candidates)); run swift build --build-tests")
        }
        return found
    }()

    /// `environment`: variables set on top of the test's own (e.g. `DESIGNPROOF_TOKENS`).
    static func run(_ arguments: [String], in directory: String = root, environment: [String: String] = [:]) throws -> ProofResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
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
        try process.run()
        process.waitUntilExit()
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
