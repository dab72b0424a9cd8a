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

    /// `proof` sits beside the test bundle in SwiftPM's products folder.
    static let executable: String = {
        let candidates = [Bundle.main.bundleURL.appendingPathComponent("proof").path,
                          Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("proof").path,
                          root + "/.build/debug/proof"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates.last!
    }()

    static func run(_ arguments: [String], in directory: String = root) throws -> ProofResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProofResult(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                           stderr: String(decoding: stderr, as: UTF8.self))
    }

    static func temporaryDirectory() -> String {
        let d = NSTemporaryDirectory() + "designproof-cli-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        return d
    }
}
