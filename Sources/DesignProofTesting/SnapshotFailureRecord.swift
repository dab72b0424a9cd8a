import Foundation
import Inspect
import Render

/// Where one `assertDesignSnapshot` call's reference, failed image, record and heatmap are.
/// The reference and the failed image follow swift-snapshot-testing 1.19's `verifySnapshot`
/// exactly: reference `DIRECTORY/TESTNAME.NAME.EXT`, failed image
/// `ARTIFACTS/FILE/TESTNAME.NAME.EXT` (FILE: the test file's name without `.swift`), where
/// TESTNAME and NAME are sanitised (every run of non-word characters becomes `-`).
struct SnapshotFailureLocation: Equatable {
    let name: String
    let folder: String
    let reference: String
    let actual: String
    let record: String
    let heatmap: String

    /// `directory`: `snapshots/FOLDER`; `prefix`: what `assertDesignSnapshot` passes as the
    /// test name (the folder's last component); `filePath`: the test file.
    init(name: String, folder: String, directory: String, prefix: String, filePath: String, pathExtension: String,
         artifacts: String = Self.artifactsRoot()) {
        self.name = name
        self.folder = folder
        let stem = Self.sanitized(prefix) + "." + Self.sanitized(name)
        let file = stem + "." + pathExtension
        reference = URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent(file).path
        let testFile = URL(fileURLWithPath: filePath, isDirectory: false).deletingPathExtension().lastPathComponent
        let artifactsURL = URL(fileURLWithPath: artifacts, isDirectory: true)
        actual = artifactsURL.appendingPathComponent(testFile).appendingPathComponent(file).path
        let ours = artifactsURL.appendingPathComponent("designproof").appendingPathComponent(folder, isDirectory: true)
        record = ours.appendingPathComponent(stem + ".json").path
        heatmap = ours.appendingPathComponent(stem + ".heatmap.png").path
    }

    /// swift-snapshot-testing's artifacts folder: `$SNAPSHOT_ARTIFACTS`, else the temporary folder.
    static func artifactsRoot() -> String {
        ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
    }

    /// swift-snapshot-testing's `sanitizePathComponent` (internal there): runs of non-word
    /// characters become `-`, none at either end.
    static func sanitized(_ string: String) -> String {
        string.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }

    /// Removes what an earlier failure of this snapshot left (the failed image, the record,
    /// the heatmap), so a snapshot that passes now is not reviewed as failing, and what a
    /// failure leaves is this run's. Missing files are no error.
    func clearEarlierFailure() {
        for path in [record, heatmap, actual] { unlink(path) }
    }

    /// Writes the record of a failure with `message`; the failed image counts only when
    /// swift-snapshot-testing wrote it. Best effort: the test has already failed, and an
    /// unwritable artifacts folder must not turn into a second failure or a crash.
    func writeRecord(message: String, test: String?) {
        let exists = { (path: String) in FileManager.default.fileExists(atPath: path) }
        let entry = SnapshotFailureRecord(name: name, folder: folder, test: test, reference: reference,
                                          actual: exists(actual) ? actual : nil, heatmap: exists(heatmap) ? heatmap : nil,
                                          message: message)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(entry) else { return }
        try? FileBytes.writeAtomically(data + Data("\n".utf8), to: record)
    }
}

/// Where the PNG diffing of the snapshot being verified draws its heatmap: bound by
/// `assertDesignSnapshot` around `verifySnapshot` (which calls the diffing on the same task),
/// read by `Diffing.png`. Task-local, so tests running in parallel each see their own.
enum SnapshotHeatmapDestination {
    @TaskLocal static var path: String?
}
