import AppSupport
import DisplayList

/// When each glyph of a text styled glyph by glyph (a letter cascade) starts to move, read
/// off an animation's frames: what the stagger claim judges and what its proposal searches.
package struct CascadeTiming: Sendable {
    /// The text's element and string.
    package let element: String
    package let text: String
    /// The first and last glyph (character index) that move, and when each starts, in
    /// seconds — found to a microsecond between the frame before and the frame it first moves.
    package let firstGlyph: Int
    package let lastGlyph: Int
    package let firstStart: Double
    package let lastStart: Double
    /// Glyphs that move (not spaces or line breaks), and glyphs styled (one per character).
    package let moving: Int
    package let glyphs: Int

    /// The mean lag from one glyph to the next, in seconds: what one step of the stagger is
    /// worth on the clock (an ease-out's lags are shorter early and longer late).
    package var lag: Double { (lastStart - firstStart) / Double(lastGlyph - firstGlyph) }

    /// Every text of `frames` whose glyphs start moving one after another (at least two
    /// glyphs starting at different times), with when its first and last glyph start. A text
    /// whose glyphs all start together is no cascade and is left out; so is one drawn at rest.
    package static func measure(_ frames: MotionFrames) -> [CascadeTiming] {
        let clip = frames.clip
        let last = frames.lastIndex
        // Texts styled glyph by glyph at the end are the candidates; most animations have none.
        // One drawn the same at the first frame as at the last does not cascade here.
        let atStart = Dictionary(frames.frame(0).elements.compactMap { e in e.text?.glyphs.map { (e.id, $0) } }) { a, _ in a }
        let candidates = frames.frame(last).elements.compactMap { e -> String? in
            guard let glyphs = e.text?.glyphs, !glyphs.isEmpty, atStart[e.id] != glyphs else { return nil }
            return e.id
        }
        guard !candidates.isEmpty else { return [] }
        struct Track { var text: String; var baseline: [GlyphStyle]; var starts: [Int: Int] }
        guard last >= 0 else { return [] }
        var tracks: [String: Track] = [:]
        for k in 0...last {
            let list = frames.frame(k)
            for element in list.elements where candidates.contains(element.id) {
                guard let text = element.text, let glyphs = text.glyphs else { continue }
                let characters = Array(text.string)
                var track = tracks[element.id] ?? Track(text: text.string, baseline: glyphs, starts: [:])
                guard track.baseline.count == glyphs.count else { continue }
                for i in glyphs.indices where i < characters.count && !characters[i].isWhitespace && track.starts[i] == nil {
                    if glyphs[i] != track.baseline[i] { track.starts[i] = k }
                }
                tracks[element.id] = track
            }
            // Stop once every glyph of every candidate has started.
            if candidates.allSatisfy({ id in tracks[id].map { t in t.starts.count == Self.movable(t.text, t.baseline.count) } ?? false }) { break }
        }
        var out: [CascadeTiming] = []
        for id in candidates {
            guard let track = tracks[id], let first = track.starts.keys.min(), let lastGlyph = track.starts.keys.max(),
                  first != lastGlyph, let f = track.starts[first], let l = track.starts[lastGlyph] else { continue }
            let firstStart = start(of: first, in: id, frame: f, baseline: track.baseline[first], frames: frames, clip: clip)
            let lastStart = start(of: lastGlyph, in: id, frame: l, baseline: track.baseline[lastGlyph], frames: frames, clip: clip)
            guard lastStart > firstStart else { continue }
            out.append(.init(element: id, text: track.text, firstGlyph: first, lastGlyph: lastGlyph, firstStart: firstStart,
                             lastStart: lastStart, moving: track.starts.count, glyphs: track.baseline.count))
        }
        return out
    }

    /// Glyphs of `text` that can move (not whitespace), among its first `count`.
    private static func movable(_ text: String, _ count: Int) -> Int {
        Array(text).prefix(count).filter { !$0.isWhitespace }.count
    }

    /// When glyph `glyph` of element `id` first leaves `baseline`: it has not at frame
    /// `frame − 1` and has at `frame`; bisected between them to a microsecond (frame 0: it
    /// moved before the first frame, so 0).
    private static func start(of glyph: Int, in id: String, frame: Int, baseline: GlyphStyle, frames: MotionFrames, clip: AnimationClip) -> Double {
        guard frame > 0 else { return 0 }
        var lo = frames.time(frame - 1), hi = frames.time(frame)
        while hi - lo > 1e-6 {
            let mid = (lo + hi) / 2
            let moved = clip.frame(at: mid).elements.first { $0.id == id }?.text?.glyphs.map { glyph < $0.count && $0[glyph] != baseline } ?? false
            if moved { hi = mid } else { lo = mid }
        }
        return hi
    }
}

extension MotionClaimRun {
    /// A cascade staggers its glyphs at least a frame apart: at 120 Hz a lag under 8.3 ms
    /// puts neighbouring glyphs on the same frame, and the text fades in as one block
    /// rather than letter by letter (AirFit §3's 0.012 of a 0.6 s ease-out phase).
    package mutating func checkStagger(_ frames: MotionFrames) {
        let frame = 1 / Double(frames.fps)
        for timing in CascadeTiming.measure(frames) {
            let passed = timing.lag >= frame - 1e-9
            staggers.append(.init(animation: frames.clip.id, element: timing.element, text: timing.text, moving: timing.moving,
                                  firstStart: timing.firstStart, lastStart: timing.lastStart, lag: timing.lag, frame: frame, passed: passed))
            guard !passed else { continue }
            let shown = timing.text.replacingOccurrences(of: "\n", with: "\\n")
            fail("stagger: \(frames.clip.id) starts the \(timing.moving) glyphs of \"\(shown)\" \(Self.milliseconds(timing.lag)) apart on average "
                 + "(\(MotionRun.fmt2(timing.lag / frame)) of a frame at \(frames.fps) Hz; all within \(Self.milliseconds(timing.lastStart - timing.firstStart))): "
                 + "a cascade under a frame reads as one block", frames.clip.id,
                 ["claim": "stagger", "text": .text(timing.text), "element": .text(timing.element), "lag": .number(timing.lag),
                  "glyphs": .number(Double(timing.glyphs))])
        }
    }

    /// "4.4 ms".
    package static func milliseconds(_ seconds: Double) -> String { String((seconds * 10_000).rounded() / 10) + " ms" }
}
