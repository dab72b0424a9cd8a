import AppSupport
import CalAI
import Catalog
import DesignProofTesting
import DisplayList
import Foundation
import Layout
import Motion
import Render
import TestSupport
import Testing
import Tokens

/// The six Cal AI animations (issue 7): what each frame draws at key times, that each
/// ends on the static screen, the reduced-motion variants, and the push's `--from`/`--to`.
@Suite struct CalAIAnimationTests {
    let theme: CalAITheme
    let catalog: ScreenCatalog
    let text = PangoText()

    init() throws {
        theme = try CalAITheme(tokens: try Checkout.appTokens("calai"))
        catalog = try Checkout.screenCatalog()
    }

    func animations(reduced: Bool = false) throws -> CalAIAnimations {
        var env = EnvironmentValues()
        env.reducedMotion = reduced
        return try CalAIAnimations(theme: theme, base: env, measurer: text)
    }

    func clip(_ id: String, reduced: Bool = false, from: String? = nil, to: String? = nil) throws -> AnimationClip {
        try #require(try animations(reduced: reduced).clip(id, from: from, to: to))
    }

    /// A static screen, laid out as the catalogue does.
    func still<V: View>(_ view: V) -> DisplayList {
        ScreenLayout.layout(AnyView(view), environment: theme.environment(EnvironmentValues()), measurer: text)
    }

    func screen(_ id: String, state: String? = nil) throws -> DisplayList {
        try catalog.render(id, ScreenRequest(state: state), measurer: text)
    }

    func texts(_ list: DisplayList) -> [String] { list.elements.compactMap { $0.text?.string } }

    static func length(_ commands: [PathCommand]) -> Double {
        var last: Point?, total = 0.0
        for c in commands {
            switch c {
            case .move(let p): last = p
            case .line(let p): if let l = last { total += ((p.x - l.x) * (p.x - l.x) + (p.y - l.y) * (p.y - l.y)).squareRoot() }; last = p
            default: break
            }
        }
        return total
    }

    // MARK: The catalogue

    @Test func idsAreListedAndBuild() throws {
        let animationCatalog = try AnimationCatalog(tokensDirectory: Checkout.root + "/tokens")
        #expect(CalAIAnimations.ids == ["calai/weight-chart-draw", "calai/loading-progress", "calai/health-score-fill",
                                         "calai/spin-wheel-spin", "calai/speed-slider", "calai/push"])
        for id in CalAIAnimations.ids {
            #expect(animationCatalog.ids.contains(id))
            let clip = try animationCatalog.clip(id, from: nil, to: nil, environment: EnvironmentValues(), measurer: text)
            #expect(clip.id == id && clip.duration > 0 && !clip.rows.isEmpty)
        }
        #expect(throws: ScreenRequestError.unknownScreen("calai/spin-wheel", suggestion: "calai/spin-wheel-spin")) {
            try animationCatalog.clip("calai/spin-wheel", from: nil, to: nil, environment: EnvironmentValues(), measurer: text)
        }
    }

    // MARK: Weight chart

    /// The plan's curve (the 3 pt stroke) is trimmed by length: half-way at t = 0.75 s
    /// (easeInOut(0.5) = 0.5), from the same first point, and it grows to the right.
    @Test func weightChartDrawsLeftToRight() throws {
        let clip = try clip("calai/weight-chart-draw")
        #expect(abs(clip.duration - 1.9) < 1e-12)
        func line(_ t: Double) -> [PathCommand] {
            let e = clip.frame(at: t).elements.first { $0.stroke?.width == 3 && $0.id.contains("WeightChart") }
            guard case .path(let commands)? = e?.shape else { return [] }
            return commands
        }
        func ends(_ c: [PathCommand]) -> (first: Point?, last: Point?) {
            let points = c.compactMap { cmd -> Point? in if case .move(let p) = cmd { return p }; if case .line(let p) = cmd { return p }; return nil }
            return (points.first, points.last)
        }
        let full = Self.length(line(clip.duration))
        #expect(full > 100)
        #expect(Self.length(line(0)) == 0)
        #expect(abs(Self.length(line(0.75)) / full - 0.5) < 1e-6)
        let mid = ends(line(0.75)), end = ends(line(clip.duration))
        #expect(mid.first == end.first)
        #expect(mid.last!.x > mid.first!.x && mid.last!.x < end.last!.x)
        // The week-4 dot shows once the pen has passed a third of the way; the area fades in after the line.
        let dot = try #require(clip.rows.first { $0.element == "week 4 dot" })
        #expect(dot.value(dot.start - 0.01) == 0 && dot.value(dot.start + 0.01) == 1)
        let area = try #require(clip.rows.first { $0.element == "area under the curve" })
        #expect(area.value(1.5) == 0 && area.value(1.7) > 0 && area.value(1.9) == 1)
        #expect(clip.frame(at: clip.duration) == (try screen("calai/weight-chart")))
    }

    // MARK: Loading

    @Test func loadingCountsToAHundredAndTicksTheChecklist() throws {
        let clip = try clip("calai/loading-progress")
        #expect(abs(clip.duration - 5.3) < 1e-12)
        #expect(texts(clip.frame(at: 0)).contains("0%"))
        #expect(texts(clip.frame(at: 2.5)).contains("50%"), "easeInOut(0.5) = 0.5")
        #expect(texts(clip.frame(at: 5)).contains("100%"))
        func labels(_ t: Double) -> Set<String> { Set(clip.frame(at: t).elements.compactMap(\.accessibilityLabel)) }
        // At 0: nothing ticked. At 3.3 s the bar is past 60 %: three ticked, Fats and Health Score pending.
        #expect(labels(0).isDisjoint(with: ["Calories, done", "Carbs, done", "Protein, done", "Fats, done", "Health Score, done"]))
        let l = labels(3.3)
        #expect(l.isSuperset(of: ["Calories, done", "Carbs, done", "Protein, done", "Fats", "Health Score"]))
        #expect(!l.contains("Fats, done") && !l.contains("Health Score, done"))
        // Health Score ticks when the bar reaches 100 % (t = 5 s) and is done 0.3 s later.
        let health = try #require(clip.rows.first { $0.element == "\"Health Score\"" })
        #expect(abs(health.start - 5) < 1e-6 && health.value(5.15) > 0 && health.value(5.15) < 1)
        #expect(labels(5.3).contains("Health Score, done"))
        let percent = try #require(clip.rows.first { $0.element == "percentage" })
        #expect(percent.value(2.5) == 50)
        #expect(clip.frame(at: 0) == still(CalAILoading(progress: 0)))
        #expect(clip.frame(at: clip.duration) == still(CalAILoading(progress: 1)))
    }

    // MARK: Health Score

    @Test func healthScoreFillsToThePlansScore() throws {
        let animations = try animations()
        let clip = try #require(try animations.clip("calai/health-score-fill"))
        #expect(clip.duration == 0.8)
        func fill(_ t: Double) throws -> Double {
            let list = clip.frame(at: t)
            let track = try #require(list.elements.first { $0.accessibilityLabel == "Health score 9 out of 10" }, "the bar is on screen")
            let fills = list.elements.filter {
                $0.id.hasPrefix(track.id) && $0.id != track.id && $0.shape == .capsule && $0.frame.minX == track.frame.minX
            }
            return (fills.map(\.frame.width).max() ?? 0) / track.frame.width
        }
        #expect(try fill(0) == 0)
        #expect(abs(try fill(0.4) - 0.9 * TimingCurve.easeOut.progress(0.5)) < 1e-9)
        #expect(abs(try fill(0.8) - 0.9) < 1e-9, "9/10")
        let plan = CalAIPlan(profile: .sample)
        #expect(plan.healthScore == 9)
        #expect(clip.frame(at: clip.duration) == still(CalAIPlanReady(plan: plan, scrollOffset: animations.healthScoreScrollOffset())))
        #expect(animations.healthScoreScrollOffset() > 100)
    }

    // MARK: Spin wheel

    /// At rest the prize's label (80 %) is straight above the hub, under the pointer; at
    /// the start 30 % is.
    @Test func spinWheelLandsOnTheDiscount() throws {
        let clip = try clip("calai/spin-wheel-spin")
        #expect(clip.duration == 4)
        #expect(CalAIAnimations.spinRotation(turns: 5, prize: 3, segments: 8) == 1665)
        let row = try #require(clip.rows.first)
        #expect(row.value(0) == 0 && row.value(4) == 1665)
        #expect(row.value(2) > 1665 * 0.9, "decelerating: most of the turning is done in the first half")
        func topLabel(_ t: Double) throws -> String {
            let list = clip.frame(at: t)
            let hub = try #require(list.elements.first { $0.accessibilityLabel == "Prize" })
            let c = Point(x: hub.frame.midX, y: hub.frame.midY)
            let centre = hub.transform?.apply(c) ?? c
            let labels = list.elements.filter { $0.text?.string.hasSuffix("%") == true }
            #expect(labels.count == 8)
            let top = try #require(labels.min { a, b in
                (a.transform ?? .identity).apply(Point(x: a.frame.midX, y: a.frame.midY)).y < (b.transform ?? .identity).apply(Point(x: b.frame.midX, y: b.frame.midY)).y
            })
            let p = (top.transform ?? .identity).apply(Point(x: top.frame.midX, y: top.frame.midY))
            #expect(abs(p.x - centre.x) < 0.01, "centred under the pointer")
            return top.text!.string
        }
        #expect(try topLabel(0) == "30%")
        #expect(try topLabel(clip.duration) == "80%")
        #expect(CalAIOffer.standard.discount == 80)
        #expect(clip.frame(at: clip.duration) == still(CalAISpinWheel(rotation: .degrees(1665))))
        #expect(clip.frame(at: 0) == (try screen("calai/spin-wheel")))
    }

    // MARK: Speed slider

    @Test func speedSliderUpdatesTheLabelAndTheHighlight() throws {
        let clip = try clip("calai/speed-slider")
        #expect(texts(clip.frame(at: 0)).contains("0.2 lbs"))
        #expect(texts(clip.frame(at: clip.duration)).contains("3.0 lbs"))
        // The label follows the thumb: at 1 s the finger is half-way (1.5 lbs), the thumb a little behind.
        let label = try #require(clip.rows.first { $0.element.hasPrefix("\"x.x") })
        #expect(label.value(1) >= 1.2 && label.value(1) <= 1.5)
        #expect(texts(clip.frame(at: 1)).contains(String(format: "%.1f lbs", label.value(1))))
        // The notes under the slider at each end and the middle.
        #expect(texts(clip.frame(at: 0)).contains("Slow and steady"))
        // Half-way the thumb is just short of 1.5 lbs: the note says how it compares.
        let half = CalAIProfile.Weight(pounds: label.value(1))
        #expect(texts(clip.frame(at: 1)).contains(CalAISpeed.note(for: half, on: CalAIProfile.PaceScale(units: .imperial))))
        #expect(texts(clip.frame(at: clip.duration)).contains("You may feel very tired and develop loose skin"))
        // The highlighted emoji grows to 125 %: the sloth first, the cheetah last.
        func scale(_ emoji: String, _ t: Double) -> Double {
            clip.frame(at: t).elements.first { $0.text?.string == emoji || $0.accessibilityLabel == emoji }?.transform?.a ?? 1
        }
        #expect(scale("🦥", 0) == 1.25 && scale("Cheetah", 0) == 1)
        #expect(scale("🦥", clip.duration) == 1 && scale("Cheetah", clip.duration) == 1.25)
        #expect(clip.frame(at: 0) == (try screen("calai/speed", state: "slow")))
        #expect(clip.frame(at: clip.duration) == (try screen("calai/speed", state: "fast")))
        let reduced = try self.clip("calai/speed-slider", reduced: true)
        let thumb = try #require(reduced.rows.first { $0.element == "thumb" })
        #expect(thumb.value(1) == TimingCurve.easeInOut.progress(0.5), "reduced motion: the thumb is the finger")
    }

    // MARK: Push

    @Test func pushSlidesTheNewPageInAndTheOldOneLeftByThirtyPercent() throws {
        let clip = try clip("calai/push")
        let width = Device.iPhone16.size.width
        func offset(of title: String, _ t: Double) -> Double? {
            clip.frame(at: t).elements.first { $0.text?.string == title }.map { $0.transform?.tx ?? 0 }
        }
        let old = "Choose your Gender", new = "How many workouts do you do per week?"
        #expect(offset(of: old, 0) == 0)
        #expect(offset(of: new, 0) == width)
        let mid = try #require(offset(of: new, 0.1))
        #expect(mid > 0 && mid < width)
        #expect(abs((offset(of: old, 0.1) ?? 0) - (-0.3 * (width - mid))) < 1e-9, "the old page moves 30 % as far")
        #expect(offset(of: old, clip.duration) == nil, "the old page is gone once the push completes")
        #expect(clip.frame(at: clip.duration) == (try screen("calai/workouts")))
        let bar = try #require(clip.rows.first { $0.element == "step bar" })
        #expect(bar.value(0) == 2.0 / 29 && bar.value(0.3) == 3.0 / 29)
        #expect(clip.rows.map { "\($0.element) \($0.property)" } == ["calai/workouts offsetX", "calai/gender offsetX", "step bar fill",
                                                                         "calai/gender dimming opacity"])
        // UIKit's dimming of the covered page and the incoming edge's shadow: nothing at the
        // first frame (it is the old page alone), drawn mid-push, gone at the end.
        /// The alpha of a screen-wide translucent black fill, if the frame has one.
        func dimming(_ t: Double) -> Double? {
            for e in clip.frame(at: t).elements where e.frame.width >= width {
                if case .solid(let c)? = e.fill, c.r == 0, c.g == 0, c.b == 0, c.a < 1 { return c.a }
            }
            return nil
        }
        #expect((dimming(0) ?? 0) == 0)
        let dim = try #require(dimming(0.1))
        #expect(dim > 0.02 && dim <= 0.1 && abs(dim - (clip.rows.last?.value(0.1) ?? -1)) < 1e-9, "drawn as the timeline says")
        #expect(!clip.frame(at: clip.duration).elements.contains { $0.fill.map { if case .linearGradient = $0 { true } else { false } } ?? false },
                "no edge shadow once the push completes")
    }

    /// The push's table of pages: each page, unselected, is the catalogue's default
    /// screen, and its step-bar value is the one the page draws.
    @Test func pushPagesMatchTheCatalogue() throws {
        let animations = try animations()
        for id in CalAIAnimations.pushPageIDs {
            let clip = try #require(try animations.clip("calai/push", from: id == "calai/gender" ? "calai/workouts" : "calai/gender", to: id))
            let end = clip.frame(at: clip.duration)
            #expect(end == (try screen(id)), "\(id)")
            let bar = try #require(clip.rows.first { $0.element == "step bar" })
            let drawn = try #require(end.elements.compactMap(\.accessibilityLabel).first { $0.hasPrefix("Step progress ") })
            #expect(drawn == "Step progress \(Int((bar.to * 100).rounded())) percent", "\(id)")
        }
    }

    @Test func pushNamesOnboardingPages() throws {
        let a = try animations()
        let goal = try #require(try a.clip("calai/push", from: "goal", to: "calai/desired-weight"))
        #expect(goal.rows.first?.element == "calai/desired-weight")
        let onlyTo = try #require(try a.clip("calai/push", to: "calai/goal"))
        #expect(onlyTo.rows[1].element == "calai/birth-date", "--to alone pushes from the page before")
        #expect(throws: ScreenRequestError.self) { try a.clip("calai/push", from: "calai/home") }
        do {
            _ = try a.clip("calai/push", from: "calai/gendr")
            Issue.record("accepted a mistyped page")
        } catch {
            #expect(error.description.hasPrefix("--from calai/gendr is not an onboarding page with a step bar (did you mean calai/gender?); calai/push goes between calai/gender, calai/workouts"))
        }
        #expect(throws: ScreenRequestError.usage("--from and --to are both calai/goal: a push needs two different pages")) {
            try a.clip("calai/push", from: "goal", to: "calai/goal")
        }
        #expect(throws: ScreenRequestError.self) { try a.clip("calai/spin-wheel-spin", from: "peachRose") }
    }

    // MARK: Reduced motion

    /// Reduced motion: a 0.2 s fade from the first state to the last for the fills, the
    /// wheel and the push; the loading screen keeps its 5 s in fifths; nothing moves.
    @Test(arguments: CalAIAnimations.ids)
    func reducedMotionStartsAndEndsOnTheStates(_ id: String) throws {
        let reduced = try clip(id, reduced: true), full = try clip(id)
        if id == "calai/push" {
            // The push's first frame holds the incoming page just off screen, with its step
            // bar still on the old value: the same pixels as the old page alone.
            let renderer = CairoRenderer()
            func pixels(_ l: DisplayList) throws -> Raster { var l = l; l.scale = 1; return try renderer.render(l) }
            #expect(try pixels(reduced.frame(at: 0)) == (try pixels(full.frame(at: 0))))
            #expect(reduced.frame(at: 0) == (try screen("calai/gender", state: "selected")))
        } else {
            #expect(reduced.frame(at: 0) == full.frame(at: 0), "\(id) starts where the animation starts")
        }
        #expect(reduced.frame(at: reduced.duration) == full.frame(at: full.duration), "\(id) ends where it ends")
        switch id {
        case "calai/loading-progress":
            #expect(reduced.duration == 5)
            #expect(reduced.rows.map(\.element) == ["20 % screen", "40 % screen", "60 % screen", "80 % screen", "100 % screen"])
            #expect(texts(reduced.frame(at: 2.5)) .contains("40%"))
        case "calai/speed-slider":
            #expect(reduced.rows.contains { $0.curve.contains("reduced motion") })
        default:
            #expect(reduced.duration == 0.2)
            #expect(reduced.rows.map(\.property) == ["opacity"])
            #expect(!reduced.frame(at: 0.1).elements.contains { ($0.transform?.tx ?? 0) != 0 && $0.text?.string == "How many workouts do you do per week?" })
        }
    }

    /// Reduced motion's push fades the new page in as one layer, as iOS does: every pixel of
    /// a mid frame is p·(new page) + (1 − p)·(old page). Fading each element on its own (as
    /// before opacity groups) let the old page show through the new page's background and
    /// its buttons through their own fills — up to 93 levels off.
    @Test func reducedMotionPushFadesTheNewPageAsOneLayer() throws {
        let reduced = try clip("calai/push", reduced: true)
        let renderer = CairoRenderer()
        func pixels(_ l: DisplayList) throws -> Raster { var l = l; l.scale = 1; return try renderer.render(l) }
        let t = reduced.duration / 2, p = reduced.rows[0].value(reduced.duration / 2)
        #expect(p > 0.3 && p < 0.7)
        let mid = try pixels(reduced.frame(at: t)), old = try pixels(reduced.frame(at: 0)), new = try pixels(reduced.frame(at: reduced.duration))
        var worst = (levels: 0.0, x: 0, y: 0)
        for y in 0..<mid.height {
            for x in 0..<mid.width {
                let m = mid.pixel(x: x, y: y), o = old.pixel(x: x, y: y), n = new.pixel(x: x, y: y)
                for (cm, co, cn) in [(m.r, o.r, n.r), (m.g, o.g, n.g), (m.b, o.b, n.b)] {
                    let off = abs(cm - (p * cn + (1 - p) * co)) * 255
                    if off > worst.levels { worst = (off, x, y) }
                }
            }
        }
        #expect(worst.levels <= 2, "\(worst.levels) levels off at (\(worst.x), \(worst.y))")
    }

    @Test func timelineSamplesWhatTheFramesDraw() throws {
        let clip = try clip("calai/loading-progress")
        let doc = TimelineDocument(clip: clip, fps: 30)
        #expect(doc.frameCount == 160)
        let percent = try #require(doc.rows.first { $0.element == "percentage" })
        for (k, value) in percent.samples.enumerated() where k % 20 == 0 {
            #expect(texts(clip.frame(at: Double(k) / 30)).contains("\(Int(value))%"))
        }
    }
}

/// Key frames (start, middle, end @1x) and the timeline of every Cal AI animation, pinned
/// under snapshots/calai/animations. Record with
/// `DESIGNPROOF_RECORD=1 swift test --filter CalAIAnimationSnapshotTests`.
@Suite struct CalAIAnimationSnapshotTests {
    @Test(arguments: CalAIAnimations.ids)
    func keyFramesAndTimeline(_ id: String) throws {
        let theme = try CalAITheme(tokens: try Checkout.appTokens("calai"))
        let animations = try CalAIAnimations(theme: theme, base: EnvironmentValues(), measurer: PangoText())
        let clip = try #require(try animations.clip(id))
        let times = AnimationClip.frameTimes(duration: clip.duration, fps: 120)
        let name = String(id.split(separator: "/").last!)
        for (label, t) in [("start", times.first!), ("middle", times[times.count / 2]), ("end", times.last!)] {
            var list = clip.frame(at: t)
            list.scale = 1
            assertDesignSnapshot(of: list, as: .png(), named: "\(name)-\(label)@1x", in: "calai/animations")
        }
        assertDesignSnapshot(of: TimelineDocument(clip: clip, fps: 120), as: .stableJSON, named: "\(name)-timeline", in: "calai/animations")
    }
}
