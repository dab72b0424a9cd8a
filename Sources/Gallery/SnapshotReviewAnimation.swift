import Foundation
import Render

/// A failed animation snapshot (DesignProofTesting's `.apng`: reference and failed image are
/// APNGs). Read as stills, both show frame 0, which usually still matches; the review
/// compares the first frame that differs instead, and shows the two APNGs (which play in the
/// page) with that frame's heatmap.
enum SnapshotReviewAnimation {
    /// The frames to compare, or why the two animations cannot be compared frame by frame.
    enum Pick {
        case frames(reference: RGBAImage, actual: RGBAImage)
        case mismatch(String)
    }

    /// True when `png` is an APNG: an acTL chunk right after its IHDR, where our encoders put
    /// it (a still read as an APNG would be refused).
    static func isAnimated(_ png: Data) -> Bool {
        png.count >= 41 && png[png.startIndex + 37..<png.startIndex + 41].elementsEqual("acTL".utf8)
    }

    /// nil unless both are APNGs; else the first differing frames (frame 0 when none differs),
    /// or the difference in frame count.
    static func pick(reference: Data, actual: Data, maxPixels: Int) throws(RenderError) -> Pick? {
        guard isAnimated(reference), isAnimated(actual) else { return nil }
        let r = try AnimatedPNG.decode(reference, name: "the reference", maxPixels: maxPixels)
        let a = try AnimatedPNG.decode(actual, name: "the failed animation", maxPixels: maxPixels)
        guard r.frames.count == a.frames.count else { return .mismatch("the animation has \(a.frames.count) frames, the reference \(r.frames.count)") }
        let k = r.frames.indices.first { r.frames[$0].image != a.frames[$0].image } ?? 0
        return .frames(reference: r.frames[k].image, actual: a.frames[k].image)
    }
}
