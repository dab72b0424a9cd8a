import AppSupport
import Catalog
import DisplayList
import Inspect
import Layout
import NutriSync
import TestSupport
import Testing

/// The schedule screens (the seed's Mockups 1–4 and Screen 4.5) say the seed's words and
/// the plan's numbers, carry the section bar where the mockups draw it, and place each
/// window on the timeline at its share of 7 AM – 10 PM.
@Suite struct ScheduleScreensTests: NutriSyncScreenSuite {
    let catalog: ScreenCatalog
    let plan: NutriSyncPlan
    init() throws {
        catalog = try Checkout.screenCatalog()
        plan = try NutriSyncPlan(profile: .sample, today: NutriSyncProfile.sampleToday)
    }

    static let screens = ["schedule-intro", "traditional-vs-optimized", "optimization-potential", "schedule-builder", "schedule-preview"]

    /// The section bar's VoiceOver label names the current section.
    func section(_ l: DisplayList) -> String? {
        l.elements.compactMap(\.accessibilityLabel).first { $0.hasPrefix("Section ") }
    }

    func element(_ l: DisplayList, id: String) throws -> Element {
        try #require(l.elements.first { $0.id == id }, "no element \(id)")
    }

    // MARK: Section bar

    /// Mockups 1–3 draw ●●●●● in the 3rd place (Goals), Mockup 4 in the 4th (Schedule); the
    /// preview (4.5) is in Schedule.
    @Test(arguments: [("schedule-intro", 3), ("traditional-vs-optimized", 3), ("optimization-potential", 3),
                      ("schedule-builder", 4), ("schedule-preview", 4)])
    func theSectionBarIsWhereTheMockupDrawsIt(_ name: String, _ place: Int) throws {
        let label = try #require(section(try list(name)))
        #expect(label.hasPrefix("Section \(place) of 5, \(place == 3 ? "Goals" : "Schedule")"), "\(label)")
    }

    // MARK: Mockup 1

    @Test func scheduleIntroSaysMockup1() throws {
        let l = try list("schedule-intro")
        for text in ["What are Meal Windows?", "7AM", "10PM", "7-9", "12-1", "5:30-7",
                     "Strategic eating periods that optimize your energy, focus, and metabolism throughout the day.",
                     "Eat when your body needs it", "Fast when you don't", "Aligned with circadian rhythm", "Continue"] {
            #expect(shows(l, text), "missing \(text)")
        }
        #expect(texts(l).filter { $0 == "•" }.count == 3)
        // The plan's windows, not the mockup's "8-9".
        #expect(!shows(l, "8-9"))
    }

    /// "Now" is the middle of the window with the largest share (midday, 40 %): 12:30 PM,
    /// and that block is the active one (accent border); the others are not.
    @Test func scheduleIntroShowsNowInTheMiddayWindow() throws {
        #expect(ScheduleIntroScreen.illustratedNow(plan) == NutriSyncTime(hour: 12, minute: 30))
        #expect(DayTimeline.activeIndex(plan.windows, at: NutriSyncTime(hour: 12, minute: 30)) == 1)
        #expect(DayTimeline.activeIndex(plan.windows, at: NutriSyncTime(hour: 13)) == nil, "a window's end is not in it")
        #expect(DayTimeline.activeIndex(plan.windows, at: NutriSyncTime(hour: 7)) == 0)
        #expect(DayTimeline.activeIndex(plan.windows, at: nil) == nil)
        let l = try list("schedule-intro")
        let blocks = l.elements.filter { $0.id.contains("/MealWindowShape[") && $0.kind == .shape }
        #expect(blocks.count == 3)
        #expect(blocks.filter { $0.stroke != nil }.count == 1)
        let label = try #require(l.elements.compactMap(\.accessibilityLabel).first { $0.hasPrefix("Timeline from") })
        #expect(label == "Timeline from 7 AM to 10 PM: Morning Window 7-9 AM, Midday Window 12-1 PM, Evening Window 5:30-7 PM; "
            + "now 12:30 PM, in Midday Window")
    }

    /// Under `.arrow` the blocks' track is the arrow: from "7AM"'s trailing edge + 8 to
    /// "10PM"'s leading edge − 8. Each block sits at its share of that track.
    @Test func scheduleIntroBlocksSitUnderTheArrow() throws {
        let l = try list("schedule-intro")
        let start = try #require(l.elements.first { $0.text?.string == "7AM" }).frame
        let end = try #require(l.elements.first { $0.text?.string == "10PM" }).frame
        let x0 = start.maxX + 8, width = end.minX - 8 - x0
        let blocks = l.elements.filter { $0.id.contains("/MealWindowShape[") && $0.kind == .shape }.sorted { $0.frame.minX < $1.frame.minX }
        let expected = [(0.0, 2.0), (5.0, 1.0), (10.5, 1.5)]  // hours after 7 AM, hours long
        for (block, (from, length)) in zip(blocks, expected) {
            // The active block is drawn at scale 1 (no pulse) in the static screen.
            #expect(abs(block.frame.minX - (x0 + from / 15 * width)) < 1e-6)
            #expect(abs(block.frame.width - length / 15 * width) < 1e-6)
        }
    }

    // MARK: Mockup 2

    @Test func traditionalVsOptimizedSaysMockup2() throws {
        let l = try list("traditional-vs-optimized")
        for text in ["Traditional vs. Optimized", "Traditional Eating", "Energy crashes all day", "NutriSync Windows",
                     "Sustained peak energy", "85% more stable energy", "Better focus & productivity", "Improved sleep quality",
                     "See My Schedule"] {
            #expect(shows(l, text), "missing \(text)")
        }
        // Every emoji in colour, in the mockup's order.
        let emoji = l.elements.filter { $0.text?.font.family == "Noto Color Emoji" }.compactMap { $0.text?.string }
        #expect(emoji == ["😴", "🥱", "😐", "😑", "😴", "🚀", "💪", "⚡", "🎯", "😌", "📈", "🎯", "💤"])
        // Eight grey bars in the traditional card, the plan's three windows in NutriSync's.
        let bars = l.elements.filter { $0.kind == .shape && $0.frame.height == 16 }
        #expect(bars.count == 8 + 3)
    }

    // MARK: Mockup 3

    @Test func optimizationPotentialSaysMockup3() throws {
        let l = try list("optimization-potential")
        for text in ["Your Optimization Potential", "Based on your profile, meal windows can help you:",
                     "Energy Improvement", "87%", "Focus Enhancement", "73%", "Goal Achievement", "92%", "Sleep Quality", "65%",
                     "That's 312 more productive hours per year!", "Optimize My Schedule"] {
            #expect(shows(l, text), "missing \(text)")
        }
        #expect(plan.potential.productiveHoursText == "That's 312 more productive hours per year!")
        #expect(plan.potential.benefits.map(\.percent) == [87, 73, 92, 65])
    }

    /// Each green bar is its percentage of its track.
    @Test func potentialBarsFillTheirShare() throws {
        let l = try list("optimization-potential")
        let rows = l.elements.filter { $0.id.contains("/TrackRow/RoundedRectangle") }
        let tracks = rows.filter { $0.id.hasSuffix("RoundedRectangle") }, fills = rows.filter { $0.id.hasSuffix("RoundedRectangle.1") }
        #expect(tracks.count == 4 && fills.count == 4)
        for (i, percent) in [87, 73, 92, 65].enumerated() {
            #expect(fills[i].frame.minX == tracks[i].frame.minX)
            #expect(abs(fills[i].frame.width - Double(percent) / 100 * tracks[i].frame.width) < 1e-9)
        }
    }

    // MARK: Mockup 4

    @Test func scheduleBuilderSaysMockup4() throws {
        let l = try list("schedule-builder")
        for text in ["Build Your Ideal Day", "When do you need energy most?", "(Drag to adjust windows)", "7AM", "10PM",
                     "🌅", "☀️", "🌆", plan.totalEatingText, plan.fastingPeriodText, "Reset", "Apply This Schedule"] {
            #expect(shows(l, text), "missing \(text)")
        }
        #expect(plan.totalEatingText == "Total eating: 12 hours" && plan.fastingPeriodText == "Fasting period: 12 hours")
        // Three blocks, three ⇄ handles, each a labelled control.
        let labels = l.elements.compactMap(\.accessibilityLabel)
        for w in plan.windows {
            #expect(labels.contains("\(w.name), \(w.rangeText), drag to adjust"))
            #expect(labels.contains("Move \(w.name)"))
        }
    }

    /// The builder's blocks sit under the "7AM ──── 10PM" line at their times, each on its
    /// own row, each emoji just before its block and each handle centred under it; Reset
    /// (secondary) and Apply (green) share a row at the default size.
    @Test func scheduleBuilderLaysOutTheMockupsTrack() throws {
        let l = try list("schedule-builder")
        let start = try #require(l.elements.first { $0.text?.string == "7AM" }).frame
        let end = try #require(l.elements.first { $0.text?.string == "10PM" }).frame
        let x0 = start.maxX + 8, width = end.minX - 8 - x0
        let blocks = l.elements.filter { $0.accessibilityLabel?.hasSuffix("drag to adjust") == true }
        #expect(blocks.count == 3)
        for (i, block) in blocks.enumerated() {
            let w = plan.windows[i]
            #expect(abs(block.frame.minX - (x0 + Double(w.start.minutes - 420) / 900 * width)) < 1e-6)
            #expect(abs(block.frame.width - Double(w.lengthMinutes) / 900 * width) < 1e-6)
            if i > 0 { #expect(block.frame.minY > blocks[i - 1].frame.maxY, "one row per window") }
            let emoji = try #require(l.elements.first { $0.text?.string == w.icon })
            #expect(abs(emoji.frame.maxX + 6 - block.frame.minX) < 1e-6)
            let handle = try #require(l.elements.first { $0.accessibilityLabel == "Move \(w.name)" })
            #expect(abs(handle.frame.midX - block.frame.midX) < 1e-6 && handle.frame.minY > block.frame.maxY)
        }
        let reset = try #require(l.elements.first { $0.accessibilityLabel == "Reset" })
        let apply = try #require(l.elements.first { $0.accessibilityLabel == "Apply This Schedule" })
        #expect(reset.frame.minY == apply.frame.minY && reset.frame.maxX < apply.frame.minX)
        #expect(reset.frame.height == 56 && apply.frame.height == 56)
    }

    /// Each block says what the seed's `MealWindowBlock` carries — its time range, calories and
    /// purpose — under its handle, above the next window's row: "Morning · 7-9 AM" with "465
    /// cal" on its line, "Energizing breakfast" under them.
    @Test func scheduleBuilderSaysEachWindowsRangeCaloriesAndPurpose() throws {
        let l = try list("schedule-builder")
        let blocks = l.elements.filter { $0.accessibilityLabel?.hasSuffix("drag to adjust") == true }
        for (i, (w, title, kcal)) in zip3(plan.windows, ["Morning · 7-9 AM", "Midday · 12-1 PM", "Evening · 5:30-7 PM"], ["465 cal", "740 cal", "645 cal"]).enumerated() {
            let handle = try #require(l.elements.first { $0.accessibilityLabel == "Move \(w.name)" })
            let name = try #require(l.elements.first { $0.text?.string == title }, "missing \(title)")
            let calories = try #require(l.elements.first { $0.text?.string == kcal && $0.frame.minY > handle.frame.maxY && $0.frame.minY < name.frame.maxY })
            let purpose = try #require(l.elements.first { $0.text?.string == w.purpose })
            #expect(name.frame.minY > handle.frame.maxY && purpose.frame.minY >= name.frame.maxY)
            #expect(calories.frame.maxX > name.frame.maxX, "the calories trail the name on its line")
            if i + 1 < blocks.count { #expect(purpose.frame.maxY < blocks[i + 1].frame.minY) }
        }
    }

    /// At the largest sizes the two buttons stack, Apply on top, each full width.
    @Test func scheduleBuilderButtonsStackAtTheLargestSizes() throws {
        let l = try list("schedule-builder", device: .iPhoneSE, contentSize: .accessibilityExtraLarge)
        let reset = try #require(l.elements.first { $0.accessibilityLabel == "Reset" })
        let apply = try #require(l.elements.first { $0.accessibilityLabel == "Apply This Schedule" })
        #expect(apply.frame.maxY < reset.frame.minY && apply.frame.width == reset.frame.width)
    }

    // MARK: Screen 4.5

    @Test func schedulePreviewSaysScreen45() throws {
        let l = try list("schedule-preview")
        let all = texts(l).joined(separator: " ")
        for text in ["Your Optimized Schedule:", "Calories distributed: 25% / 40% / 35%", "This schedule will help you lose weight",
                     "Looks Good", "Customize", "7AM", "10AM", "1PM", "4PM", "7PM", "10PM"] {
            #expect(shows(l, text), "missing \(text)")
        }
        // Each window's line as the seed writes it, read across its two lines, with its calories.
        for (w, line, kcal) in zip3(plan.windows, ["Morning Window: 7-9 AM (Energizing breakfast)", "Midday Window: 12-1 PM (Sustaining lunch)",
                                                   "Evening Window: 5:30-7 PM (Recovery dinner)"], ["465 cal", "740 cal", "645 cal"]) {
            #expect(w.previewText == "\(w.icon) \(line)")
            #expect(all.contains(line), "missing \(line)")
            #expect(shows(l, kcal))
        }
    }

    /// The full-day timeline: the axis line is the track; the blocks at 0, 5/15 and 10.5/15
    /// of it, 2/15, 1/15 and 1.5/15 wide; the hour labels every 3 hours.
    @Test func schedulePreviewTimelinePlacesTheWindows() throws {
        let l = try list("schedule-preview")
        let track = try #require(l.elements.first { $0.id.hasSuffix("/TrackRow.2/Rectangle") && $0.frame.height == 2 })
        let blocks = l.elements.filter { $0.id.contains("/MealWindowShape[") && $0.kind == .shape }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(blocks.count == 3)
        let expected = [(0.0, 2.0), (5.0, 1.0), (10.5, 1.5)]
        for (block, (from, length)) in zip(blocks, expected) {
            #expect(abs(block.frame.minX - (track.frame.minX + from / 15 * track.frame.width)) < 1e-6)
            #expect(abs(block.frame.width - length / 15 * track.frame.width) < 1e-6)
        }
        // The preview shows no current time: nothing is active.
        #expect(blocks.allSatisfy { $0.stroke == nil })
        let hours = texts(l).filter { $0.hasSuffix("AM") || $0.hasSuffix("PM") }.filter { !$0.contains(" ") }
        #expect(hours == ["7AM", "10AM", "1PM", "4PM", "7PM", "10PM"])
    }

    /// The preview's buttons are full width, Looks Good (green) over Customize (secondary).
    @Test func schedulePreviewButtonsAreFullWidth() throws {
        let l = try list("schedule-preview")
        let good = try #require(l.elements.first { $0.accessibilityLabel == "Looks Good" })
        let customize = try #require(l.elements.first { $0.accessibilityLabel == "Customize" })
        #expect(good.frame.maxY < customize.frame.minY)
        #expect(good.frame.width == 393 - 48 && customize.frame.width == 393 - 48)
    }

    @Test func mealWindowBlockTitlesAreThePlansRanges() throws {
        for w in plan.windows {
            let block = MealWindowBlock(w)
            #expect(block.timeRange == w.rangeText)
            #expect(block.title + " " + block.purposeText == w.previewText.dropFirst(w.icon.count + 1).description)
        }
        // A window across noon says both meridiems; one without a name shows its purpose plainly.
        var p = NutriSyncProfile.sample
        p.mealFrequency = .custom
        p.customWindows = [.init(start: NutriSyncTime(hour: 11), end: NutriSyncTime(hour: 13)),
                           .init(start: NutriSyncTime(hour: 18), end: NutriSyncTime(hour: 19, minute: 30))]
        let custom = try NutriSyncPlan(profile: p, today: NutriSyncProfile.sampleToday)
        let noon = MealWindowBlock(custom.windows[0], named: false)
        #expect(noon.timeRange == "11 AM-1 PM" && noon.timeRange == custom.windows[0].rangeText)
        #expect(noon.title == "11 AM-1 PM" && noon.purposeText == "Steady fuel")
        #expect(MealWindowBlock(custom.windows[1]).timeRange == "6-7:30 PM")
        #expect(MealWindowBlock(startTime: "9 AM", endTime: "9 PM", icon: "🍽️", purpose: "", calories: 1850, isActive: false).caloriesText
            == "1,850 cal")
    }

    /// Every screen lays out at the largest size the checks ask for on the smallest phone
    /// with no text cut (overflows) and no word broken over two lines of the window blocks.
    @Test(arguments: screens)
    func layOutAtAccessibilityExtraLargeOnTheSE(_ name: String) throws {
        let l = try list(name, device: .iPhoneSE, contentSize: .accessibilityExtraLarge)
        #expect(l.overflows.isEmpty, "\(l.overflows)")
    }

    /// Nothing prints over anything else on the smallest phone, up to the largest text size
    /// the checks try (the preview's emoji above the timeline once collided at AX XXL; now
    /// they stagger).
    @Test(arguments: screens)
    func nothingOverlapsOnTheSEUpToTheLargestSize(_ name: String) throws {
        for size in [ContentSizeCategory.large, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge] {
            let collisions = OverlapCheck.collisions(try list(name, device: .iPhoneSE, contentSize: size))
            #expect(collisions.isEmpty, "\(name) at \(size): \(collisions)")
        }
    }

    /// At the default size the mockup screens fit an iPhone SE without scrolling; the
    /// preview, with two full-width buttons under three window blocks, scrolls there, and so
    /// does the builder since each block says its range, calories and purpose (its last
    /// purpose fades at the fold, which the fold check accepts).
    @Test(arguments: [("schedule-intro", false), ("traditional-vs-optimized", false), ("optimization-potential", false),
                      ("schedule-builder", true), ("schedule-preview", true)])
    func fitsTheSEAtTheDefaultSize(_ name: String, _ scrolls: Bool) throws {
        let l = try list(name, device: .iPhoneSE)
        #expect(l.elements.contains { $0.id.contains("ScrollView") } == scrolls)
        #expect(try !list(name, device: .iPhone16).elements.contains { $0.id.contains("ScrollView") })
    }

    @Test func theGoalPhraseFollowsThePrimaryGoal() throws {
        #expect(plan.scheduleGoalText == "This schedule will help you lose weight")
        var p = NutriSyncProfile.sample
        p.primaryGoal = .improveEnergy
        #expect(try NutriSyncPlan(profile: p, today: NutriSyncProfile.sampleToday).goalPhrase == "improve your energy")
    }
}

func zip3<A, B, C>(_ a: [A], _ b: [B], _ c: [C]) -> [(A, B, C)] {
    (0..<min(a.count, b.count, c.count)).map { (a[$0], b[$0], c[$0]) }
}
