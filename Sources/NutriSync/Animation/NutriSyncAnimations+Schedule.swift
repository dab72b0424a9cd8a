import AppSupport
import DisplayList
import SwiftUI
public import Motion
import Tokens

extension NutriSyncAnimations {
    static var scheduleClipIDs: [String] { ["nutrisync/windows-slide-in", "nutrisync/window-pulse"] }

    func scheduleClip(_ id: String) throws(ScreenRequestError) -> AnimationClip? {
        do {
            switch id {
            case "nutrisync/windows-slide-in": return try windowsSlideIn()
            case "nutrisync/window-pulse": return try windowPulse()
            default: return nil
            }
        } catch {
            throw .tokens("\(error)")
        }
    }

    /// "Meal windows slide in from sides" (Animation Guidelines), "Meal windows fade in
    /// sequentially" (Timeline Animations), "Animated meal windows appearing" (4.5): on the
    /// schedule preview, window i starts `motion.windowsSlideIn.stagger` (0.15 s) after
    /// window i − 1 and runs on `spring.windowSlideIn` (response 0.6, ζ 0.8) until it
    /// settles. Its `MealWindowBlock` slides in from `motion.windowsSlideIn.offsetX` (60 pt)
    /// off to one side — the leading side for the first, third …, the trailing side for
    /// the second (alternating, as "from sides" reads) — while it and its block on the
    /// timeline fade in with the spring's progress (clamped to 0…1: the slide may overshoot,
    /// the opacity cannot). The timeline's blocks only fade: sliding them would move their
    /// times. The last frame is the static `nutrisync/schedule-preview`.
    ///
    /// Reduced motion: nothing moves; window i fades in over
    /// `motion.reducedMotion.fadeDuration` (0.2 s, linear), still one after another.
    func windowsSlideIn() throws(TokenError) -> AnimationClip {
        let id = "nutrisync/windows-slide-in"
        let t = theme.tokens
        let plan = self.plan
        let names = plan.windows.map(\.name)
        let count = names.count
        let stagger = try t.duration("motion.windowsSlideIn.stagger")
        let starts = (0..<count).map { Double($0) * stagger }
        if base.reducedMotion {
            let fade = try t.duration("motion.reducedMotion.fadeDuration")
            let curve = TimingCurve(try t.cubicBezier("motion.reducedMotion.curve"))
            let duration = (starts.last ?? 0) + fade
            let opacity = { (i: Int, time: Double) -> Double in
                time >= starts[i] + fade ? 1 : time <= starts[i] ? 0 : curve.progress((time - starts[i]) / fade)
            }
            let rows = (0..<count).map { i in
                TimelineRow(element: names[i], property: "opacity", from: 0, to: 1, start: starts[i], end: starts[i] + fade,
                            curve: MotionText.curve(curve) + " (reduced motion)") { opacity(i, $0) }
            }
            return AnimationClip(id: id, duration: duration, rows: rows,
                                 lengthTokens: ["motion.windowsSlideIn.stagger", "motion.reducedMotion.fadeDuration"]) { time in
                time >= duration ? layout(SchedulePreviewScreen(plan: plan))
                    : layout(SchedulePreviewScreen(plan: plan, fade: (0..<count).map { opacity($0, time) }))
            }
        }
        let springToken = try t.spring("spring.windowSlideIn")
        let spring = Spring(springToken)
        let offset = try t.dimension("motion.windowsSlideIn.offsetX")
        let settle = spring.settlingDuration()
        // To the next hundredth of a second, so the clip's length reads plainly.
        let duration = (((starts.last ?? 0) + settle) * 100).rounded(.up) / 100
        let progress = { (i: Int, time: Double) -> Double in
            let dt = time - starts[i]
            return dt <= 0 ? 0 : dt >= settle ? 1 : spring.progress(at: dt)
        }
        let slide = { (i: Int, time: Double) in Self.slideSide(i) * offset * (1 - progress(i, time)) }
        let fade = { (i: Int, time: Double) in min(max(progress(i, time), 0), 1) }
        let springText = MotionText.spring(springToken)
        var rows: [TimelineRow] = []
        for i in 0..<count {
            rows.append(TimelineRow(element: names[i], property: "offset x (pt)", from: Self.slideSide(i) * offset, to: 0,
                                    start: starts[i], end: starts[i] + settle, curve: springText, spring: spring) { slide(i, $0) })
            rows.append(TimelineRow(element: names[i], property: "opacity", from: 0, to: 1, start: starts[i], end: starts[i] + settle,
                                    curve: springText + ", clamped to 0…1", spring: spring) { fade(i, $0) })
        }
        return AnimationClip(id: id, duration: duration, rows: rows,
                             lengthTokens: ["motion.windowsSlideIn.stagger", "spring.windowSlideIn"]) { time in
            time >= duration ? layout(SchedulePreviewScreen(plan: plan))
                : layout(SchedulePreviewScreen(plan: plan, slide: (0..<count).map { slide($0, time) }, fade: (0..<count).map { fade($0, time) }))
        }
    }

    /// −1 (from the leading side) for windows 0, 2, 4 …, +1 (the trailing side) for 1, 3 ….
    public static func slideSide(_ i: Int) -> Double { i % 2 == 0 ? -1 : 1 }

    /// Chosen: the pulse plays two full cycles (out and back, twice); the seed's "Gentle
    /// pulse effect" repeats for as long as the window is open, a clip needs an end.
    public static let pulseCycles = 2

    /// "Gentle pulse effect on active windows" (Timeline Animations), `MealWindowBlock`'s
    /// "Pulse animation if active": on the schedule intro's timeline the window open "now"
    /// (`ScheduleIntroScreen.illustratedNow`, the midday one) grows to
    /// `motion.windowPulse.scaleTo` (103 %) while its fill dims to `.opacityTo` (75 %) over
    /// `.duration` (1.2 s) along `.curve` (easeInOut), then back over another 1.2 s
    /// (autoreversing), `pulseCycles` times: 4.8 s, starting and ending at rest on the
    /// static `nutrisync/schedule-intro`.
    ///
    /// Reduced motion: no pulse (a repeating scale is what Reduce Motion removes); the
    /// still screen, held for `motion.reducedMotion.fadeDuration`.
    func windowPulse() throws(TokenError) -> AnimationClip {
        let id = "nutrisync/window-pulse"
        let t = theme.tokens
        let plan = self.plan
        let active = DayTimeline.activeIndex(plan.windows, at: ScheduleIntroScreen.illustratedNow(plan)).map { plan.windows[$0].name } ?? "active window"
        let scaleTo = try t.number("motion.windowPulse.scaleTo")
        let opacityTo = try t.number("motion.windowPulse.opacityTo")
        if base.reducedMotion {
            let hold = try t.duration("motion.reducedMotion.fadeDuration")
            return AnimationClip(id: id, duration: hold, rows: [
                TimelineRow(element: "\(active) (active)", property: "scale", from: 1, to: 1, start: 0, end: hold,
                            curve: "none (reduced motion: no pulse)") { _ in 1 },
            ], lengthTokens: ["motion.reducedMotion.fadeDuration"]) { _ in
                layout(ScheduleIntroScreen(plan: plan))
            }
        }
        let half = try t.duration("motion.windowPulse.duration")
        let curve = TimingCurve(try t.cubicBezier("motion.windowPulse.curve"))
        let duration = 2 * half * Double(Self.pulseCycles)
        let phase = { (time: Double) in Self.pulsePhase(time, half: half, cycles: Self.pulseCycles, curve: curve) }
        let curveText = MotionText.curve(curve) + ", out and back × \(Self.pulseCycles)"
        let effect = { (time: Double) in MealWindowShape.pulseEffect(phase(time), scaleTo: scaleTo, opacityTo: opacityTo) }
        return AnimationClip(id: id, duration: duration, rows: [
            TimelineRow(element: "\(active) (active)", property: "scale", from: 1, to: scaleTo, start: 0, end: duration,
                        curve: curveText) { effect($0).scale },
            TimelineRow(element: "\(active) (active)", property: "fill opacity", from: 1, to: opacityTo, start: 0, end: duration,
                        curve: curveText) { effect($0).fillOpacity },
        ], lengthTokens: ["motion.windowPulse.duration"]) { time in
            let p = phase(time)
            return p == 0 ? layout(ScheduleIntroScreen(plan: plan)) : layout(ScheduleIntroScreen(plan: plan, pulse: p))
        }
    }

    /// The pulse's phase at `time`: 0 → 1 along `curve` over each odd half cycle, 1 → 0
    /// over each even one, 0 before the start and from the end of the last cycle on.
    public static func pulsePhase(_ time: Double, half: Double, cycles: Int, curve: TimingCurve) -> Double {
        guard half > 0, time > 0, time < 2 * half * Double(cycles) else { return 0 }
        let k = Int((time / half).rounded(.down))
        let u = curve.progress(time / half - Double(k))
        return k % 2 == 0 ? u : 1 - u
    }
}
