import AppSupport
import CalAI
import Catalog
import DisplayList
import Foundation
import Layout
import Render
import TestSupport
import Testing
import Tokens

/// Onboarding pages 6–7 (seeds 000/001 "Obstacles & Preferences" and "Plan Generation"):
/// every screen renders through the catalogue with the seed's texts in its display list,
/// its numbers from the sample plan, and each state (selected, filled, the system
/// dialogs and the rating modal) differs from the screen without it.
@Suite struct CalAIPreferenceScreensTests: CalAIScreenSuite {
    let catalog: ScreenCatalog
    let plan = CalAIPlan(profile: .sample)

    init() throws { catalog = try Checkout.screenCatalog() }

    /// The texts of each screen as the seeds word them, plus the ones the real app shows.
    static let expected: [String: [String]] = [
        "obstacles": ["What's stopping you from reaching your goals?", "Lack of consistency", "Unhealthy eating habits",
                      "Lack of support", "Busy schedule", "Lack of meal inspiration", "Continue"],
        "diet": ["Do you follow a specific diet?", "Classic", "Pescatarian", "Vegetarian", "Vegan"],
        "accomplishments": ["What would you like to accomplish?", "Eat and live healthier", "Boost my energy and mood",
                            "Stay motivated and consistent", "Feel better about my body"],
        "thank-you": ["Thank you for trusting us", "Your privacy and security matter to us.",
                      "We promise to always keep your personal information private and secure."],
        "apple-health": ["Connect to Apple Health", "Continue"],
        "calories-burned": ["Add calories burned back to your daily goal?", "Today's Goal", "Running", "No", "Yes"],
        "rollover": ["Rollover extra calories to the next day?", "Rollover up to 200 cals", "Yesterday", "Today", "No", "Yes"],
        "rating": ["Give us a rating", "Jake Sullivan", "Benny Marcs", "Cal AI was made for people like you"],
        "notifications": ["Reach your goals with notifications", "Time to log your lunch", "Continue"],
        "referral-code": ["Enter referral code (optional)", "Referral Code", "Submit", "Continue"],
    ]

    @Test(arguments: expected.keys.sorted())
    func seedTextsArePresentInBothAppearances(_ name: String) throws {
        for appearance in Appearance.allCases {
            let l = try list(name, appearance: appearance)
            for text in Self.expected[name]! {
                #expect(shows(l, text), "calai/\(name) \(appearance) lacks \"\(text)\"; has \(texts(l))")
            }
        }
    }

    @Test(arguments: [("obstacles", "selected"), ("diet", "selected"), ("accomplishments", "selected"),
                      ("apple-health", "system-dialog"), ("rating", "modal"), ("notifications", "system-dialog"),
                      ("referral-code", "filled")])
    func stateDiffersFromTheEmptyScreen(_ name: String, _ state: String) throws {
        let empty = try list(name), filled = try list(name, state: state)
        #expect(empty.elements != filled.elements)
        #expect(catalog.entries.first { $0.id == "calai/" + name }?.states == [state])
    }

    @Test func obstaclesSelectTwoAndEnableContinue() throws {
        func selected(_ l: DisplayList) -> Int { l.elements.filter { $0.accessibilityLabel?.hasSuffix(", selected") == true }.count }
        #expect(selected(try list("obstacles")) == 0)
        #expect(selected(try list("obstacles", state: "selected")) == 2)
        let continueTraits = { (l: DisplayList) in l.elements.first { $0.text?.string == "Continue" }?.accessibilityTraits ?? [] }
        #expect(continueTraits(try list("obstacles")).contains("notEnabled"))
        #expect(!continueTraits(try list("obstacles", state: "selected")).contains("notEnabled"))
    }

    @Test func healthSheetIsTheSystemAccessSheet() throws {
        let plain = try list("apple-health"), sheet = try list("apple-health", state: "system-dialog")
        for text in ["Health Access", "would like to access and update your Health data", "Turn On All",
                     "Active Energy", "Steps", "Weight", "Don't Allow", "Allow"] {
            #expect(shows(sheet, text), "sheet lacks \"\(text)\"")
        }
        #expect(!shows(plain, "Health Access"))
        // Every data type has its switch, off until the user turns it on.
        let switches = sheet.elements.compactMap(\.accessibilityLabel).filter { $0.hasSuffix(", off") }
        #expect(switches.count == 7)
    }

    @Test func notificationAlertIsDrawnAsIOSDrawsIt() throws {
        let l = try list("notifications", state: "system-dialog")
        for text in ["\"Cal AI\" Would Like to Send You Notifications", "Don't Allow", "Allow"] {
            #expect(shows(l, text), "alert lacks \"\(text)\"")
        }
        // A 270 pt alert on the thick material, over a full-screen dimming layer.
        let card = try #require(l.elements.first { $0.material != nil })
        #expect(abs(card.frame.width - 270) < 0.01)
        #expect(card.material?.name == "thickMaterial")
        #expect(l.elements.contains { $0.frame.width >= 393 && $0.frame.height >= 852 && $0.fill == .solid(RGBA(r: 0, g: 0, b: 0, a: 0.2)) })
        #expect(l.elements.filter { $0.text?.string == "Allow" || $0.text?.string == "Don't Allow" }.allSatisfy { $0.accessibilityTraits.contains("isButton") })
    }

    /// The alert is iOS's: all of it carries "systemChrome" (the page under it does not),
    /// and at the accessibility text sizes its two buttons stack, full width, one above the
    /// other, as UIAlertController stacks them — side by side they would be truncated.
    @Test func alertIsSystemChromeAndStacksItsButtonsAtAccessibilitySizes() throws {
        func alert(_ size: ContentSizeCategory) throws -> DisplayList {
            var env = EnvironmentValues()
            env.contentSize = size
            return try catalog.render("calai/notifications", ScreenRequest(environment: env, state: "system-dialog"), measurer: PangoText())
        }
        let regular = try alert(.large), large = try alert(.accessibilityLarge)
        for l in [regular, large] {
            let buttons = ["Don't Allow", "Allow"].compactMap { t in l.elements.first { $0.text?.string == t } }
            #expect(buttons.count == 2 && buttons.allSatisfy { $0.accessibilityTraits.contains("systemChrome") })
            #expect(l.elements.first { $0.text?.string == "Reach your goals with notifications" }.map { !$0.accessibilityTraits.contains("systemChrome") } == true)
        }
        func frames(_ l: DisplayList) -> (Rect, Rect)? {
            guard let a = l.elements.first(where: { $0.text?.string == "Don't Allow" }), let b = l.elements.first(where: { $0.text?.string == "Allow" }) else { return nil }
            return (a.frame, b.frame)
        }
        let (r0, r1) = try #require(frames(regular))
        #expect(abs(r0.midY - r1.midY) < 0.5 && r0.maxX <= r1.minX, "side by side at the default size")
        let (s0, s1) = try #require(frames(large))
        #expect(s1.minY >= s0.maxY, "stacked at accessibility sizes")
        let buttonIDs = Set(large.elements.filter { $0.text?.string == "Allow" || $0.text?.string == "Don't Allow" }.map(\.id))
        #expect(!large.overflows.contains { $0.kind == .truncated && !buttonIDs.isDisjoint(with: $0.ids) }, "neither title truncated")
    }

    @Test func ratingModalHasStarsAndButtons() throws {
        let l = try list("rating", state: "modal")
        for text in ["Enjoying Cal AI?", "Tap a star to rate it on the App Store.", "Not Now", "Submit"] {
            #expect(shows(l, text), "modal lacks \"\(text)\"")
        }
        #expect(!shows(try list("rating"), "Enjoying Cal AI?"))
        // A row of five gold stars on the score card, one on each of the two reviews, and
        // the modal's own five stars.
        let rows = l.elements.filter { $0.accessibilityLabel == "5 of 5 stars" }.map(\.id)
        #expect(rows.count == 4)
        #expect(rows.filter { $0.contains("/ReviewCard[") }.count == 2 && rows.filter { $0.contains("/RatingPrompt") }.count == 1)
    }

    @Test func referralCodeFilledShowsTheCodeAndActivatesSubmit() throws {
        let empty = try list("referral-code"), filled = try list("referral-code", state: "filled")
        #expect(!shows(empty, CalAIReferralCode.sampleCode))
        #expect(shows(filled, CalAIReferralCode.sampleCode))
        let submit = { (l: DisplayList) in l.elements.first { $0.text?.string == "Submit" }?.accessibilityTraits ?? [] }
        #expect(submit(empty).contains("notEnabled"))
        #expect(!submit(filled).contains("notEnabled"))
    }

    /// The numbers come from the sample plan: 2260 kcal a day (worked in CalAIPlanSampleTests).
    @Test func numbersComeFromThePlan() throws {
        #expect(plan.dailyCalories == 2260)
        // 9.8 MET × 81.6466266 kg × 0.5 h = 400.07 kcal → 400.
        #expect(plan.exampleRunCalories == 400)
        // 350 left yesterday, capped at 200: today's goal 2260 + 200 = 2460.
        #expect(plan.exampleRollover == 200)
        #expect(plan.exampleGoalWithRollover == 2460)
        #expect(shows(try list("calories-burned"), "\(plan.dailyCalories) Cals"))
        #expect(shows(try list("calories-burned"), "+\(plan.exampleRunCalories) cals"))
        let rollover = try list("rollover")
        #expect(shows(rollover, "\(plan.exampleGoalWithRollover)"))
        #expect(shows(rollover, "/\(plan.dailyCalories)"))
        #expect(shows(rollover, "+\(plan.exampleRollover) rolled over"))
        let notifications = try list("notifications")
        #expect(shows(notifications, plan.goalText))
        #expect(shows(notifications, "\(plan.protein)g protein"))
    }
}
