import AppSupport
import Catalog
import DisplayList
import Inspect
import Layout
import NutriSync
import TestSupport
import Testing
import Tokens

/// Screens 4.2–4.4 say the seed's words, show the sample profile's answers, and pre-select
/// what the seed marks ✓.
@Suite struct RoutineScreensTests: NutriSyncScreenSuite {
    let catalog: ScreenCatalog
    init() throws { catalog = try Checkout.screenCatalog() }

    let sample = NutriSyncProfile.sample

    // MARK: Daily routine (4.2)

    @Test func dailyRoutineAsksTheSeedsFourQuestionsInOrder() throws {
        let l = try list("daily-routine")
        #expect(shows(l, "What time do you usually..."))
        let questions = ["Wake up?", "Have lunch?", "Finish work?", "Go to bed?"]
        let ys = try questions.map { q in try #require(l.elements.first { $0.text?.string == q }, "missing \(q)").frame.y }
        #expect(ys == ys.sorted())
    }

    @Test func dailyRoutineStepperValuesAreTheSampleProfilesTimes() throws {
        let l = try list("daily-routine")
        let shown = l.texts(withIDPrefix: "input")
        #expect(shown == [sample.wake.text, sample.lunch.text, sample.finishWork.text, sample.bed.text])
        // … which are the seed's own: "[6:00 AM] ±", "[12:00 PM] ±", "[5:00 PM] ±", "[10:00 PM] ±".
        #expect(shown == ["6:00 AM", "12:00 PM", "5:00 PM", "10:00 PM"])
    }

    @Test func dailyRoutineShowsWhateverTheProfileSays() throws {
        var p = sample
        p.wake = NutriSyncTime(hour: 6, minute: 30)
        p.lunch = NutriSyncTime(hour: 12, minute: 45)
        p.finishWork = NutriSyncTime(hour: 18)
        p.bed = NutriSyncTime(hour: 23, minute: 15)
        let l = try NutriSyncViewLayout.list(DailyRoutineScreen(profile: p))
        #expect(l.texts(withIDPrefix: "input") == ["6:30 AM", "12:45 PM", "6:00 PM", "11:15 PM"])
        #expect(l.labelled("Go to bed time, 11:15 PM") != nil)
    }

    /// "Input Fields: Dark background, 16pt corner radius": the time sits in one.
    @Test func eachTimeSitsInASixteenPointInputField() throws {
        let l = try list("daily-routine")
        let fields = l.elements.filter { $0.id.hasPrefix("input/background") }
        #expect(fields.count == 4)
        for f in fields {
            #expect(f.shape == .roundedRectangle(cornerRadius: 16, style: .continuous), "\(f.id)")
            #expect(f.fill == .solid(RGBA(r: 1, g: 1, b: 1, a: 0.05)), "\(f.id)")
        }
    }

    /// Each − and + is its own control with a label that says what it moves, and a hit
    /// target of at least 44 pt, at the default size and at AX XL on the smallest phone.
    @Test(arguments: [(Device.iPhone16, ContentSizeCategory.large), (.iPhoneSE, .accessibilityExtraLarge)])
    func stepperButtonsAreLabelled44PointControls(device: Device, size: ContentSizeCategory) throws {
        let l = try list("daily-routine", device: device, contentSize: size)
        for action in ["Wake up", "Have lunch", "Finish work", "Go to bed"] {
            for label in [action + " earlier", action + " later"] {
                let b = try #require(l.labelled(label), "no control \(label)")
                #expect(b.accessibilityTraits.contains("isButton"), "\(label)")
                #expect(b.frame.width >= 44 && b.frame.height >= 44, "\(label) is \(b.frame.size)")
            }
        }
    }

    /// At AX XL the buttons grow with the text and move under the field, rather than
    /// squeeze the time or push the row off the screen.
    @Test func atAXXLTheButtonsMoveUnderTheField() throws {
        let l = try list("daily-routine", device: .iPhoneSE, contentSize: .accessibilityExtraLarge)
        let field = try #require(l.labelled("Wake up time, 6:00 AM"))
        let earlier = try #require(l.labelled("Wake up earlier"))
        #expect(earlier.frame.minY >= field.frame.maxY)
        #expect(earlier.frame.width > 44)
        #expect(l.outsideWidth.isEmpty)
        #expect(l.overflows.isEmpty)
    }

    // MARK: Activity (4.3)

    @Test func activityListsTheFourLevelsWithTheSeedsStepRanges() throws {
        let l = try list("activity")
        #expect(shows(l, "How active are you?"))
        let seed = [("Sedentary", "Less than 5,000 steps/day"), ("Lightly Active", "5,000-10,000 steps/day"),
                    ("Active", "10,000-15,000 steps/day"), ("Very Active", "More than 15,000 steps/day")]
        #expect(NutriSyncProfile.ActivityLevel.allCases.map { ($0.title, $0.steps) }.elementsEqual(seed, by: ==))
        var lastY = -1.0
        for (title, steps) in seed {
            let row = try #require(l.labelled("\(title), \(steps)"), "no row \(title)")
            #expect(row.accessibilityTraits.contains("isButton"))
            #expect(row.frame.y > lastY)
            lastY = row.frame.y
            #expect(shows(l, steps))
        }
    }

    /// "○ Active ✓": a new user sees Active pre-selected, and only Active.
    @Test func activityPreselectsActive() throws {
        let l = try list("activity")
        #expect(selectedLabels(l) == ["Active, 10,000-15,000 steps/day"])
    }

    @Test func activitySelectedStateIsTheSampleProfilesLevelAndSessions() throws {
        let l = try list("activity", state: "selected")
        #expect(selectedLabels(l) == ["\(sample.activity.title), \(sample.activity.steps)"])
        #expect(l.texts(withIDPrefix: "input") == ["\(sample.exerciseSessionsPerWeek)"])
    }

    @Test func activityAsksAboutExerciseWithAStepper() throws {
        let l = try list("activity")
        #expect(shows(l, "Do you exercise?"))
        #expect(shows(l, "times per week"))
        #expect(l.texts(withIDPrefix: "input") == ["3"])  // "[3] times per week"
        let field = try #require(l.labelled("Exercise, 3 times per week"))
        #expect(field.shape == .roundedRectangle(cornerRadius: 16, style: .continuous))
        for label in ["Fewer exercise sessions", "More exercise sessions"] {
            let b = try #require(l.labelled(label))
            #expect(b.accessibilityTraits.contains("isButton"))
            #expect(b.frame.width >= 44 && b.frame.height >= 44)
        }
    }

    @Test func activityShowsTheLevelAndSessionsItIsGiven() throws {
        let l = try NutriSyncViewLayout.list(ActivityScreen(selected: .veryActive, sessions: 5))
        #expect(selectedLabels(l) == ["Very Active, More than 15,000 steps/day"])
        #expect(l.texts(withIDPrefix: "input") == ["5"])
    }

    // MARK: Meal frequency (4.4)

    @Test func mealFrequencyCardsSayTheSeedsLines() throws {
        let l = try list("meal-frequency")
        #expect(shows(l, "How many times do you prefer to eat?"))
        let cards = ["2 Meals/Day, 16:8 Intermittent Fasting, Best for: Fat loss, simplicity, Windows: 12pm-8pm",
                     "3 Meals/Day, Traditional eating pattern, Best for: Sustained energy, Windows: 7am, 12pm, 6pm",
                     "4-5 Meals/Day, Frequent feeding, Best for: Muscle gain, athletes, Windows: Every 3-4 hours",
                     "Custom, Design your own schedule"]
        var lastY = -1.0
        for card in cards {
            let e = try #require(l.labelled(card), "no card \(card)")
            #expect(e.frame.y > lastY)
            lastY = e.frame.y
        }
        for line in ["2 Meals/Day", "16:8 Intermittent Fasting", "Best for: Fat loss, simplicity", "Windows: 12pm-8pm",
                     "3 Meals/Day", "Traditional eating pattern", "Best for: Sustained energy", "Windows: 7am, 12pm, 6pm",
                     "4-5 Meals/Day", "Frequent feeding", "Best for: Muscle gain, athletes", "Windows: Every 3-4 hours",
                     "Custom", "Design your own schedule"] {
            #expect(l.elements.contains { $0.text?.string == line }, "missing \(line)")
        }
    }

    /// "**3 Meals/Day** ✓": pre-selected for a new user; `selected` is the sample's choice.
    @Test func mealFrequencyPreselectsThreeMeals() throws {
        #expect(selectedLabels(try list("meal-frequency")).map { $0.prefix(11) } == ["3 Meals/Day"])
        let chosen = selectedLabels(try list("meal-frequency", state: "selected"))
        #expect(chosen.count == 1)
        #expect(chosen.first?.hasPrefix(sample.mealFrequency.title + ",") == true)
    }

    /// Each card's strip is the profile's waking day (6 AM → 10 PM, 16 h) with the windows
    /// the plan gives that day under the card's pattern.
    @Test func mealPatternStripsDrawThePlansWindowsOnTheWakingDay() throws {
        let l = try list("meal-frequency")
        let strips = patternStrips(l)
        #expect(strips.count == 4)
        func fractions(_ strip: (day: Element, windows: [Element])) -> [[Double]] {
            strip.windows.map { [($0.frame.minX - strip.day.frame.minX) / strip.day.frame.width,
                                 $0.frame.width / strip.day.frame.width] }
        }
        func near(_ a: [[Double]], _ b: [[Double]]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { zip($0, $1).allSatisfy { abs($0 - $1) < 1e-6 } }
        }
        // Hours after the 6 AM wake-up, and lengths in hours, over the 16-hour day.
        func hours(_ pairs: [(Double, Double)]) -> [[Double]] { pairs.map { [$0.0 / 16, $0.1 / 16] } }
        // 16:8: one eating period, 12 PM → 8 PM ("Windows: 12pm-8pm").
        let twoMeals: [(Double, Double)] = [(6, 8)]
        #expect(near(fractions(strips[0]), hours(twoMeals)))
        // 3 meals: the plan's 7-9 AM, 12-1 PM, 5:30-7 PM.
        let threeMeals: [(Double, Double)] = [(1, 2), (6, 1), (11.5, 1.5)]
        #expect(near(fractions(strips[1]), hours(threeMeals)))
        // 4-5 meals: five 1-hour windows from 7 AM, 3 h apart (the last 7-8 PM).
        let fiveMeals: [(Double, Double)] = [(1, 1), (4, 1), (7, 1), (10, 1), (13, 1)]
        #expect(near(fractions(strips[2]), hours(fiveMeals)))
        // Custom: the 3-meal windows it starts from, drawn as outlines to be moved.
        #expect(near(fractions(strips[3]), fractions(strips[1])))
        #expect(strips[3].windows.allSatisfy { $0.fill == nil && $0.stroke != nil })
        #expect(strips[1].windows.allSatisfy { $0.fill != nil })
    }

    /// The strips follow the routine: a later wake-up moves every pattern.
    @Test func mealPatternStripsFollowTheRoutine() throws {
        var p = sample
        p.wake = NutriSyncTime(hour: 8)
        p.lunch = NutriSyncTime(hour: 13)
        p.bed = NutriSyncTime(hour: 24)
        let plan = try NutriSyncPlan(profile: p, today: NutriSyncProfile.sampleToday)
        let l = try NutriSyncViewLayout.list(MealFrequencyScreen(plan: plan, selected: .threeMeals))
        let three = try #require(patternStrips(l).dropFirst().first)
        let firstStart = (three.windows[0].frame.minX - three.day.frame.minX) / three.day.frame.width
        #expect(abs(firstStart - Double(plan.windows[0].startAfterWake) / Double(plan.awakeMinutes)) < 1e-6)
        #expect(abs(firstStart - 1.0 / 16) < 1e-6)  // 9 AM on an 8 AM → midnight day
    }

    // MARK: All three

    @Test(arguments: ["daily-routine", "activity", "meal-frequency"])
    func scheduleScreensCarryTheSectionBarAtSchedule(name: String) throws {
        let l = try list(name)
        #expect(l.labelled("Section 4 of 5, Schedule; Welcome, Profile, Goals completed") != nil)
    }

    @Test(arguments: [("daily-routine", nil), ("activity", nil), ("activity", "selected"), ("meal-frequency", nil),
                      ("meal-frequency", "selected")] as [(String, String?)])
    func nothingIsCutOrPushedOffTheSmallestPhoneAtAXXL(name: String, state: String?) throws {
        for device in Device.all {
            let l = try list(name, state: state, device: device, contentSize: .accessibilityExtraLarge)
            #expect(l.overflows.isEmpty, "\(name) on \(device.id): \(l.overflows)")
            #expect(l.outsideWidth.isEmpty, "\(name) on \(device.id): \(l.outsideWidth)")
        }
    }

    /// Nothing prints over a control it is not part of: each stepper's − and + symbol is
    /// its own button's (the buttons' ids are unique per stepper), and each pattern strip is
    /// part of the card it is drawn on (it keeps the card's path).
    @Test(arguments: [("daily-routine", nil), ("activity", nil), ("meal-frequency", nil), ("meal-frequency", "selected")] as [(String, String?)])
    func nothingOverlapsAControlItIsNotPartOf(name: String, state: String?) throws {
        for device in Device.all {
            for size in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraLarge] {
                let l = try list(name, state: state, device: device, contentSize: size)
                #expect(OverlapCheck.collisions(l).isEmpty, "\(name) on \(device.id) at \(size): \(OverlapCheck.collisions(l).prefix(3))")
            }
        }
    }

    // MARK: Helpers

    func selectedLabels(_ l: DisplayList) -> [String] {
        l.elements.filter { $0.accessibilityTraits.contains("isSelected") }.compactMap(\.accessibilityLabel)
    }

    /// Each card's strip, top to bottom: its day track (the strip's first shape, as wide as
    /// the strip) and its windows, left to right.
    func patternStrips(_ l: DisplayList) -> [(day: Element, windows: [Element])] {
        let shapes = l.elements.filter { $0.kind == .shape && $0.id.contains("/MealPatternStrip") }
        let rows = Dictionary(grouping: shapes) { ($0.frame.midY * 2).rounded() }.values.sorted { $0[0].frame.y < $1[0].frame.y }
        return rows.map { row in (row[0], row.dropFirst().sorted { $0.frame.minX < $1.frame.minX }) }
    }
}
