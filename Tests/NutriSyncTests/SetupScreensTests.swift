import AppSupport
import Catalog
import DisplayList
import Foundation
import Layout
@testable import NutriSync
import Render
import TestSupport
import Testing
import Tokens

/// Section 5, Setup (seed 003 screens 5.1–5.6): each says the seed's words, every figure is
/// the plan's own text, errors sit under their fields, and the ring's arc ends where its
/// progress says.
@Suite struct SetupScreensTests: NutriSyncScreenSuite {
    let catalog: ScreenCatalog
    let plan: NutriSyncPlan
    let theme: NutriSyncTheme

    init() throws {
        catalog = try Checkout.screenCatalog()
        plan = try NutriSyncPlan(profile: .sample, today: NutriSyncProfile.sampleToday)
        theme = try NutriSyncTheme(tokens: try Checkout.appTokens("nutrisync"))
    }

    func element(_ l: DisplayList, text: String) -> Element? { l.elements.first { $0.text?.string == text } }
    func element(_ l: DisplayList, label: String) -> Element? { l.elements.first { $0.accessibilityLabel == label } }

    /// A view laid out alone, themed, in a 393 × 852 frame.
    func alone<V: View>(_ view: V) -> DisplayList {
        ScreenLayout.layout(view, in: Rect(x: 0, y: 0, width: 393, height: 852), environment: theme.environment(), measurer: PangoText())
    }

    /// "🔥 1,850 calories" drawn as the emoji (colour family) and the words beside it.
    func expectEmojiLine(_ l: DisplayList, _ line: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let space = line.firstIndex(of: " ")!
        let emoji = String(line[..<space]), words = String(line[line.index(after: space)...])
        #expect(element(l, text: words) != nil, "missing \"\(words)\"", sourceLocation: sourceLocation)
        #expect(l.elements.contains { $0.text?.string == emoji && $0.text?.font.family == "Noto Color Emoji" },
                "missing colour \(emoji)", sourceLocation: sourceLocation)
    }

    // MARK: 5.1 Dietary preferences

    @Test func dietaryPreferencesCheckOnlyTheSeedsNoneOfTheseForANewUser() throws {
        let l = try list("dietary-preferences")
        #expect(shows(l, "Any dietary preferences?"))
        for option in NutriSyncProfile.DietaryPreference.allCases {
            let row = try #require(element(l, label: option.title), "no row \(option.title)")
            #expect(row.accessibilityTraits.contains("isSelected") == (option == .noneOfThese), "\(option.title)")
        }
        #expect(shows(l, "Any foods to avoid?"))
        #expect(element(l, text: "Add foods...") != nil)
        #expect(element(l, label: "Add food")?.accessibilityTraits.contains("isButton") == true)
        #expect(!l.elements.contains { $0.id.hasPrefix("chip/") })
        #expect(shows(l, "Next") && shows(l, "Skip for now"))
    }

    @Test func theSelectedStateShowsTheSampleProfilesAnswersAndFoodsAsChips() throws {
        let l = try list("dietary-preferences", state: "selected")
        #expect(!plan.profile.foodsToAvoid.isEmpty)
        for option in NutriSyncProfile.DietaryPreference.allCases {
            let row = try #require(element(l, label: option.title))
            #expect(row.accessibilityTraits.contains("isSelected") == plan.profile.dietaryPreferences.contains(option))
        }
        let field = try #require(l.elements.first { $0.id.hasPrefix("input") && $0.text == nil })
        for food in plan.profile.foodsToAvoid {
            let chip = try #require(element(l, label: "\(food), remove"), "no chip for \(food)")
            #expect(chip.accessibilityTraits.contains("isButton"))
            #expect(chip.frame.minY >= field.frame.maxY, "the chips sit under the field")
            #expect(element(l, text: food) != nil)
        }
    }

    @Test func twoOptionsToARowWhereTheyFitOneOnTheSmallestPhone() throws {
        let wide = try list("dietary-preferences", device: .iPhone16)
        let vegetarian = try #require(element(wide, label: "Vegetarian")), vegan = try #require(element(wide, label: "Vegan"))
        #expect(vegetarian.frame.minY == vegan.frame.minY && vegan.frame.minX > vegetarian.frame.maxX)
        let none = try #require(element(wide, label: "None of these"))
        #expect(none.frame.width > vegetarian.frame.width * 1.9, "the odd last option spans the row")
        let narrow = try list("dietary-preferences", device: .iPhoneSE)
        let a = try #require(element(narrow, label: "Vegetarian")), b = try #require(element(narrow, label: "Vegan"))
        #expect(b.frame.minY > a.frame.maxY)
    }

    // MARK: 5.2 Calculating and the ring

    @Test func calculatingShowsTheTitleAndOneCyclingMessage() throws {
        let l = try list("calculating")
        #expect(shows(l, "Creating your personalized nutrition plan..."))
        #expect(texts(l).filter { CalculatingScreen.messages.contains($0) } == ["Optimizing meal windows..."])
        #expect(element(l, text: "50%") != nil)
        #expect(element(l, text: "⚡")?.text?.font.family == "Noto Color Emoji")
        #expect(element(l, label: "Creating your plan, 50 percent") != nil)
        #expect(!l.elements.contains { $0.accessibilityTraits.contains("isButton") }, "no button: it moves on by itself")
    }

    /// Degrees clockwise from 12 o'clock at which the ring's arc ends, and its track.
    func arcEnd(_ l: DisplayList) throws -> (degrees: Double, arc: Element, track: Element) {
        let arc = try #require(l.elements.first { $0.id == "arc" })
        let track = try #require(l.elements.first { $0.id == "track" })
        guard case .path(let commands) = arc.shape, case .curve(let last, _, _)? = commands.last else {
            Issue.record("the arc is not a curve path"); throw CancellationError()
        }
        let end = (arc.transform ?? .identity).apply(Point(x: arc.frame.x + last.x, y: arc.frame.y + last.y))
        let dx = end.x - arc.frame.midX, dy = end.y - arc.frame.midY
        var degrees = atan2(dx, -dy) * 180 / Double.pi
        if degrees < 0 { degrees += 360 }
        return (degrees, arc, track)
    }

    @Test(arguments: [(0.25, 90.0), (0.6, 216.0), (0.999, 359.64)])
    func theArcEndsAtItsProgressClockwiseFromTwelve(progress: Double, degrees: Double) throws {
        let l = alone(ProgressRing(progress: progress, label: "Test", icon: "⚡"))
        let (end, arc, track) = try arcEnd(l)
        #expect(abs(end - degrees) < 0.01, "ends at \(end)°")
        #expect(arc.stroke?.lineCap == .round)
        #expect(arc.stroke?.width == theme.dimension(.sizeProgressRingLineWidth))
        #expect(arc.stroke?.paint == .solid(theme.color(.ringFill)))
        #expect(track.stroke?.paint == .solid(theme.color(.ringTrack)))
        #expect(track.frame.width == theme.dimension(.sizeProgressRingDiameter))
        #expect(element(l, text: "\(Int((progress * 100).rounded()))%") != nil)
    }

    @Test func theCalculatingRingIsHalfFullAtTheBottom() throws {
        #expect(abs(try arcEnd(try list("calculating")).degrees - 180) < 0.01)
    }

    @Test func aRingAtZeroDrawsNoArcAndOutOfRangeProgressIsClamped() throws {
        let empty = alone(ProgressRing(progress: 0, label: "Test", icon: "⚡"))
        let arc = try #require(empty.elements.first { $0.id == "arc" })
        #expect(arc.shape == .path([]))
        #expect(ProgressRing(progress: 1.7, label: "", icon: "").percentText == "100%")
        #expect(ProgressRing(progress: -3, label: "", icon: "").percentText == "0%")
        #expect(ProgressRing(progress: .nan, label: "", icon: "").percentText == "0%")
    }

    @Test func theRingGrowsWithDynamicTypeButFitsTheSmallestPhone() throws {
        let big = try list("calculating", device: .iPhoneSE, contentSize: .accessibilityExtraExtraExtraLarge)
        let track = try #require(big.elements.first { $0.id == "track" })
        #expect(track.frame.width > theme.dimension(.sizeProgressRingDiameter))
        #expect(track.frame.width <= Device.iPhoneSE.size.width - 2 * theme.dimension(.spacingScreenHorizontal))
    }

    // MARK: 5.3 Plan summary

    @Test func planSummaryPrintsThePlansOwnLinesInThreeCards() throws {
        let l = try list("plan-summary")
        #expect(shows(l, "Your NutriSync Plan"))
        for title in ["Daily Targets:", "Meal Windows:", "Expected Results:"] { #expect(element(l, text: title) != nil) }
        let lines = [plan.caloriesText, plan.proteinText, plan.carbsText, plan.fatText, plan.windowCountText,
                     plan.nutritionHoursText, plan.overnightFastText, try #require(plan.goalDateText),
                     PlanSummaryScreen.stableEnergyText, PlanSummaryScreen.peakPerformanceText]
        for line in lines { expectEmojiLine(l, line) }
        #expect(l.elements.filter { $0.id.hasPrefix("card/background") }.count == 3)
        #expect(element(l, text: "1,850 calories") != nil && element(l, text: "60g fat") != nil)
    }

    @Test func theSummaryFollowsThePlanNotTypedNumbers() throws {
        var profile = NutriSyncProfile.sample
        profile.pace = .aggressive
        profile.mealFrequency = .fourToFiveMeals
        let other = try NutriSyncPlan(profile: profile, today: NutriSyncProfile.sampleToday)
        #expect(other.calories != plan.calories && other.windows.count != plan.windows.count)
        let l = alone(PlanSummaryScreen(plan: other))
        for line in [other.caloriesText, other.carbsText, other.windowCountText, try #require(other.goalDateText)] {
            expectEmojiLine(l, line)
        }
        #expect(!shows(l, "1,850 calories"))
    }

    @Test func withoutAWeightGoalTheDateLineIsLeftOut() throws {
        var profile = NutriSyncProfile.sample
        profile.primaryGoal = .improveEnergy
        let maintenance = try NutriSyncPlan(profile: profile, today: NutriSyncProfile.sampleToday)
        #expect(maintenance.goalDateText == nil)
        let l = alone(PlanSummaryScreen(plan: maintenance))
        #expect(!shows(l, "Reach goal weight"))
        #expect(shows(l, "Peak performance daily"))
    }

    // MARK: 5.4 Notifications

    @Test func notificationsShowTheSeedsThreePreviewsAsBanners() throws {
        let l = try list("notifications")
        #expect(shows(l, "Never miss a meal window"))
        #expect(NotificationsScreen.messages == ["🍽️ Lunch window opens in 15 minutes", "⚡ 30 mins left in dinner window",
                                                 "✅ Great job completing today's nutrition!"])
        for message in NotificationsScreen.messages {
            expectEmojiLine(l, message)
            #expect(element(l, label: "Notification from NutriSync, now: " + message) != nil)
        }
        #expect(texts(l).filter { $0 == "NutriSync" }.count == 3)
        #expect(texts(l).filter { $0 == "now" }.count == 3)
        let banners = l.elements.filter { $0.id.hasPrefix("notification/background") }
        #expect(banners.count == 3)
        for banner in banners {
            #expect(banner.shape == .roundedRectangle(cornerRadius: 22, style: .continuous))
            guard case .solid(let fill)? = banner.fill else { Issue.record("no fill"); continue }
            #expect(fill.a < 1 && fill.r < 0.2, "a translucent dark platter")
        }
        #expect(element(l, text: "Enable Smart Reminders") != nil && element(l, text: "Skip for now") != nil)
    }

    // MARK: 5.5 Account

    @Test func accountHasTheSeedsFieldsCheckboxAndButtons() throws {
        let l = try list("account")
        for text in ["Create your account", "Email", "email@example.com", "Password", "••••••••",
                     "Send me weekly progress insights", "Create Account", "Or continue with:",
                     "Sign in with Apple", "Sign in with Google", "Complete Later"] {
            #expect(element(l, text: text) != nil, "missing \(text)")
        }
        // Apple's and Google's own buttons, not the seed's 🍎 and 📧: Apple's white button for a
        // dark background with its logo in black, Google's dark theme with its four-colour G.
        #expect(element(l, text: "🍎") == nil && element(l, text: "📧") == nil)
        let logo = try #require(l.elements.first { $0.id == "appleSignIn/Image" })
        #expect(logo.text?.paint == .solid(RGBA(hex: "#000000")!))
        #expect(l.elements.filter { $0.id.hasPrefix("googleSignIn/GoogleLogo/") }.count == 5)
        let google = try #require(l.elements.first { $0.id == "googleSignIn/background" })
        #expect(google.fill == .solid(RGBA(hex: "#131314")!) && google.stroke?.paint == .solid(RGBA(hex: "#8E918F")!))
        let create = try #require(element(l, label: "Create Account"))
        #expect(create.accessibilityTraits.contains("isButton") && !create.accessibilityTraits.contains("notEnabled"))
        #expect(create.fill == .solid(theme.color(.buttonPrimaryFill)))
        let apple = try #require(element(l, label: "Sign in with Apple"))
        #expect(apple.fill == .solid(RGBA(hex: "#FFFFFF")!) && apple.accessibilityTraits.contains("isButton"))
        #expect(element(l, label: "Send me weekly progress insights, not checked")?.accessibilityTraits.contains("isButton") == true)
        #expect(!shows(l, NutriSyncValidation.invalidEmail) && !shows(l, NutriSyncValidation.shortPassword))
    }

    @Test func theErrorStatePutsEachMessageUnderItsFieldAndDisablesCreateAccount() throws {
        let (email, password) = AccountScreen.errorExample
        #expect(NutriSyncValidation.account(email: email, password: password).count == 2)
        for device in Device.all {
            let l = try list("account", state: "error", device: device)
            let fields = l.elements.filter { $0.id.hasPrefix("input/background") }
            #expect(fields.count == 2)
            let emailError = try #require(element(l, text: NutriSyncValidation.invalidEmail))
            let passwordError = try #require(element(l, text: NutriSyncValidation.shortPassword))
            let passwordLabel = try #require(element(l, text: "Password"))
            #expect(emailError.frame.minY >= fields[0].frame.maxY && emailError.frame.maxY <= passwordLabel.frame.minY, "\(device.id)")
            #expect(passwordError.frame.minY >= fields[1].frame.maxY, "\(device.id)")
            #expect(fields[0].stroke?.paint == .solid(theme.color(.inputErrorBorder)))
            #expect(element(l, text: email) != nil)
            #expect(element(l, text: String(repeating: "•", count: password.count)) != nil, "the password as dots")
            #expect(!shows(l, password))
            let create = try #require(element(l, label: "Create Account"))
            #expect(create.accessibilityTraits.contains("notEnabled"))
            #expect(create.fill == .solid(theme.color(.buttonDisabledFill)))
        }
    }

    @Test func aValidAccountShowsNoErrorAndEnablesTheButton() throws {
        let l = alone(AccountScreen(email: "alex@example.com", password: "long enough"))
        #expect(!shows(l, NutriSyncValidation.invalidEmail) && !shows(l, NutriSyncValidation.shortPassword))
        #expect(element(l, label: "Create Account")?.accessibilityTraits.contains("notEnabled") == false)
        // Only what is typed is judged: an email alone flags the empty password too.
        let half = alone(AccountScreen(email: "alex@example.com"))
        #expect(shows(half, NutriSyncValidation.shortPassword) && !shows(half, NutriSyncValidation.invalidEmail))
    }

    // MARK: 5.6 All set

    @Test func allSetShowsThePlansFirstWindowAndAPreviewBuiltFromThePlan() throws {
        let l = try list("all-set")
        #expect(element(l, text: "You're all set! 🎉") != nil)
        #expect(element(l, text: plan.firstWindowText) != nil)
        #expect(plan.firstWindowText == "Your first meal window opens at 7:00 AM")
        let next = plan.windows[0]
        for text in [next.name, next.rangeText, next.purpose, "\(next.calories) kcal", "1,850 kcal", "Today", "Next window", "7 AM", "10 PM"] {
            #expect(element(l, text: text) != nil, "missing \(text)")
        }
        for window in plan.windows { #expect(element(l, text: window.icon)?.text?.font.family == "Noto Color Emoji") }
        let button = try #require(element(l, label: "Start Tracking"))
        #expect(button.frame.width == Device.iPhone16.size.width - 2 * theme.dimension(.spacingScreenHorizontal))
        #expect(button.fill == .solid(theme.color(.accent)))
        #expect(!l.elements.contains { $0.id.contains("ConfettiLayer") }, "the static screen is clean")
        #expect(l.elements.contains { $0.id == "successCheck" })
    }

    @Test func thePreviewsTimelinePlacesEachWindowAtItsTime() throws {
        let l = try list("all-set")
        let blocks = l.elements.filter { $0.id.contains("PreviewTimeline") && $0.id.contains("RoundedRectangle") }
        let axis = try #require(l.elements.first { $0.id.contains("PreviewTimeline") && $0.id.hasSuffix("Capsule") })
        #expect(blocks.count == plan.windows.count)
        let start = theme.number(.scheduleStartHour) * 60, span = (theme.number(.scheduleEndHour) - theme.number(.scheduleStartHour)) * 60
        for (block, window) in zip(blocks, plan.windows) {
            let x = block.frame.minX + (block.transform?.tx ?? 0)
            let expected = axis.frame.minX + (Double(window.start.minutes) - start) / span * axis.frame.width
            #expect(abs(x - expected) < 0.01, "\(window.name) at \(x), expected \(expected)")
        }
    }

    @Test func everySetupScreenIsDarkWithTheSetupSectionCurrent() throws {
        for (name, state) in [("dietary-preferences", nil), ("dietary-preferences", "selected"), ("calculating", nil),
                              ("plan-summary", nil), ("notifications", nil), ("account", nil), ("account", "error"), ("all-set", nil)] {
            let l = try list(name, state: state)
            #expect(l.elements.first?.fill == .solid(RGBA(hex: "#0A0A0A")!), "\(name)")
            #expect(l.elements.contains { $0.accessibilityLabel?.hasPrefix("Section 5 of 5, Setup") == true }, "\(name)")
        }
    }
}
