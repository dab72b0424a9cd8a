import FitAI
import Testing

/// The history screen's range summary and the macro energy split, worked by hand.
@Suite struct FitAIRangeSummaryTests {
    func date(_ s: String) -> FitAIDate { FitAIDate(iso: s)! }

    /// Goal 2000 from 2025-09-01: met, met, missed, nothing, met, met, met, met (2000 is exactly the goal: met).
    func diary() throws -> FitAIDiary {
        var doc = FitAIDocument()
        doc.days(from: "2025-09-01", [1800, 1900, 2100, nil, 1500, 1600, 1700, 2000])
        return try #require(FitAIDiary(data: try doc.load()))
    }

    @Test func theWholeWeek() throws {
        let s = try diary().summary(from: date("2025-09-01"), to: date("2025-09-08"))
        #expect(s.calendarDays == 8 && s.loggedDays == 7 && s.metDays == 6 && s.missedDays == 1)
        #expect(s.achievementRate == 6.0 / 7.0)
        // 09-05…09-08; the two before the missed day are a run of 2.
        #expect(s.longestStreak == 4)
    }

    @Test func aRunIsCountedFromTheRangeStart() throws {
        let s = try diary().summary(from: date("2025-09-06"), to: date("2025-09-08"))
        #expect(s.loggedDays == 3 && s.metDays == 3 && s.longestStreak == 3 && s.achievementRate == 1)
    }

    @Test func rangesWithoutMetOrLoggedDays() throws {
        let d = try diary()
        let missed = d.summary(from: date("2025-09-03"), to: date("2025-09-04"))
        #expect(missed.loggedDays == 1 && missed.metDays == 0 && missed.achievementRate == 0 && missed.longestStreak == 0)
        let blank = d.summary(from: date("2025-09-04"), to: date("2025-09-04"))
        #expect(blank.calendarDays == 1 && blank.loggedDays == 0 && blank.achievementRate == nil && blank.longestStreak == 0)
        let reversed = d.summary(from: date("2025-09-08"), to: date("2025-09-01"))
        #expect(reversed.calendarDays == 0 && reversed.loggedDays == 0 && reversed.achievementRate == nil)
        let outside = d.summary(from: date("2024-01-01"), to: date("2024-12-31"))
        #expect(outside.calendarDays == 366 && outside.loggedDays == 0)
    }

    @Test func aDayWithNothingLoggedEndsARun() throws {
        var doc = FitAIDocument()
        doc.days(from: "2025-12-30", [1800, nil, 1800, 1800])
        let d = try #require(FitAIDiary(data: try doc.load()))
        let s = d.summary(from: date("2025-12-30"), to: date("2026-01-02"))
        #expect(s.loggedDays == 3 && s.metDays == 3 && s.longestStreak == 2)
    }

    @Test func macroEnergyByAtwaterFactors() {
        let m = FitAIMacros(calories: 500, protein: 30, carbs: 50, fat: 20)
        #expect(m.proteinKcal == 120 && m.carbsKcal == 200 && m.fatKcal == 180)
    }
}
