import ProofCLI
import AppSupport
import DisplayList
import Foundation
import Render
import Testing

/// `animate --verify`'s parts on their own: the heatmap's name (what a verify may remove),
/// a PNG's size from its header, frame times in messages, and the timeline comparison.
@Suite(.proofApps) struct AnimateVerifyPartsTests {
    @Test func onlyOurHeatmapNamesAreOurs() {
        #expect(AnimationReference.heatmapName(3) == "verify-frame-003-heatmap.png")
        #expect(AnimationReference.heatmapName(1234) == "verify-frame-1234-heatmap.png")
        for name in ["verify-frame-003-heatmap.png", "verify-frame-1234-heatmap.png"] {
            #expect(AnimationReference.isHeatmapName(name), "\(name)")
        }
        for name in ["frame-003.png", "verify-frame-03-heatmap.png", "verify-frame-00x-heatmap.png", "verify-frame--heatmap.png",
                     "verify-frame-003-heatmap.png.tmp", "my-verify-frame-003-heatmap.png", "verify-frame-٣٣٣-heatmap.png"] {
            #expect(!AnimationReference.isHeatmapName(name), "\(name)")
        }
    }

    @Test func aPNGSizeIsReadFromItsHeader() throws {
        let png = try PNGFile.encodeRGBA([UInt8](repeating: 0, count: 3 * 2 * 4), width: 3, height: 2)
        #expect(AnimationVerifier.pngSize(png)! == (3, 2))
        #expect(AnimationVerifier.pngSize(png.prefix(23)) == nil, "cut inside the header")
        #expect(AnimationVerifier.pngSize(Data("hello".utf8)) == nil)
        var notIHDR = png
        notIHDR[12] = UInt8(ascii: "X")
        #expect(AnimationVerifier.pngSize(notIHDR) == nil)
    }

    /// The reference is read through InputFile (its bounds are tested in InputFileTests) with
    /// these limits, and frames are recognised by name wherever their number ends.
    @Test func referenceLimitsAndFrameNames() {
        #expect(AnimationReference.timelineLimit == 64 << 20)
        #expect(AnimationReference.frameIndex("frame-000.png") == 0)
        #expect(AnimationReference.frameIndex("frame-999.png") == 999)
        #expect(AnimationReference.frameIndex("frame-1234.png") == 1234)
        #expect(AnimationReference.frameIndex("frame-12.png") == nil)
        #expect(AnimationReference.frameIndex("frame-0a1.png") == nil)
        #expect(AnimationReference.frameIndex("frame-001.png.tmp") == nil)
        #expect(AnimationReference.frameIndex("frame-١٢٣.png") == nil, "only ASCII digits")
    }

    @Test func frameTimesAreShownToATenthOfAMillisecond() {
        #expect(AnimationVerifier.seconds(10.0 / 120) == "0.0833")
        #expect(AnimationVerifier.seconds(0.3) == "0.3")
        #expect(AnimationVerifier.seconds(0) == "0")
        #expect(AnimationVerifier.seconds(2) == "2")
    }

    static func document(rows: [(String, Double, [Double])], fps: Int = 10) -> TimelineDocument {
        let clip = AnimationClip(id: "test/clip", duration: 0.2, rows: rows.map { r in
            TimelineRow(element: r.0, property: "opacity", from: 0, to: r.1, start: 0, end: 0.2, curve: "linear") { t in
                r.2[min(r.2.count - 1, Int((t * Double(fps)).rounded()))]
            }
        }) { _ in DisplayList(size: Size(width: 1, height: 1), scale: 1) }
        return TimelineDocument(clip: clip, fps: fps)
    }

    @Test func theTimelineComparisonNamesTheFirstDifference() {
        let a = Self.document(rows: [("a", 1, [0, 0.5, 1]), ("b", 1, [0, 0.25, 1])])
        #expect(TimelineComparison(reference: a, rendered: a).difference == nil)
        let sample = Self.document(rows: [("a", 1, [0, 0.5, 1]), ("b", 1, [0, 0.3, 1])])
        #expect(TimelineComparison(reference: a, rendered: sample).difference == "timeline.json: row 1 (b opacity) at frame 1 (t = 0.1 s) was 0.25, is 0.3")
        let end = Self.document(rows: [("a", 1, [0, 0.5, 1]), ("b", 2, [0, 0.25, 1])])
        #expect(TimelineComparison(reference: a, rendered: end).difference
                == "timeline.json: row 1 was b opacity 0 → 1 over 0…0.2 s, linear, is b opacity 0 → 2 over 0…0.2 s, linear")
        let fewer = Self.document(rows: [("a", 1, [0, 0.5, 1])])
        #expect(TimelineComparison(reference: a, rendered: fewer).difference == "timeline.json: the reference has 2 rows, this render 1")
    }
}
