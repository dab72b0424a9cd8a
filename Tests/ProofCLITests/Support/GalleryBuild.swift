import Foundation
import SubprocessTesting
import Testing

/// One `proof gallery` of FitAI (both appearances, the iPhone 16, the default text size,
/// with its checks) made once per test process and shared by the gallery's tests: a debug
/// build lays FitAI's 46 variants out, draws them and runs its checks in about a minute.
enum GalleryBuild {
    static let arguments = ["gallery", "fitai", "--device", "iphone-16", "--content-size", "large"]

    private static let task = Task { () throws -> (result: ProofResult, folder: String) in
        let folder = scratchFolder() + "/gallery"
        return (try Proof.run(arguments + ["--out", folder], timeout: Proof.slowTimeout), folder)
    }

    /// The folder, once the run has passed.
    static func folder() async throws -> String {
        let (result, folder) = try await task.value
        try #require(result.status == 0, "proof gallery: \(result.stderr)")
        return folder
    }

    /// `data/gallery.js` decoded (the `window.GALLERY = …;` around the JSON stripped).
    static func data(in folder: String) throws -> [String: Any] {
        let text = try String(contentsOfFile: folder + "/data/gallery.js", encoding: .utf8)
        let head = "window.GALLERY = ", tail = ";\n"
        try #require(text.hasPrefix(head) && text.hasSuffix(tail), "data/gallery.js is not `window.GALLERY = …;`")
        let json = Data(text.dropFirst(head.count).dropLast(tail.count).utf8)
        return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    }
}

extension Proof {
    /// Runs a system tool (`/bin/cp -a …`) under a deadline; its exit status.
    static func runTool(_ path: String, _ arguments: [String], timeout: Double = defaultTimeout) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        try #require(try Subprocess.run(process, timeout: timeout), "\(path) \(arguments) did not finish in \(Int(timeout)) s")
        return process.terminationStatus
    }
}
