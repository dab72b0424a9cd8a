import Gallery
import ProofCLI
import ProofOutput
import Foundation
import Render
import Testing

/// A failed animation snapshot (two APNGs) in the review: compared on the first frame that
/// differs, not on frame 0, which both usually share.
@Suite(.proofApps) struct SnapshotReviewAnimationTests {
    /// `count` 20 × 10 grey frames; frame `marked` has a red 4 × 4 block at (2, 3).
    static func apng(count: Int, marked: Int? = nil) throws -> Data {
        let frames = (0..<count).map { k in
            var bytes = [UInt8]()
            for y in 0..<10 {
                for x in 0..<20 { bytes += k == marked && (2..<6).contains(x) && (3..<7).contains(y) ? [0, 0, 255, 255] : [128, 128, 128, 255] }
            }
            return Raster(width: 20, height: 10, stride: 80, bytes: bytes)
        }
        return try AnimatedPNG.encodeDeltas(frames, delay: AnimatedPNG.Delay(frames: 1, fps: 10)!)
    }

    static func review(reference: Data, actual: Data) throws -> (SnapshotReview.Snapshots, [String]) {
        let s = try SnapshotReviewTests.Scratch()
        defer { s.remove() }
        let referencePath = try s.put(reference, s.refs + "/calai/motion/motion.dot.png")
        let actualPath = try s.put(actual, s.art + "/AnimationReferenceTests/motion.dot.png")
        try s.record(name: "dot", folder: "calai/motion", reference: referencePath, actual: actualPath)
        return try SnapshotReviewTests.review(s)
    }

    @Test func theFirstDifferingFrameIsCompared() throws {
        let (snapshots, problems) = try Self.review(reference: try Self.apng(count: 4), actual: try Self.apng(count: 4, marked: 2))
        #expect(problems == [])
        let failure = try #require(snapshots.failures.first)
        #expect(failure.differingPixels == 16 && failure.pixelCount == 200 && failure.sizeMismatch == nil)
        #expect(failure.heatmap != nil)
    }

    @Test func frameCountsThatDifferAreSaid() throws {
        let (snapshots, problems) = try Self.review(reference: try Self.apng(count: 4), actual: try Self.apng(count: 3))
        #expect(problems == [])
        #expect(snapshots.failures.first?.sizeMismatch == "the animation has 3 frames, the reference 4")
    }

    @Test func aCorruptAnimationIsLeftOutWithOneLine() throws {
        var actual = try Self.apng(count: 4, marked: 1)
        actual[actual.count - 20] ^= 0xFF
        let (snapshots, problems) = try Self.review(reference: try Self.apng(count: 4), actual: actual)
        #expect(snapshots.failures.isEmpty)
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.hasPrefix("snapshot calai/motion.dot: the failed animation: not a readable PNG: fdAT chunk at byte ") == true)
        #expect(problems.first?.hasSuffix(": the file is corrupt: skipped") == true)
    }
}
