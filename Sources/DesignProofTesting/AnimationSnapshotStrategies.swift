public import AppSupport
public import SnapshotTesting
import DisplayList
import Foundation
import Render

// An animation pinned as two references: every frame in one animated PNG, checked frame by
// frame like `.png`, and its timeline.json, checked number by number. Small pieces in
// swift-snapshot-testing's style; `assertAnimationSnapshot` uses both.

extension Snapshotting where Value == AnimationClip, Format == Data {
    /// Every frame of the animation at `fps` (frame k at t = k / fps, as `proof animate`
    /// renders them), drawn at `scale` pixels per point (nil: the device's), each frame full
    /// size, as one APNG whose frames store only what changed (`AnimatedPNG.encodeDeltas`,
    /// filtered rows as `.png` stores them: references stay small). Compared frame by frame: `precision` and
    /// `perceptualPrecision` mean what they mean for `.png`, for each frame.
    public static func apng(fps: Int, scale: Double? = 1, precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .apng(precision: precision, perceptualPrecision: perceptualPrecision)) { clip in
            do {
                guard let delay = AnimatedPNG.Delay(frames: 1, fps: fps) else { throw RenderError.unsupported("an animation at \(fps) fps (give 1…65535)") }
                let renderer = CairoRenderer(keepingBackdrops: true)
                let frames = try AnimationClip.frameTimes(duration: clip.duration, fps: fps).map { t in
                    var list = clip.frame(at: t)
                    if let scale { list.scale = scale }
                    return try renderer.render(list)
                }
                return try AnimatedPNG.encodeDeltas(frames, delay: delay)
            } catch {
                return Data("render failed: \(error)".utf8)
            }
        }
    }
}

extension Snapshotting where Value == AnimationClip, Format == String {
    /// The animation's `timeline.json` at `fps` (as `proof animate` writes it), compared
    /// number by number (`Diffing.timelineJSON`).
    public static func timeline(fps: Int) -> Snapshotting {
        Snapshotting<TimelineDocument, String>.timelineJSON.pullback { TimelineDocument(clip: $0, fps: fps) }
    }
}

extension Snapshotting where Value == TimelineDocument, Format == String {
    /// A timeline document as stable, pretty JSON in `NAME.timeline.json`.
    public static var timelineJSON: Snapshotting {
        Snapshotting(pathExtension: "timeline.json", diffing: .timelineJSON) { document in
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return (try? encoder.encode(document)).map { String(decoding: $0, as: UTF8.self) + "\n" } ?? ""
        }
    }
}

extension Diffing where Value == Data {
    /// Compares two APNGs: frame count and each frame's delay first, then each frame's
    /// pixels as `.png` compares a still. A failure names the first differing frame, its
    /// time and its numbers, and how many frames differ; its heatmap is written where
    /// `.png` writes one (beside the failure record under `assertDesignSnapshot`).
    public static func apng(precision: Float, perceptualPrecision: Float) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            if reference == actual { return nil }
            // What `.apng` hands over when the clip could not be drawn.
            if actual.starts(with: Data("render failed: ".utf8)) { return (String(decoding: actual, as: UTF8.self), []) }
            let old: AnimatedImage, new: AnimatedImage
            do {
                old = try AnimatedPNG.decode(reference, name: "the reference")
                new = try AnimatedPNG.decode(actual, name: "the snapshot")
            } catch {
                return ("cannot compare the animations: \(error)", [])
            }
            if let timing = AnimationTiming.mismatch(reference: old, actual: new) { return (timing, []) }
            var first: (index: Int, failure: (message: String, heatmap: Data?))?
            var differing = 0
            for (k, (a, b)) in zip(old.frames, new.frames).enumerated() {
                guard a.image != b.image else { continue }
                let comparison = PixelComparison(reference: a.image, actual: b.image, perceptualPrecision: Double(perceptualPrecision))
                guard let failure = comparison.failure(precision: precision) else { continue }
                differing += 1
                if first == nil { first = (k, failure) }
            }
            guard let first else { return nil }
            let time = new.frames[first.index].time
            var message = "frame \(first.index) of \(new.frames.count) (t = \(AnimationTiming.seconds(time))) differs: \(first.failure.message)"
            message += differing > 1 ? "; \(differing) of \(new.frames.count) frames differ" : "; no other frame differs"
            if let path = PixelComparison.writeHeatmap(first.failure.heatmap) { message += "; differences in frame \(first.index) drawn in \(path)" }
            return (message, first.failure.heatmap.map { [.data($0, name: "difference-frame-\(first.index).png")] } ?? [])
        }
    }
}

/// Frame count and timing of two decoded animations.
enum AnimationTiming {
    /// Why the two do not have the same frames at the same times; nil when they do.
    static func mismatch(reference: AnimatedImage, actual: AnimatedImage) -> String? {
        if reference.width != actual.width || reference.height != actual.height {
            return "the animation is \(actual.width)×\(actual.height) px, the reference \(reference.width)×\(reference.height) px"
        }
        if reference.frames.count != actual.frames.count {
            return "the animation has \(actual.frames.count) frames \(summary(actual)), the reference \(reference.frames.count) \(summary(reference))"
        }
        for (k, (a, b)) in zip(reference.frames, actual.frames).enumerated() where abs(a.delay - b.delay) > 1e-9 {
            return "frame \(k) shows for \(seconds(b.delay)), in the reference for \(seconds(a.delay))"
        }
        return nil
    }

    /// "(1.300 s at 10 fps)": the frames' total length and rate.
    static func summary(_ animation: AnimatedImage) -> String {
        let delay = animation.frames.first?.delay ?? 0
        let total = animation.frames.reduce(0) { $0 + $1.delay }
        return "(\(seconds(total))" + (delay > 0 ? " at \(formatted(1 / delay)) fps)" : ")")
    }

    static func seconds(_ t: Double) -> String { String(format: "%.3f s", t) }

    static func formatted(_ x: Double) -> String {
        x == x.rounded() ? String(Int(x)) : String(format: "%.3f", x)
    }
}
