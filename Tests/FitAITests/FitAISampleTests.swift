import FitAI
import Testing
import Tokens

/// data/fitai.sample.json loads and gives the numbers the screens will show. The expected
/// values were worked out apart from this code (Python over the same JSON).
@Suite struct FitAISampleTests {
    static func diary() throws -> FitAIDiary {
        let data = try FitAIDataLoader.load(path: FitAIDocument.samplePath)
        return try #require(FitAIDiary(data: data))
    }

    static func rounded(_ x: Double, _ places: Double = 100) -> Double { (x * places).rounded() / places }

    @Test func theSampleLoadsWithItsHeadlineNumbers() throws {
        let diary = try Self.diary()
        #expect(diary.user.name == "Alex Morgan")
        #expect(diary.goal.dailyCalorieGoal == 2000 && diary.goal.isActive)
        #expect(diary.entries.count == 262)
        #expect(diary.firstDay == date("2025-09-01") && diary.lastDay == date("2025-10-31"))
        #expect(diary.loggedDays.count == 58)
        #expect(diary.loggedDays.filter { $0.status == .missed }.map(\.date.description) == [
            "2025-09-12", "2025-09-15", "2025-09-19", "2025-09-27", "2025-10-11", "2025-10-18", "2025-10-24", "2025-10-25",
        ])
        #expect(diary.achievementRate == 50.0 / 58.0)
        #expect(diary.streaks() == FitAIStreaks(current: 6, longest: 11))
        for meal in FitAIMealType.allCases {
            #expect(diary.entries.contains { $0.mealType == meal }, "no \(meal) entry")
        }
    }

    @Test func theCalendarHasMetMissedAndBlankDays() throws {
        let diary = try Self.diary()
        let september = diary.month(year: 2025, month: 9), october = diary.month(year: 2025, month: 10)
        #expect(september.count { $0.status == .met } == 25 && september.count { $0.status == .missed } == 4)
        #expect(september.filter { $0.status == .noEntries }.map(\.date.description) == ["2025-09-14"])
        #expect(october.filter { $0.status == .noEntries }.map(\.date.description) == ["2025-10-05", "2025-10-06"])
    }

    @Test func averagesAndTheLastDay() throws {
        let diary = try Self.diary()
        let months = diary.monthlyAverages
        #expect(months.map(\.loggedDays) == [29, 29])
        #expect(months.map { Self.rounded($0.perDay.calories) } == [1751.76, 1797.07])
        #expect(months.map { Self.rounded($0.perDay.protein) } == [87.26, 87.28])
        #expect(months.map(\.metDays) == [25, 25])
        #expect(diary.weeklyAverages.count == 9)
        #expect(diary.weeklyAverages.last?.start == date("2025-10-27"))
        #expect(diary.weeklyAverages.last?.perDay.calories == 1710)
        let last = diary.day(date("2025-10-31"))
        #expect(last.totals.calories == 1247 && last.remainingCalories == 753 && last.status == .met)
        #expect(Self.rounded(last.totals.protein) == 87.8 && Self.rounded(last.totals.fat) == 33.3)
    }

    @Test func theMultiItemAIResultAndTheStaleSummary() throws {
        let diary = try Self.diary()
        let dinner = diary.entries(on: date("2025-10-31"), meal: .dinner)
        #expect(dinner.map(\.foodName) == ["Grilled salmon", "Quinoa", "Roasted asparagus"])
        #expect(dinner.map(\.aiConfidence) == [0.94, 0.88, 0.71])
        let url = try #require(dinner.first?.photoURL)
        #expect(diary.entries(fromPhoto: url).count == 3)
        // The last day's stored summary was saved after lunch: it is the one that disagrees.
        #expect(diary.staleSummaries.map(\.date) == [date("2025-10-31")])
        #expect(diary.staleSummaries.first?.totalCalories == 580)
    }

    @Test func theWeightTrendsDown() throws {
        let trend = try #require(try Self.diary().weightTrend)
        #expect(trend.first.weight == 82.4 && trend.last.weight == 79.6)
        #expect(trend.days == 56)
        #expect(Self.rounded(trend.change) == -2.8)
        #expect(Self.rounded(try #require(trend.perWeek)) == -0.35)
        #expect(try Self.diary().weights.count == 9)
    }
}

/// A year of entries (four a day, 1 460 in all) loads and aggregates; how long it takes is
/// `proof bench`'s business, not a unit test's.
@Suite struct FitAIYearTests {
    @Test func aGeneratedYearLoadsAndAggregates() throws {
        var random = SplitMix64(seed: 15)
        var doc = FitAIDocument()
        let start = date("2025-01-01")  // a Wednesday
        for i in 0..<365 {
            let day = start.adding(days: i).description
            // Every seventh day is 2500 kcal (missed), the others 1500 (met).
            let perEntry = i % 7 == 6 ? 625.0 : 375.0
            for meal in ["breakfast", "lunch", "dinner", "snack"] {
                doc.entry(day, meal, kcal: perEntry, protein: Double(random.next() % 60), carbs: Double(random.next() % 90),
                          fat: Double(random.next() % 40))
            }
            if i % 7 == 0 { doc.weight(day, 90 - Double(i) / 70) }
        }
        let diary = try doc.diary()
        #expect(diary.entries.count == 1460)
        #expect(diary.loggedDays.count == 365)
        #expect(diary.loggedDays.count { $0.status == .missed } == 52)  // i = 6, 13, …, 363
        #expect(diary.achievementRate == 313.0 / 365.0)
        #expect(diary.streaks() == FitAIStreaks(current: 1, longest: 6))  // day 364 met after day 363 missed
        #expect(diary.monthlyAverages.count == 12)
        #expect(diary.weeklyAverages.count == 53)  // Mon 30 Dec 2024 … Mon 29 Dec 2025
        #expect(diary.weeklyAverages.first?.start == date("2024-12-30"))
        let protein = diary.entries.reduce(0) { $0 + $1.protein }
        #expect(diary.loggedDays.reduce(0) { $0 + $1.totals.protein } == protein)
        let trend = try #require(diary.weightTrend)
        #expect(trend.days == 364)
        #expect(Self.rounded(trend.change) == -5.2)  // 90 − 364/70
    }

    static func rounded(_ x: Double) -> Double { (x * 100).rounded() / 100 }
}
