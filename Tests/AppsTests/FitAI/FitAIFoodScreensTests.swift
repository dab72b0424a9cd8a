import AppSupport
import DisplayList
import FitAI
import Layout
import Testing
import Tokens

/// `fitai/food-list`, `fitai/food-detail` and `fitai/day-detail`, numbers worked by hand from
/// data/fitai.sample.json (see each test).
@Suite struct FitAIFoodScreensTests {
    let screens: FitAIDiaryScreens
    init() throws { screens = try .sample() }

    @Test func theyAreInTheCatalogueWithTheirStates() throws {
        for (id, states) in [("fitai/food-list", [String]()), ("fitai/food-detail", ["high"]), ("fitai/day-detail", ["met"])] {
            let entry = try #require(screens.catalog.entries.first { $0.id == id })
            #expect(entry.appearances == [.light, .dark] && entry.states == states)
        }
    }

    /// Pushed screens: the back button (chevron and the previous title) in the tint at the
    /// bar's leading edge, the right tab selected.
    @Test(arguments: [("food-list", "Today", "Home"), ("food-detail", "Today", "Home"), ("day-detail", "History", "History")], [Appearance.light, .dark])
    func pushedScreensHaveABackButton(_ c: (name: String, back: String, tab: String), _ appearance: Appearance) throws {
        let l = try screens.list(c.name, appearance: appearance)
        let back = try #require(l.under("BackButton").first { $0.text?.string == c.back })
        #expect(back.text?.paint == FitAISystem.blue(appearance) && back.frame.minX < 40 && back.frame.maxY < 110)
        #expect(back.accessibilityTraits.contains("isButton") || l.under("BackButton").contains { $0.accessibilityTraits.contains("isButton") })
        #expect(!l.overflows.contains { $0.ids.contains { $0.contains("BackButton") } })
        let tab = try #require(l.under("TabBar").first { $0.text?.string == c.tab })
        #expect(tab.text?.paint == FitAISystem.blue(appearance))
    }

    /// The last eight logged days, newest first, each headed with its kcal: Oct 31 1,247;
    /// Oct 30 410 + 520 + 690 + 180 = 1,800; Oct 29 1,854 … Oct 24 2,070.
    @Test(arguments: [Appearance.light, .dark])
    func foodListGroupsTheEntriesByDayNewestFirst(_ appearance: Appearance) throws {
        let l = try screens.list("food-list", appearance: appearance)
        #expect(l.text("All Entries")?.text?.font.size == 34)
        let headers = ["TODAY · 1,247 KCAL", "YESTERDAY · 1,800 KCAL", "WEDNESDAY, OCTOBER 29 · 1,854 KCAL", "TUESDAY, OCTOBER 28 · 1,874 KCAL",
                       "MONDAY, OCTOBER 27 · 1,775 KCAL", "SUNDAY, OCTOBER 26 · 1,404 KCAL", "SATURDAY, OCTOBER 25 · 2,539 KCAL",
                       "FRIDAY, OCTOBER 24 · 2,070 KCAL"]
        let found = headers.compactMap { l.text($0) }
        #expect(found.count == 8)
        #expect(zip(found, found.dropFirst()).allSatisfy { $0.frame.minY < $1.frame.minY })
        #expect(l.strings.count { $0.hasSuffix("KCAL") && $0.contains(" · ") } == 8)
        // Today's rows in logging order (the apple at 16:00 before the 19:15 dinner).
        let today = ["Greek yogurt with berries", "Lentil soup", "Apple", "Grilled salmon", "Quinoa", "Roasted asparagus"].compactMap { l.text($0) }
        #expect(today.count == 6 && zip(today, today.dropFirst()).allSatisfy { $0.frame.minY < $1.frame.minY })
        let serving = try #require(l.text("1 fillet (150 g)"))
        #expect(serving.text?.font.size == 15)
        #expect(l.texts("310 kcal").count == 1)
    }

    /// Roasted asparagus: of the Oct 31 photo's three items, the one the AI was least sure
    /// of (0.71). Energy 4.3 × 4 = 17.2, 7.4 × 4 = 29.6, 0.4 × 9 = 3.6 of 50.4 kcal → 34 %, 59 %, 7 %.
    @Test(arguments: [Appearance.light, .dark])
    func foodDetailShowsPhotoMacrosServingConfidenceAndNotes(_ appearance: Appearance) throws {
        let l = try screens.list("food-detail", appearance: appearance)
        // A short inline title in the bar (headline, centred); the food's name as the header under the photo.
        let inline = try #require(l.text("Food Entry"))
        #expect(inline.text?.font.size == 17 && inline.text?.font.weight == 600 && abs(inline.frame.midX - l.size.width / 2) < 1)
        let name = try #require(l.text("Roasted asparagus"))
        #expect(name.text?.font.size == 22 && name.text?.font.weight == 700)
        for s in ["Dinner · Friday, October 31", "Serving Size", "8 spears", "40 kcal", "4.3 g", "7.4 g", "0.4 g",
                  "Protein 34%", "Carbs 59%", "Fat 7%", "Medium confidence", "71%",
                  "Detected with 2 other items in one photo. Review the numbers if they look off.",
                  "AI was unsure: edited from \"green beans\"", "Delete Entry", "Edit"] {
            #expect(l.text(s) != nil, "missing \(s)")
        }
        let photo = try #require(l.elements.first { $0.accessibilityLabel == "Photo: Grilled salmon, Quinoa, Roasted asparagus" })
        // The drawing fills its card and is clipped to it: the card is what shows.
        let shown = try #require(photo.clip?.frame)
        #expect(shown.height == 190 && shown.minX == 16 && shown.maxX == l.size.width - 16)
        #expect(l.text("Delete Entry")?.text?.paint == FitAISystem.red(appearance))
        #expect(l.text("Edit")?.text?.paint == FitAISystem.blue(appearance))
        // Confidence 0.71: an orange bar 71 % full.
        let confidence = try #require(l.bar("ProgressView"))
        #expect(confidence.fill.fill == .solid(RGBA(hex: appearance == .light ? "#FF9500" : "#FF9F0A")!))
        #expect(abs(confidence.fill.frame.width - confidence.track.frame.width * 0.71) < 1e-6)
        // The split bar: 329-pt row on the iPhone 16 less two 2-pt gaps, shared 17.2 : 29.6 : 3.6.
        let segments = l.under("FitAIMacroSplitBar").filter { $0.kind == .shape && $0.frame.height == 8 && $0.id.contains("Rectangle") }
        #expect(segments.count == 3)
        #expect(abs(segments[0].frame.width - 325 * 17.2 / 50.4) < 1e-6 && abs(segments[2].frame.width - 325 * 3.6 / 50.4) < 1e-6)
    }

    /// A year of entries: the list lays out only the last eight days (as a lazy List draws
    /// what can reach the screen), newest first.
    @Test func aYearLongLogListsItsLastEightDays() throws {
        var entries: [(String, String, String, Double)] = []
        var date = try #require(FitAIDate(iso: "2025-01-01"))
        for i in 0..<365 {
            entries.append((date.description, "lunch", "Meal \(i)", 1500 + Double(i)))
            date = date.adding(days: 1)
        }
        let l = try FitAIDiaryScreens.log(entries).list("food-list")
        #expect(l.strings.count { $0.contains(" KCAL") } == 8)
        #expect(l.text("TODAY · 1,864 KCAL") != nil)  // Dec 31, entry 364: 1500 + 364
        #expect(l.text("Meal 357") != nil && l.text("Meal 356") == nil)
    }

    /// State `high`: Grilled salmon, the photo's surest item (0.94); 34 g × 4 = 136 and
    /// 18 g × 9 = 162 kcal of 298 → 46 % / 0 % / 54 %; no notes.
    @Test func foodDetailHighIsTheMostConfidentItem() throws {
        let l = try screens.list("food-detail", state: "high")
        for s in ["Grilled salmon", "1 fillet (150 g)", "310 kcal", "34 g", "0 g", "18 g", "High confidence", "94%",
                  "Protein 46%", "Carbs 0%", "Fat 54%", "No notes"] {
            #expect(l.text(s) != nil, "missing \(s)")
        }
        let bar = try #require(l.bar("ProgressView"))
        #expect(bar.fill.fill == FitAISystem.green(.light))
    }

    /// The photo is drawn from what the log says is on it (`Illustrations.plate(of:)`), the
    /// same run after run, in both appearances (a photo does not change with the theme).
    @Test func theDishPhotoIsThePlateOfItsFoods() throws {
        func photo(_ l: DisplayList) throws -> Element {
            try #require(l.elements.first { $0.image?.hasPrefix("illustration:plate:") == true })
        }
        let a = try photo(screens.list("food-detail")), b = try photo(screens.list("food-detail"))
        let dark = try photo(screens.list("food-detail", appearance: .dark))
        #expect(a.image == "illustration:plate:Grilled salmon + Quinoa + Roasted asparagus")
        #expect(a.drawing == b.drawing && a.drawing == dark.drawing)
        #expect((a.drawing?.operations.count ?? 0) > 1000, "painted grains, spears and a fillet, not a few flat shapes")
        #expect(a.clip?.frame.height == 190 && a.accessibilityLabel == "Photo: Grilled salmon, Quinoa, Roasted asparagus")
        #expect(a.accessibilityTraits == ["isImage"])
    }

    /// Oct 25, the last missed day: 2,539 of 2,000 kcal (539 over), red.
    @Test(arguments: [Appearance.light, .dark])
    func dayDetailMissedIsRed(_ appearance: Appearance) throws {
        let l = try screens.list("day-detail", appearance: appearance)
        #expect(l.text("Oct 25")?.text?.font.size == 34)
        // Every row over its goal says by how much; protein, under it, does not.
        for s in ["SATURDAY", "Over Goal by 539 kcal", "Goal", "2,000 kcal", "Over", "539 kcal", "2,539 / 2,000 kcal · 539 kcal over",
                  "95 / 150 g", "254 / 200 g · 54 g over", "113 / 65 g · 48 g over", "BREAKFAST · 410 KCAL", "DINNER · 935 KCAL", "SNACK · 724 KCAL", "Ice cream"] {
            #expect(l.text(s) != nil, "missing \(s)")
        }
        let symbol = try #require(l.under("FitAIGoalVerdict").first { $0.id.hasSuffix("/Image") })
        #expect(symbol.text?.paint == FitAISystem.red(appearance))
        let calories = try #require(l.bar("FitAIMacroProgressRow"))
        #expect(calories.fill.fill == FitAISystem.red(appearance) && calories.fill.frame.width == calories.track.frame.width)
    }

    /// State `met`: Oct 30, the last met day before the log's last: 410 + 520 + 690 + 180 =
    /// 1,800 kcal (200 left); 11 + 38 + 34 + 6 = 89 g protein, 160 g carbs, 88 g fat.
    @Test(arguments: [Appearance.light, .dark])
    func dayDetailMetIsGreen(_ appearance: Appearance) throws {
        let l = try screens.list("day-detail", state: "met", appearance: appearance)
        // A past day keeps its verdict; its fat, 23 g over its goal, says so.
        for s in ["Oct 30", "THURSDAY", "Goal Met", "Remaining", "200 kcal", "1,800 / 2,000 kcal", "89 / 150 g", "160 / 200 g", "88 / 65 g · 23 g over",
                  "BREAKFAST · 410 KCAL", "LUNCH · 520 KCAL", "DINNER · 690 KCAL", "SNACK · 180 KCAL"] {
            #expect(l.text(s) != nil, "missing \(s)")
        }
        let symbol = try #require(l.under("FitAIGoalVerdict").first { $0.id.hasSuffix("/Image") })
        #expect(symbol.text?.paint == FitAISystem.green(appearance))
        let calories = try #require(l.bar("FitAIMacroProgressRow"))
        #expect(calories.fill.fill == FitAISystem.green(appearance))
        #expect(abs(calories.fill.frame.width - calories.track.frame.width * 0.9) < 1e-6)
    }

    /// A past day leaves out the meals with nothing logged; an empty log says so on each screen.
    @Test func dayDetailOmitsEmptyMealsAndEmptyLogsSaySo() throws {
        let log = try FitAIDiaryScreens.log([("2025-09-01", "lunch", "Soup", 2100), ("2025-09-02", "lunch", "Salad", 400)])
        let l = try log.list("day-detail")
        #expect(l.text("Sep 1") != nil && l.text("LUNCH · 2,100 KCAL") != nil)
        #expect(!l.strings.contains { $0.hasPrefix("BREAKFAST") || $0.hasPrefix("DINNER") || $0.hasPrefix("SNACK") })
        #expect(l.text("Add Breakfast") == nil)

        let empty = try FitAIDiaryScreens.log([])
        #expect(try empty.list("food-list").text("No Entries") != nil)
        #expect(try empty.list("food-detail").text("No food entries yet.") != nil)
        #expect(try empty.list("day-detail").text("No days logged yet.") != nil)
    }

    /// The SE at AX XL: rows stack instead of truncating, nothing runs off the screen's width.
    @Test(arguments: ["food-list", "food-detail", "day-detail"])
    func accessibilityExtraLargeOnTheSEFits(_ name: String) throws {
        let l = try screens.list(name, device: .iPhoneSE, contentSize: .accessibilityExtraLarge)
        for e in l.elements where e.text != nil { #expect(e.frame.maxX <= l.size.width + 0.5, "\(e.text?.string ?? "") runs off the SE") }
        if name == "food-list" {
            let food = try #require(l.text("Greek yogurt with berries")), kcal = try #require(l.text("220 kcal"))
            #expect(kcal.frame.minY > food.frame.maxY)
            #expect(food.text?.lineLimit == nil)
        }
    }
}
