import AppSupport
import DisplayList
import SwiftUI
import Motion
import Tokens

/// FitAI's two animations (the seed names none; "Progress bars update to show goal
/// progress", §Daily Food Logging Flow step 10, and its TabView), each a function of time on
/// the real screens drawn from the food log, with durations, curves and springs from
/// `tokens/fitai/base.tokens.json`, and a reduced-motion variant.
struct FitAIAnimations {
    static let ids = ["fitai/progress-fill", "fitai/tab-switch"]

    let tokens: TokenSet
    let diary: FitAIDiary
    /// The catalogue screen `name` (`home`) as a view, drawn from the log.
    let screen: (String) -> AnyView
    let environment: EnvironmentValues
    let measurer: any TextMeasuring

    func clip(_ id: String, from: String?, to: String?) throws(ScreenRequestError) -> AnimationClip? {
        guard Self.ids.contains(id) else { return nil }
        if from != nil || to != nil { throw .usage("\(id) takes no --from/--to") }
        let m = try FitAIMotion(tokens)
        return id == "fitai/progress-fill" ? progressFill(m) : tabSwitch(m)
    }

    func layout(_ view: AnyView, _ env: EnvironmentValues) -> DisplayList {
        ScreenLayout.layout(view, environment: env, measurer: measurer)
    }

    /// What was added last on the log's last day: the last entry, with every entry of the same
    /// photo when it came from one (an AI result's items are saved together, "Add to Log");
    /// empty for an empty log.
    static func lastAdded(_ diary: FitAIDiary) -> [FitAIFoodEntry] {
        guard let today = diary.lastDay else { return [] }
        let entries = diary.entries(on: today)
        guard let last = entries.last else { return [] }
        guard let url = last.photoURL else { return [last] }
        return entries.filter { $0.photoURL == url }
    }

    /// "After an entry is added the calorie and macro bars fill to their new values": on
    /// `fitai/home`, the bars of today's summary grow from today's totals without what was
    /// added last (`lastAdded`: the sample's dinner photo, three items, 572 kcal) to today's
    /// totals on `spring.progressFill` (critically damped: no overshoot), ending on the static
    /// home screen. The numbers count with their bars ("Eaten", "Remaining", each macro's
    /// grams), as an app's `Animatable` number view does; a plain `Text` would show the new
    /// totals at the first frame while the bars were still short of them.
    ///
    /// Reduced motion: nothing grows or counts; the numbers say the new totals at once and
    /// the bars at the old values cross-fade to the new ones in
    /// `motion.reducedMotion.fadeDuration` along its curve.
    func progressFill(_ m: FitAIMotion) -> AnimationClip {
        let id = "fitai/progress-fill"
        let home = screen("home")
        let after = diary.lastDay.map { diary.day($0).totals } ?? .zero
        let added = Self.lastAdded(diary)
        let before = added.reduce(after) { $0 - FitAIMacros(calories: $1.calories, protein: $1.protein, carbs: $1.carbs, fat: $1.fat) }
        let goal = Double(diary.goal.dailyCalorieGoal)
        if environment.reducedMotion {
            let d = m.reducedFade
            let fade = { (t: Double) in t >= d ? 1 : m.reducedCurve.progress(max(0, t) / d) }
            let rows = [TimelineRow(element: "Today's bars", property: "opacity of the new values (old ones fade out)", from: 0, to: 1,
                                    start: 0, end: d, curve: MotionText.curve(m.reducedCurve) + " (reduced motion)", value: fade)]
            return AnimationClip(id: id, duration: d, rows: rows, lengthTokens: ["motion.reducedMotion.fadeDuration"]) { t in
                let p = fade(t)
                guard p < 1 else { return layout(home, environment) }
                var old = environment
                old.fitAIProgressFill = FitAIProgressFill(before: before, progress: 0, countsNumbers: false)
                // The screen with the old bars, opaque, under the new one fading in: everything
                // but the bars is the same on both, so only the bars change.
                return layout(AnyView(ZStack { home.environment(\.fitAIProgressFill, old.fitAIProgressFill); home.opacity(p) }),
                              environment)
            }
        }
        let settle = m.fillSpring.settlingDuration()
        let p = { (t: Double) in t >= settle ? 1 : m.fillSpring.progress(at: max(0, t)) }
        let rows = [
            TimelineRow(element: "Calories bar and Eaten", property: "kcal drawn and shown (goal \(FitAIFormat.number(goal)))", from: before.calories, to: after.calories,
                        start: 0, end: settle, curve: m.fillSpringText, spring: m.fillSpring) { t in before.calories + (after.calories - before.calories) * p(t) },
            TimelineRow(element: "Protein bar and grams", property: "grams drawn and shown", from: before.protein, to: after.protein,
                        start: 0, end: settle, curve: m.fillSpringText, spring: m.fillSpring) { t in before.protein + (after.protein - before.protein) * p(t) },
            TimelineRow(element: "Carbs bar and grams", property: "grams drawn and shown", from: before.carbs, to: after.carbs,
                        start: 0, end: settle, curve: m.fillSpringText, spring: m.fillSpring) { t in before.carbs + (after.carbs - before.carbs) * p(t) },
            TimelineRow(element: "Fat bar and grams", property: "grams drawn and shown", from: before.fat, to: after.fat,
                        start: 0, end: settle, curve: m.fillSpringText, spring: m.fillSpring) { t in before.fat + (after.fat - before.fat) * p(t) },
        ]
        return AnimationClip(id: id, duration: settle, rows: rows, lengthTokens: ["spring.progressFill"]) { t in
            guard t < settle else { return layout(home, environment) }
            var env = environment
            env.fitAIProgressFill = FitAIProgressFill(before: before, progress: p(t))
            return layout(home, env)
        }
    }

    /// Selecting another tab: Home → History. The tab bar shows History selected from the
    /// first frame (UIKit switches the tint at once); the pages *fade through*, never both
    /// at once: the Home page fades out over the first 35 % of `motion.tabSwitch.duration`,
    /// then the History page fades in over the rest (the split of Material's fade-through,
    /// `FadeThroughProvider`'s 0.35), each along `motion.tabSwitch.curve`, ending on the
    /// static `fitai/history`. A cross-fade would print one page's text over the other's
    /// half-way through.
    ///
    /// Reduced motion: the same fade-through with no movement, each fade lasting
    /// `motion.reducedMotion.fadeDuration` along its curve, as FitAI's other reduced fades.
    func tabSwitch(_ m: FitAIMotion) -> AnimationClip {
        let id = "fitai/tab-switch"
        let reduced = environment.reducedMotion
        let curve = reduced ? m.reducedCurve : m.tabCurve
        let outEnd = reduced ? m.reducedFade : m.tabDuration * FitAITabSwitch.fadeOutShare
        let d = reduced ? 2 * m.reducedFade : m.tabDuration
        let fadeOut = { (t: Double) in t >= outEnd ? 1 : curve.progress(max(0, t) / outEnd) }
        let fadeIn = { (t: Double) in t >= d ? 1 : t <= outEnd ? 0 : curve.progress((t - outEnd) / (d - outEnd)) }
        let from = screen("home"), to = screen("history")
        let named = MotionText.curve(curve) + (reduced ? " (reduced motion)" : "")
        let rows = [
            TimelineRow(element: "Home page", property: "opacity", from: 1, to: 0, start: 0, end: outEnd, curve: named) { 1 - fadeOut($0) },
            TimelineRow(element: "History page", property: "opacity", from: 0, to: 1, start: outEnd, end: d, curve: named, value: fadeIn),
        ]
        return AnimationClip(id: id, duration: d, rows: rows,
                             lengthTokens: reduced ? ["motion.reducedMotion.fadeDuration"] : ["motion.tabSwitch.duration"]) { t in
            guard t < d else { return layout(to, environment) }
            var env = environment
            env.fitAITabSwitch = FitAITabSwitch(fromPage: from, fromOpacity: 1 - fadeOut(t), toOpacity: fadeIn(t))
            return layout(to, env)
        }
    }
}

/// The motion tokens FitAI's animations read.
struct FitAIMotion {
    let fillSpring: Spring, fillSpringText: String
    let tabDuration: Double, tabCurve: TimingCurve
    let reducedFade: Double, reducedCurve: TimingCurve

    init(_ t: TokenSet) throws(ScreenRequestError) {
        do throws(TokenError) {
            let spring = try t.spring("spring.progressFill")
            (fillSpring, fillSpringText) = (Spring(spring), MotionText.spring(spring))
            tabDuration = try t.duration("motion.tabSwitch.duration")
            tabCurve = TimingCurve(try t.cubicBezier("motion.tabSwitch.curve"))
            reducedFade = try t.duration("motion.reducedMotion.fadeDuration")
            reducedCurve = TimingCurve(try t.cubicBezier("motion.reducedMotion.curve"))
        } catch {
            throw .tokens("\(error)")
        }
    }
}
