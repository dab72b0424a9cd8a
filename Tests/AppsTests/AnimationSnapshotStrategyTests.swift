import AppSupport
@testable import DesignProofTesting
import DisplayList
import Foundation
import Render
import SnapshotTesting
import Testing
import Tokens

/// `assertAnimationSnapshot` and its pieces on a small animation of their own: a 4 × 4 pt
/// dot crossing a 40 × 20 pt white canvas in 0.5 s (6 frames at 10 fps), pinned in a
/// temporary snapshots folder (never the project's).
@Suite struct AnimationSnapshotStrategyTests {
    static func clip(speed: Double = 60) -> AnimationClip {
        AnimationClip(id: "test/dot", duration: 0.5,
                      rows: [TimelineRow(element: "dot", property: "x", from: 0, to: speed / 2, start: 0, end: 0.5, curve: "linear") { speed * $0 }]) { t in
            var list = DisplayList(size: Size(width: 40, height: 20), scale: 1, background: .white)
            list.append(.shape("dot", Rect(x: (speed * t).rounded(), y: 8, width: 4, height: 4), fill: .solid(.black)))
            return list
        }
    }

    struct Scratch {
        let root: String
        let folder: String
        let location: SnapshotFailureLocation

        init() {
            let id = UUID().uuidString.lowercased().prefix(12)
            root = NSTemporaryDirectory() + "designproof-animsnap-\(getpid())-\(id)"
            folder = "apps/motion-\(id)"
            location = SnapshotFailureLocation(name: "dot", folder: folder, directory: root + "/" + folder,
                                               prefix: "motion-\(id)", filePath: #filePath, pathExtension: "png")
        }

        var timeline: String { location.reference.replacingOccurrences(of: ".png", with: ".timeline.json") }

        func check(_ clip: AnimationClip = AnimationSnapshotStrategyTests.clip(), record: SnapshotTestingConfiguration.Record? = .never) {
            checkAnimationSnapshot(of: clip, fps: 10, scale: 1, precision: 1, perceptualPrecision: 1, named: "dot", in: folder, root: root,
                                   record: record, fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        }

        func remove() {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: (location.record as NSString).deletingLastPathComponent)
            unlink(location.actual)
            unlink(location.actual.replacingOccurrences(of: ".png", with: ".timeline.json"))
        }
    }

    static func says(_ issue: Issue, _ text: String) -> Bool { issue.comments.contains { $0.rawValue.contains(text) } }
    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// Opaque RGBA8 pixels as the renderer's ARGB32 raster.
    static func raster(_ image: RGBAImage) -> Raster {
        var bytes = image.pixels
        for i in stride(from: 0, to: bytes.count, by: 4) { bytes.swapAt(i, i + 2) }
        return Raster(width: image.width, height: image.height, stride: image.width * 4, bytes: bytes)
    }

    @Test func recordsThenPassesThenNamesTheFrameThatChanged() throws {
        let s = Scratch()
        defer { s.remove() }
        withKnownIssue { s.check(record: .all) }
        let recorded = try Data(contentsOf: URL(fileURLWithPath: s.location.reference))
        let animation = try AnimatedPNG.decode(recorded)
        #expect(animation.width == 40 && animation.height == 20)
        #expect(animation.frames.map(\.time) == [0, 0.1, 0.2, 0.30000000000000004, 0.4, 0.5])
        let timeline = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: s.timeline))) as? [String: Any])
        #expect(timeline["frameCount"] as? Int == 6 && timeline["fps"] as? Int == 10 && timeline["animation"] as? String == "test/dot")
        // The dot at x = 18 pt in frame 3 (t = 0.3 s).
        let frame3 = animation.frames[3].image
        #expect(Array(frame3.pixels[((9 * 40) + 19) * 4..<((9 * 40) + 20) * 4]) == [0, 0, 0, 255])
        #expect(Array(frame3.pixels[((9 * 40) + 25) * 4..<((9 * 40) + 26) * 4]) == [255, 255, 255, 255])

        s.check()
        #expect(!Self.exists(s.location.record))

        // One pixel of frame 3 turned red in the reference: that frame fails, named with its time.
        var pixels = frame3.pixels
        pixels.replaceSubrange(0..<4, with: [255, 0, 0, 255])
        var images = animation.frames.map(\.image)
        images[3] = RGBAImage(width: 40, height: 20, pixels: pixels)
        try AnimatedPNG.encodeDeltas(images.map(Self.raster), delay: AnimatedPNG.Delay(frames: 1, fps: 10)!)
            .write(to: URL(fileURLWithPath: s.location.reference))
        let expected = "frame 3 of 6 (t = 0.300 s) differs: 1 of 800 pixels differ (0.125 %, allowed 0.000 %), largest CIEDE2000 "
        withKnownIssue { s.check() } matching: { Self.says($0, expected) }
        let record = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: s.location.record))) as? [String: Any])
        let message = try #require(record["message"] as? String)
        #expect(message.contains("; no other frame differs; differences in frame 3 drawn in \(s.location.heatmap)"))
        #expect(record["heatmap"] as? String == s.location.heatmap)
        #expect(record["actual"] as? String == s.location.actual)
        #expect(try Data(contentsOf: URL(fileURLWithPath: s.location.actual)) == recorded, "the failed APNG is what the clip draws now")
        let heatmap = try PNGFile.decode(Data(contentsOf: URL(fileURLWithPath: s.location.heatmap)))
        #expect(Array(heatmap.pixels[0..<4]) == [255, 30, 30, 255])
        #expect((0..<800).filter { Array(heatmap.pixels[($0 * 4)..<($0 * 4 + 4)]) == [255, 30, 30, 255] } == [0], "only that pixel is red")

        // The reference back: the failure's files are gone.
        try recorded.write(to: URL(fileURLWithPath: s.location.reference))
        s.check()
        #expect(!Self.exists(s.location.record) && !Self.exists(s.location.heatmap))
    }

    @Test func aMissingReferenceFailsAndWritesNothing() {
        let s = Scratch()
        defer { s.remove() }
        withKnownIssue { s.check() } matching: { Self.says($0, "No reference was found on disk") }
        #expect(!Self.exists(s.location.reference) && !Self.exists(s.timeline))
    }

    @Test func aFasterAnimationFailsOnItsFramesAndItsTimeline() throws {
        let s = Scratch()
        defer { s.remove() }
        withKnownIssue { s.check(record: .all) }
        let count = SnapshotFailureRecordCount()
        withKnownIssue { s.check(Self.clip(speed: 70)) } matching: { issue in
            if Self.says(issue, "frame 1 of 6 (t = 0.100 s) differs: ") && Self.says(issue, "; 5 of 6 frames differ; ") { count.add() }
            if Self.says(issue, "timeline row 0 (dot x): to is 35, the reference 30") { count.add() }
            return true
        }
        #expect(count.value == 2)
    }

    @Test func timingMismatchesComeFirst() throws {
        let frame = Self.raster(RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16)))
        let diffing = Diffing<Data>.apng(precision: 1, perceptualPrecision: 1)
        let six = try AnimatedPNG.encodeDeltas(Array(repeating: frame, count: 6), delay: AnimatedPNG.Delay(frames: 1, fps: 10)!)
        let five = try AnimatedPNG.encodeDeltas(Array(repeating: frame, count: 5), delay: AnimatedPNG.Delay(frames: 1, fps: 10)!)
        let slow = try AnimatedPNG.encodeDeltas(Array(repeating: frame, count: 6), delay: AnimatedPNG.Delay(frames: 1, fps: 12)!)
        #expect(diffing.diffV2(six, six) == nil)
        #expect(diffing.diffV2(six, five)?.0 == "the animation has 5 frames (0.500 s at 10 fps), the reference 6 (0.600 s at 10 fps)")
        #expect(diffing.diffV2(six, slow)?.0 == "frame 0 shows for 0.083 s, in the reference for 0.100 s")
        let still = try PNGFile.encode(frame)
        #expect(diffing.diffV2(still, six)?.0 == "cannot compare the animations: the reference: not a readable PNG: IDAT chunk at byte 33: image data before any acTL chunk (not an animated PNG)")
    }

    @Test func aClipThatCannotBeDrawnSaysWhy() throws {
        let huge = AnimationClip(id: "test/huge", duration: 0.1, rows: []) { _ in
            DisplayList(size: Size(width: 40_000, height: 20), scale: 1, background: .white)
        }
        var reference = Data(), actual = Data()
        Snapshotting<AnimationClip, Data>.apng(fps: 10).snapshot(Self.clip()).run { reference = $0 }
        Snapshotting<AnimationClip, Data>.apng(fps: 10).snapshot(huge).run { actual = $0 }
        let message = Diffing<Data>.apng(precision: 1, perceptualPrecision: 1).diffV2(reference, actual)?.0
        #expect(message == "render failed: canvas of 40000×20 px is over the limit of \(CairoRenderer.maxPixelsPerSide) px a side: use a smaller --scale or device")
    }

    @Test func timelinesCompareByValueWithinTolerance() throws {
        let diffing = Diffing<String>.timelineJSON
        let snapshot = Snapshotting<AnimationClip, String>.timeline(fps: 10)
        var text = ""
        snapshot.snapshot(Self.clip()).run { text = $0 }
        #expect(diffing.diffV2(text, text) == nil)
        var json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var rows = try #require(json["rows"] as? [[String: Any]])
        // Keys the comparison does not know (a row's spring forms, say) are ignored.
        rows[0]["spring"] = ["response": 0.5, "dampingFraction": 0.8]
        json["generator"] = "a later proof"
        func encoded(_ rows: [[String: Any]]) throws -> String {
            var j = json
            j["rows"] = rows
            return String(decoding: try JSONSerialization.data(withJSONObject: j), as: UTF8.self)
        }
        #expect(diffing.diffV2(try encoded(rows), text) == nil)
        var samples = try #require(rows[0]["samples"] as? [Double])
        samples[2] += 5e-7
        rows[0]["samples"] = samples
        #expect(diffing.diffV2(try encoded(rows), text) == nil, "within 1e-6")
        samples[2] += 1e-3
        rows[0]["samples"] = samples
        #expect(diffing.diffV2(try encoded(rows), text)?.0 == "timeline row 0 (dot x) sample 2 (t = 0.200 s) is 12, the reference 12.0010005 (tolerance 1e-06)")
        rows[0]["property"] = "y"
        #expect(diffing.diffV2(try encoded(rows), text)?.0 == "timeline row 0 (dot x): property is \"x\", the reference \"y\"")
        json["frameCount"] = 7
        #expect(diffing.diffV2(try encoded(rows), text)?.0 == "timeline: frameCount is 6, the reference 7")
        #expect(diffing.diffV2("[1, 2]", text)?.0 == "the reference is not a timeline document (not a JSON object)")
        // A reference of another format version, or from before schemas, is re-recorded.
        json["schema"] = ["name": "dev.designproof.timeline", "version": 1]
        #expect(diffing.diffV2(try encoded(rows), text)?.0
                == "timeline: the reference has dev.designproof.timeline version 1, this run writes dev.designproof.timeline version 2 (docs/FORMATS.md): re-record it")
        json.removeValue(forKey: "schema")
        #expect(diffing.diffV2(try encoded(rows), text)?.0
                == "timeline: the reference has no schema, this run writes dev.designproof.timeline version 2 (docs/FORMATS.md): re-record it")
    }
}

/// Counts the issues a known-issue block matched (its matcher must be Sendable).
final class SnapshotFailureRecordCount: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0
    func add() { lock.lock(); n += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return n }
}
