import Foundation
import Render

/// What a failing PNG snapshot of `assertDesignSnapshot` leaves beside swift-snapshot-testing's
/// artifacts, so that `proof gallery --snapshots DIR` can show it: a small JSON record at
/// `ARTIFACTS/designproof/FOLDER/PREFIX.NAME.json` naming the reference and the failed image,
/// and our heatmap beside it (`PREFIX.NAME.heatmap.png`). ARTIFACTS is `$SNAPSHOT_ARTIFACTS`,
/// else the temporary folder — where swift-snapshot-testing writes the failed image.
///
/// The field names are read by `SnapshotReview` in ProofCLI (which does not link this
/// target): keep both in step.
struct SnapshotFailureRecord: Codable, Equatable {
    /// The snapshot's name as the test gave it (`dashboard-dark@1x`).
    let name: String
    /// The folder under `snapshots/` (`airfit`, `airfit/animations`).
    let folder: String
    /// A `swift test --filter` pattern selecting the test (`LayoutTests.CalendarSnapshotTests/demo`),
    /// nil when the test is not known.
    let test: String?
    /// Absolute path of the reference PNG.
    let reference: String
    /// Absolute path of the image that failed (swift-snapshot-testing's copy); nil when it
    /// wrote none (a missing reference, a snapshot that could not be taken).
    let actual: String?
    /// Absolute path of our heatmap; nil when none was drawn (sizes differ, no reference).
    let heatmap: String?
    /// The failure as the test reported it.
    let message: String

    /// Absent values written as `null`, not left out: a reader sees every field.
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(folder, forKey: .folder)
        try c.encode(test, forKey: .test)
        try c.encode(reference, forKey: .reference)
        try c.encode(actual, forKey: .actual)
        try c.encode(heatmap, forKey: .heatmap)
        try c.encode(message, forKey: .message)
    }
}

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
