@testable import DesignProofTesting
import Foundation
import Layout
import Render
import SnapshotTesting
import Testing
import Tokens

/// A failing PNG snapshot leaves a record `proof gallery --snapshots` can find: its path,
/// the reference's and the failed image's (where swift-snapshot-testing really wrote it), and
/// a heatmap with a fixed name beside the record; a passing run removes all three.
///
/// Each test draws into a temporary snapshots folder (never the project's) under a folder
/// name of its own, so its artifacts cannot meet another run's. The artifacts folder is the
/// process's (`$SNAPSHOT_ARTIFACTS` or the temporary folder): changing the environment in a
/// test would race with every other test reading it.
@Suite struct SnapshotFailureRecordTests {
    /// A red square on white: the view whose reference the tests alter.
    struct Probe: View {
        var body: some View {
            ZStack { Rectangle().fill(Color(RGBA(hex: "#FF0000")!)).frame(width: 40, height: 40) }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color(RGBA(hex: "#FFFFFF")!))
        }
    }

    /// A temporary snapshots root and a folder name no other run uses.
    struct Scratch {
        let root: String
        let folder: String
        let location: SnapshotFailureLocation

        init() {
            let id = UUID().uuidString.lowercased().prefix(12)
            root = NSTemporaryDirectory() + "designproof-snaprec-\(getpid())-\(id)"
            folder = "apps/probe-\(id)"
            location = SnapshotFailureLocation(name: "probe@1x", folder: folder, directory: root + "/" + folder,
                                               prefix: "probe-\(id)", filePath: #filePath, pathExtension: "png")
        }

        func check(record: SnapshotTestingConfiguration.Record? = .never) {
            checkDesignSnapshot(of: Probe(), as: .png(device: .iPhoneSE, scale: 1), named: "probe@1x", in: folder, root: root,
                                record: record, fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        }

        func remove() {
            try? FileManager.default.removeItem(atPath: root)
            let ours = (location.record as NSString).deletingLastPathComponent
            try? FileManager.default.removeItem(atPath: ours)
            unlink(location.actual)
            // The shared folders above ours (artifacts/designproof/apps, artifacts/designproof,
            // artifacts/SnapshotFailureRecordTests) stay, even when empty: the tests of this
            // suite run in parallel, and removing an empty parent while another test is between
            // creating it and creating its own folder inside made that test's record vanish
            // (a failure seen once in CI).
        }
    }

    static func says(_ issue: Issue, _ text: String) -> Bool { issue.comments.contains { $0.rawValue.contains(text) } }

    /// Counts the issues a known-issue block matched (its matcher must be Sendable).
    final class Count: @unchecked Sendable {
        private let lock = NSLock()
        private var n = 0
        func add() { lock.lock(); n += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return n }
    }

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    static func json(_ path: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    @Test func theLocationFollowsSwiftSnapshotTesting() {
        let l = SnapshotFailureLocation(name: "dashboard-dark@1x", folder: "airfit/animations", directory: "/p/snapshots/airfit/animations",
                                        prefix: "animations", filePath: "/p/Tests/AppsTests/AirFitSnapshotTests.swift",
                                        pathExtension: "png", artifacts: "/tmp/art/")
        #expect(l.reference == "/p/snapshots/airfit/animations/animations.dashboard-dark-1x.png")
        #expect(l.actual == "/tmp/art/AirFitSnapshotTests/animations.dashboard-dark-1x.png")
        #expect(l.record == "/tmp/art/designproof/airfit/animations/animations.dashboard-dark-1x.json")
        #expect(l.heatmap == "/tmp/art/designproof/airfit/animations/animations.dashboard-dark-1x.heatmap.png")
        #expect(SnapshotFailureLocation.sanitized("-a b@@c.d-") == "a-b-c-d")
    }

    @Test func aFailureLeavesARecordAndAPassRemovesIt() throws {
        let s = Scratch()
        defer { s.remove() }
        // Record the reference, then change a 10 × 10 block of it to blue.
        withKnownIssue { s.check(record: .all) }
        let l = s.location
        let recorded = try Data(contentsOf: URL(fileURLWithPath: l.reference))
        let image = try PNGFile.decode(recorded)
        #expect(image.width == 375 && image.height == 667)
        var pixels = image.pixels
        for y in 0..<10 { for x in 0..<10 { let o = (y * image.width + x) * 4; pixels[o] = 0; pixels[o + 1] = 0; pixels[o + 2] = 255; pixels[o + 3] = 255 } }
        try PNGFile.encodeRGBA(pixels, width: image.width, height: image.height).write(to: URL(fileURLWithPath: l.reference))
        // The recording run left no record: it was not a failure to review.
        #expect(!Self.exists(l.record))

        withKnownIssue { s.check() } matching: { Self.says($0, "100 of 250125 pixels differ") }
        let record = try Self.json(l.record)
        let schema = try #require(record["schema"] as? [String: Any])
        #expect(schema.count == 2 && schema["name"] as? String == "dev.designproof.snapshot-failure" && schema["version"] as? Int == 1)
        #expect(record["name"] as? String == "probe@1x")
        #expect(record["folder"] as? String == s.folder)
        #expect(record["reference"] as? String == l.reference)
        #expect(record["actual"] as? String == l.actual)
        #expect(record["heatmap"] as? String == l.heatmap)
        #expect(record["test"] as? String == "LayoutTests.SnapshotFailureRecordTests/aFailureLeavesARecordAndAPassRemovesIt")
        #expect((record["message"] as? String)?.contains("Snapshot \"probe@1x\" does not match reference.") == true)
        #expect((record["message"] as? String)?.contains("differences drawn in \(l.heatmap)") == true)
        #expect(l.reference.hasPrefix("/") && l.actual.hasPrefix("/"))
        // The failed image is what the view draws (the unaltered rendering), the heatmap
        // marks exactly the block.
        #expect(try Data(contentsOf: URL(fileURLWithPath: l.actual)) == recorded)
        let heatmap = try PNGFile.decode(Data(contentsOf: URL(fileURLWithPath: l.heatmap)))
        #expect(heatmap.width == 375 && heatmap.height == 667)
        #expect(Array(heatmap.pixels[0..<4]) == [255, 30, 30, 255])
        #expect(Array(heatmap.pixels[(10 * 375 + 10) * 4..<(10 * 375 + 10) * 4 + 4]) != [255, 30, 30, 255])
        // No temporary left beside the record.
        let beside = try FileManager.default.contentsOfDirectory(atPath: (l.record as NSString).deletingLastPathComponent).sorted()
        #expect(beside == [(l.heatmap as NSString).lastPathComponent, (l.record as NSString).lastPathComponent].sorted())

        // Put the reference back: the snapshot passes and its failure files are gone.
        try recorded.write(to: URL(fileURLWithPath: l.reference))
        s.check()
        #expect(!Self.exists(l.record) && !Self.exists(l.heatmap) && !Self.exists(l.actual))
    }

    /// Without a reference swift-snapshot-testing writes no failed image: the record says so
    /// (`actual` null) rather than pointing at nothing.
    @Test func aMissingReferenceIsRecordedWithoutAnImage() throws {
        let s = Scratch()
        defer { s.remove() }
        withKnownIssue { s.check() } matching: { Self.says($0, "No reference was found on disk") }
        let record = try Self.json(s.location.record)
        #expect(record["actual"] is NSNull)
        #expect(record["heatmap"] is NSNull)
        #expect(record["reference"] as? String == s.location.reference)
        #expect(!Self.exists(s.location.reference))
    }

    /// An artifacts folder that cannot be written to (here: a file stands where the record's
    /// folder would be) costs the record, never a second issue or a crash.
    @Test func anUnwritableRecordFolderIsNoSecondFailure() throws {
        let s = Scratch()
        defer {
            s.remove()
            unlink((s.location.record as NSString).deletingLastPathComponent)
        }
        let folder = (s.location.record as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: (folder as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder, contents: Data("not a folder".utf8)))
        let issues = Count()
        withKnownIssue { s.check() } matching: { _ in issues.add(); return true }
        #expect(issues.value == 1)
        #expect(!Self.exists(s.location.record))
    }
}
