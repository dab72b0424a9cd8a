import AppSupport
import Catalog
import DisplayList
import Layout
import NutriSync
import Render
import TestSupport
import Testing
import Tokens

/// The Goals section (screens 3.1–3.3): the seed's words and options in its order, the
/// sample profile's answers in the selected states, and the weight goal's numbers from
/// the plan.
@Suite struct GoalScreensTests: NutriSyncScreenSuite {
    let catalog: ScreenCatalog
    init() throws { catalog = try Checkout.screenCatalog() }

    typealias Profile = NutriSyncProfile

    /// The option rows (their backgrounds carry label and traits; repeated ids get "#2",
    /// "#3"), top to bottom.
    func rows(_ l: DisplayList) -> [Element] {
        l.elements.filter { $0.id.hasPrefix("selection/background") }.sorted { $0.frame.y < $1.frame.y }
    }

    func selectedLabels(_ l: DisplayList) -> [String] {
        l.elements.filter { $0.accessibilityTraits.contains("isSelected") }.compactMap(\.accessibilityLabel)
    }

    func nextIsEnabled(_ l: DisplayList) throws -> Bool {
        let next = try #require(l.elements.first { $0.accessibilityLabel == "Next" })
        return !next.accessibilityTraits.contains("notEnabled")
    }

    // MARK: 3.1 Primary goal

    @Test func primaryGoalListsTheFiveGoalsWithTheirSubtitles() throws {
        let l = try list("primary-goal")
        #expect(shows(l, "What's your primary goal?"))
        let expected = [("Lose Weight", "Sustainable fat loss while preserving muscle"),
                        ("Build Muscle", "Gain lean mass with minimal fat"),
                        ("Improve Energy", "Optimize meal timing for consistent energy"),
                        ("Athletic Performance", "Fuel training and enhance recovery"),
                        ("General Health", "Balance nutrition for overall wellness")]
        #expect(rows(l).map(\.accessibilityLabel) == expected.map { $0.0 + ", " + $0.1 })
        for (title, subtitle) in expected { #expect(shows(l, title)); #expect(shows(l, subtitle)) }
        #expect(Profile.PrimaryGoal.allCases.map(\.title) == expected.map(\.0))
        #expect(selectedLabels(l).isEmpty)
        #expect(try !nextIsEnabled(l))
    }

    @Test func primaryGoalSelectedIsTheSamplesGoalAlone() throws {
        let l = try list("primary-goal", state: "selected")
        let goal = Profile.sample.primaryGoal
        #expect(selectedLabels(l) == [goal.title + ", " + goal.subtitle])
        #expect(goal == .loseWeight)
        #expect(try nextIsEnabled(l))
        // Its radio is the filled green one.
        let row = try #require(rows(l).first { $0.accessibilityTraits.contains("isSelected") })
        #expect(row.stroke?.paint == .solid(RGBA(hex: "#00D26A")!))
    }

    // MARK: 3.3 Secondary goals

    @Test func secondaryGoalsListsTheSevenCheckboxesInTheSeedsOrder() throws {
        let l = try list("secondary-goals")
        #expect(shows(l, "Any other goals?"))
        #expect(shows(l, "(Select all that apply)"))
        #expect(rows(l).map(\.accessibilityLabel) == ["Better Sleep", "Improved Focus", "Stable Mood", "Reduced Cravings",
                                                       "Better Digestion", "More Energy", "Athletic Recovery"])
        #expect(selectedLabels(l).isEmpty)
        #expect(try !nextIsEnabled(l))
    }

    @Test func secondaryGoalsSelectedAreTheSamplesGoals() throws {
        let l = try list("secondary-goals", state: "selected")
        let expected = Profile.SecondaryGoal.allCases.filter { Profile.sample.secondaryGoals.contains($0) }.map(\.title)
        #expect(expected == ["Improved Focus", "More Energy"])
        #expect(selectedLabels(l) == expected)
        #expect(try nextIsEnabled(l))
    }

    // MARK: 3.2 Weight goal

    @Test func weightGoalSaysTheSeedsWordsWithThePlansNumbers() throws {
        let plan = try NutriSyncPlan(profile: .sample, today: Profile.sampleToday)
        let l = try list("weight-goal")
        #expect(shows(l, "What's your target weight?"))
        #expect(shows(l, "At what pace?"))
        #expect(rows(l).map(\.accessibilityLabel) == ["Relaxed (0.5 lb/week)", "Moderate (1 lb/week)", "Aggressive (1.5 lb/week)"])
        // The seed's ✓ default, which the sample keeps.
        #expect(selectedLabels(l) == ["Moderate (1 lb/week)"])
        // Current → target, and the target in its box: 165 → 140 lbs.
        #expect(texts(l).contains("165 lbs"))
        #expect(texts(l).contains("140 lbs"))
        #expect(texts(l).contains("140"))
        #expect(l.elements.contains { $0.accessibilityLabel == "Target weight, 140 lbs" })
        let track = try #require(l.elements.first { $0.id.contains("TrackLayer") })
        #expect(track.accessibilityLabel == "Target weight slider, from 165 lbs to 140 lbs")
        // 25 lb at 1 lb/week: ⌈7 × 25 ÷ 1⌉ = 175 days after Monday 1 September 2025.
        let completion = try #require(plan.estimatedCompletionText)
        #expect(completion == "Estimated completion: February 23, 2026")
        #expect(texts(l).contains(completion))
    }

    @Test func theThumbStandsAtTheTargetAndTheMarkerAtTheCurrentWeight() throws {
        let scale = WeightScale(current: 165, target: 140)
        #expect(scale == WeightScale(current: 140, target: 165))
        #expect((scale.lower, scale.upper) == (125, 180))   // 60 % of 25 = 15 beyond each, to fives
        let l = try list("weight-goal")
        let circles = l.elements.filter { $0.id.contains("TrackLayer") && $0.shape == .ellipse && $0.stroke == nil }
        let track = try #require(l.elements.first { $0.id.contains("TrackLayer") && $0.shape == .capsule })
        // Marker (14 pt) then thumb (28 pt), in drawing order.
        let marker = try #require(circles.first { abs($0.frame.width - 14) < 0.01 })
        let thumb = try #require(circles.first { abs($0.frame.width - 28) < 0.01 })
        #expect(abs((thumb.frame.midX - track.frame.minX) / track.frame.width - 15.0 / 55) < 0.001)
        #expect(abs((marker.frame.midX - track.frame.minX) / track.frame.width - 40.0 / 55) < 0.001)
        let fill = try #require(l.elements.filter { $0.id.contains("TrackLayer") && $0.shape == .capsule }.dropFirst().first)
        #expect(abs(fill.frame.minX - thumb.frame.midX) < 0.01 && abs(fill.frame.maxX - marker.frame.midX) < 0.01)
    }

    @Test func weightScaleRounding() {
        let same = WeightScale(current: 150, target: 150)
        #expect((same.lower, same.upper) == (140, 160))        // at least 10 either side
        #expect(same.position(of: 150) == 0.5)
        let kilos = WeightScale(current: 75, target: 62.5)
        #expect((kilos.lower, kilos.upper) == (50, 85))        // margin 10 (60 % of 12.5 is less): 52.5 down to 50, 85
        #expect(WeightScale.text(140) == "140")
        #expect(WeightScale.text(62.5) == "62.5")
        #expect(WeightScale.text(74.99) == "75")
        #expect(WeightScale(current: 5, target: 3).lower == 0)  // never below zero
    }

    @Test func aMetricProfileReadsInKilograms() throws {
        var profile = Profile.sample
        profile.weight = .kilograms(75)
        profile.targetWeight = .kilograms(65)
        let plan = try NutriSyncPlan(profile: profile, today: Profile.sampleToday)
        let tokens = try Checkout.appTokens("nutrisync")
        var env = EnvironmentValues()
        env.appearance = .dark
        let l = ScreenLayout.layout(WeightGoalScreen(plan: plan), environment: try NutriSyncTheme(tokens: tokens).environment(env),
                                    measurer: PangoText())
        #expect(texts(l).contains("75 kg"))
        #expect(texts(l).contains("65 kg"))
        #expect(l.elements.contains { $0.accessibilityLabel == "Target weight, 65 kg" })
        #expect(texts(l).contains(try #require(plan.estimatedCompletionText)))
    }
}
