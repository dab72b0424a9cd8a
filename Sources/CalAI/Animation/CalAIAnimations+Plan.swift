import AppSupport
import DisplayList
import SwiftUI
import Motion

extension CalAIAnimations {
    /// 001 p7 "Use animations to simulate the weight transition chart being drawn": the
    /// plan's curve is trimmed 0 → 1 left to right (`motion.weightChartDraw`, 1.5 s
    /// easeInOut), the milestone dots appear as the pen passes them and the trophy when it
    /// arrives; then the area under the curve fades in (`areaFade`, 0.4 s; Chosen:
    /// easeInOut, the draw's curve). Reduced motion: the drawn chart fades in over the
    /// empty one.
    func weightChartDraw() -> AnimationClip {
        let id = "calai/weight-chart-draw"
        let plan = self.plan
        if reducedMotion {
            return reducedCrossfade(id: id, from: AnyView(CalAIWeightChartScreen(plan: plan, progress: 0, areaOpacity: 0)),
                                    to: AnyView(CalAIWeightChartScreen(plan: plan)), element: "drawn chart")
        }
        let m = motion
        let draw = m.chartDraw, fade = m.chartAreaFade, duration = draw + fade
        let p = { (t: Double) in t >= draw ? 1 : m.chartCurve.progress(max(0, t) / draw) }
        let area = { (t: Double) in t >= duration ? 1 : t <= draw ? 0 : m.chartCurve.progress((t - draw) / fade) }
        let count = plan.weeklyWeights.count
        let curve = MotionText.curve(m.chartCurve)
        var rows = [
            TimelineRow(element: "Cal AI curve", property: "trim", from: 0, to: 1, start: 0, end: draw, curve: curve, value: p),
        ]
        // The dots after week 0 (which shows from the start) and the goal's trophy.
        for week in stride(from: 4, to: count - 1, by: 4) {
            let at = Self.time(whereRising: p, reaches: Double(week) / Double(count - 1), within: draw)
            rows.append(TimelineRow(element: "week \(week) dot", property: "opacity", from: 0, to: 1, start: at, end: at, curve: "step, as the pen passes") { t in
                WeightChart.showsMilestone(week: week, of: count, progress: p(t)) ? 1 : 0
            })
        }
        rows.append(TimelineRow(element: "goal trophy", property: "opacity", from: 0, to: 1, start: draw, end: draw, curve: "step, at the end of the line") { t in
            p(t) >= 1 ? 1 : 0
        })
        rows.append(TimelineRow(element: "area under the curve", property: "opacity", from: 0, to: 1, start: draw, end: duration, curve: curve, value: area))
        return AnimationClip(id: id, duration: duration, rows: rows,
                             lengthTokens: ["motion.weightChartDraw.duration", "motion.weightChartDraw.areaFade"]) { t in
            layout(CalAIWeightChartScreen(plan: plan, progress: p(t), areaOpacity: area(t)))
        }
    }

    /// 000 p7 "A progress bar that animates from 0% to 100%, with a checklist of 'Daily
    /// recommendation' items appearing as the bar fills": the bar and the percentage run
    /// 0 → 100 % in `motion.loadingProgress` (5 s easeInOut); item k ticks when the bar
    /// passes (k + 1)/5 — it brightens and its check fades in over `itemFade` along
    /// `itemCurve` (0.3 s easeOut) — so the clip ends 0.3 s after 100 %, with Health Score ticked.
    ///
    /// Reduced motion: the five-second wait stays (it is the app's, not decoration), but
    /// the bar no longer slides: every second the screen fades (0.2 s) to the next fifth,
    /// 20 % … 100 %, with that item ticked.
    func loadingProgress() -> AnimationClip {
        let id = "calai/loading-progress"
        let m = motion
        let items = RecommendationChecklist.items.count
        if reducedMotion { return reducedLoading(id: id, steps: items) }
        let run = m.loading, tick = m.itemFade, duration = run + tick
        let p = { (t: Double) in t >= run ? 1 : m.loadingCurve.progress(max(0, t) / run) }
        let ticks = (0..<items).map { k in
            Self.time(whereRising: p, reaches: Double(k + 1) / Double(items), within: run)
        }
        let reveal = { (k: Int, t: Double) -> Double in
            t >= ticks[k] + tick ? 1 : t <= ticks[k] ? 0 : m.itemCurve.progress((t - ticks[k]) / tick)
        }
        let curve = MotionText.curve(m.loadingCurve)
        var rows = [
            TimelineRow(element: "loading bar", property: "fill", from: 0, to: 1, start: 0, end: run, curve: curve, value: p),
            TimelineRow(element: "percentage", property: "value %", from: 0, to: 100, start: 0, end: run, curve: curve + ", rounded") { t in
                (p(t) * 100).rounded()
            },
        ]
        for k in 0..<items {
            rows.append(TimelineRow(element: "\"\(RecommendationChecklist.items[k])\"", property: "tick", from: 0, to: 1, start: ticks[k], end: ticks[k] + tick,
                                    curve: MotionText.curve(m.itemCurve) + ", when the bar passes \((k + 1) * 100 / items) %") { t in reveal(k, t) })
        }
        return AnimationClip(id: id, duration: duration, rows: rows,
                             lengthTokens: ["motion.loadingProgress.duration", "motion.loadingProgress.itemFade"]) { t in
            layout(CalAILoading(progress: p(t), checklist: (0..<items).map { reveal($0, t) }))
        }
    }

    /// The reduced-motion loading: step k (k·20 %) fades in over step k − 1 during the
    /// 0.2 s before second k.
    private func reducedLoading(id: String, steps: Int) -> AnimationClip {
        let m = motion
        let second = m.loading / Double(steps), fade = m.reducedFade
        let starts = (1...steps).map { Double($0) * second - fade }
        let q = { (k: Int, t: Double) -> Double in
            t >= starts[k - 1] + fade ? 1 : t <= starts[k - 1] ? 0 : m.reducedCurve.progress((t - starts[k - 1]) / fade)
        }
        let screen = { (k: Int) in AnyView(CalAILoading(progress: Double(k) / Double(steps))) }
        let rows = (1...steps).map { k in
            TimelineRow(element: "\(k * 100 / steps) % screen", property: "opacity", from: 0, to: 1, start: starts[k - 1], end: starts[k - 1] + fade,
                        curve: MotionText.curve(m.reducedCurve) + " (reduced motion)") { t in q(k, t) }
        }
        return AnimationClip(id: id, duration: m.loading, rows: rows, lengthTokens: ["motion.loadingProgress.duration"]) { t in
            // The latest step that has started fading in.
            let k = (1...steps).last { starts[$0 - 1] < t } ?? 0
            guard k > 0 else { return layout(screen(0)) }
            let o = q(k, t)
            return o >= 1 ? layout(screen(k)) : layout(ZStack { screen(k - 1); screen(k).opacity(o) })
        }
    }

    /// 000 §3 "Progress bars, such as the Health Score … must animate": on "Congratulations
    /// your custom plan is ready!", scrolled so that the daily recommendation and the
    /// Health Score card are in view (Chosen: the bar fills as its card scrolls in, as a
    /// LazyVStack row's onAppear would start it), the bar fills to the plan's score, 9/10,
    /// in `motion.healthScoreFill` (0.8 s easeOut). Reduced motion: the full bar fades in.
    func healthScoreFill() -> AnimationClip {
        let id = "calai/health-score-fill"
        let plan = self.plan
        let offset = healthScoreScrollOffset()
        if reducedMotion {
            return reducedCrossfade(id: id, from: AnyView(CalAIPlanReady(plan: plan, scoreFill: 0, scrollOffset: offset)),
                                    to: AnyView(CalAIPlanReady(plan: plan, scrollOffset: offset)), element: "filled Health Score bar")
        }
        let m = motion
        let duration = m.scoreFill
        let p = { (t: Double) in t >= duration ? 1 : m.scoreCurve.progress(max(0, t) / duration) }
        let maximum = theme.number(.healthScoreMax)
        let share = min(Double(plan.healthScore) / maximum, 1)
        return AnimationClip(id: id, duration: duration, rows: [
            TimelineRow(element: "Health Score bar (\(plan.healthScore)/\(Int(maximum)))", property: "width (share of track)", from: 0, to: share,
                        start: 0, end: duration, curve: MotionText.curve(m.scoreCurve)) { share * p($0) },
        ], lengthTokens: ["motion.healthScoreFill.duration"]) { t in
            layout(CalAIPlanReady(plan: plan, scoreFill: p(t), scrollOffset: offset))
        }
    }

    /// How far to scroll "Congratulations your custom plan is ready!" so that "Daily
    /// recommendation" sits where the check disc sits unscrolled: the section, with its
    /// four rings and the Health Score card, is then in view.
    public func healthScoreScrollOffset() -> Double {
        let list = layout(CalAIPlanReady(plan: plan))
        guard let disc = list.elements.first(where: { $0.accessibilityLabel == "Done" })?.frame.y,
              let section = list.elements.first(where: { $0.text?.string == "Daily recommendation" })?.frame.y else { return 0 }
        return max(0, section - disc)
    }
}
