import CalAI
import AppSupport
import Catalog
import DisplayList
import Foundation
import Layout
import Render
import TestSupport
import Testing
import Tokens

/// Onboarding page 8 and the main app (seeds 000/001 "Plan Generation", "Final Plan &
/// Subscription", "Main Application Pages"): every screen renders through the catalogue
/// with the seed's texts in its display list and its numbers from `CalAIPlan(profile:
/// .sample)`, and each state (the paywall's plans, the plan screens' full length) differs
/// from the default screen.
@Suite struct CalAIMainScreensTests: CalAIScreenSuite {
    let catalog: ScreenCatalog
    let plan = CalAIPlan(profile: .sample)

    init() throws { catalog = try Checkout.screenCatalog() }

    /// The texts of each screen as the seeds word them (and as the brief names them), with
    /// the plan's numbers.
    var expected: [String: [String]] {
        [
            "weight-chart": ["You have great potential to crush your goal", "Your weight transition", "Cal AI", "Traditional diet",
                             "180 lbs", "168 lbs", "Oct 3", "Dec 26", plan.targetDate.monthDayText, "Continue"],
            "loading": ["65%", "We're setting everything up for you", "Daily recommendation for",
                        "Calories", "Carbs", "Protein", "Fats", "Health Score"],
            "plan-ready": ["Congratulations your custom plan is ready!", "You should lose:", "Lose 12 lbs by December 26",
                           plan.goalText, "Calories", "Carbs", "Protein", "Fats", "\(plan.dailyCalories)", plan.carbsText,
                           plan.proteinText, plan.fatsText, "Let's get started!"],
            "sign-in": ["Save your progress", "Sign in with Apple", "Sign in with Google", plan.goalText, "\(plan.dailyCalories) kcal"],
            "free-trial": ["We want you to try Cal AI for free", "Try for $0.00", "No payment due now",
                           "\(plan.dailyCalories - 460)", "3 days free, then $29.99 per year"],
            "spin-wheel": ["Spin to unlock an exclusive discount", "80%", "10%", "Spin"],
            "paywall": ["Unlock Cal AI to reach your goals faster", "Your one-time offer", "80% OFF FOREVER", "Monthly", "Yearly",
                        "$9.99/mo", "$0.49/mo", "$5.99 billed yearly", "BEST VALUE", "Start Free Trial", plan.goalText],
            "home": ["Turkey Sandwich With Potato Chips", "460 Cals", "Calories", "Protein", "Carbs", "Fats", "7/10", "Health Score",
                     "Fix Results", "Done", "Friday, October 3", "460 / \(plan.dailyCalories) kcal", "12:45 PM"],
            "scanner": ["Scan Food", "Gallery", "Manual", "Scanner"],
            "progress-plan": ["Congratulations your custom plan is ready!", "You should lose:", "Lose 12 lbs by December 26",
                              "\(plan.dailyCalories)", plan.carbsText, plan.proteinText, plan.fatsText,
                              "My Plan", "Progress"],
        ]
    }

    /// Below the first screenful of the plan screens: only in their full length.
    var expectedFull: [String] {
        [plan.healthScoreText, "How to reach your goals:", "Track your food",
         "Follow your daily calorie recommendation of \(plan.dailyCalories) kcal",
         "Plan based on the following sources, among other peer-reviewed medical studies:",
         "Mifflin-St Jeor equation — Am J Clin Nutr, 1990", "Calorie counting made easy — Harvard Health Publishing"]
    }

    static let names = ["weight-chart", "loading", "plan-ready", "sign-in", "free-trial", "spin-wheel", "paywall", "home",
                        "scanner", "progress-plan"]

    @Test(arguments: names)
    func seedTextsArePresentInBothAppearances(_ name: String) throws {
        for appearance in Appearance.allCases {
            let l = try list(name, appearance: appearance)
            for text in expected[name]! {
                #expect(shows(l, text), "calai/\(name) \(appearance) lacks \"\(text)\"; has \(texts(l))")
            }
        }
    }

    @Test(arguments: ["plan-ready", "progress-plan"])
    func fullLengthShowsTheWholePlanOnATallerCanvas(_ name: String) throws {
        let screen = try list(name), full = try list(name, state: "full")
        #expect(full.size.height > screen.size.height + 500)
        #expect(full.elements != screen.elements)
        for text in expectedFull {
            #expect(shows(full, text), "calai/\(name) full lacks \"\(text)\"")
        }
        // The screenful leaves the rows below the fold out; the full length has them all.
        #expect(!shows(screen, "Obesity: preventing and managing the global epidemic — WHO, 2000"))
        #expect(shows(full, "Obesity: preventing and managing the global epidemic — WHO, 2000"))
        #expect(catalog.entries.first { $0.id == "calai/" + name }?.states == ["full"])
    }

    @Test func paywallStatesSelectTheirPlan() throws {
        let monthly = try list("paywall", state: "monthly"), yearly = try list("paywall", state: "yearly")
        #expect(monthly.elements != yearly.elements)
        func selected(_ l: DisplayList) -> [String] { l.elements.compactMap(\.accessibilityLabel).filter { $0.hasSuffix(", selected") } }
        #expect(selected(monthly).count == 1 && selected(monthly)[0].hasPrefix("Monthly"))
        #expect(selected(yearly).count == 1 && selected(yearly)[0].hasPrefix("Yearly"))
        #expect(shows(monthly, "3 days free, then $9.99 per month"))
        #expect(shows(yearly, "3 days free, then $5.99 per year"))
        // The default is the highlighted yearly plan.
        #expect(try list("paywall").elements == yearly.elements)
        #expect(catalog.entries.first { $0.id == "calai/paywall" }?.states == ["monthly", "yearly"])
    }

    @Test func loadingTicksTheItemsTheBarHasPassed() throws {
        let l = try list("loading")
        let done = l.elements.compactMap(\.accessibilityLabel).filter { $0.hasSuffix(", done") }
        #expect(done == ["Calories, done", "Carbs, done", "Protein, done"])
        #expect(RecommendationChecklist.isTicked(4, progress: 1))
        #expect(!RecommendationChecklist.isTicked(0, progress: 0.19))
    }

    @Test func buttonsAreLabelled() throws {
        for name in Self.names {
            let l = try list(name)
            for e in l.elements where e.accessibilityTraits.contains("isButton") {
                #expect(!(e.accessibilityLabel ?? "").isEmpty, "calai/\(name): unlabelled button \(e.id)")
            }
        }
        let signIn = try list("sign-in").elements.compactMap(\.accessibilityLabel)
        #expect(signIn.contains("Sign in with Apple") && signIn.contains("Sign in with Google"))
        #expect(try list("home").elements.contains { $0.accessibilityLabel == "Scan food" && $0.accessibilityTraits.contains("isButton") })
    }

    @Test func scannerIsDarkInBothAppearances() throws {
        #expect(try list("scanner").elements == (try list("scanner", appearance: .dark)).elements)
    }

    @Test func screensHaveNoOverflowAtTheDefaultSize() throws {
        for name in Self.names {
            #expect(try list(name).overflows.isEmpty, "calai/\(name)")
        }
    }
}

/// The numbers the main screens compute rather than type.
@Suite struct CalAIMainModelTests {
    @Test func mealCaloriesComeFromItsMacros() {
        let meal = ScannedMeal.turkeySandwich
        // 22 × 4 + 48 × 4 + 20 × 9 = 88 + 192 + 180.
        #expect(meal.calories == 460)
        #expect(meal.value(.calories) == "460 Cals")
        #expect(meal.value(.protein) == "22g")
    }

    @Test func offerPrices() {
        let offer = CalAIOffer.standard
        #expect(offer.discount == 80)
        // $29.99 × 20 % = $5.998 → down to the price point $5.99; per month $0.49.
        #expect(offer.offerYearlyCents == 599)
        #expect(CalAIOffer.perMonth(offer.offerYearlyCents) == 49)
        #expect(CalAIOffer.perMonth(offer.yearlyCents) == 249)
        #expect(CalAIOffer.price(599) == "$5.99" && CalAIOffer.price(49) == "$0.49" && CalAIOffer.price(1000) == "$10.00")
    }

    @Test func macroSharesAddUpToTheDay() {
        let plan = CalAIPlan(profile: .sample)
        let shares = [Macro.carbs, .protein, .fats].map { $0.share(in: plan) }
        // Carbs take the rest, so the three shares add up to 1 within the rounding of carbs.
        #expect(abs(shares.reduce(0, +) - 1) < 2.0 / Double(plan.dailyCalories))
        #expect(Macro.calories.value(in: plan) == "2260")
    }

    @Test func curveTrimAndDash() {
        let line = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)]
        #expect(CurveMath.length(line) == 20)
        #expect(CurveMath.trimmed(line, to: 0.25).last == Point(x: 5, y: 0))
        // 20 pt in 4-on 4-off dashes: 0–4, 8–12, 16–20 drawn; the middle dash turns the
        // corner at (10, 0), so it is two lines.
        #expect(CurveMath.dashed(line, on: 4, off: 4) == [
            .move(Point(x: 0, y: 0)), .line(Point(x: 4, y: 0)),
            .move(Point(x: 8, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 10, y: 2)),
            .move(Point(x: 10, y: 6)), .line(Point(x: 10, y: 10)),
        ])
        let smooth = CurveMath.smooth([Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 0)], samplesPerSegment: 4)
        #expect(smooth.first == Point(x: 0, y: 0) && smooth.last == Point(x: 2, y: 0) && smooth.count == 9)
    }
}
