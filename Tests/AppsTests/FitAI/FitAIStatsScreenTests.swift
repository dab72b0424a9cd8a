import AppSupport
import DisplayList
import Foundation
import Layout
import Testing
import Tokens

/// `fitai/stats`, worked from the sample by hand (daily sums of food_entries, grouped by
/// Monday-to-Sunday week and by month, averaged over logged days): the week of Oct 27 has
/// 5 logged days averaging 1,710 kcal, 82 g protein, 186 g carbs, 66 g fat, all 5 met;
/// October: 29 days, 1,797 kcal, 87 / 202 / 67 g, 25 met. Over the log 50 of 58 days met
/// (86 %), streaks 6 (Oct 26–31) and 11 (Sep 1–11); weight 82.4 → 79.6 kg over 56 days.
@Suite struct FitAIStatsScreenTests {
    let screens: FitAIScreenTesting
    init() throws { screens = try FitAIScreenTesting() }

    func value(_ l: DisplayList, _ title: String) -> String? {
        l.elements.first { $0.accessibilityLabel?.hasPrefix(title + ", ") == true && $0.text?.string == title }
            .map { String($0.accessibilityLabel!.dropFirst(title.count + 2)) }
    }

    @Test(arguments: [Appearance.light, .dark])
    func weekAverages(_ appearance: Appearance) throws {
        let l = try screens.list("stats", appearance: appearance)
        #expect(l.text("Stats")?.text?.font.size == 34)
        #expect(l.text("WEEK OF OCT 27") != nil)
        #expect(value(l, "Calories") == "1,710 kcal")
        #expect(value(l, "Protein") == "82 g")
        #expect(value(l, "Carbs") == "186 g")
        #expect(value(l, "Fat") == "66 g")
        #expect(value(l, "Goal Met") == "5 of 5 days")
        #expect(l.text("Daily averages over 5 days logged.") != nil)
        // The segmented picker: Week selected (semibold), Month not.
        #expect(l.text("Week")?.text?.font.weight == 600 && l.text("Month")?.text?.font.weight != 600)
    }

    @Test func monthAverages() throws {
        let l = try screens.list("stats", state: "month")
        #expect(l.text("OCTOBER 2025") != nil)
        #expect(value(l, "Calories") == "1,797 kcal")
        #expect(value(l, "Protein") == "87 g")
        #expect(value(l, "Carbs") == "202 g")
        #expect(value(l, "Fat") == "67 g")
        #expect(value(l, "Goal Met") == "25 of 29 days")
        #expect(l.text("Daily averages over 29 days logged.") != nil)
        #expect(l.text("Month")?.text?.font.weight == 600)
        // Two months charted in both charts.
        #expect(l.texts("Sep").count == 2 && l.texts("Oct").count == 2)
    }

    @Test func achievementAndStreaks() throws {
        let l = try screens.list("stats")
        #expect(value(l, "Achievement Rate") == "86%")
        #expect(value(l, "Days Met") == "50 of 58 days")
        #expect(value(l, "Current Streak") == "6 days")
        #expect(value(l, "Longest Streak") == "11 days")
    }

    /// Six weeks in the calorie and macro charts, the last six with entries (9/22 … 10/27);
    /// the weight chart's target rule annotated; the trend in the footer.
    @Test func charts() throws {
        let l = try screens.list("stats", device: .iPhone16ProMax)
        for week in ["9/22", "9/29", "10/6", "10/13", "10/20", "10/27"] { #expect(l.texts(week).count >= 2, "\(week)") }
        #expect(l.texts("9/15").count == 1)  // only the weight chart goes back to September's first weeks
        #expect(l.text("Target 75.0 kg") != nil)
        #expect(l.text("82.4 → 79.6 kg: −2.8 kg from Sep 1 to Oct 27 (−0.35 kg a week).") != nil)
        #expect(l.text("Protein") != nil && l.text("Carbs") != nil && l.text("Fat") != nil)
        // The calorie bars: system blue, tallest (10/6, 1,861.5 kcal) taller than the lowest (9/22, 1,667).
        let blue = Paint.solid(FitAISystemColor.blue(.light))
        let calorieTop = try #require(l.text("CALORIES")).frame.maxY, achievement = try #require(l.text("GOAL ACHIEVEMENT")).frame.minY
        let bars = l.elements.filter { $0.kind == .shape && $0.fill == blue && $0.frame.minY > calorieTop && $0.frame.maxY < achievement }
        #expect(bars.count == 6)
        let sorted = bars.sorted { $0.frame.minX < $1.frame.minX }
        let h = sorted.map(\.frame.height)
        // Heights in proportion to the averages (1,667.0 and 1,861.5 kcal).
        #expect(abs(h[2] / h[0] - 1861.5 / 1667.0) < 0.01)
    }

    @Test(arguments: [ContentSizeCategory.large, .accessibilityExtraLarge])
    func fitsTheSE(_ size: ContentSizeCategory) throws {
        let l = try screens.list("stats", device: .iPhoneSE, contentSize: size)
        for e in l.elements where e.text != nil {
            #expect(e.frame.minX >= 0 && e.frame.maxX <= l.size.width + 0.5, "\(e.text!.string) at \(e.frame)")
        }
    }

    /// No entries and no weigh-ins: no averages or charts, a line saying so; rates "–", streaks 0.
    @Test func anEmptyLog() throws {
        let empty = try FitAIScreenTesting { json in
            for table in ["food_entries", "daily_summaries", "photos", "weight_tracking"] { json[table] = [Any]() }
        }
        let l = try empty.list("stats")
        #expect(l.text("No meals logged yet.") != nil && l.text("No weigh-ins yet.") != nil)
        #expect(value(l, "Achievement Rate") == "–")
        #expect(value(l, "Current Streak") == "0 days" && value(l, "Longest Streak") == "0 days")
        #expect(l.text("CALORIES") == nil && l.text("MACRO DISTRIBUTION") == nil)
    }
}
