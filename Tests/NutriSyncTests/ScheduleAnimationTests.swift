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

/// The schedule section's two animations: what their rows and frames say at key times,
/// that each starts and ends on the static catalogue screen, and their reduced-motion
/// variants (no movement, no scale).
@Suite struct ScheduleAnimationTests: NutriSyncScreenSuite {
    let catalog: ScreenCatalog
    let tokens: TokenSet
    let text = PangoText()

    init() throws {
        catalog = try Checkout.screenCatalog()
        tokens = try Checkout.appTokens("nutrisync")
    }

    func clip(_ id: String, reduced: Bool = false) throws -> AnimationClip {
        var env = EnvironmentValues()
        env.reducedMotion = reduced
        let animations = try AnimationCatalog(tokensDirectory: Checkout.root + "/tokens")
        return try animations.clip(id, from: nil, to: nil, environment: env, measurer: text)
    }

    func screen(_ name: String) throws -> DisplayList {
        try catalog.render("nutrisync/" + name, ScreenRequest(), measurer: text)
    }

    func row(_ clip: AnimationClip, _ element: String, _ property: String) throws -> TimelineRow {
        try #require(clip.rows.first { $0.element == element && $0.property == property }, "no row \(element) \(property)")
    }

    /// The window blocks of the preview's list (their backgrounds), in order.
    func blocks(_ l: DisplayList) -> [Element] {
        (1...3).compactMap { i in l.elements.first { $0.id == "meal-window-\(i)/background/RoundedRectangle" } }
    }

    @Test func bothAreListed() throws {
        #expect(NutriSyncAnimations.ids.contains("nutrisync/windows-slide-in"))
        #expect(NutriSyncAnimations.ids.contains("nutrisync/window-pulse"))
        let animations = try AnimationCatalog(tokensDirectory: Checkout.root + "/tokens")
        #expect(animations.ids.contains("nutrisync/windows-slide-in") && animations.ids.contains("nutrisync/window-pulse"))
        #expect(throws: ScreenRequestError.self) {
            try animations.clip("nutrisync/window-pulse", from: "a", to: nil, environment: EnvironmentValues(), measurer: text)
        }
    }

    // MARK: windows-slide-in

    /// Window i starts 0.15 s after i − 1, 60 pt to the left (i even) or right (i odd), and
    /// settles on spring.windowSlideIn; the clip lasts 2 × 0.15 s + the spring's settling
    /// time, to the next hundredth.
    @Test func windowsSlideInFromAlternatingSides() throws {
        let clip = try clip("nutrisync/windows-slide-in")
        let spring = Spring(try tokens.spring("spring.windowSlideIn"))
        let settle = spring.settlingDuration()
        #expect(abs(clip.duration - ((0.3 + settle) * 100).rounded(.up) / 100) < 1e-12)
        #expect(clip.lengthTokens == ["motion.windowsSlideIn.stagger", "spring.windowSlideIn"])
        for (i, name) in ["Morning Window", "Midday Window", "Evening Window"].enumerated() {
            let slide = try row(clip, name, "offset x (pt)"), fade = try row(clip, name, "opacity")
            let start = Double(i) * 0.15
            #expect(slide.from == (i % 2 == 0 ? -60 : 60) && slide.to == 0)
            #expect(abs(slide.start - start) < 1e-12 && abs(slide.end - (start + settle)) < 1e-12)
            #expect(slide.value(start) == slide.from && fade.value(start) == 0, "still off and invisible at its start")
            let mid = start + 0.1
            #expect(abs(slide.value(mid) - slide.from * (1 - spring.progress(at: 0.1))) < 1e-12)
            #expect(abs(fade.value(mid) - min(1, spring.progress(at: 0.1))) < 1e-12)
            #expect(slide.value(clip.duration) == 0 && fade.value(clip.duration) == 1)
        }
        // At 0.1 s only the morning window has started: it is to the left, partly faded in;
        // the others are still invisible.
        let frame = clip.frame(at: 0.1)
        let still = try screen("schedule-preview")
        let morning = try #require(frame.elements.first { $0.id == "meal-window-1/background/RoundedRectangle" })
        let restMorning = try #require(blocks(still).first)
        #expect(morning.frame == restMorning.frame, "an offset moves the drawing, not the frame")
        let moved = try #require(morning.transform)
        #expect(abs(moved.tx - (-60 * (1 - spring.progress(at: 0.1)))) < 1e-9)
        #expect(frame.effectiveOpacity(of: morning) > 0 && frame.effectiveOpacity(of: morning) < 1)
        let evening = try #require(frame.elements.first { $0.id == "meal-window-3/background/RoundedRectangle" })
        #expect(frame.effectiveOpacity(of: evening) == 0)
    }

    @Test func windowsSlideInEndsOnTheStaticPreview() throws {
        let clip = try clip("nutrisync/windows-slide-in")
        #expect(clip.frame(at: clip.duration) == (try screen("schedule-preview")))
        #expect(clip.frame(at: clip.duration + 1) == (try screen("schedule-preview")))
        // Every window invisible at the start.
        let first = clip.frame(at: 0)
        for i in 1...3 {
            let block = try #require(first.elements.first { $0.id == "meal-window-\(i)/background/RoundedRectangle" })
            #expect(first.effectiveOpacity(of: block) == 0)
        }
    }

    /// Reduced motion: no offset rows and no transforms; each window fades in over 0.2 s
    /// (linear), 0.15 s after the one before; the clip is 0.3 + 0.2 s.
    @Test func windowsSlideInReducedOnlyFades() throws {
        let clip = try clip("nutrisync/windows-slide-in", reduced: true)
        #expect(abs(clip.duration - 0.5) < 1e-12)
        #expect(clip.rows.allSatisfy { $0.property == "opacity" } && clip.rows.count == 3)
        #expect(clip.rows.map(\.curve).allSatisfy { $0 == "linear (reduced motion)" })
        let midday = try row(clip, "Midday Window", "opacity")
        #expect(midday.start == 0.15 && abs(midday.end - 0.35) < 1e-12)
        #expect(midday.value(0.15) == 0 && abs(midday.value(0.25) - 0.5) < 1e-12 && midday.value(0.35) == 1)
        for t in stride(from: 0.0, through: clip.duration, by: 0.05) {
            #expect(clip.frame(at: t).elements.allSatisfy { $0.transform == nil || $0.id.hasPrefix("statusBar") }, "nothing moves at \(t)")
        }
        #expect(clip.frame(at: clip.duration) == (try screen("schedule-preview")))
    }

    // MARK: window-pulse

    /// Two cycles of 2 × 1.2 s: the midday window (open at 12:30 PM) at 103 % and its fill
    /// at 75 % at 1.2 s and 3.6 s, at rest at 0, 2.4 and 4.8 s.
    @Test func windowPulseBreathesTwice() throws {
        let clip = try clip("nutrisync/window-pulse")
        #expect(clip.duration == 4.8)
        #expect(clip.lengthTokens == ["motion.windowPulse.duration"])
        let scale = try row(clip, "Midday Window (active)", "scale"), fill = try row(clip, "Midday Window (active)", "fill opacity")
        #expect(scale.from == 1 && scale.to == 1.03 && fill.to == 0.75)
        #expect(scale.curve == "easeInOut, out and back × 2")
        for t in [0, 2.4, 4.8] { #expect(abs(scale.value(t) - 1) < 1e-12 && abs(fill.value(t) - 1) < 1e-12, "rest at \(t)") }
        for t in [1.2, 3.6] { #expect(abs(scale.value(t) - 1.03) < 1e-12 && abs(fill.value(t) - 0.75) < 1e-12, "far end at \(t)") }
        #expect(abs(scale.value(0.6) - (1 + 0.03 * TimingCurve.easeInOut.progress(0.5))) < 1e-12)
        // The frame at the far end scales the active block (and only it) about its centre.
        let peak = clip.frame(at: 1.2)
        let blocks = peak.elements.filter { $0.id.contains("/MealWindowShape[") && $0.kind == .shape }
        #expect(blocks.count == 3)
        let scaled = blocks.filter { $0.transform != nil }
        #expect(scaled.count == 1 && scaled.first?.stroke != nil)
        let m = try #require(scaled.first?.transform)
        #expect(abs(m.a - 1.03) < 1e-9 && abs(m.d - 1.03) < 1e-9)
    }

    @Test func windowPulseStartsAndEndsOnTheStaticIntro() throws {
        let clip = try clip("nutrisync/window-pulse")
        let still = try screen("schedule-intro")
        #expect(clip.frame(at: 0) == still)
        #expect(clip.frame(at: 2.4) == still, "between the cycles")
        #expect(clip.frame(at: clip.duration) == still)
    }

    /// Reduced motion: no pulse at all — every frame is the static intro.
    @Test func windowPulseReducedIsStill() throws {
        let clip = try clip("nutrisync/window-pulse", reduced: true)
        #expect(clip.duration == 0.2 && clip.lengthTokens == ["motion.reducedMotion.fadeDuration"])
        #expect(clip.rows.count == 1 && clip.rows[0].value(0.1) == 1 && clip.rows[0].curve.contains("reduced motion"))
        let still = try screen("schedule-intro")
        for t in [0, 0.1, 0.2] { #expect(clip.frame(at: t) == still) }
    }
}
