import AppSupport
import Catalog
import DisplayList
import Layout
import Motion
import NutriSync
import Render
import TestSupport
import Testing
import Tokens

/// `nutrisync/progress-dots` and `nutrisync/count-up`: their length from the tokens, what
/// the first, middle and last frames draw, the rows' real values, and the reduced-motion
/// variants, which move and scale nothing.
@Suite struct WelcomeAnimationsTests: NutriSyncScreenSuite {
    let catalog: ScreenCatalog
    let animations: AnimationCatalog
    let tokens: TokenSet
    let plan: NutriSyncPlan
    let text = PangoText()

    init() throws {
        catalog = try Checkout.screenCatalog()
        animations = try AnimationCatalog(tokensDirectory: Checkout.root + "/tokens")
        tokens = try Checkout.appTokens("nutrisync")
        plan = try NutriSyncPlan(profile: .sample, today: NutriSyncProfile.sampleToday)
    }

    func clip(_ id: String, reduced: Bool = false) throws -> AnimationClip {
        var env = EnvironmentValues()
        env.reducedMotion = reduced
        return try animations.clip(id, from: nil, to: nil, environment: env, measurer: text)
    }

    func row(_ clip: AnimationClip, _ element: String) throws -> TimelineRow {
        try #require(clip.rows.first { $0.element == element }, "no row \(element)")
    }

    /// The elements of the section bar that are scaled (the popping dots).
    func scaledDots(_ l: DisplayList) -> [Element] {
        l.elements.filter { $0.id.contains("SectionProgressBar") && $0.transform != nil && $0.transform != .identity }
    }

    /// Elements seen at all (effective opacity above 0) whose text is `string`.
    func visible(_ l: DisplayList, _ string: String) -> Bool {
        l.elements.contains { $0.text?.string == string && l.effectiveOpacity(of: $0) > 0 }
    }

    @Test func bothAreListed() throws {
        for id in ["nutrisync/progress-dots", "nutrisync/count-up"] {
            #expect(NutriSyncAnimations.ids.contains(id) && animations.ids.contains(id))
        }
        #expect(throws: ScreenRequestError.usage("nutrisync/count-up takes no --from/--to")) {
            try animations.clip("nutrisync/count-up", from: "nutrisync/welcome", to: nil, environment: EnvironmentValues(), measurer: text)
        }
    }

    // MARK: Progress dots

    @Test func progressDotsPopAndSettleOnBasicInfo() throws {
        let clip = try clip("nutrisync/progress-dots")
        let spring = Spring(try tokens.spring("spring.progressDot"))
        let hold = try tokens.duration("motion.progressDots.duration")
        let scaleTo = try tokens.number("motion.progressDots.scaleTo")
        #expect(abs(clip.duration - (hold + spring.settlingDuration())) < 1e-12)
        #expect(AnimationClip.frameTimes(duration: clip.duration, fps: 60).count == Int((clip.duration * 60).rounded(.down)) + 1)
        #expect(clip.lengthTokens == ["motion.progressDots.duration", "spring.progressDot"])

        // First frame: the bar as Welcome left it — WELCOME shown, PROFILE not yet, no dot scaled.
        let first = clip.frame(at: 0)
        #expect(visible(first, "WELCOME") && !visible(first, "PROFILE"))
        #expect(scaledDots(first).isEmpty)
        #expect(texts(first).contains("What should we call you?"), "on the real basic-info screen")

        // The scale row: 1 at the start, past scaleTo while the first spring overshoots, back to 1.
        let scale = try row(clip, "Profile dots")
        #expect(scale.from == 1 && scale.to == scaleTo)
        #expect(scale.value(0) == 1 && scale.value(clip.duration) == 1)
        let peak = AnimationClip.frameTimes(duration: clip.duration, fps: 120).max { scale.value($0) < scale.value($1) }!
        #expect(scale.value(peak) >= scaleTo && scale.value(peak) < scaleTo + 0.1)
        #expect(peak < hold + 0.05)
        // The frame at the peak draws five dots scaled by the row's value.
        let dots = scaledDots(clip.frame(at: peak))
        #expect(dots.count == 5)
        #expect(dots.allSatisfy { abs(($0.transform?.a ?? 0) - scale.value(peak)) < 1e-9 })
        let mid = clip.frame(at: peak)
        #expect(visible(mid, "PROFILE"))

        // The checkmark and the new dots fade in with the spring, clamped.
        let fade = try row(clip, "Welcome segment")
        #expect(fade.value(0) == 0 && fade.value(clip.duration) == 1)
        #expect(AnimationClip.frameTimes(duration: clip.duration, fps: 120).allSatisfy { (0...1).contains(fade.value($0)) })

        // Last frame: the static screen, element for element.
        #expect(clip.frame(at: clip.duration) == (try list("basic-info")))
    }

    @Test func progressDotsReducedMotionOnlyFades() throws {
        let clip = try clip("nutrisync/progress-dots", reduced: true)
        let fade = try tokens.duration("motion.reducedMotion.fadeDuration")
        #expect(clip.duration == fade && clip.lengthTokens == ["motion.reducedMotion.fadeDuration"])
        let times = AnimationClip.frameTimes(duration: clip.duration, fps: 60)
        #expect(times.count == 13)
        let scale = try row(clip, "Profile dots")
        #expect(times.allSatisfy { scale.value($0) == 1 })
        let last = clip.frame(at: clip.duration)
        #expect(last == (try list("basic-info")))
        let rest = Dictionary(last.elements.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        for t in times {
            let l = clip.frame(at: t)
            #expect(scaledDots(l).isEmpty, "nothing scales at \(t)")
            // Everything outside the bar is where it rests, at every frame.
            for e in l.elements where !e.id.contains("SectionProgressBar") {
                #expect(rest[e.id] == e.frame, "\(e.id) moved at \(t)")
            }
        }
        // Half-way (linear): the two looks at half opacity each.
        let half = clip.frame(at: fade / 2)
        let welcome = try #require(half.elements.first { $0.text?.string == "WELCOME" })
        #expect(abs(half.effectiveOpacity(of: welcome) - 0.5) < 1e-9)
    }

    // MARK: Count-up

    @Test func countUpCountsFromZeroToThePlansNumbers() throws {
        let clip = try clip("nutrisync/count-up")
        let duration = try tokens.duration("motion.countUp.duration")
        let curve = TimingCurve(try tokens.cubicBezier("motion.countUp.curve"))
        #expect(clip.duration == duration && clip.lengthTokens == ["motion.countUp.duration"])
        #expect(AnimationClip.frameTimes(duration: clip.duration, fps: 60).count == 91)

        let first = clip.frame(at: 0)
        #expect(texts(first).contains("0"))
        #expect(texts(first).contains("At this rate, you'll lose 0 hours of productive time this year"))
        #expect(texts(first).contains("That's 0 days of feeling suboptimal"))

        // Half-way in time, easeOut has gone further than half-way in value.
        let p = curve.progress(0.5)
        #expect(p > 0.5)
        let hours = Int((Double(plan.impact.hoursLost) * p).rounded()), days = Int((Double(plan.impact.daysSuboptimal) * p).rounded())
        let mid = clip.frame(at: duration / 2)
        #expect(texts(mid).contains(NutriSyncImpact.hoursText(hours)))
        #expect(texts(mid).contains(NutriSyncImpact.daysText(days)))
        #expect(texts(mid).contains("\(hours)"))
        let hoursRow = try row(clip, "impact number and \"X hours\"")
        let daysRow = try row(clip, "\"Y days\"")
        #expect(hoursRow.value(duration / 2) == Double(hours) && daysRow.value(duration / 2) == Double(days))
        #expect(hoursRow.value(0) == 0 && hoursRow.value(duration) == 913 && hoursRow.to == 913)
        #expect(daysRow.value(0) == 0 && daysRow.value(duration) == 114 && daysRow.to == 114)
        // Whole numbers that never go back.
        let samples = AnimationClip.frameTimes(duration: duration, fps: 60).map(hoursRow.value)
        #expect(samples.allSatisfy { $0 == $0.rounded() } && zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })

        #expect(clip.frame(at: duration) == (try list("impact-calculator")))
    }

    @Test func countUpReducedMotionShowsTheFinalNumbersFadingIn() throws {
        let clip = try clip("nutrisync/count-up", reduced: true)
        let fade = try tokens.duration("motion.reducedMotion.fadeDuration")
        #expect(clip.duration == fade)
        let last = clip.frame(at: clip.duration)
        #expect(last == (try list("impact-calculator")))
        for t in AnimationClip.frameTimes(duration: clip.duration, fps: 60) {
            let l = clip.frame(at: t)
            // The final numbers from the first frame, and nothing moved: every element where it rests.
            #expect(texts(l).contains(plan.impact.hoursText) && texts(l).contains("913"))
            #expect(l.elements.map(\.id) == last.elements.map(\.id))
            #expect(l.elements.map(\.frame) == last.elements.map(\.frame), "moved at \(t)")
            #expect(l.elements.allSatisfy { $0.transform == nil || $0.transform == .identity })
        }
        let number = { (l: DisplayList) in l.effectiveOpacity(of: l.elements.first { $0.text?.string == "913" }!) }
        #expect(number(clip.frame(at: 0)) == 0)
        #expect(abs(number(clip.frame(at: fade / 2)) - 0.5) < 1e-9)
        #expect(number(last) == 1)
        let values = try row(clip, "impact number (hours)")
        #expect(values.value(0) == 913 && values.value(fade) == 913)
    }
}
