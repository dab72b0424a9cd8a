import AppSupport
import Catalog
import DesignProofTesting
import DisplayList
import Layout
import Render
import SnapshotTesting
import TestSupport
import Testing

/// `fitai/progress-fill` and `fitai/tab-switch`: values from the sample worked by hand, the
/// last frame equal to the static screen, reduced motion moving nothing; key frames and
/// timelines pinned under snapshots/fitai/animations (record with
/// `DESIGNPROOF_RECORD=1 swift test --filter FitAIAnimationTests`).
@Suite struct FitAIAnimationTests {
    let animations: AnimationCatalog
    let screens: ScreenCatalog
    init() throws {
        animations = try AnimationCatalog(tokensDirectory: Checkout.root + "/tokens")
        screens = try Checkout.screenCatalog()
    }

    func clip(_ id: String, reduced: Bool = false, appearance: Appearance = .light) throws -> AnimationClip {
        var env = EnvironmentValues()
        env.reducedMotion = reduced
        env.appearance = appearance
        return try animations.clip(id, from: nil, to: nil, environment: env, measurer: PangoText())
    }

    func screen(_ name: String, appearance: Appearance = .light) throws -> DisplayList {
        var env = EnvironmentValues()
        env.appearance = appearance
        return try screens.render("fitai/" + name, ScreenRequest(environment: env), measurer: PangoText())
    }

    /// The fill of the first linear progress bar under `part` (the calorie card's, the macro rows').
    func fill(_ l: DisplayList, _ part: String) -> Element? {
        l.elements.first { $0.id.contains(part) && $0.id.contains("LinearProgressBar") && $0.id.hasSuffix("/fill") }
    }
    func track(_ l: DisplayList, _ part: String) -> Element? {
        l.elements.first { $0.id.contains(part) && $0.id.contains("LinearProgressBar") && !$0.id.hasSuffix("/fill") }
    }

    @Test func bothAreListedWithTheOtherAppsAnimations() {
        #expect(animations.ids.filter { $0.hasPrefix("fitai/") } == ["fitai/progress-fill", "fitai/tab-switch"])
    }

    /// Today (Oct 31) ends with the dinner photo's three items, 310 + 222 + 40 = 572 kcal,
    /// saved together: the bars grow from 1,247 − 572 = 675 kcal to 1,247 (of 2,000), protein
    /// from 41.5 to 87.8 g, carbs 103 → 149.4 g, fat 11.3 → 33.3 g — the numbers counting
    /// with them.
    @Test func progressFillGrowsTheBarsAndTheirNumbersFromBeforeTheDinnerPhotoToTodaysTotals() throws {
        let c = try clip("fitai/progress-fill")
        let rows = Dictionary(uniqueKeysWithValues: c.rows.map { ($0.element, $0) })
        let calories = try #require(rows["Calories bar and Eaten"]), protein = try #require(rows["Protein bar and grams"])
        #expect(abs(calories.from - 675) < 1e-9 && abs(calories.to - 1247) < 1e-9)
        #expect(abs(protein.from - 41.5) < 1e-9 && abs(protein.to - 87.8) < 1e-9)
        #expect(abs(try #require(rows["Carbs bar and grams"]).from - 103) < 1e-9)
        #expect(abs(try #require(rows["Fat bar and grams"]).from - 11.3) < 1e-9)
        #expect(calories.curve == "spring response 0.5 ζ 1")

        let first = c.frame(at: 0)
        let bar = try #require(track(first, "NavigationStack/List")), start = try #require(fill(first, "NavigationStack/List"))
        #expect(abs(start.frame.width - bar.frame.width * 675 / 2000) < 0.01)
        // The numbers count with their bars: 675 eaten and 2,000 − 675 = 1,325 remaining at
        // the first frame (not yet 1,247 and 753), then the row's value at each moment.
        let texts = { (l: DisplayList) in Set(l.elements.compactMap { $0.text?.string }) }
        #expect(texts(first).isSuperset(of: ["675", "1,325"]) && !texts(first).contains("1,247") && !texts(first).contains("753"))
        let quarter = c.duration / 4, midFrame = c.frame(at: quarter)
        let mid = try #require(fill(midFrame, "NavigationStack/List"))
        #expect(mid.frame.width > start.frame.width && mid.frame.width < bar.frame.width * 1247 / 2000)
        let eaten = Int(calories.value(quarter).rounded())
        #expect(eaten > 675 && eaten < 1247)
        let grouped = eaten >= 1000 ? "\(eaten / 1000),\(String(format: "%03d", eaten % 1000))" : "\(eaten)"
        #expect(texts(midFrame).contains(grouped), "Eaten shows \(grouped) at \(quarter) s")
        #expect(abs(mid.frame.width - bar.frame.width * calories.value(quarter) / 2000) < 0.01, "the bar draws what the number says")
    }

    @Test(arguments: ["fitai/progress-fill", "fitai/tab-switch"], [false, true])
    func lastFrameIsTheStaticScreen(_ id: String, _ reduced: Bool) throws {
        let c = try clip(id, reduced: reduced)
        let end = c.frame(at: c.duration)
        #expect(end == (try screen(id == "fitai/tab-switch" ? "history" : "home")))
    }

    /// Reduced motion: the bars do not grow — every bar of every frame is at the old or the
    /// new width, the two cross-fading in motion.reducedMotion.fadeDuration (0.25 s) — and
    /// the numbers say the new totals from the first frame.
    @Test func reducedProgressFillOnlyCrossFades() throws {
        let c = try clip("fitai/progress-fill", reduced: true)
        #expect(c.duration == 0.25)
        let calorie = try #require(fill(try screen("home"), "NavigationStack/List"))
        let barWidth = try #require(track(try screen("home"), "NavigationStack/List")).frame.width
        let old = barWidth * 675 / 2000, new = calorie.frame.width
        for t in stride(from: 0.0, through: 0.25, by: 0.05) {
            // The calorie bar's fills on this frame: the old one and, once fading in, the new.
            let widths = c.frame(at: t).elements.filter {
                $0.id.contains("LinearProgressBar") && $0.id.hasSuffix("/fill") && $0.frame.minY == calorie.frame.minY
            }.map(\.frame.width)
            #expect(!widths.isEmpty)
            #expect(widths.allSatisfy { abs($0 - old) < 0.01 || abs($0 - new) < 0.01 }, "t = \(t): \(widths)")
            if t > 0, t < 0.25 { #expect(widths.count == 2) }
            // The numbers do not count: both layers say the new totals, so no digit prints
            // over another.
            let eaten = c.frame(at: t).elements.filter { $0.text?.string.hasPrefix("1,2") == true || $0.text?.string == "675" }
            #expect(eaten.allSatisfy { $0.text?.string == "1,247" }, "t = \(t): \(eaten.compactMap { $0.text?.string })")
        }
    }

    /// The bar shows History selected from the first frame; the pages fade through: Home's
    /// out over the first 0.07 s (35 % of the 0.2-s switch), History's in over the remaining
    /// 0.13 s, each easeInOut — so no frame shows both pages' text.
    @Test func tabSwitchSelectsHistoryAtOnceAndFadesThroughThePages() throws {
        let c = try clip("fitai/tab-switch")
        #expect(c.duration == 0.2)
        #expect(c.rows.map(\.element) == ["Home page", "History page"])
        #expect(abs(c.rows[0].end - 0.07) < 1e-12 && abs(c.rows[1].start - 0.07) < 1e-12 && c.rows[1].end == 0.2)
        // Half-way through each fade, easeInOut is at exactly a half (the curve is symmetric).
        #expect(c.rows[0].value(0) == 1 && abs(c.rows[0].value(0.035) - 0.5) < 1e-9 && c.rows[0].value(0.07) == 0)
        #expect(abs(c.rows[1].value(0.07)) < 1e-9 && abs(c.rows[1].value(0.135) - 0.5) < 1e-9 && c.rows[1].value(0.2) == 1)
        let first = c.frame(at: 0)
        let selected = first.elements.filter { $0.accessibilityTraits.contains("isSelected") && $0.id.contains("TabBar") }
        #expect(selected.map(\.accessibilityLabel) == ["History"])
        #expect(first.elements.contains { $0.text?.string == "Today" })
        // At every 1/120 s, the texts drawn with any opacity come from one page only — and
        // each page does show, Home's early and History's late.
        var pages: [String] = []
        for k in 1..<24 {
            let frame = c.frame(at: Double(k) / 120)
            let shown = frame.elements.filter { $0.text != nil && !$0.id.contains("TabBar") && frame.effectiveOpacity(of: $0) > 0.001 }
            let home = shown.contains { $0.id.contains("FitAIHomeScreen") }, history = shown.contains { !$0.id.contains("FitAIHomeScreen") && $0.id.contains("FitAIHistoryScreen") }
            #expect(!(home && history), "t = \(k)/120 s shows both pages")
            pages.append(home ? "home" : history ? "history" : "none")
        }
        #expect(pages.first == "home" && pages.last == "history" && pages.filter { $0 == "none" }.count <= 1)
        // Reduced motion: each fade lasts the reduced fade, 0.25 s, one after the other.
        let reduced = try clip("fitai/tab-switch", reduced: true)
        #expect(reduced.duration == 0.5 && reduced.rows.map(\.start) == [0, 0.25] && reduced.rows.map(\.end) == [0.25, 0.5])
    }

    static let cases: [(id: String, reduced: Bool)] = ["fitai/progress-fill", "fitai/tab-switch"].flatMap { [($0, false), ($0, true)] }

    @Test(arguments: cases)
    func keyFramesAndTimeline(_ id: String, _ reduced: Bool) throws {
        let c = try clip(id, reduced: reduced)
        let times = AnimationClip.frameTimes(duration: c.duration, fps: 120)
        let name = String(id.split(separator: "/").last!) + (reduced ? "-reduced" : "")
        for (label, t) in [("start", times.first!), ("middle", times[times.count / 2]), ("end", times.last!)] {
            var list = c.frame(at: t)
            list.scale = 1
            assertDesignSnapshot(of: list, as: .png(), named: "\(name)-\(label)@1x", in: "fitai/animations")
        }
        assertDesignSnapshot(of: TimelineDocument(clip: c, fps: 120), as: .stableJSON, named: "\(name)-timeline", in: "fitai/animations")
    }
}
