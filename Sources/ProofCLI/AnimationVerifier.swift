import AppSupport
import ArgumentParser
import DisplayList
import Foundation
import ProofOutput
import Inspect
import Render
import Tokens

/// `proof animate … --verify DIR`: renders the animation again, in memory, and compares it
/// with the reference an earlier `--out DIR` wrote — its timing (frame count, fps and
/// duration: frame k is at t = k / fps), every frame (DESIGN.md's meanDelta, maxDelta and
/// changedPixelRatio, a pixel changed when a channel differs by more than `tolerance`
/// levels), then `timeline.json`'s rows and samples.
///
/// Frames are compared one at a time on two threads, each holding one frame and its
/// reference: memory does not grow with the frame count. A frame encoded byte for byte as
/// its reference file is identical without being decoded (rendering is deterministic);
/// any other is decoded and measured. The report does not depend on the thread count.
package struct AnimationVerifier {
    let clip: AnimationClip
    let times: [Double]
    let fps: Int
    let scale: Double?
    let reference: AnimationReference
    let tolerance: Int

    /// How frame k compares with its reference.
    enum Outcome {
        /// Byte for byte the same PNG.
        case identical
        /// Decoded and measured (`changedPixels` 0: within the tolerance).
        case measured(PixelDiff)
        /// The reference frame is not one (65) or cannot be read (74).
        case bad(CLIError)
    }

    /// Prints the verdict; returns 0 when the animation matches its reference, 1 when it
    /// does not. Throws the bad-reference error (65, 74) instead of any verdict.
    func verify(renderer: CairoRenderer) throws(CLIError) -> ExitCode {
        try reference.checkFolder()
        let recorded = try reference.timeline(fps: fps)
        try reference.checkFrames(count: recorded.frameCount)
        let header = "\(clip.id) differs from its reference \(reference.folder)"
        guard recorded.frameCount == times.count, recorded.duration == clip.duration else {
            print(header + ": timing: the reference lasts \(formatNumber(recorded.duration)) s, \(recorded.frameCount) frames at \(fps) fps; "
                  + "this render \(formatNumber(clip.duration)) s, \(times.count) frames (frames not compared)")
            return Exit.checkFailed
        }
        let lists = displayLists()
        let outcomes = compareFrames(lists)
        for outcome in outcomes { if case .bad(let e) = outcome { throw e } }
        let diffs: [PixelDiff?] = outcomes.map { outcome in
            if case .measured(let d) = outcome { return d }
            return nil
        }
        let differing = diffs.indices.filter { (diffs[$0]?.changedPixels ?? 0) > 0 }
        let timeline = TimelineComparison(reference: recorded, rendered: TimelineDocument(clip: clip, fps: fps)).difference

        guard let first = differing.first else {
            if let timeline {
                print(header + ": " + timeline)
                return Exit.checkFailed
            }
            reference.removeEarlierHeatmaps()
            print("verified \(times.count) \(times.count == 1 ? "frame" : "frames") and timeline.json of \(clip.id) against \(reference.folder): " + passVerdict(diffs))
            return .success
        }
        let d = diffs[first]!
        let heatmapName = AnimationReference.heatmapName(first)
        print(header + ": \(differing.count) of \(times.count) frames " + (differing.count == 1 ? "differs" : "differ") + (differing.count > 1 ? ", the first at frame \(first)" : ""))
        print("frame \(first) (t = \(Self.seconds(times[first])) s), \(AnimationExporter.frameName(first)): " + Self.numbers(d))
        if let timeline { print(timeline) }
        try writeHeatmap(frame: first, list: lists[first], renderer: renderer, name: heatmapName)
        print("heatmap of frame \(first): \(reference.path(heatmapName))")
        return Exit.checkFailed
    }

    /// Every frame's display list, laid out on this thread (layout uses its Pango).
    private func displayLists() -> [DisplayList] { clip.displayLists(at: times, scale: scale) }

    /// Renders and compares every frame on two threads, each with its own renderer and one
    /// frame in hand at a time.
    private func compareFrames(_ lists: [DisplayList]) -> [Outcome] {
        let results = OutcomeBox(count: lists.count)
        let (reference, tolerance) = (self.reference, self.tolerance)
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            let r = CairoRenderer(keepingBackdrops: true)
            var raster = Raster(width: 0, height: 0, stride: 0, bytes: [])
            // Past a bad frame the verdict is that error: the rest need not be drawn.
            for k in stride(from: worker, to: lists.count, by: 2) where !results.hasBad(before: k) {
                results.set(k, Self.compare(k, lists[k], with: reference, tolerance: tolerance, renderer: r, raster: &raster))
            }
        }
        return results.outcomes
    }

    /// Frame k drawn from `list` against its reference file.
    private static func compare(_ k: Int, _ list: DisplayList, with reference: AnimationReference, tolerance: Int,
                                renderer: CairoRenderer, raster: inout Raster) -> Outcome {
        do throws(CLIError) {
            let stored = try reference.frameBytes(k)
            let drawn: Data
            do {
                try renderer.render(list, into: &raster)
                drawn = try PNGFile.encode(raster, options: .fast)
            } catch { return .bad(CLIError(message: error.description, code: ExitCode(error.exitCode))) }
            if stored == drawn { return .identical }
            if let size = pngSize(stored), size.width != raster.width || size.height != raster.height {
                throw reference.frameSizeDiffers(k, recorded: size, drawn: (raster.width, raster.height))
            }
            let old: RGBAImage
            do { old = try PNGFile.decode(stored, name: reference.path(AnimationExporter.frameName(k))) } catch {
                throw reference.badFrame(k, "is not a readable PNG (\(reason(error)))")
            }
            let new: RGBAImage
            do { new = try PNGFile.decode(drawn) } catch { return .bad(CLIError(message: error.description, code: ExitCode(error.exitCode))) }
            guard old.width == new.width, old.height == new.height else {
                throw reference.frameSizeDiffers(k, recorded: (old.width, old.height), drawn: (new.width, new.height))
            }
            return .measured(PixelDiff(old.pixels, new.pixels, width: new.width, height: new.height, tolerance: tolerance))
        } catch {
            return .bad(error)
        }
    }

    /// Draws the heatmap of frame k (changes painted over a faded copy of the reference
    /// frame) beside the reference, atomically; then removes the heatmaps of earlier
    /// verifies, so the folder holds this verify's only.
    private func writeHeatmap(frame k: Int, list: DisplayList, renderer: CairoRenderer, name: String) throws(CLIError) {
        let path = reference.path(name)
        try reference.checkHeatmapName(name)
        let png: Data
        do {
            let old = try PNGFile.decode(try reference.frameBytes(k), name: reference.path(AnimationExporter.frameName(k)))
            let new = try PNGFile.decode(try PNGFile.encode(try renderer.render(list), options: .fast))
            let rgba = PixelDiffHeatmap.rgba(old.pixels, new.pixels, width: new.width, height: new.height, tolerance: tolerance)
            png = try PNGFile.encodeRGBA(rgba, width: new.width, height: new.height)
        } catch let e as CLIError {
            throw e
        } catch let e as RenderError {
            throw CLIError(message: e.description, code: ExitCode(e.exitCode))
        } catch {
            throw .io("\(path): cannot draw the heatmap: \(error)")
        }
        // Through an OutputRun on the reference's folder, as every output: never over a link
        // or device, all or nothing, listed in its manifest with its digest — and the heatmaps
        // of earlier verifies, as listed there, removed.
        let unwritable = " (the reference is unchanged; make its folder writable to get the heatmap)"
        do throws(CLIError) {
            let run = try OutputRun(out: reference.root, option: "--verify")
            run.replacePrevious(under: reference.directory + "/verify-frame-")
            try run.write(png, to: reference.directory + "/" + name)
            try run.commit()
        } catch {
            // The system's own words (after the last ": ") when the folder refused the write,
            // said as the heatmap's; anything else (a link in the way) as it is.
            let refused = ["cannot write: ", "cannot write into it: ", "cannot create it in "].contains { error.message.contains($0) }
            let words = refused ? (error.message.components(separatedBy: ": ").last ?? error.message) : error.message
            throw .io("\(path): cannot write the heatmap: " + words + unwritable)
        }
    }

    /// "identical", or how close the frames within the tolerance came.
    private func passVerdict(_ diffs: [PixelDiff?]) -> String {
        let measured = diffs.compactMap { $0 }
        guard let worst = measured.max(by: { $0.maxDelta < $1.maxDelta }), worst.maxDelta > 0 else { return "identical" }
        let frame = diffs.firstIndex { $0 == worst }!
        let changed = measured.filter { $0.maxDelta > 0 }.count
        return "\(changed) \(changed == 1 ? "frame" : "frames") within --tolerance \(tolerance), the largest change at frame \(frame): "
            + "maxDelta \(String(format: "%.6f", worst.maxDelta)) (\(Self.levels(worst.maxDelta)) of 255 levels)"
    }

    /// A frame time as messages show it: to 0.1 ms (frame 10 at 120 fps is 0.0833 s).
    package static func seconds(_ t: Double) -> String { formatNumber((t * 1e4).rounded() / 1e4) }

    /// A frame's numbers, in `proof diff`'s names.
    static func numbers(_ d: PixelDiff) -> String {
        var text = "meanDelta \(String(format: "%.6f", d.meanDelta)), maxDelta \(String(format: "%.6f", d.maxDelta)) (\(levels(d.maxDelta)) of 255 levels), "
            + "changedPixelRatio \(String(format: "%.6f", d.changedPixelRatio)) (\(d.changedPixels) of \(d.width * d.height) px over \(d.tolerance) levels)"
        if let box = d.boundingBox { text += ", changed region x \(box.x), y \(box.y), \(box.width) × \(box.height) px" }
        return text
    }

    /// A channel delta in whole 8-bit levels, or to two places when translucent pixels
    /// made it a fraction of one.
    private static func levels(_ delta: Double) -> String {
        let exact = delta * 255
        return abs(exact - exact.rounded()) < 1e-9 ? String(Int(exact.rounded())) : String(format: "%.2f", exact)
    }

    /// Width and height from a PNG's IHDR chunk (bytes 16…23, big-endian), or nil when the
    /// bytes do not start as a PNG does (the decoder then says what is wrong).
    package static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let b = [UInt8](data.prefix(24))
        guard b.count == 24, b[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              b[12..<16].elementsEqual(Array("IHDR".utf8)) else { return nil }
        func u32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        return (u32(16), u32(20))
    }

    /// What the decoder said, without the path it prefixes.
    private static func reason(_ error: RenderError) -> String {
        switch error {
        case .badImage(_, let reason), .badWebP(_, let reason), .imageTooLarge(_, let reason), .io(_, let reason): reason
        default: error.description
        }
    }
}

/// The outcomes of the two workers, by frame.
private final class OutcomeBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [AnimationVerifier.Outcome?]
    /// The lowest frame found bad so far.
    private var firstBad = Int.max

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ k: Int, _ outcome: AnimationVerifier.Outcome) {
        lock.lock(); defer { lock.unlock() }
        results[k] = outcome
        if case .bad = outcome { firstBad = min(firstBad, k) }
    }

    /// A frame before `k` is bad: frame k cannot change the verdict.
    func hasBad(before k: Int) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return firstBad < k
    }

    /// Every frame's outcome; frames skipped after a bad one count as identical (the bad
    /// one decides the verdict).
    var outcomes: [AnimationVerifier.Outcome] {
        lock.lock(); defer { lock.unlock() }
        return results.map { $0 ?? .identical }
    }
}
