import AppSupport
import Checks
import Tokens

/// The letter cascade's two proposals, which move together: the stagger that starts its
/// glyphs a frame apart, and the phase end that lands the last glyph of its longest text
/// (a longer stagger needs a longer phase: 1 + (n − 1) · stagger).
extension MotionProposer {
    /// For every app whose cascades fail the stagger or the landing claim (its
    /// `motionClaims.glyphLanding` names the two tokens): the least stagger, in thousandths,
    /// at which every failing cascade starts its glyphs a frame apart — found by building the
    /// app's animations with it and measuring, as the check does — and the phase end that
    /// then lands every glyph. The re-check confirms both.
    func proposeCascades(_ report: CheckReport, into outcome: inout ProposerOutcome) throws {
        let failures = report.failures.filter { $0.data["claim"] == .text("landing") || $0.data["claim"] == .text("stagger") }
        let apps = Dictionary(grouping: failures) { String($0.screen.prefix { $0 != "/" }) }
        for app in apps.keys.sorted() {
            let all = apps[app]!
            // Each text once, however many animations draw it.
            var texts: [(text: String, glyphs: Int)] = []
            for f in all {
                guard case .text(let t)? = f.data["text"], case .number(let n)? = f.data["glyphs"], !texts.contains(where: { $0.text == t }) else { continue }
                texts.append((t, Int(n)))
            }
            let landing = all.filter { $0.data["claim"] == .text("landing") }.compactMap { f -> String? in if case .text(let t)? = f.data["text"] { t } else { nil } }
            let staggered = all.filter { $0.data["claim"] == .text("stagger") }
            guard let loaded = context.apps.first(where: { $0.id == app }), let type = context.designApps.type(withID: app),
                  let claim = loaded.app.motionClaims.glyphLanding,
                  let end = loaded.tokens[claim.phaseEndToken], case .number(let currentEnd) = end.value,
                  let lag = loaded.tokens[claim.staggerToken], let currentStagger = Self.number(lag.value),
                  let longest = texts.map(\.glyphs).max() else {
                outcome.left += Self.shown(texts.map(\.text)).map { "\(app) \($0): \(app) names no tokens that run its cascade (MotionClaims.glyphLanding)" }
                continue
            }
            // The stagger first: the phase end follows from it.
            var stagger = currentStagger
            if !staggered.isEmpty {
                let animations = staggered.map(\.screen).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                let texts = Self.shown(staggered.compactMap { if case .text(let t)? = $0.data["text"] { t } else { nil } })
                // Measured with the curves already proposed for the app made springs: the
                // re-check applies them together, and a spring paces the phase differently.
                var curves: [String: TokenValue] = [:]
                for p in outcome.proposals where p.app == app && p.check == MotionRun.name {
                    if let path = p.token, let spring = loaded.tokens[p.to], case .spring = spring.value { curves[path] = spring.value }
                }
                if let found = try leastStagger(app: app, type: type, claim: claim, from: currentStagger, phaseEnd: currentEnd, longest: longest,
                                                animations: animations, curves: curves) {
                    stagger = found.stagger
                    outcome.proposals.append(Proposal(
                        check: MotionRun.name, app: app, kind: .token, token: claim.staggerToken, from: Self.text(currentStagger), to: Self.text(found.stagger),
                        required: found.stagger, worstBefore: Double(texts.count), worstAfter: 0, lightnessChange: nil, uses: texts.count, failing: texts.count,
                        examples: Array(texts.prefix(3)),
                        why: Self.staggerWhy(from: currentStagger, to: found.stagger, lag: found.lag, cascades: texts.count)))
                } else {
                    outcome.left += texts.map { "\(app) \($0): no stagger up to \(Self.text(Self.largestStagger)) of the phase starts its glyphs a frame apart: lengthen the cascade instead" }
                }
            }
            // Rounded up to a millionth, so the last glyph reaches 1 rather than 1 − ε.
            let needed = Self.phaseEnd(glyphs: longest, stagger: stagger)
            let because = stagger != currentStagger ? " with the stagger proposed" : ""
            guard needed <= Self.largestPhaseEnd else {
                outcome.left += Self.shown(landing).map { "\(app) \($0): landing \(longest) glyphs\(because) needs a phase end of \(Self.text(needed)), past \(Self.text(Self.largestPhaseEnd)): shorten the stagger instead" }
                continue
            }
            guard needed > currentEnd else {
                outcome.left += Self.shown(landing).map { "\(app) \($0): \(claim.phaseEndToken) is \(Self.text(currentEnd)) already; its glyphs are left part-way by the code" }
                continue
            }
            let partWay = Self.shown(landing)
            outcome.proposals.append(Proposal(
                check: MotionRun.name, app: app, kind: .token, token: claim.phaseEndToken, from: Self.text(currentEnd), to: Self.text(needed), required: needed,
                worstBefore: Double(partWay.count), worstAfter: 0, lightnessChange: nil, uses: max(partWay.count, 1), failing: partWay.count,
                examples: Array((partWay.isEmpty ? Self.shown(texts.map(\.text)) : partWay).prefix(3)),
                why: "phase run to 1 + (\(longest) − 1) · \(Self.text(stagger)) = \(Self.text(needed)) instead of \(Self.text(currentEnd))\(because): the last of the \(longest) glyphs "
                    + "of its longest title lands, and so does every glyph of the \(partWay.count) text\(partWay.count == 1 ? "" : "s") left part-way; each glyph keeps its lag, the cascade its duration"))
        }
    }

    /// Each text once, in order, quoted with its line breaks shown: "Welcome\nto AirFit".
    private static func shown(_ texts: [String]) -> [String] {
        texts.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.map { "\"" + $0.replacingOccurrences(of: "\n", with: "\\n") + "\"" }
    }

    /// The phase end that lands glyph n − 1 of a cascade lagging `stagger` per glyph,
    /// rounded up to a millionth.
    static func phaseEnd(glyphs: Int, stagger: Double) -> Double {
        ((1 + Double(max(glyphs, 1) - 1) * stagger) * 1_000_000).rounded(.up) / 1_000_000
    }

    /// The largest phase end a proposal may set (what the token loader and the proposals
    /// reader accept).
    package static let largestPhaseEnd = 10.0

    static func number(_ value: TokenValue) -> Double? {
        switch value {
        case .number(let v), .duration(let v): return v
        default: return nil
        }
    }

    /// 1.192, 1 (no trailing ".0").
    static func text(_ v: Double) -> String {
        let s = String(v)
        return s.hasSuffix(".0") ? String(s.dropLast(2)) : s
    }

    private static func staggerWhy(from: Double, to: Double, lag: Double, cascades: Int) -> String {
        let frame: String = MotionClaimRun.milliseconds(1 / Double(MotionRun.fps))
        let plural: String = cascades == 1 ? "" : "s"
        return "each glyph lags the one before by \(text(to)) of the phase instead of \(text(from)): the glyphs of the \(cascades) cascade\(plural) "
            + "under a frame start \(MotionClaimRun.milliseconds(lag)) apart on average (a frame at \(MotionRun.fps) Hz is \(frame)), so they read "
            + "letter by letter; the cascade keeps its duration and curve"
    }

    /// The largest stagger a proposal may set, in units of phase (what the proposals reader accepts).
    static let largestStagger = 0.2

    /// The least stagger in thousandths, above `from`, at which every cascade of
    /// `animations` starts its glyphs a frame apart on average, with the phase end moved to
    /// land `longest` glyphs; nil when none up to `largestStagger` does. The lag grows with
    /// the stagger, so it is bisected; each try builds the app's animations, with `curves`
    /// (the curve tokens already proposed as springs) in place, and measures them.
    private func leastStagger(app: String, type: any DesignApp.Type, claim: GlyphLanding, from: Double, phaseEnd: Double, longest: Int,
                              animations: [String], curves: [String: TokenValue]) throws -> (stagger: Double, lag: Double)? {
        var lo = Int((from * 1000).rounded(.down)), hi = Int((Self.largestStagger * 1000).rounded())
        guard lo < hi else { return nil }
        let run = MotionClaimRun(context: context)
        let frame = 1 / Double(MotionRun.fps)
        // The smallest mean lag over the failing cascades at this many thousandths, nil when one no longer cascades.
        func lag(_ thousandths: Int) throws -> Double? {
            let s = Double(thousandths) / 1000
            let end = max(phaseEnd, Self.phaseEnd(glyphs: longest, stagger: s))
            let tokens = curves.merging([claim.staggerToken: .duration(s), claim.phaseEndToken: .number(end)]) { _, new in new }
            let overlay = DesignOverlay(tokens: [app: tokens]).holding(context.overlay.contexts)
            guard let catalog = try? AnimationCatalog(apps: DesignApps([type]), tokensDirectory: tokensDirectory, data: data, overlay: overlay) else { return nil }
            var least: Double?
            for id in animations {
                let clip = try catalog.clip(id, from: nil, to: nil, environment: run.environment(id, reduced: false), measurer: context.renderer.text)
                let timings = CascadeTiming.measure(MotionFrames(clip: clip, fps: MotionRun.fps, reducedMotion: false))
                guard !timings.isEmpty else { return nil }
                least = min(least ?? .infinity, timings.map(\.lag).min()!)
            }
            return least
        }
        guard let top = try lag(hi), top >= frame - 1e-9 else { return nil }
        var best = (stagger: Double(hi) / 1000, lag: top)
        // Invariant: lo fails (it is the current stagger or below), hi passes.
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if let l = try lag(mid), l >= frame - 1e-9 { hi = mid; best = (Double(mid) / 1000, l) } else { lo = mid }
        }
        return best
    }
}
