public import DisplayList
public import Layout
import Motion
import Tokens

/// The AirFit animations of the catalogue, each a function of time on the real screens.
public struct AirFitAnimations {
    public let theme: AirFitTheme
    public let base: EnvironmentValues
    public let measurer: any TextMeasuring
    public let reducedMotion: Bool

    /// Times far past every appear animation: a component at rest.
    static let settled = 10.0

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

    func environment(active: GradientToken, clocks: [String: Double]) -> EnvironmentValues {
        var env = theme.environment(base, active: active)
        env.clocks = clocks
        return env
    }

    func layout<V: View>(_ view: V, _ env: EnvironmentValues) -> DisplayList {
        ScreenLayout.layout(view, environment: env, measurer: measurer)
    }

    static let restingClocks = ["cascade": settled, "glass": settled, "ripple": settled]

    var crossfadeCurve: TimingCurve { .easeInOut }

    // MARK: The animations

    /// Seed §2: the root gradient cross-fades to the next token over 0.6 s easeInOut.
    func crossfade(from: GradientToken, to: GradientToken) -> AnimationClip {
        let duration = 0.6
        let p = { (t: Double) in t >= duration ? 1 : self.crossfadeCurve.progress(max(0, t) / duration) }
        return AnimationClip(id: "airfit/crossfade", duration: duration, rows: [
            TimelineRow(element: "background (\(to.name))", property: "opacity", from: 0, to: 1, start: 0, end: duration, curve: "easeInOut", value: p),
        ]) { t in
            var env = environment(active: from, clocks: Self.restingClocks)
            env.gradientCrossfade = GradientCrossfade(incoming: to, progress: p(t))
            return layout(OnboardingWelcome(), env)
        }
    }

    /// Seed §3: "Welcome\nto AirFit" cascades in letter by letter; reduced motion: a 0.12 s fade.
    func cascade() -> AnimationClip {
        let text = "Welcome\nto AirFit"
        let c = theme.cascade
        let schedule = CascadeSchedule(duration: c.duration, stagger: c.stagger, offsetY: c.offsetY, weightFrom: c.weightFrom, weightTo: c.weightTo,
                                       curve: TimingCurve(x1: c.curve.x1, y1: c.curve.y1, x2: c.curve.x2, y2: c.curve.y2))
        var rows: [TimelineRow] = []
        let duration: Double
        if reducedMotion {
            duration = ReducedMotion.fadeDuration
            rows.append(TimelineRow(element: "title", property: "opacity", from: 0, to: 1, start: 0, end: duration, curve: "linear") { min(max($0 / duration, 0), 1) })
        } else {
            duration = c.duration
            for (i, ch) in text.enumerated() where !ch.isWhitespace {
                rows.append(TimelineRow(element: "glyph \(i) \"\(ch)\"", property: "progress", from: 0, to: schedule.finalProgress(glyph: i),
                                        start: startTime(of: i, schedule), end: duration, curve: "easeOut phase − \(i)·\(c.stagger)") {
                    schedule.progress(glyph: i, at: $0)
                })
            }
        }
        return AnimationClip(id: "airfit/cascade", duration: duration, rows: rows,
                             lengthTokens: reducedMotion ? [] : ["motion.cascade.duration"]) { t in
            layout(OnboardingWelcome(), environment(active: theme.qaGradient(for: .welcome), clocks: ["cascade": t, "glass": Self.settled, "ripple": Self.settled]))
        }
    }

    /// When glyph i starts moving: the phase reaches i·stagger.
    private func startTime(of i: Int, _ s: CascadeSchedule) -> Double {
        let target = Double(i) * s.stagger
        guard target > 0 else { return 0 }
        var lo = 0.0, hi = s.duration
        for _ in 0..<50 {
            let mid = (lo + hi) / 2
            if s.phase(at: mid) < target { lo = mid } else { hi = mid }
        }
        return hi
    }

    /// Seed §4: the GlassCard springs in (scale 0.96 → 1, opacity 0 → 1); reduced motion: a fade.
    func glassIn() -> AnimationClip {
        let g = theme.glass
        let spring = Spring(stiffness: g.spring.stiffness, damping: g.spring.damping, mass: g.spring.mass, initialVelocity: g.spring.initialVelocity)
        let duration = reducedMotion ? ReducedMotion.fadeDuration : spring.settlingDuration()
        let rows: [TimelineRow] = reducedMotion ? [
            TimelineRow(element: "GlassCard", property: "opacity", from: 0, to: 1, start: 0, end: duration, curve: "linear") { min(max($0 / duration, 0), 1) },
        ] : [
            TimelineRow(element: "GlassCard", property: "scale", from: g.scaleFrom, to: 1, start: 0, end: duration,
                        curve: "spring k \(Int(g.spring.stiffness)) c \(Int(g.spring.damping))") { g.scaleFrom + (1 - g.scaleFrom) * spring.progress(at: $0) },
            TimelineRow(element: "GlassCard", property: "opacity", from: 0, to: 1, start: 0, end: duration,
                        curve: "spring, clamped to 1") { min(max(spring.progress(at: $0), 0), 1) },
        ]
        return AnimationClip(id: "airfit/glass-in", duration: duration, rows: rows, lengthTokens: reducedMotion ? [] : ["spring.glassIn"]) { t in
            layout(Dashboard(), environment(active: theme.qaGradient(for: .dashboard), clocks: ["cascade": Self.settled, "glass": t, "ripple": Self.settled]))
        }
    }

    /// Seed §5: one period of the ripple (1.5 s easeOut), so that it loops seamlessly:
    /// the frame at one period equals frame 0. Reduced motion: the ripple rests (hidden).
    func micRipple() -> AnimationClip {
        let r = theme.micRipple
        let p = { (t: Double) -> Double in
            if self.reducedMotion { return 1 }
            return TimingCurve.easeOut.progress(t.truncatingRemainder(dividingBy: r.duration) / r.duration)
        }
        return AnimationClip(id: "airfit/mic-ripple", duration: r.duration, rows: [
            TimelineRow(element: "ripple", property: "scale", from: r.scaleFrom, to: r.scaleTo, start: 0, end: r.duration,
                        curve: reducedMotion ? "at rest (reduced motion)" : "easeOut, repeatForever") { r.scaleFrom + (r.scaleTo - r.scaleFrom) * p($0) },
            TimelineRow(element: "ripple", property: "opacity", from: 1, to: 0, start: 0, end: r.duration,
                        curve: reducedMotion ? "at rest (reduced motion)" : "easeOut, repeatForever") { 1 - p($0) },
        ], lengthTokens: ["motion.micRipple.duration"]) { t in
            layout(VoiceLog(), environment(active: theme.qaGradient(for: .voiceLog), clocks: ["cascade": Self.settled, "glass": Self.settled, "ripple": t]))
        }
    }

    /// Seed §7: the dashboard's calories change 1850 → 1920, animated easeOut 0.6 s.
    func gradientNumber() -> AnimationClip {
        let duration = reducedMotion ? ReducedMotion.fadeDuration : 0.6
        let curve: TimingCurve = reducedMotion ? .linear : .easeOut
        let p = { (t: Double) in t >= duration ? 1 : curve.progress(max(0, t) / duration) }
        return AnimationClip(id: "airfit/gradient-number", duration: duration, rows: [
            TimelineRow(element: "GradientNumber 1850", property: "opacity", from: 1, to: 0, start: 0, end: duration, curve: reducedMotion ? "linear" : "easeOut") { 1 - p($0) },
            TimelineRow(element: "GradientNumber 1920", property: "opacity", from: 0, to: 1, start: 0, end: duration, curve: reducedMotion ? "linear" : "easeOut", value: p),
        ]) { t in
            var env = environment(active: theme.qaGradient(for: .dashboard), clocks: Self.restingClocks)
            env.numberChange = NumberChange(from: 1850, progress: p(t))
            return layout(Dashboard(), env)
        }
    }

    /// Seed §8: push = `.opacity.combined(with: .offset(y: 12))` with SwiftUI's default
    /// animation (a 0.5 s critically damped spring), and GradientManager.next() cross-fades
    /// the background at the same time. Reduced motion drops the offset.
    func push(from: GradientToken, to: GradientToken) -> AnimationClip {
        pushClip(id: "airfit/push", screens: [AnyView(OnboardingWelcome()), AnyView(Dashboard())], names: ["welcome", "dashboard"], gradients: [from, to])
    }

    /// Seed §11's QA table: welcome → dashboard → voice-log → rep-counter with peachRose →
    /// mintAqua → lilacBlush → skyLavender.
    func qaPass() -> AnimationClip {
        let screens = AirFitScreen.allCases
        return pushClip(id: "airfit/qa-pass", screens: screens.map(\.view), names: screens.map(\.rawValue),
                        gradients: screens.map { theme.qaGradient(for: $0) })
    }

    private func pushClip(id: String, screens: [AnyView], names: [String], gradients: [GradientToken]) -> AnimationClip {
        let s = theme.transitionSpring
        let spring = Spring(stiffness: s.stiffness, damping: s.damping, mass: s.mass, initialVelocity: s.initialVelocity)
        let step = max(spring.settlingDuration(), 0.6)
        let pushes = screens.count - 1
        let duration = step * Double(pushes)
        let offset = reducedMotion ? 0 : theme.transitionOffset
        func segment(_ t: Double) -> (index: Int, local: Double) {
            let i = min(pushes - 1, max(0, Int(t / step)))
            return (i, t - Double(i) * step)
        }
        let move = { (local: Double) in min(max(spring.progress(at: local), 0), 1) }
        let fade = { (local: Double) in local >= 0.6 ? 1 : TimingCurve.easeInOut.progress(max(0, local) / 0.6) }
        var rows: [TimelineRow] = []
        for i in 0..<pushes {
            let t0 = Double(i) * step
            let within = { (t: Double) in t >= t0 && (i == pushes - 1 || t < t0 + step) }
            rows.append(TimelineRow(element: names[i], property: "opacity", from: 1, to: 0, start: t0, end: t0 + step, curve: "spring response 0.5") { t in
                t < t0 ? 1 : (within(t) ? 1 - move(t - t0) : 0)
            })
            if offset > 0 {
                rows.append(TimelineRow(element: names[i], property: "offsetY", from: 0, to: offset, start: t0, end: t0 + step, curve: "spring response 0.5") { t in
                    t < t0 ? 0 : (within(t) ? offset * move(t - t0) : offset)
                })
            }
            rows.append(TimelineRow(element: names[i + 1], property: "opacity", from: 0, to: 1, start: t0, end: t0 + step, curve: "spring response 0.5") { t in
                t < t0 ? 0 : (within(t) ? move(t - t0) : 1)
            })
            if offset > 0 {
                rows.append(TimelineRow(element: names[i + 1], property: "offsetY", from: offset, to: 0, start: t0, end: t0 + step, curve: "spring response 0.5") { t in
                    t < t0 ? offset : (within(t) ? offset * (1 - move(t - t0)) : 0)
                })
            }
            rows.append(TimelineRow(element: "background (\(gradients[i + 1].name))", property: "opacity", from: 0, to: 1, start: t0, end: t0 + 0.6, curve: "easeInOut") { t in
                t < t0 ? 0 : (within(t) ? fade(t - t0) : 1)
            })
        }
        return AnimationClip(id: id, duration: duration, rows: rows, lengthTokens: ["spring.transition"]) { t in
            let (i, local) = segment(t)
            let p = t >= duration ? 1 : move(local)
            var env = environment(active: gradients[i], clocks: Self.restingClocks)
            env.gradientCrossfade = GradientCrossfade(incoming: gradients[i + 1], progress: t >= duration ? 1 : fade(local))
            var content = env
            content.drawsBackground = false
            // The incoming screen's own appear animations start as it is pushed.
            var incoming = content
            incoming.clocks = ["cascade": local, "glass": local, "ripple": local]
            let scene = ZStack {
                GradientBackground()
                screens[i].environment(\.self, content).opacity(1 - p).offset(y: offset * p)
                screens[i + 1].environment(\.self, incoming).opacity(p).offset(y: offset * (1 - p))
            }
            return layout(scene, env)
        }
    }
}
