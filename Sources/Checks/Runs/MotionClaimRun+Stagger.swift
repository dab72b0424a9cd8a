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

    /// Every text of `frames` whose glyphs start moving one after another, with when its
    /// first and last moving glyph (by position) start: the glyphs that differ between the
    /// animation's first and last frame move. A text drawn the same at both, or whose end
    /// glyphs start together, is no cascade and is left out. Only those two glyphs are timed
    /// — the mean lag needs no more — found on every `stride`-th frame and then bisected.
    package static func measure(_ frames: MotionFrames, stride: Int = 6) -> [CascadeTiming] {
        let clip = frames.clip
        let last = frames.lastIndex
        guard last > 0 else { return [] }
        let atStart = Dictionary(frames.frame(0).elements.compactMap { e in e.text?.glyphs.map { (e.id, $0) } }) { a, _ in a }
        struct Candidate { let text: String; let baseline: [GlyphStyle]; let first: Int; let last: Int; let moving: Int }
        var candidates: [String: Candidate] = [:]
        for e in frames.frame(last).elements {
            guard let text = e.text, let glyphs = text.glyphs, let baseline = atStart[e.id], baseline.count == glyphs.count, baseline != glyphs else { continue }
            let characters = Array(text.string)
            let moving = glyphs.indices.filter { i in i < characters.count && !characters[i].isWhitespace && baseline[i] != glyphs[i] }
            guard let first = moving.first, let lastGlyph = moving.last, first != lastGlyph else { continue }
            candidates[e.id] = Candidate(text: text.string, baseline: baseline, first: first, last: lastGlyph, moving: moving.count)
        }
        guard !candidates.isEmpty else { return [] }
        // The first sampled frame at which each end glyph has left its baseline.
        var seen: [String: (first: Int?, last: Int?)] = [:]
        var k = 0
        while k < last {
            k = min(k + stride, last)
            for element in frames.frame(k).elements {
                guard let c = candidates[element.id], let glyphs = element.text?.glyphs, glyphs.count == c.baseline.count else { continue }
                var s = seen[element.id] ?? (nil, nil)
                if s.first == nil, glyphs[c.first] != c.baseline[c.first] { s.first = k }
                if s.last == nil, glyphs[c.last] != c.baseline[c.last] { s.last = k }
                seen[element.id] = s
            }
            if candidates.keys.allSatisfy({ seen[$0]?.first != nil && seen[$0]?.last != nil }) { break }
        }
        var out: [CascadeTiming] = []
        for id in candidates.keys.sorted() {
            guard let c = candidates[id], let s = seen[id], let f = s.first, let l = s.last else { continue }
            let firstStart = start(of: c.first, in: id, before: f, stride: stride, baseline: c.baseline[c.first], frames: frames, clip: clip)
            let lastStart = start(of: c.last, in: id, before: l, stride: stride, baseline: c.baseline[c.last], frames: frames, clip: clip)
            // Glyphs that start together, or last first, are no cascade read left to right.
            guard lastStart > firstStart else { continue }
            out.append(.init(element: id, text: c.text, firstGlyph: c.first, lastGlyph: c.last, firstStart: firstStart,
                             lastStart: lastStart, moving: c.moving, glyphs: c.baseline.count))
        }
        return out
    }

    /// When glyph `glyph` of element `id` first leaves `baseline`: it has not up to `stride`
    /// frames before `frame` (the sample before, or the first frame) and has at `frame`;
    /// bisected between them to a microsecond.
    private static func start(of glyph: Int, in id: String, before frame: Int, stride: Int, baseline: GlyphStyle, frames: MotionFrames,
                              clip: AnimationClip) -> Double {
        var lo = frames.time(max(0, frame - stride)), hi = frames.time(frame)
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
