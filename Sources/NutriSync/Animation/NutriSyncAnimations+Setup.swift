import AppSupport
import DisplayList
import SwiftUI
import Motion
import Tokens

extension NutriSyncAnimations {
    static var setupClipIDs: [String] { ["nutrisync/calculating-ring", "nutrisync/confetti", "nutrisync/checkmark-bounce"] }

    func setupClip(_ id: String) throws(ScreenRequestError) -> AnimationClip? {
        let motion: SetupMotion
        do { motion = try SetupMotion(tokens: theme.tokens) } catch { throw .tokens("\(error)") }
        switch id {
        case "nutrisync/calculating-ring": return base.reducedMotion ? reducedCalculating(motion) : calculatingRing(motion)
        case "nutrisync/confetti": return confetti(motion)
        case "nutrisync/checkmark-bounce": return checkmarkBounce(motion)
        default: return nil
        }
    }

    // MARK: Calculating ring

    /// Screen 5.2 "Animated circular progress" with "Progress messages cycling": the ring
    /// fills 0 → 100 % over `motion.calculatingRing.duration` along its curve (4.5 s
    /// easeInOut) while message k shows from k × `messageInterval` (1.5 s), each handing over
    /// to the next in a `messageFade` (0.3 s) cross-fade that starts on the beat.
    func calculatingRing(_ m: SetupMotion) -> AnimationClip {
        let id = "nutrisync/calculating-ring"
        let count = CalculatingScreen.messages.count
        let ring = m.ringProgress
        let ringRow = TimelineRow(element: "progress ring", property: "fill", from: 0, to: 1, start: 0, end: m.ringDuration,
                                  curve: MotionText.curve(m.ringCurve), value: ring)
        let messageRows: [TimelineRow] = (0..<count).map { (k: Int) -> TimelineRow in
            let start: Double = Double(k) * m.messageInterval
            let end: Double = start + (k == 0 ? 0 : m.messageFade)
            return TimelineRow(element: "\"\(CalculatingScreen.messages[k])\"", property: "opacity", from: 0, to: 1,
                               start: start, end: end,
                               curve: k == 0 ? "shown from the start" : "linear cross-fade on the beat") { t in
                m.messages(at: t, count: count).first { $0.index == k }?.opacity ?? 0
            }
        }
        let rows = [ringRow] + messageRows
        return AnimationClip(id: id, duration: m.ringDuration, rows: rows,
                             lengthTokens: ["motion.calculatingRing.duration"]) { t in
            layout(CalculatingScreen(progress: ring(t), messages: m.messages(at: t, count: count)))
        }
    }

    /// Reduced motion: no sweep. The wait stays (it is the app's), but at each beat the
    /// screen fades (`motion.reducedMotion.fadeDuration`, 0.2 s) to the next third of the
    /// ring with the next message, reaching 100 % as the normal clip does.
    func reducedCalculating(_ m: SetupMotion) -> AnimationClip {
        let id = "nutrisync/calculating-ring"
        let count = CalculatingScreen.messages.count
        let fade = m.reducedFade
        let ends = (1...count).map { min(Double($0) * m.messageInterval, m.ringDuration) }
        let q = { (k: Int, t: Double) -> Double in
            let start = ends[k - 1] - fade
            return t >= ends[k - 1] ? 1 : t <= start ? 0 : m.reducedCurve.progress((t - start) / fade)
        }
        let screen = { (k: Int) in
            AnyView(CalculatingScreen(progress: Double(k) / Double(count), message: min(k, count - 1)))
        }
        let rows = (1...count).map { k in
            TimelineRow(element: "\(k * 100 / count) % with \"\(CalculatingScreen.messages[min(k, count - 1)])\"", property: "opacity",
                        from: 0, to: 1, start: ends[k - 1] - fade, end: ends[k - 1],
                        curve: MotionText.curve(m.reducedCurve) + " (reduced motion)") { t in q(k, t) }
        }
        return AnimationClip(id: id, duration: m.ringDuration, rows: rows,
                             lengthTokens: ["motion.calculatingRing.duration", "motion.reducedMotion.fadeDuration"]) { t in
            let k = (1...count).last { ends[$0 - 1] - fade < t } ?? 0
            guard k > 0 else { return layout(screen(0)) }
            let o = q(k, t)
            return o >= 1 ? layout(screen(k)) : layout(ZStack { screen(k - 1); screen(k).opacity(o) })
        }
    }

    // MARK: Confetti

    /// Screen 5.6 "Confetti animation": `motion.confetti.particleCount` flakes in
    /// `color.confetti.c1…c5` fall over the all-set screen under `motion.confetti.gravity`
    /// for `motion.confetti.duration`, from the seed `base.seed` (`ConfettiField`). They
    /// have all fallen out of sight before the end, so the last frame is the static screen.
    ///
    /// Reduced motion: nothing falls, spins or tumbles; the same flakes lie scattered and
    /// still, fading in over `motion.reducedMotion.fadeDuration` and out again before the
    /// end, so this clip too ends on the clean screen.
    func confetti(_ m: SetupMotion) -> AnimationClip {
        let id = "nutrisync/confetti"
        let plan = self.plan
        let field = ConfettiField(count: m.particleCount, gravity: m.gravity, screen: base.device.size, seed: base.seed)
        let duration = m.confettiDuration
        let tokens = ["motion.confetti.duration"]
        if base.reducedMotion {
            let fade = min(m.reducedFade, duration / 2)
            let o = { (t: Double) -> Double in
                if t <= 0 || t >= duration { return 0 }
                if t < fade { return m.reducedCurve.progress(t / fade) }
                if t > duration - fade { return m.reducedCurve.progress((duration - t) / fade) }
                return 1
            }
            // Two rows, one per fade, so each shows its own length (what `proof check motion`
            // holds against the reduced-motion fade); both read the one opacity the frames draw.
            let flakes = "confetti (\(field.flakes.count) still flakes, seed \(base.seed))"
            return AnimationClip(id: id, duration: duration, rows: [
                TimelineRow(element: flakes, property: "opacity", from: 0, to: 1, start: 0, end: fade,
                            curve: MotionText.curve(m.reducedCurve) + " in (reduced motion)") { o(min($0, fade)) },
                TimelineRow(element: flakes, property: "opacity", from: 1, to: 0, start: duration - fade, end: duration,
                            curve: MotionText.curve(m.reducedCurve) + " out (reduced motion)") { o(max($0, duration - fade)) },
            ], lengthTokens: tokens, isSeeded: true) { t in
                let opacity = o(t)
                return opacity <= 0 ? layout(AllSetScreen(plan: plan)) : layout(AllSetScreen(plan: plan, confetti: field.scatter(opacity: opacity)))
            }
        }
        let n = Double(field.flakes.count)
        return AnimationClip(id: id, duration: duration, rows: [
            TimelineRow(element: "confetti (\(field.flakes.count) flakes, seed \(base.seed))", property: "flakes on screen (of all)", from: 0, to: n,
                        start: 0, end: duration, curve: "gravity \(MotionText.number(m.gravity)) pt/s²") { t in
                t >= duration ? 0 : Double(field.pieces(at: t).count)
            },
            TimelineRow(element: "confetti", property: "flakes fallen past the bottom", from: 0, to: n, start: 0, end: duration,
                        curve: "gravity \(MotionText.number(m.gravity)) pt/s²") { t in
                t >= duration ? n : Double(field.fallen(at: t))
            },
        ], lengthTokens: tokens, isSeeded: true) { t in
            let pieces = t >= duration ? [] : field.pieces(at: t)
            return layout(AllSetScreen(plan: plan, confetti: pieces))
        }
    }

    // MARK: Checkmark bounce

    /// "Success checkmarks scale in with bounce": the all-set screen's green checkmark
    /// grows from `motion.checkmarkBounce.scaleFrom` to `.scaleTo` on `spring.checkmarkBounce`
    /// (response 0.4, damping fraction 0.5: it overshoots about 16 % and settles), the clip
    /// lasting until the spring has settled. Reduced motion: no scale; the checkmark fades
    /// in over `motion.reducedMotion.fadeDuration`.
    func checkmarkBounce(_ m: SetupMotion) -> AnimationClip {
        let id = "nutrisync/checkmark-bounce"
        let plan = self.plan
        if base.reducedMotion {
            let fade = m.reducedFade
            let o = { (t: Double) in t >= fade ? 1 : m.reducedCurve.progress(max(0, t) / fade) }
            return AnimationClip(id: id, duration: fade, rows: [
                TimelineRow(element: "success checkmark", property: "opacity", from: 0, to: 1, start: 0, end: fade,
                            curve: MotionText.curve(m.reducedCurve) + " (reduced motion)", value: o),
            ], lengthTokens: ["motion.reducedMotion.fadeDuration"]) { t in
                layout(AllSetScreen(plan: plan, checkOpacity: o(t)))
            }
        }
        let settle = (m.checkSpring.settlingDuration() * 100).rounded(.up) / 100
        let scale = { (t: Double) in
            t >= settle ? m.checkTo : m.checkFrom + (m.checkTo - m.checkFrom) * m.checkSpring.progress(at: max(0, t))
        }
        return AnimationClip(id: id, duration: settle, rows: [
            TimelineRow(element: "success checkmark", property: "scale", from: m.checkFrom, to: m.checkTo, start: 0, end: settle,
                        curve: m.checkSpringText, spring: m.checkSpring, value: scale),
        ], lengthTokens: ["spring.checkmarkBounce"]) { t in
            // Cairo refuses to draw through a flat (zero-scale) matrix: below a hundredth
            // the checkmark is drawn at that size and transparent, i.e. not at all.
            let s = scale(t)
            return layout(s < 0.01 ? AllSetScreen(plan: plan, checkScale: 0.01, checkOpacity: 0) : AllSetScreen(plan: plan, checkScale: s))
        }
    }
}

/// The Setup section's motion tokens, read once (a missing or mistyped token is an error
/// naming it).
struct SetupMotion {
    let ringDuration: Double, ringCurve: TimingCurve, messageInterval: Double, messageFade: Double
    let confettiDuration: Double, particleCount: Int, gravity: Double
    let checkSpring: Spring, checkSpringText: String, checkFrom: Double, checkTo: Double
    let reducedFade: Double, reducedCurve: TimingCurve

    init(tokens t: TokenSet) throws(TokenError) {
        ringDuration = try t.duration("motion.calculatingRing.duration")
        ringCurve = TimingCurve(try t.cubicBezier("motion.calculatingRing.curve"))
        messageInterval = try t.duration("motion.calculatingRing.messageInterval")
        messageFade = try t.duration("motion.calculatingRing.messageFade")
        confettiDuration = try t.duration("motion.confetti.duration")
        particleCount = Int(try t.number("motion.confetti.particleCount", in: 0...1000, whole: true, meaning: "a number of particles"))
        gravity = try t.dimension("motion.confetti.gravity")
        let spring = try t.spring("spring.checkmarkBounce")
        (checkSpring, checkSpringText) = (Spring(spring), MotionText.spring(spring))
        checkFrom = try t.scaleFactor("motion.checkmarkBounce.scaleFrom")
        checkTo = try t.scaleFactor("motion.checkmarkBounce.scaleTo")
        reducedFade = try t.duration("motion.reducedMotion.fadeDuration")
        reducedCurve = TimingCurve(try t.cubicBezier("motion.reducedMotion.curve"))
    }

    /// The ring's fill at `t`: 0 → 1 along the curve, 1 from the end on.
    func ringProgress(_ t: Double) -> Double { t >= ringDuration ? 1 : ringCurve.progress(max(0, t) / ringDuration) }

    /// The messages drawn at `t` with their opacities: message k from k × interval, the
    /// previous one fading out while it fades in (linear, `messageFade`); the last one stays.
    func messages(at t: Double, count: Int) -> [(index: Int, opacity: Double)] {
        guard count > 0, messageInterval > 0 else { return [(0, 1)] }
        let k = min(max(Int((max(0, t) / messageInterval).rounded(.down)), 0), count - 1)
        let into = max(0, t) - Double(k) * messageInterval
        guard k > 0, messageFade > 0, into < messageFade else { return [(k, 1)] }
        let q = into / messageFade
        return [(k - 1, 1 - q), (k, q)]
    }

    /// The static calculating screen: the clip's frame halfway through the second
    /// message (the ring at its curve's value there, 50 % on easeInOut; "Optimizing meal
    /// windows...").
    var stillTime: Double { 1.5 * messageInterval }
}

extension CalculatingScreen {
    /// The catalogue's calculating screen: `nutrisync/calculating-ring` at
    /// `SetupMotion.stillTime`, so the still and the clip agree.
    static func still(theme: NutriSyncTheme) -> CalculatingScreen {
        guard let m = try? SetupMotion(tokens: theme.tokens) else { return CalculatingScreen(progress: 0.5, message: 1) }
        let shown = m.messages(at: m.stillTime, count: messages.count)
        return CalculatingScreen(progress: m.ringProgress(m.stillTime), messages: shown)
    }
}
