@testable import AppSupport
@testable import CalAI
@testable import Catalog
import DisplayList
import Foundation
import Layout
import Render
import TestSupport
import Testing

/// Cal AI onboarding pages 4–5 (seeds 000 and 001): each screen's display list carries the
/// seed's texts and the plan's numbers, each selectable screen's states differ from its
/// empty one, and no text is cut, overlapped or pushed out of its container at any
/// Dynamic Type size up to accessibilityExtraLarge, in any state.
@Suite struct CalAIProfileScreensTests {
    /// Every screen of the group with the states it registers (nil: the empty one).
    static let variants: [(String, String?)] = [
        ("referral-source", nil), ("referral-source", "selected"), ("prior-apps", nil), ("prior-apps", "selected"),
        ("height-weight", nil), ("height-weight", "imperial"), ("height-weight", "metric"), ("birth-date", nil),
        ("desired-weight", nil), ("realistic-target", nil),
        ("speed", nil), ("speed", "slow"), ("speed", "recommended"), ("speed", "fast"), ("comparison", nil),
    ]

    let catalog: ScreenCatalog
    let measurer = PangoText()
    let plan = CalAIPlan(profile: .sample)

    init() throws { catalog = try Checkout.screenCatalog() }

    func list(_ name: String, _ state: String? = nil, appearance: Appearance = .light,
              contentSize: ContentSizeCategory = .large) throws -> DisplayList {
        var env = EnvironmentValues()
        env.appearance = appearance
        env.contentSize = contentSize
        return try catalog.render("calai/" + name, ScreenRequest(environment: env, state: state), measurer: measurer)
    }

    /// What the screen says: every text run and every accessibility label.
    func texts(_ name: String, _ state: String? = nil) throws -> Set<String> {
        let l = try list(name, state)
        return Set(l.elements.compactMap(\.text?.string) + l.elements.compactMap(\.accessibilityLabel))
    }

    func expectTexts(_ name: String, _ expected: [String], state: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let found = try texts(name, state)
        for text in expected {
            #expect(found.contains(text), "\(name)\(state.map { "@" + $0 } ?? ""): no \"\(text)\"", sourceLocation: sourceLocation)
        }
    }

    // MARK: the seed's texts and the plan's numbers

    @Test func referralSourceListsTheSources() throws {
        // 000 p4 "e.g., 'Youtube,' 'Instagram'"; 001 p4 "(TV, Youtube, etc.)".
        try expectTexts("referral-source", ["Where did you hear about us?", "Instagram", "YouTube", "TV", "App Store", "TikTok",
                                            "Google", "Facebook", "Friend or family", "Continue"])
        try expectTexts("referral-source", ["YouTube, selected"], state: "selected")
        // The brand marks are drawn, and the two without a brand are emoji.
        #expect(try texts("referral-source").isSuperset(of: ["📺", "👫"]))
    }

    @Test func priorAppsHasNoAndYesWithThumbs() throws {
        // 000 p4 "Two buttons, 'No' and 'Yes,' with thumbs-down/thumbs-up icons".
        try expectTexts("prior-apps", ["Have you tried other calorie tracking apps?", "No", "Yes",
                                       "hand.thumbsdown.fill", "hand.thumbsup.fill"])
        try expectTexts("prior-apps", ["Yes, selected"], state: "selected")
    }

    @Test func heightAndWeightWheelsShowTheSampleProfile() throws {
        // 000 p4 "A segmented control for Imperial/Metric units, with scrolling pickers for
        // height (feet/inches) and weight (pounds)". Sample: 5 ft 10 in, 180 lb.
        let h = CalAIProfile.sample.height.feetAndInches
        #expect(h.feet == 5 && h.inches == 10)
        try expectTexts("height-weight", ["Height & weight", "Imperial, selected", "Metric", "Height", "Weight",
                                          "5 ft", "10 in", "180 lb", "4 ft", "6 ft", "9 in", "11 in", "179 lb", "181 lb"])
        // 177.8 cm → 178 cm; 81.65 kg → 82 kg.
        try expectTexts("height-weight", ["Metric, selected", "Imperial", "178 cm", "82 kg", "177 cm", "83 kg"], state: "metric")
        #expect(try !texts("height-weight", "metric").contains("5 ft"))
    }

    @Test func birthDateWheelsShowTheSampleBirthDate() throws {
        // 000 p4 "A date picker component for month, day, and year"; sample 1995-06-15.
        #expect(CalAIProfile.sample.birthDate == CalendarDate(year: 1995, month: 6, day: 15))
        try expectTexts("birth-date", ["When were you born?", "June", "15", "1995", "May", "July", "14", "16", "1994", "1996",
                                       "Date of birth, June 15 1995"])
    }

    @Test func desiredWeightShowsTheGoalAndTheDifference() throws {
        // 001 p5 "It shows the difference between the current weight and the target weight".
        #expect(plan.targetAmountText == "12 lbs")
        try expectTexts("desired-weight", ["What is your desired weight?", "Lose weight", "168 lbs", "\u{2212}12 lbs",
                                           "160", "170", "180", "Desired weight, 168 lbs"])
    }

    @Test func realisticTargetIsThePlansSentence() throws {
        // 000 p5, verbatim, computed from the sample profile.
        #expect(plan.realisticTargetText == "Losing 12 lbs is a realistic target. It's not hard at all!")
        let l = try list("realistic-target")
        #expect(l.elements.contains { $0.accessibilityLabel == plan.realisticTargetText })
        // The amount is one emphasised run on a filled chip, the words around it plain.
        let runs = l.elements.compactMap(\.text?.string)
        #expect(runs.contains(plan.targetAmountText))
        #expect(runs.contains("Losing") && runs.contains("realistic") && runs.contains("all!"))
    }

    @Test func speedShowsTheLivePaceAndTheThreeSpeeds() throws {
        // 001 p5 "a visual representation of the selected speed (e.g., '1.0 lbs')"; 000 p5
        // "icons … at each end and a highlighted 'Recommended' value".
        #expect(CalAIProfile.sample.paceText == "1.0 lbs")
        // The sample's 1.0 lbs is not the recommended 1.5 lbs: the note says so rather than
        // "Recommended" (issue 12: the default state contradicted its own label).
        try expectTexts("speed", ["How fast do you want to reach your goal?", "1.0 lbs", "🦥", "🐇",
                                  "0.2 lbs", "1.5 lbs", "3.0 lbs", "Steady — 1.5 lbs a week is recommended",
                                  "Speed per week, 1.0 lbs, recommended is 1.5 lbs"])
        #expect(!(try list("speed")).elements.contains { $0.text?.string == "Recommended" })
        try expectTexts("speed", ["0.2 lbs", "Slow and steady", "Speed per week, 0.2 lbs, slow"], state: "slow")
        try expectTexts("speed", ["Recommended", "Speed per week, 1.5 lbs, recommended"], state: "recommended")
        try expectTexts("speed", ["You may feel very tired and develop loose skin", "Speed per week, 3.0 lbs, fast"], state: "fast")
    }

    @Test func speedLabelsAreSemiboldOnlyUnderTheThumb() throws {
        func weights(_ state: String?) throws -> [String: Double] {
            let l = try list("speed", state)
            return Dictionary(uniqueKeysWithValues: ["0.2 lbs", "1.5 lbs", "3.0 lbs"].map { label in
                (label, l.elements.last { $0.text?.string == label }?.text?.font.weight ?? 0)
            })
        }
        #expect(try weights(nil) == ["0.2 lbs": 400, "1.5 lbs": 400, "3.0 lbs": 400])
        #expect(try weights("slow") == ["0.2 lbs": 600, "1.5 lbs": 400, "3.0 lbs": 400])
        #expect(try weights("recommended") == ["0.2 lbs": 400, "1.5 lbs": 600, "3.0 lbs": 400])
        #expect(try weights("fast") == ["0.2 lbs": 400, "1.5 lbs": 400, "3.0 lbs": 600])
    }

    @Test func speedNotesFollowThePace() {
        let lbs = CalAIProfile.PaceScale(units: .imperial), kg = CalAIProfile.PaceScale(units: .metric)
        let note = { (pounds: Double) in CalAISpeed.note(for: CalAIProfile.Weight(pounds: pounds), on: lbs) }
        #expect(note(0.2) == "Slow and steady" && note(0.8) == "Slow and steady")
        #expect(note(0.9) == "Steady — 1.5 lbs a week is recommended")
        #expect(note(1.5) == "Recommended")
        // 1.52 lb shows as "1.5 lbs": the thumb is on the recommended value.
        #expect(note(1.52) == "Recommended")
        #expect(note(1.6) == "Brisk — 1.5 lbs a week is recommended")
        #expect(note(2.3) == "You may feel very tired and develop loose skin")
        #expect(CalAISpeed.note(for: CalAIProfile.Weight(kilograms: 0.8), on: kg) == "Recommended")
        #expect(CalAISpeed.note(for: CalAIProfile.Weight(kilograms: 0.6), on: kg) == "Steady — 0.8 kg a week is recommended")
    }

    @Test func theFastStopIsADrawnCheetahNotALeopard() throws {
        // Unicode has no cheetah; 🐆 is a leopard. The fast stop draws CheetahGlyph's paths.
        for state in [nil, "fast"] as [String?] {
            let l = try list("speed", state)
            #expect(!l.elements.contains { $0.text?.string == "🐆" })
            let cheetah = l.elements.filter { $0.id.contains("CheetahGlyph") }
            #expect(cheetah.count == CheetahGlyph.parts.count)
            #expect(cheetah.first?.accessibilityLabel == "Cheetah")
            // Every part is a path inside the box a 32 pt Noto emoji takes (40 × 37.5 pt).
            let box = try #require(cheetah.first).frame
            for e in cheetah {
                guard case .path(let commands) = e.shape else { Issue.record("\(e.id) is not a path"); continue }
                #expect(!commands.isEmpty)
                #expect(abs(e.frame.width - 40) < 1e-9 && abs(e.frame.height - 37.5) < 1e-9 && e.frame.x == box.x && e.frame.y == box.y)
            }
        }
    }

    @Test func glyphPathReadsMoveLineCurveAndClose() {
        let c = GlyphPath.commands("M1 2 L3 4 C5 6 7 8 9 10 Z", scale: 2, origin: Point(x: 10, y: 20))
        #expect(c == [.move(Point(x: 12, y: 24)), .line(Point(x: 16, y: 28)),
                      .curve(Point(x: 28, y: 40), control1: Point(x: 20, y: 32), control2: Point(x: 24, y: 36)), .close])
        // A circle is four arcs through its four extreme points.
        let circle = GlyphPath.commands(GlyphPath.circle(x: 0, y: 0, radius: 1), scale: 1, origin: Point(x: 0, y: 0))
        #expect(circle.count == 6)
        #expect(circle.first == .move(Point(x: 1, y: 0)))
    }

    @Test func comparisonHasTheTwoBars() throws {
        // 000 p5 "comparing 'Without Cal AI' (20%) and 'With Cal AI' (2X)".
        try expectTexts("comparison", ["Lose twice as much weight with Cal AI vs on your own", "Without Cal AI", "20%",
                                       "With Cal AI", "2X", "Without Cal AI: 20%", "With Cal AI: 2X"])
    }

    // MARK: states

    @Test(arguments: [("referral-source", "selected"), ("prior-apps", "selected"), ("height-weight", "metric"),
                      ("speed", "slow"), ("speed", "recommended"), ("speed", "fast")])
    func stateDiffersFromTheEmptyOne(_ name: String, _ state: String) throws {
        #expect(try list(name, state) != list(name))
    }

    @Test func theDefaultHeightWeightIsImperial() throws {
        #expect(try list("height-weight", "imperial") == list("height-weight"))
    }

    @Test func selectionEnablesContinue() throws {
        for name in ["referral-source", "prior-apps"] {
            let disabled = { (l: DisplayList) in l.elements.contains { $0.accessibilityTraits.contains("notEnabled") } }
            #expect(try disabled(list(name)), "\(name): Continue should be disabled before a choice")
            #expect(try !disabled(list(name, "selected")), "\(name): Continue should be enabled after a choice")
        }
    }

    @Test(arguments: ["referral-source", "prior-apps", "height-weight", "birth-date", "desired-weight", "realistic-target",
                      "speed", "comparison"])
    func darkDiffersFromLight(_ name: String) throws {
        #expect(try list(name, appearance: .dark) != list(name))
    }

    // MARK: Dynamic Type, every state (`proof check` covers the empty states)

    @Test(arguments: [ContentSizeCategory.extraSmall, .large, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityExtraLarge])
    func noTextIsCutAtAnySize(_ size: ContentSizeCategory) throws {
        for (name, state) in Self.variants {
            let l = try list(name, state, contentSize: size)
            #expect(l.overflows.isEmpty, "\(name)\(state.map { "@" + $0 } ?? "") at \(size): \(l.overflows)")
        }
    }

    // MARK: components

    @Test func wheelRowsSitOnACylinder() {
        let rows = (-WheelPicker.reach...WheelPicker.reach).map { WheelGeometry(distance: $0, rowHeight: 32, reach: WheelPicker.reach) }
        let centre = rows[WheelPicker.reach]
        #expect(centre.offset == 0 && centre.scale == 1 && centre.opacity == 1)
        for d in 1...WheelPicker.reach {
            let above = rows[WheelPicker.reach - d], below = rows[WheelPicker.reach + d]
            // Symmetric, pulled towards the middle, squashed, fading — never below 3:1.
            #expect(abs(above.offset + below.offset) < 1e-9 && below.offset < 0)
            #expect(above.scale == below.scale && below.scale < rows[WheelPicker.reach + d - 1].scale)
            #expect(below.opacity < rows[WheelPicker.reach + d - 1].opacity && below.opacity >= 0.45)
        }
    }

    @Test func speedSliderPutsRecommendedInTheMiddle() {
        let scale = CalAIProfile.PaceScale(units: .imperial)
        #expect(SpeedSlider.position(of: scale.slowest, on: scale) == 0)
        #expect(SpeedSlider.position(of: scale.recommended, on: scale) == 0.5)
        #expect(SpeedSlider.position(of: scale.fastest, on: scale) == 1)
        // 1.0 lb: 0.8 of the 1.3 lb from 0.2 to 1.5, on the first half.
        let sample = SpeedSlider.position(of: CalAIProfile.Weight(pounds: 1.0), on: scale)
        #expect(abs(sample - 0.5 * 0.8 / 1.3) < 1e-9)
        #expect(SpeedSlider.activeStop(at: sample) == .recommended)
        #expect(SpeedSlider.activeStop(at: 0) == .slow && SpeedSlider.activeStop(at: 1) == .fast)
    }

    @Test func emphasisKeepsThePhraseWhole() {
        let pieces = EmphasisText.pieces(plan.realisticTargetText, emphasis: plan.targetAmountText)
        #expect(pieces.map(\.0).joined(separator: " ") == plan.realisticTargetText)
        #expect(pieces.filter(\.1).map(\.0) == ["12 lbs"])
    }
}
