import AppSupport
import DisplayList
import Foundation
import Layout
import Testing
import Tokens

/// `fitai/history`: the sample's October (29 of 31 days logged, 5 and 6 blank; missed 11,
/// 18 (2,004 kcal: 4 over the 2,000 goal), 24 and 25; the rest met — 25 days, 25/29 = 86 %;
/// longest run 26–31 = 6 days) and, in state `september`, September (14 blank; missed 12,
/// 15, 19, 27; 25 of 29 met; longest run 1–11 = 11 days). Worked from the sample by hand
/// (a short script summing food_entries per date against the 2,000-kcal goal).
@Suite struct FitAIHistoryScreenTests {
    let screens: FitAIScreenTesting
    init() throws { screens = try FitAIScreenTesting() }

    /// The calendar days' VoiceOver labels, by day number.
    func calendarLabels(_ l: DisplayList, month: String) -> [Int: String] {
        var out: [Int: String] = [:]
        for e in l.elements {
            guard let label = e.accessibilityLabel, let n = Int(e.text?.string ?? ""), label.contains(month + " \(n)") else { continue }
            out[n] = label
        }
        return out
    }

    func value(_ l: DisplayList, _ title: String) -> String? {
        l.elements.first { $0.accessibilityLabel?.hasPrefix(title + ", ") == true && $0.text?.string == title }
            .map { String($0.accessibilityLabel!.dropFirst(title.count + 2)) }
    }

    @Test(arguments: [Appearance.light, .dark])
    func octoberIsColouredByTheGoal(_ appearance: Appearance) throws {
        let l = try screens.list("history", appearance: appearance)
        #expect(l.text("History")?.text?.font.size == 34)
        #expect(l.text("October 2025") != nil)
        let labels = calendarLabels(l, month: "October")
        #expect(labels.count == 31)
        let missed = labels.filter { $0.value.hasSuffix("Goal missed") }.keys.sorted()
        let met = labels.filter { $0.value.hasSuffix("Goal met") }.keys.sorted()
        let plain = labels.filter { !$0.value.contains("Goal") }.keys.sorted()
        #expect(missed == [11, 18, 24, 25])
        #expect(plain == [5, 6])
        #expect(met.count == 25)
        #expect(labels[31] == "Today, Friday, October 31, Goal met")
        // The discs: green at 22 % behind met days, red behind missed, in the appearance's colours.
        let green = FitAISystemColor.green(appearance), red = FitAISystemColor.red(appearance)
        func tinted(_ c: RGBA) -> Int { l.elements.filter { $0.kind == .shape && $0.fill == .solid(c.opacity(0.22)) }.count }
        #expect(tinted(red) == 4)
        #expect(tinted(green) == 24)  // 25 met, the 31st under the selection disc
    }

    @Test func theRangeAndItsSummary() throws {
        let l = try screens.list("history")
        #expect(l.elements.contains { $0.accessibilityLabel == "From, October 1, 2025" })
        #expect(l.elements.contains { $0.accessibilityLabel == "To, October 31, 2025" })
        #expect(value(l, "Days Logged") == "29 of 31")
        #expect(value(l, "Goal Met") == "25 days")
        #expect(value(l, "Goal Missed") == "4 days")
        #expect(value(l, "Achievement Rate") == "86%")
        #expect(value(l, "Longest Streak") == "6 days")
    }

    @Test func theDaysNewestFirstWithTheirCaloriesAndAMark() throws {
        let l = try screens.list("history")
        let rows = l.elements.filter { $0.accessibilityLabel?.contains(" kcal, goal ") == true }
        #expect(rows.count == 29)
        #expect(rows.first?.accessibilityLabel == "Friday, October 31, 1,247 kcal, goal met")
        #expect(rows.first?.text?.string == "Fri, Oct 31")
        #expect(rows.last?.accessibilityLabel == "Wednesday, October 1, 1,925 kcal, goal met")
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.frame.minY < $1.frame.minY })
        let over = try #require(rows.first { $0.text?.string == "Sat, Oct 18" })
        #expect(over.accessibilityLabel == "Saturday, October 18, 2,004 kcal, goal missed")
        let cross = try #require(l.elements.first { $0.accessibilityLabel == "Goal missed" && abs($0.frame.midY - over.frame.midY) < 2 })
        #expect(cross.text?.paint == .solid(FitAISystemColor.red(.light)))
        let kcal = try #require(l.texts("2,004 kcal").first)
        #expect(abs(kcal.frame.maxX - (l.size.width - 32 - 12 - 8)) < 1.5)
    }

    @Test func septemberState() throws {
        let l = try screens.list("history", state: "september", appearance: .dark)
        #expect(l.text("September 2025") != nil)
        let labels = calendarLabels(l, month: "September")
        #expect(labels.filter { $0.value.hasSuffix("Goal missed") }.keys.sorted() == [12, 15, 19, 27])
        #expect(labels.filter { !$0.value.contains("Goal") }.keys.sorted() == [14])
        #expect(value(l, "Days Logged") == "29 of 30")
        #expect(value(l, "Goal Met") == "25 days")
        #expect(value(l, "Longest Streak") == "11 days")
        #expect(l.elements.contains { $0.accessibilityLabel == "To, September 30, 2025" })
    }

    @Test(arguments: [ContentSizeCategory.large, .accessibilityExtraLarge])
    func fitsTheSE(_ size: ContentSizeCategory) throws {
        let l = try screens.list("history", device: .iPhoneSE, contentSize: size)
        for e in l.elements where e.text != nil {
            #expect(e.frame.minX >= 0 && e.frame.maxX <= l.size.width + 0.5, "\(e.text!.string) at \(e.frame)")
        }
        #expect(l.text("Longest Streak") != nil)
    }

    /// No entries at all: the calendar of the month the user row was updated in, nothing
    /// marked, "0 of 31", the rate "–", no Days section.
    @Test func anEmptyLog() throws {
        let empty = try FitAIScreenTesting { json in
            json["food_entries"] = [Any](); json["daily_summaries"] = [Any](); json["photos"] = [Any]()
        }
        let l = try empty.list("history")
        #expect(l.text("October 2025") != nil)  // updated_at 2025-10-31
        #expect(calendarLabels(l, month: "October").values.allSatisfy { !$0.contains("Goal") })
        #expect(value(l, "Days Logged") == "0 of 31")
        #expect(value(l, "Achievement Rate") == "–")
        #expect(l.text("DAYS") == nil && l.text("Days") == nil)
    }
}
