import AppSupport
import DisplayList
import Inspect
import Tokens

extension MotionClaimRun {
    /// A reduced-motion variant moves nothing and its fades last the reduced-motion fade
    /// (or are fades the full animation has too). Movement is looked for between frames
    /// 0.1 s apart and at every track's start and end; a fade's span is measured to the
    /// frame at both ends.
    ///
    /// `tokens` nil: a recording of a team's view (a preview), whose fades have no token to
    /// last; only what moves is a finding, with how to keep it still.
    package mutating func checkReduced(_ still: MotionFrames, full: AnimationClip, claims: MotionClaims, tokens: TokenSet?) throws {
        coverage[1].contain()
        let clip = still.clip
        let id = clip.id
        var fadeLength: Double?
        if let tokens {
            do { fadeLength = try tokens.duration(claims.reducedFadeToken) } catch {
                fail("reduced motion: \(id): \(error.description)", id, ["claim": "reduced"])
                return
            }
        }
        var picks = Set(stride(from: 0, through: still.lastIndex, by: max(1, MotionRun.fps / 10)))
        picks.insert(still.lastIndex)
        for r in clip.rows {
            picks.insert(min(still.lastIndex, still.index(atOrBefore: r.start)))
            picks.insert(min(still.lastIndex, still.index(atOrBefore: r.end) + 1))
        }
        let ks = picks.sorted()
        let movers = claims.reducedMotionMovers.filter { $0.animation == id }
        var moves: [String] = []
        var allowed: Set<String> = []
        for (k0, k1) in zip(ks, ks.dropFirst()) {
            let a = still.frame(k0), b = still.frame(k1)
            let retexted = Self.textChanges(a, b)
            // Under a twentieth of a point (a sixth of a pixel at @3x) nothing is seen to move:
            // a text re-laid out by a rounding is no motion to reduce.
            for m in ElementMotion.movements(from: a, to: b) where !retexted.contains(m.id) && m.distance >= MotionRun.visibleMovement {
                // The first mover that names it: an app lists the narrow ones first.
                if let mover = movers.first(where: { m.id.contains($0.element) }) {
                    allowed.insert(mover.element + ": " + mover.reason)
                } else {
                    moves.append("\(m.id) moves (\(m.kinds), \(MotionRun.points(m.distance))) between \(MotionRun.seconds(still.time(k0))) and \(MotionRun.seconds(still.time(k1)))")
                }
            }
        }
        // Fades: each as long as the reduced-motion fade, unless the full animation has it too.
        var fades: [MotionRun.Fade] = []
        // A row at rest (the ripple held still) is no fade, whatever it is called.
        let changes = { (r: TimelineRow) in (0...12).contains { abs(r.value(r.start + (r.end - r.start) * Double($0) / 12) - r.value(r.start)) > 1e-9 } }
        for r in clip.rows where r.property.contains("opacity") && r.end > r.start && changes(r) {
            // A fade the full animation has as it is (same length and curve, wherever it starts), on an element it does not move (AirFit's
            // background cross-fade), is no replacement for movement and keeps its length.
            let kept = full.rows.contains { $0.element == r.element && $0.property == r.property && abs(($0.end - $0.start) - (r.end - r.start)) <= 1e-9 && $0.curve == r.curve }
                && !full.rows.contains { $0.element == r.element && !$0.property.contains("opacity") }
            let expected: Double? = kept ? nil : fadeLength
            let ok = expected.map { abs((r.end - r.start) - $0) <= 1e-9 } ?? true
            fades.append(.init(element: r.element, start: r.start, end: r.end, expected: expected, passed: ok))
            if !ok, let fadeLength {
                fail("reduced motion: \(id) · \(r.element) fades over \(MotionRun.seconds(r.end - r.start)); the reduced-motion fade is \(MotionRun.seconds(fadeLength)) (\(claims.reducedFadeToken); \(claims.reducedFadeSource))",
                     id, ["claim": "reduced", "element": .text(r.element), "fade": .number(r.end - r.start), "expected": .number(fadeLength)])
            }
        }
        // The span the frames fade over, to the frame: the first step that changes an
        // opacity or a colour near the fades' start, the last near their end.
        var measuredStart: Double? = nil, measuredEnd: Double? = nil
        var spanOK = true
        if let s = fades.map(\.start).min(), let e = fades.map(\.end).max() {
            // A step fades when it changes an opacity, or the colours of what stays (the
            // background's gradient cross-fading to the next token).
            let fading = { (k: Int) in
                ElementMotion.largestOpacityStep(from: still.frame(k), to: still.frame(k + 1)) > 1e-9
                    || ElementMotion.paintChanges(from: still.frame(k), to: still.frame(k + 1))
            }
            let ks0 = still.index(atOrBefore: s)
            let ke = still.index(atOrBefore: e)
            measuredStart = (max(0, ks0 - 2)...(ks0 + 2)).first(where: fading).map(still.time)
            // A fade that runs on past the recording (one repeating forever, cut where the
            // recording is) has no end to measure.
            let endsInClip = e < clip.duration || clip.settles
            measuredEnd = endsInClip ? (max(0, ke - 2)...(ke + 2)).last(where: fading).map { still.time($0 + 1) } : nil
            let h = 1 / Double(MotionRun.fps)
            spanOK = measuredStart.map { abs($0 - s) <= h } == true && (!endsInClip || measuredEnd.map { abs($0 - e) <= h } == true)
            if !spanOK {
                fail("reduced motion: \(id): the frames fade from \(measuredStart.map(MotionRun.seconds) ?? "nowhere near the start") to \(measuredEnd.map(MotionRun.seconds) ?? "nowhere near the end"); the timeline fades from \(MotionRun.seconds(s)) to \(MotionRun.seconds(e))",
                     id, ["claim": "reduced"])
            }
        }
        // A team's view moves under Reduce Motion unless it asks: SwiftUI does not still it.
        let advice = tokens == nil ? " (Reduce Motion is on: read @Environment(\\.accessibilityReduceMotion) and fade instead of moving)" : ""
        for m in moves.prefix(3) { fail("reduced motion: \(id): \(m)\(advice)", id, ["claim": "reduced"]) }
        if moves.count > 3 { fail("reduced motion: \(id): … and \(moves.count - 3) more movements", id, ["claim": "reduced"]) }
        let passed = moves.isEmpty && fades.allSatisfy(\.passed) && spanOK
        coverage[1].measure()
        reduced.append(.init(animation: id, framePairs: ks.count - 1, movements: moves, allowed: allowed.sorted(), fades: fades,
                             measuredFadeStart: measuredStart, measuredFadeEnd: measuredEnd, passed: passed))
    }

    /// Ids whose text differs between two frames: a number counting or a label changing is
    /// new content, not movement, even when its frame grows.
    package static func textChanges(_ a: DisplayList, _ b: DisplayList) -> Set<String> {
        var before: [String: [String]] = [:]
        for e in a.elements { before[e.id, default: []].append(e.text?.string ?? "") }
        var after: [String: [String]] = [:]
        for e in b.elements { after[e.id, default: []].append(e.text?.string ?? "") }
        return Set(after.compactMap { id, texts in before[id] == texts ? nil : id })
    }
}
