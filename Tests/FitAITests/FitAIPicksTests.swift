import FitAI
import Testing

/// The picks the home, food and day screens make from a log (the last met / missed day, the
/// biggest photo), the goal as numbers and the macros' energy split, worked out by hand.
@Suite struct FitAIPicksTests {
    @Test func lastDayWithAStatusSkipsOtherDaysAndHonoursBefore() throws {
        var doc = FitAIDocument()
        doc.days(from: "2025-09-01", [2100, 1800, nil, 2500, 1900, 1700])  // missed 1, 4; met 2, 5, 6
        let diary = try doc.diary()
        #expect(diary.lastDay(.missed)?.date == date("2025-09-04"))
        #expect(diary.lastDay(.met)?.date == date("2025-09-06"))
        #expect(diary.lastDay(.met, before: date("2025-09-06"))?.date == date("2025-09-05"))
        #expect(diary.lastDay(.missed, before: date("2025-09-04"))?.date == date("2025-09-01"))
        #expect(diary.lastDay(.missed, before: date("2025-09-01")) == nil)
        // A day with no entries is not a logged day: never picked.
        #expect(diary.lastDay(.noEntries) == nil)
        #expect(diary.recentDays(limit: 2).map(\.date) == [date("2025-09-05"), date("2025-09-06")])
        #expect(diary.recentDays(limit: 0).isEmpty && diary.recentDays(limit: -3).isEmpty)
        #expect(diary.recentDays(limit: 99).count == 5)
    }

    @Test func largestPhotoGroupIsThePhotoWithMostItemsTheLatestOnATie() throws {
        var doc = FitAIDocument()
        doc.entry("2025-09-01", kcal: 100, photo: "a.jpg", confidence: 0.9)
        doc.entry("2025-09-01", kcal: 200, photo: "a.jpg", confidence: 0.8)
        doc.entry("2025-09-02", kcal: 300, photo: "b.jpg", confidence: 0.7)
        doc.entry("2025-09-03", kcal: 400)
        doc.entry("2025-09-04", kcal: 500, photo: "c.jpg", confidence: 0.6)
        doc.entry("2025-09-04", kcal: 600, photo: "c.jpg", confidence: 0.5)
        let diary = try doc.diary()
        // a and c both hold two items: c is the later.
        #expect(diary.largestPhotoGroup.map(\.calories) == [500, 600])
        var none = FitAIDocument()
        none.entry("2025-09-01", kcal: 100)
        #expect(try none.diary().largestPhotoGroup.isEmpty)
    }

    @Test func theSamplesLargestPhotoIsTheThreeItemDinnerOfOctober31() throws {
        let diary = try FitAISampleTests.diary()
        let group = diary.largestPhotoGroup
        #expect(group.map(\.foodName) == ["Grilled salmon", "Quinoa", "Roasted asparagus"])
        #expect(group.allSatisfy { $0.date == date("2025-10-31") && $0.mealType == .dinner })
        #expect(diary.lastDay(.missed)?.date == date("2025-10-25"))
        // 410 + 470 + 810 + 180 + 174 + 125 + 370
        #expect(diary.lastDay(.missed)?.totals.calories == 2539)
        #expect(diary.lastDay(.met, before: diary.lastDay)?.date == date("2025-10-30"))
    }

    @Test func goalMacrosAndEnergySplit() throws {
        let diary = try FitAIDocument().diary()
        #expect(diary.goal.macros == FitAIMacros(calories: 2000, protein: 150, carbs: 200, fat: 65))
        // Roasted asparagus: 4.3 g × 4 = 17.2, 7.4 g × 4 = 29.6, 0.4 g × 9 = 3.6; of 50.4 kcal.
        let split = FitAIMacros(calories: 40, protein: 4.3, carbs: 7.4, fat: 0.4).energySplit
        #expect(abs(split.protein - 17.2 / 50.4) < 1e-12 && abs(split.carbs - 29.6 / 50.4) < 1e-12 && abs(split.fat - 3.6 / 50.4) < 1e-12)
        // Grilled salmon: 136 kcal of protein, none of carbs, 162 of fat.
        let salmon = FitAIMacros(calories: 310, protein: 34, carbs: 0, fat: 18).energySplit
        #expect(salmon.protein == 136.0 / 298.0 && salmon.carbs == 0 && salmon.fat == 162.0 / 298.0)
        let zero = FitAIMacros.zero.energySplit
        #expect(zero.protein == 0 && zero.carbs == 0 && zero.fat == 0)
    }
}
