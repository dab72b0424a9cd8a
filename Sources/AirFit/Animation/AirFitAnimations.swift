public import AppSupport
public import DisplayList
public import SwiftUI
import Motion
import Tokens

/// The AirFit animations of the catalogue, each a function of time on the real screens.
public struct AirFitAnimations {
    public let theme: AirFitTheme
    public let base: EnvironmentValues
    public let measurer: any TextMeasuring
    public let reducedMotion: Bool

    public init(theme: AirFitTheme, base: EnvironmentValues, measurer: any TextMeasuring) {
        self.theme = theme
        self.base = base
        self.measurer = measurer
        reducedMotion = base.reducedMotion
    }

    public static let ids = ["airfit/crossfade", "airfit/cascade", "airfit/glass-in", "airfit/mic-ripple",
                             "airfit/gradient-number", "airfit/push", "airfit/qa-pass"]

    public func clip(_ id: String, from: GradientToken? = nil, to: GradientToken? = nil) -> AnimationClip? {
        // By default the QA table's first push: welcome's peachRose → dashboard's mintAqua.
        let a = from ?? theme.qaGradient(for: .welcome)
        let b = to ?? ([theme.qaGradient(for: .dashboard)] + theme.gradients).first { $0 != a }!
        switch id {
        case "airfit/crossfade": return crossfade(from: a, to: b)
        case "airfit/cascade": return cascade()
        case "airfit/glass-in": return glassIn()
        case "airfit/mic-ripple": return micRipple()
        case "airfit/gradient-number": return gradientNumber()
        case "airfit/push": return push(from: a, to: b)
        case "airfit/qa-pass": return qaPass()
        default: return nil
        }
    }

    // MARK: Building blocks

    func environment(active: GradientToken) -> EnvironmentValues {
        theme.environment(base, active: active)
    }

    func layout<V: View>(_ view: V, _ env: EnvironmentValues) -> DisplayList {
        ScreenLayout.layout(view, environment: env, measurer: measurer)
    }

    /// The frames of `screen` appearing, recorded as SwiftUI runs its components
    /// (`@State` flipped in `onAppear` under `withAnimation`): frame t is t seconds after the
    /// screen appeared. The clip shows one component's animation; the others that appear
    /// with it (`held`) are shown at rest from the first frame, so that only the animation
    /// the clip names moves — `.transaction { $0.animation = nil }` on them, SwiftUI's own way.
    func appearing<V: View>(_ screen: V, on name: AirFitScreen, holding held: Set<AirFitComponent> = []) -> (Double) -> DisplayList {
        var env = theme.environment(base, active: theme.qaGradient(for: name))
        env.heldAtRest = held
        let measurer = measurer
        return AnimationClip.frames { AnimationRecording(screen, environment: env, measurer: measurer) }
    }


    /// The seed's reduced-motion fade (`motion.reducedMotion`) as a timeline row.
    func reducedFadeRow(_ element: String) -> TimelineRow {
        let fade = theme.reducedMotion
        return TimelineRow(element: element, property: "opacity", from: 0, to: 1, start: 0, end: fade.duration, curve: MotionText.curve(fade.curve)) {
            fade.progress(at: $0)
        }
    }

    /// The length tokens of a clip whose reduced-motion form is the plain fade.
    var reducedFadeTokens: [String] { ["motion.reducedMotion.fadeDuration"] }

    /// "spring response 0.5", "spring duration 0.5 bounce 0" (SwiftUI's parameters) or
    /// "spring k 130 c 12".
    static func springText(_ s: SpringParameters) -> String {
        s.response.map { "spring response \(MotionText.number($0))" } ?? MotionText.spring(s)
    }

    // MARK: The animations

    /// Seed §2: the root gradient cross-fades to the next token over `motion.crossfade`
    /// (0.6 s easeInOut): the welcome screen on show, at rest, and GradientManager.next()
    /// called at t = 0 — its `withAnimation` moves the gradient's colours from `from`'s to
    /// `to`'s. Row 0's value is the fade's progress: what the cross-fade check predicts its
    /// frame deltas from.
    func crossfade(from: GradientToken, to: GradientToken) -> AnimationClip {
        let fade = theme.crossfade
        let duration = fade.duration
        let p = { (t: Double) in fade.progress(at: t) }
        var env = base
        env.heldAtRest = [.cascade, .glass, .ripple]
        let theme = theme, measurer = measurer
        return AnimationClip(id: "airfit/crossfade", duration: duration, rows: [
            TimelineRow(element: "background (\(to.name))", property: "opacity", from: 0, to: 1, start: 0, end: duration,
                        curve: MotionText.curve(fade.curve), value: p),
        ], lengthTokens: ["motion.crossfade.duration"], frame: AnimationClip.frames {
            let manager = theme.gradientManager(active: from, script: [to])
            let recording = AnimationRecording(OnboardingWelcome(), environment: theme.environment(env, manager: manager), measurer: measurer)
            recording.at(0) { manager.next() }
            return recording
        })
    }

    /// Seed §3: "Welcome\nto AirFit" cascades in letter by letter; reduced motion: a 0.12 s
    /// fade (`motion.reducedMotion`).
    func cascade() -> AnimationClip {
        let text = "Welcome\nto AirFit"
        let c = theme.cascade
        let schedule = c.schedule
        var rows: [TimelineRow] = []
        let duration: Double
        if reducedMotion {
            duration = theme.reducedMotion.duration
            rows.append(reducedFadeRow("title"))
        } else {
            // A spring runs until it settles, whatever the duration token says.
            duration = schedule.length
            for (i, ch) in text.enumerated() where !ch.isWhitespace {
                rows.append(TimelineRow(element: "glyph \(i) \"\(ch)\"", property: "progress", from: 0, to: schedule.finalProgress(glyph: i),
                                        start: startTime(of: i, schedule), end: duration, curve: "\(MotionText.curve(c.curve)) phase − \(i)·\(c.stagger)") {
                    schedule.progress(glyph: i, at: $0)
                })
            }
        }
        return AnimationClip(id: "airfit/cascade", duration: duration, rows: rows,
                             lengthTokens: reducedMotion ? reducedFadeTokens : [Self.cascadeLengthToken(c)],
                             frame: appearing(OnboardingWelcome(), on: .welcome, holding: [.glass]))
    }

    /// How long the cascade's phase runs: its duration token along a Bézier, or until its
    /// spring settles where a proposal made the curve one.
    var cascadeLength: Double {
        theme.cascade.schedule.length
    }

    /// The token the cascade's length comes from: its duration, or its curve made a spring.
    static func cascadeLengthToken(_ c: AirFitTheme.CascadeTokens) -> String {
        if case .spring = c.curve { return "motion.cascade.curve" }
        return "motion.cascade.duration"
    }

    /// When glyph i starts moving: the phase reaches i·stagger.
    private func startTime(of i: Int, _ s: CascadeSchedule) -> Double {
        let target = Double(i) * s.stagger
        guard target > 0 else { return 0 }
        var lo = 0.0, hi = s.length
        for _ in 0..<50 {
            let mid = (lo + hi) / 2
            if s.phase(at: mid) < target { lo = mid } else { hi = mid }
        }
        return hi
    }

    /// Seed §4: the GlassCard springs in (`motion.glassIn`: scale 0.96 → 1, opacity 0 → 1,
    /// on `spring.glassIn`); reduced motion: the plain fade.
    func glassIn() -> AnimationClip {
        let g = theme.glass
        let spring = Spring(g.spring)
        let duration = reducedMotion ? theme.reducedMotion.duration : spring.settlingDuration()
        let rows: [TimelineRow] = reducedMotion ? [reducedFadeRow("GlassCard")] : [
            TimelineRow(element: "GlassCard", property: "scale", from: g.scaleFrom, to: 1, start: 0, end: duration,
                        curve: Self.springText(g.spring), spring: spring) { g.scaleFrom + (1 - g.scaleFrom) * spring.progress(at: $0) },
            TimelineRow(element: "GlassCard", property: "opacity", from: g.opacityFrom, to: 1, start: 0, end: duration,
                        curve: "spring, clamped to 1", spring: spring) { g.opacityFrom + (1 - g.opacityFrom) * min(max(spring.progress(at: $0), 0), 1) },
        ]
        // At its end the card is at rest, as SwiftUI leaves it when the spring completes (the
        // settling time is within 0.1 % of the distance, not at it).
        return AnimationClip(id: "airfit/glass-in", duration: duration, rows: rows, lengthTokens: reducedMotion ? reducedFadeTokens : ["spring.glassIn"],
                             frame: appearing(Dashboard(), on: .dashboard, holding: [.cascade]))
    }

    /// Seed §5: one period of the ripple (`motion.micRipple`: 1.5 s easeOut), so that it
    /// loops seamlessly: the frame at one period equals frame 0. Reduced motion: the
    /// ripple rests (hidden).
    func micRipple() -> AnimationClip {
        let r = theme.micRipple
        let p = { (t: Double) -> Double in
            if self.reducedMotion { return 1 }
            // The row predicts what SwiftUI's repeatForever runs: the curve over each period.
            return Curve(r.curve).progress(at: t.truncatingRemainder(dividingBy: r.duration), duration: r.duration)
        }
        let curve = reducedMotion ? "at rest (reduced motion)" : MotionText.curve(r.curve) + ", repeatForever"
        return AnimationClip(id: "airfit/mic-ripple", duration: r.duration, rows: [
            TimelineRow(element: "ripple", property: "scale", from: r.scaleFrom, to: r.scaleTo, start: 0, end: r.duration,
                        curve: curve) { r.scaleFrom + (r.scaleTo - r.scaleFrom) * p($0) },
            TimelineRow(element: "ripple", property: "opacity", from: r.opacityFrom, to: r.opacityTo, start: 0, end: r.duration,
                        curve: curve) { r.opacityFrom + (r.opacityTo - r.opacityFrom) * p($0) },
        ], lengthTokens: ["motion.micRipple.duration"], frame: appearing(VoiceLog(), on: .voiceLog, holding: [.cascade]))
    }

    /// Seed §7: the dashboard's calories change 1850 → 1920, animated along
    /// `motion.gradientNumber` (easeOut 0.6 s); reduced motion: the plain fade.
    func gradientNumber() -> AnimationClip {
        let fade = reducedMotion ? theme.reducedMotion : theme.gradientNumber
        let duration = fade.duration
        let curve = MotionText.curve(fade.curve)
        let p = { (t: Double) in fade.progress(at: t) }
        return AnimationClip(id: "airfit/gradient-number", duration: duration, rows: [
            TimelineRow(element: "GradientNumber 1850", property: "opacity", from: 1, to: 0, start: 0, end: duration, curve: curve) { 1 - p($0) },
            TimelineRow(element: "GradientNumber 1920", property: "opacity", from: 0, to: 1, start: 0, end: duration, curve: curve, value: p),
        ], lengthTokens: [reducedMotion ? "motion.reducedMotion.fadeDuration" : "motion.gradientNumber.duration"], frame: numberChange(from: 1850))
    }

    /// The dashboard on show with `from` calories logged, changed at t = 0 to the sample
    /// day's: its GradientNumber cross-fades the digits as `.animation(_:value:)` animates
    /// them; its cards and title are on show already, at rest.
    func numberChange(from: Int) -> (Double) -> DisplayList {
        var env = theme.environment(base, active: theme.qaGradient(for: .dashboard))
        env.heldAtRest = [.cascade, .glass]
        let measurer = measurer
        return AnimationClip.frames {
            var before = SampleDay()
            let after = before
            before.calories = from
            let shown = DayScene.Shown(before)
            let recording = AnimationRecording(DayScene(shown: shown), environment: env, measurer: measurer, rootName: "Dashboard")
            recording.at(0) { shown.day = after }
            return recording
        }
    }

    /// Seed §8: push = `.opacity.combined(with: .offset(y: 12))` (`motion.transition.offsetY`)
    /// with SwiftUI's default animation (`spring.transition`, a 0.5 s critically damped
    /// spring), and GradientManager.next() cross-fades the background at the same time
    /// (`motion.crossfade`). Each push lasts until both have ended; the last one lasts until
    /// the incoming screen's own appear animations (the GlassCard spring-in, the cascade)
    /// have ended too, so the clip comes to rest on the screen as the catalogue draws it.
    /// Reduced motion (seed §3, "skip modifier; plain 0.12 s fade"): no offset, and the
    /// screens swap in the plain fade (`motion.reducedMotion`); the background's cross-fade
    /// is a fade already and stays.
    func push(from: GradientToken, to: GradientToken) -> AnimationClip {
        pushClip(id: "airfit/push", screens: [.welcome, .dashboard], gradients: [from, to])
    }

    /// Seed §11's QA table: welcome → dashboard → voice-log → rep-counter with peachRose →
    /// mintAqua → lilacBlush → skyLavender.
    func qaPass() -> AnimationClip {
        let screens = AirFitScreen.allCases
        return pushClip(id: "airfit/qa-pass", screens: screens, gradients: screens.map { theme.qaGradient(for: $0) })
    }

    private func pushClip(id: String, screens: [AirFitScreen], gradients: [GradientToken]) -> AnimationClip {
        let names = screens.map(\.rawValue)
        let s = theme.transitionSpring
        let spring = Spring(s)
        let plainFade = theme.reducedMotion
        let transitionText = reducedMotion ? MotionText.curve(plainFade.curve) : Self.springText(s)
        // The rows that run on the spring say so (timeline.json's three spring forms); the
        // reduced form's plain fade runs on none.
        let rowSpring: Spring? = reducedMotion ? nil : spring
        let crossfade = theme.crossfade
        let step = max(reducedMotion ? plainFade.duration : spring.settlingDuration(), crossfade.duration)
        // The incoming screen's appear animations start as it is pushed (GlassCard, cascade).
        let appear = reducedMotion ? plainFade.duration : max(Spring(theme.glass.spring).settlingDuration(), cascadeLength)
        let pushes = screens.count - 1
        let duration = step * Double(pushes - 1) + max(step, appear)
        let offset = reducedMotion ? 0 : theme.transitionOffset
        // The transition is over once its spring has settled: SwiftUI then removes the
        // outgoing screen, so it is not drawn (at 0.1 % opacity) while the incoming one's
        // own appear animations finish.
        let settle = spring.settlingDuration()
        let move = { (local: Double) in
            reducedMotion ? plainFade.progress(at: local) : (local >= settle ? 1 : min(max(spring.progress(at: local), 0), 1))
        }
        let fade = { (local: Double) in crossfade.progress(at: local) }
        var rows: [TimelineRow] = []
        for i in 0..<pushes {
            let t0 = Double(i) * step
            let moveEnd = t0 + (reducedMotion ? plainFade.duration : step)
            let within = { (t: Double) in t >= t0 && (i == pushes - 1 || t < t0 + step) }
            rows.append(TimelineRow(element: names[i], property: "opacity", from: 1, to: 0, start: t0, end: moveEnd, curve: transitionText, spring: rowSpring) { t in
                t < t0 ? 1 : (within(t) ? 1 - move(t - t0) : 0)
            })
            if offset > 0 {
                rows.append(TimelineRow(element: names[i], property: "offsetY", from: 0, to: offset, start: t0, end: moveEnd, curve: transitionText, spring: rowSpring) { t in
                    t < t0 ? 0 : (within(t) ? offset * move(t - t0) : offset)
                })
            }
            rows.append(TimelineRow(element: names[i + 1], property: "opacity", from: 0, to: 1, start: t0, end: moveEnd, curve: transitionText, spring: rowSpring) { t in
                t < t0 ? 0 : (within(t) ? move(t - t0) : 1)
            })
            if offset > 0 {
                rows.append(TimelineRow(element: names[i + 1], property: "offsetY", from: offset, to: 0, start: t0, end: moveEnd, curve: transitionText, spring: rowSpring) { t in
                    t < t0 ? offset : (within(t) ? offset * (1 - move(t - t0)) : 0)
                })
            }
            rows.append(TimelineRow(element: "background (\(gradients[i + 1].name))", property: "opacity", from: 0, to: 1, start: t0,
                                    end: t0 + crossfade.duration, curve: MotionText.curve(crossfade.curve)) { t in
                t < t0 ? 0 : (within(t) ? fade(t - t0) : 1)
            })
        }
        let tokens = reducedMotion ? ["motion.reducedMotion.fadeDuration", "motion.crossfade.duration"]
                                   : ["spring.transition", "motion.crossfade.duration", "spring.glassIn", Self.cascadeLengthToken(theme.cascade)]
        // The rows are the seed's choreography worked out from the tokens, what `check motion`
        // holds the frames to; the frames are SwiftUI's: each push is an event at its time
        // (`Navigation.push`: the screen changed under the transition's animation, then
        // GradientManager.next()), so the incoming screen's components (its GlassCards
        // springing in, its title cascading, the ripple) start as SwiftUI starts them, at the
        // push, on any frame rate. The first screen is on show already, at rest.
        let theme = theme, base = base, measurer = measurer
        // `spring.transition` as `interpolatingSpring(duration:bounce:)`: the spring in closed
        // form, whose settling `check motion` works out from the token (SwiftUI's `.spring`
        // integrates it, and on a 12 pt move settles a few frames later).
        let transition = reducedMotion ? plainFade.animation : Motion.Animation.interpolating(spring)
        let record = {
            let manager = theme.gradientManager(active: gradients[0], script: Array(gradients.dropFirst()))
            let navigation = PushScene.Navigation(transition: transition, gradients: manager)
            let scene = PushScene(navigation: navigation, screens: screens, offset: offset)
            let recording = AnimationRecording(scene, environment: theme.environment(base, manager: manager), measurer: measurer, rootName: "ZStack")
            for i in 0..<pushes { recording.at(Double(i) * step) { navigation.push() } }
            return recording
        }
        return AnimationClip(id: id, duration: duration, rows: rows, lengthTokens: tokens, frame: AnimationClip.frames(recording: record))
    }

}
