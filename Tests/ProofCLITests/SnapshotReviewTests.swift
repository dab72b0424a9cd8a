import Gallery
import ProofCLI
import ProofOutput
import Foundation
import Inspect
import Render
import Testing
import SubprocessTesting
import Tokens

/// `SnapshotReview`: the failures a snapshot run left, found and paired with their
/// references, compared, and written into a gallery folder — and every kind of bad input
/// (corrupt and oversized PNGs, malformed records, FIFOs, link loops, a missing folder)
/// left out with one line instead of stopping the review.
@Suite(.proofApps) struct SnapshotReviewTests {
    /// A scratch folder with an artifacts folder (`art`), references (`refs`) and a gallery (`out`).
    struct Scratch {
        let root: String
        var art: String { root + "/art" }
        var refs: String { root + "/refs" }
        var out: String { root + "/out" }

        init() throws {
            root = NSTemporaryDirectory() + "designproof-review-\(getpid())-\(UUID().uuidString.prefix(8))"
            for folder in [art, refs, out] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }

        @discardableResult
        func put(_ data: Data, _ path: String) throws -> String {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path))
            return path
        }

        /// A DesignProofTesting record, as `assertDesignSnapshot` writes it.
        @discardableResult
        func record(name: String, folder: String, reference: String, actual: String?, test: String? = "LayoutTests.Probe/probe") throws -> String {
            let prefix = folder.split(separator: "/").last.map(String.init) ?? folder
            let fields: [String: Any] = ["name": name, "folder": folder, "reference": reference, "actual": actual ?? NSNull(),
                                         "test": test ?? NSNull(), "heatmap": NSNull(), "message": "Snapshot \"\(name)\" does not match reference.\n\nmore"]
            let sanitized = name.replacingOccurrences(of: "@", with: "-")
            return try put(try JSONSerialization.data(withJSONObject: fields), art + "/designproof/\(folder)/\(prefix).\(sanitized).json")
        }
    }

    static let grey: [UInt8] = [128, 128, 128, 255]
    static let red: [UInt8] = [255, 0, 0, 255]

    /// A width × height PNG of `fill`, with the block `block` (x, y, size) in `blockColour`.
    static func png(_ width: Int, _ height: Int, fill: [UInt8] = grey, block: (x: Int, y: Int, size: Int)? = nil,
                    blockColour: [UInt8] = red) throws -> Data {
        var pixels = [UInt8]()
        for y in 0..<height {
            for x in 0..<width {
                if let b = block, (b.x..<b.x + b.size).contains(x), (b.y..<b.y + b.size).contains(y) { pixels += blockColour } else { pixels += fill }
            }
        }
        return try PNGFile.encodeRGBA(pixels, width: width, height: height)
    }

    static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4])
    }

    /// Scans, writes into a fresh gallery folder and commits.
    static func review(_ s: Scratch, references: [String]? = nil) throws -> (SnapshotReview.Snapshots, [String]) {
        let review = try SnapshotReview.scan(s.art, references: references ?? [s.refs])
        let run = try OutputRun(out: s.out)
        let result = try review.write(into: run)
        try run.commit()
        // What the page lists as not shown is what proof prints (and exits 65 for).
        #expect(result.snapshots.skipped == result.problems)
        return (result.snapshots, result.problems + result.notes)
    }

    // MARK: - A seeded failure

    @Test func aRecordedFailureIsComparedAndWritten() throws {
        let s = try Scratch()
        defer { s.remove() }
        let referenceBytes = try s.put(Self.png(40, 30), s.refs + "/airfit/airfit.probe-1x.png")
        let actualBytes = try Self.png(40, 30, block: (5, 7, 10))
        let actual = try s.put(actualBytes, s.art + "/ProbeTests/airfit.probe-1x.png")
        try s.record(name: "probe@1x", folder: "airfit", reference: referenceBytes, actual: actual)

        let review = try SnapshotReview.scan(s.art, references: [s.refs])
        #expect(review.problems == [])
        #expect(review.pairs == [SnapshotReview.Pair(name: "airfit.probe@1x", reference: referenceBytes, actual: actual,
                                                     record: "DESIGNPROOF_RECORD=1 swift test --filter LayoutTests.Probe/probe")])

        let (snapshots, problems) = try Self.review(s)
        #expect(problems == [])
        let key = SnapshotReview.key("airfit.probe@1x")
        // 100 pixels from grey (128) to red: channel changes 127, 128, 128 of 255.
        let meanDelta = Double(100 * (127 + 128 + 128)) / (255 * 3 * 1200)
        let maxDeltaE = deltaE2000(RGBA(r8: 128, g8: 128, b8: 128, a8: 255), RGBA(r8: 255, g8: 0, b8: 0, a8: 255))
        let failure = try #require(snapshots.failures.first)
        #expect(snapshots.source == s.art && snapshots.failures.count == 1)
        #expect(failure.name == "airfit.probe@1x")
        #expect(failure.reference == "snapshots/\(key)-reference.png" && failure.actual == "snapshots/\(key)-actual.png")
        #expect(failure.heatmap == "snapshots/\(key)-heatmap.png")
        #expect(failure.width == 40 && failure.height == 30 && failure.pixelCount == 1200)
        #expect(failure.differingPixels == 100)
        #expect(abs(try #require(failure.meanDelta) - meanDelta) < 1e-12)
        // The same formula on the same composited colours: exactly equal (about 31.2).
        #expect(failure.maxDeltaE == maxDeltaE && (31.19...31.20).contains(maxDeltaE))
        #expect(failure.sizeMismatch == nil)
        #expect(failure.record == "DESIGNPROOF_RECORD=1 swift test --filter LayoutTests.Probe/probe")

        // The images in the gallery: the two PNGs as they were, and a heatmap over the reference.
        #expect(try Data(contentsOf: URL(fileURLWithPath: s.out + "/" + failure.reference)) == Data(contentsOf: URL(fileURLWithPath: referenceBytes)))
        #expect(try Data(contentsOf: URL(fileURLWithPath: s.out + "/" + failure.actual)) == actualBytes)
        let heatmap = try PNGFile.read(s.out + "/" + failure.heatmap!)
        let ramp = PixelDiffHeatmap.colour(levels: 128)
        #expect(heatmap.width == 40 && heatmap.height == 30)
        #expect(Self.pixel(heatmap, 5, 7) == [ramp.r, ramp.g, ramp.b, 255] && Self.pixel(heatmap, 14, 16) == [ramp.r, ramp.g, ramp.b, 255])
        #expect(Self.pixel(heatmap, 4, 7) == Self.pixel(heatmap, 0, 0) && Self.pixel(heatmap, 15, 16) == Self.pixel(heatmap, 0, 0))
        #expect(Self.pixel(heatmap, 0, 0)[0] == Self.pixel(heatmap, 0, 0)[1] && Self.pixel(heatmap, 0, 0)[0] > 200)
        #expect(try Manifest.read(in: s.out).get().files == ["snapshots/\(key)-actual.png", "snapshots/\(key)-heatmap.png", "snapshots/\(key)-reference.png"])

        // The data the page reads: every field present, absent ones null.
        let line = try jsonLine(failure)
        #expect(line.contains("\"sizeMismatch\":null") && line.contains("\"differingPixels\":100") && line.contains("\"record\":\"DESIGNPROOF_RECORD=1 swift test --filter LayoutTests.Probe/probe\""))
    }

    /// The key is FNV-1a 64 of the name (its published test vectors), so files keep their names.
    @Test func theKeyIsAStableHashOfTheName() {
        #expect(SnapshotReview.key("") == "cbf29ce484222325")
        #expect(SnapshotReview.key("a") == "af63dc4c8601ec8c")
        #expect(SnapshotReview.key("foobar") == "85944171f73967e8")
    }

    /// A rerun writes the same files with the same bytes, and a failure that is gone leaves
    /// the gallery with the next run.
    @Test func aRerunIsIdenticalAndAFixedFailureLeaves() throws {
        let s = try Scratch()
        defer { s.remove() }
        let reference = try s.put(Self.png(20, 20), s.refs + "/calai/calai.a-1x.png")
        let actual = try s.put(Self.png(20, 20, block: (0, 0, 3)), s.art + "/T/calai.a-1x.png")
        let record = try s.record(name: "a@1x", folder: "calai", reference: reference, actual: actual)
        let first = try Self.review(s)
        let files = try FileManager.default.contentsOfDirectory(atPath: s.out + "/snapshots").sorted()
        let bytes = try files.map { try Data(contentsOf: URL(fileURLWithPath: s.out + "/snapshots/" + $0)) }
        let second = try Self.review(s)
        #expect(first.0 == second.0 && first.0.failures.count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: s.out + "/snapshots").sorted() == files)
        #expect(try files.map { try Data(contentsOf: URL(fileURLWithPath: s.out + "/snapshots/" + $0)) } == bytes)

        unlink(record)
        unlink(actual)
        let third = try Self.review(s)
        #expect(third.0.failures == [] && third.1 == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: s.out + "/snapshots") == [])
    }

    // MARK: - Bare swift-snapshot-testing artifacts

    /// `TESTFILE/TEST.NAME.png` without a record: its reference is the PNG of the same name,
    /// in a folder named TESTFILE first (`__Snapshots__/TESTFILE/`), else anywhere unique.
    @Test func bareArtifactsAreFoundByName() throws {
        let s = try Scratch()
        defer { s.remove() }
        // One in DesignProof's snapshots folder, one in swift-snapshot-testing's __Snapshots__,
        // and a decoy of the second's name elsewhere that the folder name rules out.
        let ours = try s.put(Self.png(12, 8), s.refs + "/snapshots/layout/layout.cal-2x.png")
        let theirs = try s.put(Self.png(12, 8), s.refs + "/Tests/__Snapshots__/PlainTests/test.plain.png")
        try s.put(Self.png(12, 8), s.refs + "/other/test.plain.png")
        let a = try s.put(Self.png(12, 8, block: (0, 0, 2)), s.art + "/CalendarSnapshotTests/layout.cal-2x.png")
        let b = try s.put(Self.png(12, 8, block: (10, 6, 2)), s.art + "/PlainTests/test.plain.png")
        // Not artifacts: our heatmaps' folder, a name without a dot, a hidden file, a PNG two levels down.
        try s.put(Self.png(12, 8), s.art + "/designproof/layout/layout.cal-2x.heatmap.png")
        try s.put(Self.png(12, 8), s.art + "/designproof-diff-1234.png")
        try s.put(Self.png(12, 8), s.art + "/X/designproof-diff-99.png")
        try s.put(Self.png(12, 8), s.art + "/X/.hidden.png")
        try s.put(Self.png(12, 8), s.art + "/X/deeper/layout.cal-2x.png")

        let review = try SnapshotReview.scan(s.art, references: [s.refs])
        #expect(review.problems == [])
        #expect(review.pairs == [
            SnapshotReview.Pair(name: "CalendarSnapshotTests/layout.cal-2x", reference: ours, actual: a,
                                record: "DESIGNPROOF_RECORD=1 swift test --filter CalendarSnapshotTests"),
            SnapshotReview.Pair(name: "PlainTests/test.plain", reference: theirs, actual: b,
                                record: "SNAPSHOT_TESTING_RECORD=failed swift test --filter PlainTests"),
        ])
        let (snapshots, problems) = try Self.review(s)
        #expect(problems == [])
        #expect(snapshots.failures.map(\.differingPixels) == [4, 4])
    }

    /// A name that several references share, and one no reference has, are left out with a line.
    @Test func anAmbiguousOrUnknownNameIsAProblem() throws {
        let s = try Scratch()
        defer { s.remove() }
        let one = try s.put(Self.png(4, 4), s.refs + "/airfit/animations/animations.fade-1x.png")
        let two = try s.put(Self.png(4, 4), s.refs + "/calai/animations/animations.fade-1x.png")
        let a = try s.put(Self.png(4, 4, block: (0, 0, 1)), s.art + "/AnimTests/animations.fade-1x.png")
        var review = try SnapshotReview.scan(s.art, references: [s.refs])
        #expect(review.pairs == [])
        #expect(review.problems == ["\(a): 2 references are named animations.fade-1x.png (\(one), \(two)): skipped"])

        unlink(one)
        unlink(two)
        let b = try s.put(Self.png(4, 4), s.art + "/AnimTests/animations.other-1x.png")
        review = try SnapshotReview.scan(s.art, references: [s.refs, s.root + "/missing"])
        #expect(review.pairs == [])
        #expect(review.problems == ["2 images under \(s.art) have no single reference of their name (e.g. \(a)): skipped"])
        unlink(a)
        review = try SnapshotReview.scan(s.art, references: [s.refs])
        #expect(review.problems == ["\(b): no reference named animations.other-1x.png under \(s.refs): skipped"])
    }

    // MARK: - Sizes that differ

    @Test func aSizeMismatchIsShownWithoutAHeatmap() throws {
        let s = try Scratch()
        defer { s.remove() }
        let reference = try s.put(Self.png(40, 30), s.refs + "/airfit/airfit.probe-1x.png")
        let actual = try s.put(Self.png(39, 31), s.art + "/T/airfit.probe-1x.png")
        try s.record(name: "probe@1x", folder: "airfit", reference: reference, actual: actual, test: "Suite/it's")
        let (snapshots, problems) = try Self.review(s)
        #expect(problems == [])
        let key = SnapshotReview.key("airfit.probe@1x")
        #expect(snapshots.failures == [SnapshotReview.Failure(
            name: "airfit.probe@1x", reference: "snapshots/\(key)-reference.png", actual: "snapshots/\(key)-actual.png", heatmap: nil,
            width: 40, height: 30, differingPixels: nil, pixelCount: 1200, meanDelta: nil, maxDeltaE: nil,
            sizeMismatch: "snapshot is 39×31 px, the reference 40×30 px",
            record: "DESIGNPROOF_RECORD=1 swift test --filter 'Suite/it'\\''s'")])
        #expect(try Manifest.read(in: s.out).get().files == ["snapshots/\(key)-actual.png", "snapshots/\(key)-reference.png"])
        #expect(try jsonLine(snapshots.failures[0]).contains("\"heatmap\":null,"))
    }

    // MARK: - Bad input: one line each, the rest still shown

    @Test func corruptOversizedAndMissingImagesAreSkippedWithALine() throws {
        let s = try Scratch()
        defer { s.remove() }
        let reference = try s.put(Self.png(10, 10), s.refs + "/r/r.ok-1x.png")
        // A good failure, to show the others do not stop it.
        let good = try s.put(Self.png(10, 10, block: (0, 0, 1)), s.art + "/T/r.ok-1x.png")
        try s.record(name: "ok@1x", folder: "r", reference: reference, actual: good)
        let corrupt = try s.put(Data("not a png at all".utf8), s.art + "/T/r.corrupt-1x.png")
        try s.record(name: "corrupt@1x", folder: "r", reference: reference, actual: corrupt)
        let wide = try s.put(Self.png(8193, 1), s.art + "/T/r.wide-1x.png")
        try s.record(name: "wide@1x", folder: "r", reference: reference, actual: wide)
        let fifo = s.art + "/T/r.fifo-1x.png"
        #expect(mkfifo(fifo, 0o644) == 0)
        try s.record(name: "fifo@1x", folder: "r", reference: reference, actual: fifo)
        try s.record(name: "gone@1x", folder: "r", reference: reference, actual: s.root + "/elsewhere/T/r.gone-1x.png")
        try s.record(name: "noimage@1x", folder: "r", reference: reference, actual: nil)
        let same = try s.put(Self.png(10, 10), s.art + "/T/r.same-1x.png")
        try s.record(name: "same@1x", folder: "r", reference: reference, actual: same)
        let malformed = try s.put(Data("{\"name\": 3".utf8), s.art + "/designproof/r/r.bad.json")
        let empty = try s.put(Data("{\"name\": \"\", \"folder\": \"r\", \"reference\": \"/x\"}".utf8), s.art + "/designproof/r/r.empty.json")

        let (snapshots, problems) = try Self.review(s)
        #expect(snapshots.failures.map(\.name) == ["r.ok@1x"])
        #expect(problems == [
            "\(malformed) is not a snapshot failure record (expected {\"name\", \"folder\", \"reference\", \"actual\", …}): skipped",
            "\(empty) is not a snapshot failure record (expected {\"name\", \"folder\", \"reference\", \"actual\", …}): skipped",
            "snapshot r.gone@1x: its failed image \(s.root)/elsewhere/T/r.gone-1x.png is missing (\(s.art)/designproof/r/r.gone-1x.json): skipped",
            "snapshot r.noimage@1x failed without an image: Snapshot \"noimage@1x\" does not match reference. (\(s.art)/designproof/r/r.noimage-1x.json): skipped",
            "snapshot r.corrupt@1x: \(corrupt): not a readable PNG: not a PNG file (bad signature): skipped",
            "snapshot r.fifo@1x: \(fifo) is not a regular file: skipped",
            "snapshot r.wide@1x: \(wide): image is 8193×1 px, over the limit of 8192 px a side: skipped",
            // A harmless note (it matches its reference now) comes after the problems.
            "snapshot r.same@1x: \(same) matches its reference \(reference) pixel for pixel (re-recorded since it failed?): skipped",
        ])
    }

    /// A record naming a failed image that is not where it says, but is under the folder given
    /// (the artifacts were downloaded from CI), and a reference likewise found by name.
    @Test func aMovedArtifactsFolderIsStillRead() throws {
        let s = try Scratch()
        defer { s.remove() }
        let reference = try s.put(Self.png(6, 6), s.refs + "/fitai/fitai.home-1x.png")
        let actual = try s.put(Self.png(6, 6, block: (1, 1, 2)), s.art + "/FitAISnapshotTests/fitai.home-1x.png")
        try s.record(name: "home@1x", folder: "fitai", reference: "/ci/work/snapshots/fitai/fitai.home-1x.png",
                     actual: "/ci/artifacts/FitAISnapshotTests/fitai.home-1x.png")
        let review = try SnapshotReview.scan(s.art, references: [s.refs])
        #expect(review.problems == [])
        #expect(review.pairs.map { [$0.name, $0.reference, $0.actual] } == [["fitai.home@1x", reference, actual]])
    }

    /// Given our records' folder itself (`ARTIFACTS/designproof`), the records are read and
    /// the heatmaps beside them are not taken for bare artifacts.
    @Test func theRecordsFolderItselfCanBeGiven() throws {
        let s = try Scratch()
        defer { s.remove() }
        let reference = try s.put(Self.png(6, 6), s.refs + "/fitai/fitai.home-1x.png")
        let actual = try s.put(Self.png(6, 6, block: (0, 0, 3)), s.art + "/T/fitai.home-1x.png")
        try s.record(name: "home@1x", folder: "fitai", reference: reference, actual: actual)
        try s.put(Self.png(6, 6), s.art + "/designproof/fitai/fitai.home-1x.heatmap.png")
        let review = try SnapshotReview.scan(s.art + "/designproof", references: [s.refs])
        #expect(review.problems == [])
        #expect(review.pairs.map(\.name) == ["fitai.home@1x"])
    }

    @Test func aMissingOrWrongFolderIsAnIOError() throws {
        let s = try Scratch()
        defer { s.remove() }
        let fix = "give the folder a failing snapshot run left ($SNAPSHOT_ARTIFACTS, else the temporary folder)"
        #expect(throws: CLIError.io("--snapshots \(s.root)/nope: no such file or folder: " + fix)) {
            try SnapshotReview.scan(s.root + "/nope", references: [])
        }
        let file = try s.put(Data("x".utf8), s.root + "/file")
        #expect(throws: CLIError.io("--snapshots \(file) is not a folder: " + fix)) {
            try SnapshotReview.scan(file, references: [])
        }
        #expect(CLIError.io("").code == Exit.io && Exit.io.rawValue == 74)
    }

    /// Links to folders are never followed: a loop ends the walk instead of hanging it, and
    /// nothing is found twice.
    @Test func aSymlinkLoopDoesNotHang() throws {
        let s = try Scratch()
        defer { s.remove() }
        let reference = try s.put(Self.png(5, 5), s.refs + "/l/l.x-1x.png")
        let actual = try s.put(Self.png(5, 5, block: (0, 0, 5)), s.art + "/T/l.x-1x.png")
        try s.record(name: "x@1x", folder: "l", reference: reference, actual: actual)
        #expect(symlink(s.art + "/designproof", s.art + "/designproof/l/loop") == 0)
        #expect(symlink(s.art, s.art + "/T/up") == 0)
        #expect(symlink(s.art, s.art + "/Self") == 0)
        #expect(symlink(s.refs, s.refs + "/l/again") == 0)
        let (snapshots, problems) = try Self.review(s, references: [s.refs])
        #expect(problems == [])
        #expect(snapshots.failures.map(\.name) == ["l.x@1x"] && snapshots.failures[0].differingPixels == 25)
    }

    @Test func defaultReferencesAreTheSnapshotsFolderAndEverySnapshotsFolderUnderTests() throws {
        let s = try Scratch()
        defer { s.remove() }
        try s.put(Data(), s.root + "/snapshots/a/a.x.png")
        try s.put(Data(), s.root + "/Tests/ATests/__Snapshots__/ATests/t.x.png")
        try s.put(Data(), s.root + "/Tests/BTests/Deep/__Snapshots__/B/t.y.png")
        #expect(SnapshotReview.defaultReferences(project: s.root) == [
            s.root + "/snapshots", s.root + "/Tests/ATests/__Snapshots__", s.root + "/Tests/BTests/Deep/__Snapshots__",
        ])
        #expect(SnapshotReview.defaultReferences(project: s.root + "/nothing") == [])
    }

    // MARK: - The browser test's seed

    /// `Scripts/seed-snapshot-failure.sh DIR` leaves two failures the review shows: AirFit's
    /// dashboard with a 60 × 24 block inverted (through a record) and Cal AI's gender screen
    /// 4 px short (a bare artifact) — and leaves snapshots/ as it was.
    @Test func theSeedScriptLeavesTwoReviewableFailures() throws {
        let s = try Scratch()
        defer { s.remove() }
        let references = [Proof.root + "/snapshots/airfit/airfit.dashboard-1x.png", Proof.root + "/snapshots/calai/calai.gender-1x.png"]
        let before = try references.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Proof.root + "/Scripts/seed-snapshot-failure.sh")
        process.arguments = [s.art]
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        #expect(try Subprocess.run(process, timeout: 120))
        #expect(process.terminationStatus == 0)

        let (snapshots, problems) = try Self.review(s, references: [Proof.root + "/snapshots"])
        #expect(problems == [])
        #expect(snapshots.failures.map(\.name) == ["CalAISnapshotTests/calai.gender-1x", "airfit.dashboard@1x"])
        let gender = snapshots.failures[0], dashboard = snapshots.failures[1]
        #expect(gender.sizeMismatch == "snapshot is 393×848 px, the reference 393×852 px" && gender.heatmap == nil)
        #expect(gender.record == "DESIGNPROOF_RECORD=1 swift test --filter CalAISnapshotTests")
        #expect(dashboard.width == 393 && dashboard.height == 852 && dashboard.differingPixels == 60 * 24)
        #expect(dashboard.record == "DESIGNPROOF_RECORD=1 swift test --filter AppsTests.AirFitSnapshotTests/screenInBothAppearances")
        #expect(try references.map { try Data(contentsOf: URL(fileURLWithPath: $0)) } == before)
    }
}
