import AppSupport
import DisplayList
import SwiftUI
import Motion
import Tokens

extension NutriSyncAnimations {
    static var welcomeClipIDs: [String] { ["nutrisync/progress-dots", "nutrisync/count-up"] }

    func welcomeClip(_ id: String) throws(ScreenRequestError) -> AnimationClip? {
        switch id {
        case "nutrisync/progress-dots": try progressDots()
        case "nutrisync/count-up": try countUp()
        default: nil
        }
    }

    /// "Progress dots animate with scale effect" (Animation Guidelines), as the user moves
    /// from Welcome to Profile, on the first Profile screen (basic info): the Welcome
    /// segment cross-fades from its dots to the completed bar with its checkmark, the
    /// Profile segment from its grey bar to its dots, along `spring.progressDot` (clamped to
    /// 0…1: an opacity cannot overshoot), and the new dots pop — they grow from
    /// `motion.progressDots.scaleFrom` toward `.scaleTo` on the spring and, after
    /// `motion.progressDots.duration`, settle back on it, as two SwiftUI spring animations
    /// of one value add up. The clip ends when the second has settled, on the static
    /// `nutrisync/basic-info`.
    ///
    /// Reduced motion: nothing scales; the two segments and the section name cross-fade in
    /// `motion.reducedMotion.fadeDuration` along its curve.
    func progressDots() throws(ScreenRequestError) -> AnimationClip {
        let id = "nutrisync/progress-dots"
        let m = try WelcomeMotion(theme.tokens)
        let screen = AnyView(BasicInfoScreen(plan: plan))
        let fade: (Double) -> Double
        let scale: (Double) -> Double
        let duration: Double
        var rows: [TimelineRow] = []
        if base.reducedMotion {
            duration = m.reducedFade
            fade = { t in t >= m.reducedFade ? 1 : m.reducedCurve.progress(max(0, t) / m.reducedFade) }
            scale = { _ in m.dotScaleFrom }
            let curve = MotionText.curve(m.reducedCurve) + " (reduced motion)"
            rows = [
                TimelineRow(element: "Welcome segment", property: "opacity of completed ✓ (dots fade out)", from: 0, to: 1,
                            start: 0, end: duration, curve: curve, value: fade),
                TimelineRow(element: "Profile segment", property: "opacity of current dots (grey bar fades out)", from: 0, to: 1,
                            start: 0, end: duration, curve: curve, value: fade),
                TimelineRow(element: "Profile dots", property: "scale", from: m.dotScaleFrom, to: m.dotScaleFrom,
                            start: 0, end: duration, curve: "none (reduced motion)", value: scale),
            ]
        } else {
            let settle = m.dotSpring.settlingDuration()
            duration = m.dotHold + settle
            let p = { (t: Double) in m.dotSpring.progress(at: t) }
            fade = { t in t >= duration ? 1 : min(max(p(t), 0), 1) }
            scale = { t in t >= duration ? m.dotScaleFrom : m.dotScaleFrom + (m.dotScaleTo - m.dotScaleFrom) * (p(t) - p(t - m.dotHold)) }
            let curve = m.dotSpringText + ", clamped to 0…1"
            rows = [
                TimelineRow(element: "Welcome segment", property: "opacity of completed ✓ (dots fade out)", from: 0, to: 1,
                            start: 0, end: settle, curve: curve, spring: m.dotSpring, value: fade),
                TimelineRow(element: "Profile segment", property: "opacity of current dots (grey bar fades out)", from: 0, to: 1,
                            start: 0, end: settle, curve: curve, spring: m.dotSpring, value: fade),
                TimelineRow(element: "Profile dots", property: "scale (and back)", from: m.dotScaleFrom, to: m.dotScaleTo,
                            start: 0, end: duration,
                            curve: m.dotSpringText + " up, and back from \(MotionText.number(m.dotHold)) s", spring: m.dotSpring, value: scale),
            ]
        }
        return AnimationClip(id: id, duration: duration, rows: rows,
                             lengthTokens: base.reducedMotion ? ["motion.reducedMotion.fadeDuration"]
                                                              : ["motion.progressDots.duration", "spring.progressDot"]) { t in
            guard t < duration else { return layout(screen) }
            var env = environment
            env.sectionBarEntrance = SectionBarEntrance(progress: fade(t), dotScale: scale(t))
            return ScreenLayout.layout(screen, environment: env, measurer: measurer)
        }
    }

    /// "Impact numbers use count-up animation", "Numbers count up with easing": on the
    /// impact calculator, the large purple number and the bold **X hours** and **Y days**
    /// count from 0 to the plan's (913 hours, 114 days for the sample) in
    /// `motion.countUp.duration` along `motion.countUp.curve`, each frame showing whole
    /// numbers (as a counting label does), and the clip ends on the static
    /// `nutrisync/impact-calculator`.
    ///
    /// Reduced motion: the numbers are at their final values from the first frame; the
    /// impact block (number and lines) fades in over `motion.reducedMotion.fadeDuration`.
    func countUp() throws(ScreenRequestError) -> AnimationClip {
        let id = "nutrisync/count-up"
        let m = try WelcomeMotion(theme.tokens)
        let plan = self.plan
        let impact = plan.impact
        if base.reducedMotion {
            let d = m.reducedFade
            let q = { (t: Double) in t >= d ? 1 : m.reducedCurve.progress(max(0, t) / d) }
            let curve = MotionText.curve(m.reducedCurve) + " (reduced motion)"
            return AnimationClip(id: id, duration: d, rows: [
                TimelineRow(element: "impact number and lines", property: "opacity", from: 0, to: 1, start: 0, end: d, curve: curve, value: q),
                TimelineRow(element: "impact number (hours)", property: "value", from: Double(impact.hoursLost), to: Double(impact.hoursLost),
                            start: 0, end: d, curve: "final value (reduced motion)") { _ in Double(impact.hoursLost) },
                TimelineRow(element: "\"\(NutriSyncImpact.daysSpan(impact.daysSuboptimal))\"", property: "value", from: Double(impact.daysSuboptimal),
                            to: Double(impact.daysSuboptimal), start: 0, end: d, curve: "final value (reduced motion)") { _ in Double(impact.daysSuboptimal) },
            ], lengthTokens: ["motion.reducedMotion.fadeDuration"]) { t in
                let o = q(t)
                return layout(o >= 1 ? ImpactCalculatorScreen(plan: plan) : ImpactCalculatorScreen(plan: plan, numbersOpacity: o))
            }
        }
        let d = m.countDuration
        let c = { (t: Double) in t >= d ? 1 : m.countCurve.progress(max(0, t) / d) }
        let curve = MotionText.curve(m.countCurve) + ", whole numbers"
        return AnimationClip(id: id, duration: d, rows: [
            TimelineRow(element: "impact number and \"X hours\"", property: "value", from: 0, to: Double(impact.hoursLost),
                        start: 0, end: d, curve: curve) { t in Double(ImpactCalculatorScreen.counted(impact.hoursLost, progress: c(t))) },
            TimelineRow(element: "\"Y days\"", property: "value", from: 0, to: Double(impact.daysSuboptimal),
                        start: 0, end: d, curve: curve) { t in Double(ImpactCalculatorScreen.counted(impact.daysSuboptimal, progress: c(t))) },
        ], lengthTokens: ["motion.countUp.duration"]) { t in
            layout(c(t) >= 1 ? ImpactCalculatorScreen(plan: plan) : ImpactCalculatorScreen(plan: plan, countProgress: c(t)))
        }
    }
}

/// The Welcome clips' motion tokens, read once; a missing or mistyped token fails the clip
/// with the loader's message, which names the file and the token.
struct WelcomeMotion {
    let dotSpring: Spring, dotSpringText: String, dotScaleFrom: Double, dotScaleTo: Double, dotHold: Double
    let countDuration: Double, countCurve: TimingCurve
    let reducedFade: Double, reducedCurve: TimingCurve

    init(_ t: TokenSet) throws(ScreenRequestError) {
        do throws(TokenError) {
            let spring = try t.spring("spring.progressDot")
            (dotSpring, dotSpringText) = (Spring(spring), MotionText.spring(spring))
            dotScaleFrom = try t.scaleFactor("motion.progressDots.scaleFrom")
            dotScaleTo = try t.scaleFactor("motion.progressDots.scaleTo")
            dotHold = try t.duration("motion.progressDots.duration")
            countDuration = try t.duration("motion.countUp.duration")
            countCurve = TimingCurve(try t.cubicBezier("motion.countUp.curve"))
            reducedFade = try t.duration("motion.reducedMotion.fadeDuration")
            reducedCurve = TimingCurve(try t.cubicBezier("motion.reducedMotion.curve"))
        } catch {
            throw .tokens("\(error)")
        }
    }
}
