import FitAI
import Testing

/// The aggregation against logs small enough to work out by hand; each expected number is
/// written next to how it comes about.
@Suite struct FitAIAggregationTests {
    @Test func dayTotalsSumEveryEntryAndRemainingIsGoalMinusCalories() throws {
        var doc = FitAIDocument()
        doc.entry("2025-09-01", "breakfast", kcal: 350.5, protein: 20, carbs: 40, fat: 10.25)
        doc.entry("2025-09-01", "lunch", kcal: 600, protein: 30.5, carbs: 60, fat: 20)
        doc.entry("2025-09-01", "snack", kcal: 99.5, protein: 0, carbs: 20, fat: 1)
        doc.entry("2025-09-02", "dinner", kcal: 700)
        let diary = try doc.diary()
        let day = diary.day(date("2025-09-01"))
        // 350.5 + 600 + 99.5; 20 + 30.5 + 0; 40 + 60 + 20; 10.25 + 20 + 1
        #expect(day.totals == FitAIMacros(calories: 1050, protein: 50.5, carbs: 120, fat: 31.25))
        #expect(day.entryCount == 3)
        #expect(day.remainingCalories == 950)  // 2000 − 1050
        #expect(day.status == .met)
        #expect(diary.entries(on: date("2025-09-01"), meal: .lunch).map(\.calories) == [600])
        #expect(diary.entries(on: date("2025-09-01"), meal: .dinner).isEmpty)
        #expect(diary.day(date("2025-09-02")).totals.calories == 700)
        let blank = diary.day(date("2025-09-03"))
        #expect(blank.status == .noEntries && blank.totals == .zero && blank.remainingCalories == 2000)
    }

    @Test func goalAchievedIsWithinTheGoalExactlyAtTheGoalIncluded() throws {
        var doc = FitAIDocument()
        doc.entry("2025-09-01", kcal: 1200); doc.entry("2025-09-01", kcal: 800)  // exactly 2000
        doc.entry("2025-09-02", kcal: 2000.5)                                       // half a kcal over
        doc.entry("2025-09-03", kcal: 1999)
        doc.entry("2025-09-04", kcal: 0)                                            // logged, zero: within
        let diary = try doc.diary()
        #expect(diary.day(date("2025-09-01")).status == .met)
        #expect(diary.day(date("2025-09-01")).remainingCalories == 0)
        #expect(diary.day(date("2025-09-02")).status == .missed)
        #expect(diary.day(date("2025-09-02")).remainingCalories == -0.5)
        #expect(diary.day(date("2025-09-03")).goalAchieved)
        #expect(diary.day(date("2025-09-04")).status == .met)
        #expect(diary.day(date("2025-09-05")).status == .noEntries)
        #expect(diary.achievementRate == 0.75)  // 3 met of 4 logged
    }

    @Test func averagesDivideByLoggedDaysNotCalendarDays() throws {
        var doc = FitAIDocument()
        // Monday 1 to Sunday 7 September 2025: three days logged.
        doc.days(from: "2025-09-01", [1800, nil, 2100, nil, 1500, nil, nil])
        doc.entry("2025-10-01", kcal: 2400, protein: 100)
        let diary = try doc.diary()
        let week = try #require(diary.averages(from: date("2025-09-01"), to: date("2025-09-07")))
        #expect(week.loggedDays == 3)
        #expect(week.perDay.calories == 1800)  // (1800 + 2100 + 1500) / 3, not 5400 / 7
        #expect(week.metDays == 2)             // 2100 is over 2000
        #expect(week.achievementRate == 2.0 / 3.0)
        #expect(diary.averages(from: date("2025-09-08"), to: date("2025-09-30")) == nil)

        #expect(diary.weeklyAverages.map(\.start) == [date("2025-09-01"), date("2025-09-29")])
        #expect(diary.weeklyAverages.map(\.perDay.calories) == [1800, 2400])
        #expect(diary.monthlyAverages.map(\.start) == [date("2025-09-01"), date("2025-10-01")])
        #expect(diary.monthlyAverages.map(\.loggedDays) == [3, 1])
        #expect(diary.monthlyAverages[1].perDay == FitAIMacros(calories: 2400, protein: 100, carbs: 0, fat: 0))
        #expect(diary.achievementRate == 0.5)  // 1800 and 1500 met; 2100 and 2400 missed
    }

    @Test func streaksEndAtAMissedDayAndAtADayWithNoEntries() throws {
        var doc = FitAIDocument()
        // 1 met, 2 met, 3 missed, 4 met, 5 met, 6 met, 7 nothing, 8 met
        doc.days(from: "2025-09-01", [1500, 1600, 2500, 1700, 1800, 1900, nil, 1000])
        let diary = try doc.diary()
        #expect(diary.streaks() == FitAIStreaks(current: 1, longest: 3))               // as of the 8th
        #expect(diary.streaks(asOf: date("2025-09-06")) == FitAIStreaks(current: 3, longest: 3))
        #expect(diary.streaks(asOf: date("2025-09-02")) == FitAIStreaks(current: 2, longest: 2))
        #expect(diary.streaks(asOf: date("2025-09-03")) == FitAIStreaks(current: 0, longest: 2))
        // The 9th is not logged yet: it does not end the run; the 10th, with the 9th blank, does.
        #expect(diary.streaks(asOf: date("2025-09-09")) == FitAIStreaks(current: 1, longest: 3))
        #expect(diary.streaks(asOf: date("2025-09-10")) == FitAIStreaks(current: 0, longest: 3))
    }

    @Test func streaksRunAcrossMonthAndYearBoundaries() throws {
        var doc = FitAIDocument()
        doc.days(from: "2025-09-28", [1500, 1500, 1500, 1500, 1500, 1500, 2500])  // 28 Sep … 3 Oct met, 4 Oct missed
        doc.days(from: "2025-12-30", [1500, 1500, 1500, 1500])                    // 30 Dec … 2 Jan
        let diary = try doc.diary()
        #expect(diary.streaks(asOf: date("2025-10-03")) == FitAIStreaks(current: 6, longest: 6))
        #expect(diary.streaks() == FitAIStreaks(current: 4, longest: 6))
        #expect(diary.streaks(asOf: date("2026-01-01")) == FitAIStreaks(current: 3, longest: 6))
    }

    @Test func weightTrendIsFirstToLastAndItsRatePerWeek() throws {
        var doc = FitAIDocument()
        doc.weight("2025-09-29", 80.0)   // out of order in the file: sorted by date
        doc.weight("2025-09-01", 82.0)
        doc.weight("2025-09-08", 81.5)
        let trend = try #require(try doc.diary().weightTrend)
        #expect(trend.first.weight == 82 && trend.last.weight == 80)
        #expect(trend.change == -2)
        #expect(trend.days == 28)
        #expect(trend.perWeek == -0.5)  // −2 kg over 4 weeks

        var one = FitAIDocument()
        one.weight("2025-09-01", 82)
        #expect(try one.diary().weightTrend == nil)
        var sameDay = FitAIDocument()
        sameDay.weight("2025-09-01", 82); sameDay.weight("2025-09-01", 81.6)
        let flat = try #require(try sameDay.diary().weightTrend)
        #expect(abs(flat.change - -0.4) < 1e-9 && flat.perWeek == nil)
    }

    /// daily_summaries never feed a number: the entries win, and the stored rows that
    /// disagree with them are listed.
    @Test func storedSummariesLoseToTheEntriesAndStaleOnesAreListed() throws {
        var doc = FitAIDocument()
        doc.entry("2025-09-01", kcal: 1500, protein: 10)
        doc.entry("2025-09-02", kcal: 1800); doc.entry("2025-09-02", kcal: 300)
        doc.summary("2025-09-01", kcal: 1500, protein: 10, achieved: true, remaining: 500)  // right
        doc.summary("2025-09-02", kcal: 1800, achieved: true, remaining: 200)               // saved before the 300
        doc.summary("2025-09-03", kcal: 0, achieved: false, remaining: 2000)                // right: nothing logged
        doc.summary("2025-09-04", kcal: 900, achieved: true, remaining: 1100)               // entries since deleted
        let diary = try doc.diary()
        #expect(diary.day(date("2025-09-02")).totals.calories == 2100)
        #expect(diary.day(date("2025-09-02")).status == .missed)
        #expect(diary.day(date("2025-09-04")).status == .noEntries)
        #expect(diary.staleSummaries.map(\.date) == [date("2025-09-02"), date("2025-09-04")])
        // And with no summaries at all, the same days.
        var bare = doc
        bare.summaries = []
        #expect(try bare.diary().loggedDays == diary.loggedDays)
    }

    @Test func aMonthListsEveryDayWithItsStatus() throws {
        var doc = FitAIDocument()
        doc.entry("2025-09-01", kcal: 1500)
        doc.entry("2025-09-30", kcal: 2500)
        doc.entry("2025-10-01", kcal: 1000)
        let september = try doc.diary().month(year: 2025, month: 9)
        #expect(september.count == 30)
        #expect(september.first?.date == date("2025-09-01") && september.last?.date == date("2025-09-30"))
        #expect(september.map(\.status).filter { $0 == .met }.count == 1)
        #expect(september[0].status == .met && september[29].status == .missed && september[14].status == .noEntries)
        #expect(try doc.diary().month(year: 2024, month: 2).count == 29)
        #expect(try doc.diary().month(year: 2025, month: 13).isEmpty)
    }

    /// What the progress-fill animation needs: an entry added in code moves the day's numbers.
    @Test func anEntryAddedInCodeIsCounted() throws {
        var doc = FitAIDocument()
        doc.entry("2025-09-01", kcal: 1500, protein: 80)
        var data = try doc.load()
        let before = try #require(FitAIDiary(data: data)).day(date("2025-09-01"))
        data.foodEntries.append(FitAIFoodEntry(id: FitAIDocument.id(900), userID: FitAIDocument.userID, date: date("2025-09-01"),
                                               mealType: .snack, foodName: "Protein bar", calories: 230, protein: 20, carbs: 24, fat: 8))
        let after = try #require(FitAIDiary(data: data)).day(date("2025-09-01"))
        #expect(before.remainingCalories == 500 && after.remainingCalories == 270)
        #expect(after.totals == FitAIMacros(calories: 1730, protein: 100, carbs: 24, fat: 8))
        #expect(data.foodEntries.last?.createdAt == "2025-09-01T00:00:00Z")
    }

    @Test func entriesFromOnePhotoAreOneAIResult() throws {
        var doc = FitAIDocument()
        let url = "https://storage.example/p/1.jpg"
        doc.entry("2025-09-01", "dinner", kcal: 310, photo: url, confidence: 0.94)
        doc.entry("2025-09-01", "dinner", kcal: 222, photo: url, confidence: 0.88)
        doc.entry("2025-09-01", "snack", kcal: 95)
        let diary = try doc.diary()
        #expect(diary.entries(fromPhoto: url).map(\.aiConfidence) == [0.94, 0.88])
        #expect(diary.entries(fromPhoto: url).allSatisfy { $0.aiAnalyzed })
    }
}

@Suite struct FitAIDateTests {
    @Test func parsesOnlyRealDays() {
        #expect(FitAIDate(iso: "2024-02-29")?.description == "2024-02-29")
        #expect(FitAIDate(iso: "2025-02-29") == nil)
        #expect(FitAIDate(iso: "1900-02-29") == nil)
        #expect(FitAIDate(iso: "2000-02-29") != nil)
        #expect(FitAIDate(iso: "2025-13-01") == nil)
        #expect(FitAIDate(iso: "2025-9-01") == nil)
        #expect(FitAIDate(iso: "2025-09-01T00:00:00Z") == nil)
        #expect(FitAIDate(iso: "0000-01-01") == nil)
    }

    @Test func dayNumbersAndWeekdays() {
        #expect(date("1970-01-01").dayNumber == 0)
        #expect(date("2025-09-01").dayNumber == 20332)
        #expect(date("2025-09-01").weekday == 1)  // a Monday
        #expect(date("2025-09-07").weekday == 7)
        #expect(date("2025-09-07").weekStart == date("2025-09-01"))
        #expect(date("1969-12-31").weekday == 3)  // a Wednesday
        #expect(date("2025-12-31").adding(days: 1) == date("2026-01-01"))
        for n in stride(from: -200_000, through: 200_000, by: 997) {
            #expect(FitAIDate(dayNumber: n).dayNumber == n)
        }
    }
}
