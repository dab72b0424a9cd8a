import AppSupport
import DisplayList
import Layout
import Testing
import Tokens

/// `fitai/home`: today (the sample's last day, Oct 31) and state `over` (its last missed day,
/// Oct 25). Every number is worked by hand from data/fitai.sample.json:
/// Oct 31 — 220 + 360 + 310 + 222 + 40 + 95 = 1,247 kcal; protein 20 + 21 + 34 + 8 + 4.3 + 0.5
/// = 87.8 g; carbs 26 + 52 + 0 + 39 + 7.4 + 25 = 149.4 g; fat 4 + 7 + 18 + 3.6 + 0.4 + 0.3 = 33.3 g.
/// Oct 25 — 410 + 470 + 810 + 180 + 174 + 125 + 370 = 2,539 kcal (539 over); 94.5 / 254.3 / 113 g.
@Suite struct FitAIHomeScreenTests {
    let screens: FitAIDiaryScreens
    init() throws { screens = try .sample() }

    @Test func isInTheCatalogueWithStateOver() throws {
        let entry = try #require(screens.catalog.entries.first { $0.id == "fitai/home" })
        #expect(entry.appearances == [.light, .dark] && entry.states == ["over"])
    }

    @Test(arguments: [Appearance.light, .dark])
    func todayShowsEatenRemainingMacrosAndThatItIsOnTrack(_ appearance: Appearance) throws {
        let l = try screens.list("home", appearance: appearance)
        let title = try #require(l.text("Today"))
        #expect(title.text?.font.size == 34 && title.text?.paint == FitAISystem.label(appearance))
        // Today is still going on: under its goal it is on track, not yet "Goal Met" (the seed
        // marks a day "at end of day").
        for s in ["FRIDAY, OCTOBER 31", "Eaten", "1,247", "Remaining", "753", "Goal 2,000 kcal", "On Track So Far",
                  "88 / 150 g", "149 / 200 g", "33 / 65 g", "All Entries",
                  "BREAKFAST · 220 KCAL", "LUNCH · 360 KCAL", "DINNER · 572 KCAL", "SNACK · 95 KCAL"] {
            #expect(l.text(s) != nil, "missing \(s)")
        }
        #expect(l.text("Over") == nil && l.text("Goal Met") == nil)
        // The verdict's symbol (a clock) carries the colour; the words stay in the label colour.
        let symbol = try #require(l.under("FitAIGoalVerdict").first { $0.id.hasSuffix("/Image") })
        #expect(symbol.text?.paint == FitAISystem.green(appearance))
        #expect(l.text("On Track So Far")?.text?.paint == FitAISystem.label(appearance))
        #expect(l.elements.contains { $0.accessibilityLabel == "On Track So Far" })
        // No macro is over its goal today: no "over" note, each bar in its own colour.
        #expect(!l.elements.contains { $0.text?.string.hasSuffix(" over") == true })
        // The calorie bar: 1,247 of 2,000, green.
        let calories = try #require(l.bar("SectionRows.1/VStack/ProgressView"))
        #expect(calories.fill.fill == FitAISystem.green(appearance))
        #expect(abs(calories.fill.frame.width - calories.track.frame.width * 1247 / 2000) < 1e-6)
        // Protein 87.8 of 150 g in blue.
        let protein = try #require(l.bar("FitAIMacroProgressRow[protein]"))
        #expect(protein.fill.fill == FitAISystem.blue(appearance))
        #expect(abs(protein.fill.frame.width - protein.track.frame.width * 87.8 / 150) < 1e-6)
        // Today's dinner: the three items of one photo, each with the AI badge, in logging order.
        let dinner = ["Grilled salmon", "Quinoa", "Roasted asparagus"].compactMap { l.text($0) }
        #expect(dinner.count == 3 && dinner[0].frame.minY < dinner[1].frame.minY && dinner[1].frame.minY < dinner[2].frame.minY)
        #expect(l.elements.count { $0.accessibilityLabel == "AI analyzed" } == 3)
        #expect(l.text("Add Breakfast") == nil)
    }

    /// `.borderedProminent` `.controlSize(.large)`: 50 pt, system blue, full width at the list's margins.
    @Test(arguments: [Appearance.light, .dark])
    func addFoodIsAProminentFullWidthButtonUnderTheCard(_ appearance: Appearance) throws {
        let l = try screens.list("home", appearance: appearance)
        let shape = try #require(l.elements.first { $0.kind == .shape && $0.id.contains("List.1/VStack/Button") })
        #expect(shape.fill == FitAISystem.blue(appearance) && shape.frame.height == 50)
        #expect(shape.frame.minX == 16 && shape.frame.maxX == l.size.width - 16)
        let label = try #require(l.texts("Add Food").first { $0.id.contains("List.1/VStack/Button") })
        #expect(label.text?.paint == .solid(.white) && label.text?.font.weight == 600)
        let verdict = try #require(l.text("On Track So Far")), macros = try #require(l.text("MACROS"))
        #expect(shape.frame.minY > verdict.frame.maxY && shape.frame.maxY < macros.frame.minY)
    }

    @Test(arguments: [Appearance.light, .dark])
    func overDrawsTheLastMissedDayInRed(_ appearance: Appearance) throws {
        let l = try screens.list("home", state: "over", appearance: appearance)
        // Macros over their goal say by how much (254.3 − 200 = 54 g, 113 − 65 = 48 g).
        for s in ["SATURDAY, OCTOBER 25", "2,539", "Over", "539", "Over Goal by 539 kcal", "95 / 150 g", "254 / 200 g · 54 g over", "113 / 65 g · 48 g over",
                  "BREAKFAST · 410 KCAL", "LUNCH · 470 KCAL", "DINNER · 935 KCAL", "SNACK · 724 KCAL"] {
            #expect(l.text(s) != nil, "missing \(s)")
        }
        #expect(l.text("Remaining") == nil && l.text("Goal Met") == nil && l.text("On Track So Far") == nil)
        let symbol = try #require(l.under("FitAIGoalVerdict").first { $0.id.hasSuffix("/Image") })
        #expect(symbol.text?.paint == FitAISystem.red(appearance))
        // Over the goal the bar is full (ProgressView clamps) and red.
        let calories = try #require(l.bar("SectionRows.1/VStack/ProgressView"))
        #expect(calories.fill.fill == FitAISystem.red(appearance) && calories.fill.frame.width == calories.track.frame.width)
        // A macro over its goal is a full red bar, not one that looks like a goal just reached;
        // protein, under its goal, keeps its blue.
        let carbs = try #require(l.bar("FitAIMacroProgressRow[carbs]")), protein = try #require(l.bar("FitAIMacroProgressRow[protein]"))
        #expect(carbs.fill.fill == FitAISystem.red(appearance) && carbs.fill.frame.width == carbs.track.frame.width)
        #expect(protein.fill.fill == FitAISystem.blue(appearance))
        #expect(l.elements.contains { $0.accessibilityLabel == "Carbs, 254 of 200 grams, 54 over" })
    }

    @Test func aMealWithNothingLoggedOffersAddAndAnEmptyLogShowsTheGoal() throws {
        let one = try FitAIDiaryScreens.log([("2025-09-01", "breakfast", "Porridge", 300)])
        let l = try one.list("home")
        #expect(l.text("Add Breakfast") == nil)
        for meal in ["Lunch", "Dinner", "Snack"] {
            let add = try #require(l.text("Add \(meal)"))
            #expect(add.text?.paint == FitAISystem.blue(.light))
        }
        #expect(l.text("Porridge") != nil && l.text("1,700") != nil)

        let empty = try FitAIDiaryScreens.log([]).list("home")
        #expect(empty.text("NO ENTRIES YET") != nil && empty.text("2,000") != nil && empty.text("0") != nil)
        #expect(["Add Breakfast", "Add Lunch", "Add Dinner", "Add Snack"].allSatisfy { empty.text($0) != nil })
        #expect(empty.under("FitAIGoalVerdict").isEmpty)
    }

    @Test func hugeNumbersAndLongNamesStayOnTheSE() throws {
        let name = "Grandmother's slow-cooked lamb and apricot tagine with saffron couscous and toasted almonds"
        // 9,999 kcal: the loader allows up to 10,000 kcal an entry.
        let log = try FitAIDiaryScreens.log([("2025-09-01", "dinner", name, 9_999)])
        for size in [ContentSizeCategory.large, .accessibilityExtraLarge] {
            let l = try log.list("home", device: .iPhoneSE, contentSize: size)
            #expect(l.text("9,999") != nil && l.text("Over Goal by 7,999 kcal") != nil && l.text("7,999") != nil)
            let row = try #require(l.text(name))
            #expect(row.frame.maxX <= l.size.width - 16)
            for e in l.elements where e.text != nil { #expect(e.frame.maxX <= l.size.width + 0.5, "\(e.text?.string ?? "") runs off the SE") }
        }
    }

    /// At AX XL on the SE the figures stack, nothing is wider than the screen, and the list
    /// keeps every section (it runs on under the tab bar, where it scrolls).
    @Test func accessibilityExtraLargeKeepsEverythingReachable() throws {
        let l = try screens.list("home", device: .iPhoneSE, contentSize: .accessibilityExtraLarge)
        let eaten = try #require(l.text("Eaten")), remaining = try #require(l.text("Remaining"))
        #expect(remaining.frame.minY > eaten.frame.maxY)
        for e in l.elements where e.text != nil { #expect(e.frame.maxX <= l.size.width + 0.5, "\(e.text?.string ?? "") runs off the SE") }
        #expect(l.text("SNACK · 95 KCAL") != nil && l.text("Apple") != nil)
    }
}
