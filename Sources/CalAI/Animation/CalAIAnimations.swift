public import AppSupport
public import DisplayList
public import SwiftUI
import Motion
public import Tokens

/// The Cal AI animations of the catalogue (seeds 000 and 001), each a function of time on
/// the real screens and the sample plan. Durations, curves and springs come from
/// `motion.*` and `spring.*` in `tokens/calai/base.tokens.json`; values the seeds leave open are
/// marked "Chosen:" there or here.
///
/// The clips are in `CalAIAnimations+Plan.swift` (weight chart, loading, Health Score),
/// `+Controls.swift` (spin wheel, speed slider) and `+Push.swift` (navigation push).
public struct CalAIAnimations {
    public let theme: CalAITheme
    public let base: EnvironmentValues
    public let measurer: any TextMeasuring
    public let reducedMotion: Bool
    let motion: CalAIMotion
    let plan: CalAIPlan

    public init(theme: CalAITheme, base: EnvironmentValues, measurer: any TextMeasuring) throws(TokenError) {
        self.theme = theme
        self.base = base
        self.measurer = measurer
        reducedMotion = base.reducedMotion
        motion = try CalAIMotion(tokens: theme.tokens)
        plan = CalAIPlan(profile: .sample)
    }

    public static let ids = ["calai/weight-chart-draw", "calai/loading-progress", "calai/health-score-fill",
                             "calai/spin-wheel-spin", "calai/speed-slider", "calai/push"]

    /// The clip for `id`, or nil for an id that is not Cal AI's. `from`/`to` name the
    /// onboarding pages of `calai/push` (`calai/gender` or `gender`); the other clips take
    /// none.
    public func clip(_ id: String, from: String? = nil, to: String? = nil) throws(ScreenRequestError) -> AnimationClip? {
        guard Self.ids.contains(id) else { return nil }
        if id != "calai/push", from != nil || to != nil {
            throw .usage("\(id) takes no --from/--to (only calai/push does: two onboarding pages, e.g. --from calai/gender --to calai/workouts)")
        }
        switch id {
        case "calai/weight-chart-draw": return weightChartDraw()
        case "calai/loading-progress": return loadingProgress()
        case "calai/health-score-fill": return healthScoreFill()
        case "calai/spin-wheel-spin": return spinWheelSpin()
        case "calai/speed-slider": return speedSlider()
        default: return try push(from: from, to: to)
        }
    }

    // MARK: Building blocks

    /// The environment every frame is laid out in: the requested one, themed.
    var environment: EnvironmentValues { theme.environment(base) }

    /// Lays out a frame as the screen catalogue does (the root is an `AnyView`), so a
    /// frame at rest has the very element ids of the static screen.
    func layout<V: View>(_ view: V) -> DisplayList {
        ScreenLayout.layout((view as? AnyView) ?? AnyView(view), environment: environment, measurer: measurer)
    }

    /// Reduced motion (`motion.reducedMotion`: "pushes and fills become a plain fade"):
    /// `to` fades in over `from` along `.curve` in `.fadeDuration` (linear, 0.2 s). The first frame is `from` alone, the
    /// last `to` alone, so both are exactly the static screens.
    func reducedCrossfade(id: String, from: AnyView, to: AnyView, element: String) -> AnimationClip {
        let d = motion.reducedFade
        let q = { (t: Double) in t >= d ? 1 : self.motion.reducedCurve.progress(max(0, t) / d) }
        return AnimationClip(id: id, duration: d, rows: [
            TimelineRow(element: element, property: "opacity", from: 0, to: 1, start: 0, end: d, curve: MotionText.curve(motion.reducedCurve) + " (reduced motion)", value: q),
        ], lengthTokens: ["motion.reducedMotion.fadeDuration"]) { t in
            let p = q(t)
            if p <= 0 { return layout(from) }
            if p >= 1 { return layout(to) }
            return layout(ZStack { from; to.opacity(p) })
        }
    }

    /// The first time in 0…`limit` at which the rising `f` reaches `target` (bisection).
    static func time(whereRising f: (Double) -> Double, reaches target: Double, within limit: Double) -> Double {
        if f(0) >= target { return 0 }
        var lo = 0.0, hi = limit
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if f(mid) < target { lo = mid } else { hi = mid }
        }
        return hi
    }
}

/// Cal AI's motion tokens, read once (a missing or mistyped token is an error naming it).
struct CalAIMotion {
    let chartDraw: Double, chartCurve: TimingCurve, chartAreaFade: Double
    let loading: Double, loadingCurve: TimingCurve, itemFade: Double, itemCurve: TimingCurve
    let scoreFill: Double, scoreCurve: TimingCurve
    let spin: Double, spinCurve: TimingCurve, spinTurns: Int
    let sliderSpring: Spring, sliderSpringText: String, iconSpring: Spring, iconSpringText: String, iconScale: Double
    let drag: Double, dragCurve: TimingCurve
    let pushSpring: Spring, pushSpringText: String, parallax: Double, barDuration: Double, barCurve: TimingCurve
    let reducedFade: Double, reducedCurve: TimingCurve

    init(tokens t: TokenSet) throws(TokenError) {
        func curve(_ path: String) throws(TokenError) -> TimingCurve { TimingCurve(try t.cubicBezier(path)) }
        func spring(_ path: String) throws(TokenError) -> (Spring, String) {
            let s = try t.spring(path)
            return (Spring(s), MotionText.spring(s))
        }
        chartDraw = try t.duration("motion.weightChartDraw.duration")
        chartCurve = try curve("motion.weightChartDraw.curve")
        chartAreaFade = try t.duration("motion.weightChartDraw.areaFade")
        loading = try t.duration("motion.loadingProgress.duration")
        loadingCurve = try curve("motion.loadingProgress.curve")
        itemFade = try t.duration("motion.loadingProgress.itemFade")
        itemCurve = try curve("motion.loadingProgress.itemCurve")
        scoreFill = try t.duration("motion.healthScoreFill.duration")
        scoreCurve = try curve("motion.healthScoreFill.curve")
        spin = try t.duration("motion.spinWheelSpin.duration")
        spinCurve = try curve("motion.spinWheelSpin.curve")
        spinTurns = Int(try t.number("motion.spinWheelSpin.turns", in: 0...100, whole: true, meaning: "a number of turns"))
        (sliderSpring, sliderSpringText) = try spring("spring.speedSlider")
        (iconSpring, iconSpringText) = try spring("spring.speedIcon")
        iconScale = try t.scaleFactor("motion.speedSlider.iconScale")
        drag = try t.duration("motion.speedSlider.drag")
        dragCurve = try curve("motion.speedSlider.dragCurve")
        (pushSpring, pushSpringText) = try spring("spring.push")
        parallax = try t.number("motion.push.parallax", in: 0...1, meaning: "a parallax (a share of the screen width)")
        barDuration = try t.duration("motion.stepProgress.duration")
        barCurve = try curve("motion.stepProgress.curve")
        reducedFade = try t.duration("motion.reducedMotion.fadeDuration")
        reducedCurve = try curve("motion.reducedMotion.curve")
    }
}
