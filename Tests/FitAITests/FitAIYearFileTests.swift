import Foundation
import FitAI
import Testing

/// data/fitai.year.json — a year of entries made by `make-fitai-sample.py --days 365`, the
/// log `proof bench` reads beside the sample — loads and aggregates. The expected counts
/// were worked out apart from this code (Python over the same JSON: a day is met when its
/// calories are at most the goal's 2000).
@Suite struct FitAIYearFileTests {
    static let path = FitAIDocument.samplePath.replacingOccurrences(of: "fitai.sample.json", with: "fitai.year.json")

    @Test func theYearLogLoadsAndAggregates() throws {
        let data = try FitAIDataLoader.load(path: Self.path)
        let diary = try #require(FitAIDiary(data: data))
        #expect(diary.entries.count == 1622)
        #expect(diary.firstDay == date("2025-09-01") && diary.lastDay == date("2026-08-31"))
        #expect(diary.loggedDays.count == 362)
        #expect(diary.achievementRate == 286.0 / 362.0)
        #expect(diary.monthlyAverages.count == 12)
        #expect(diary.weights.count == 53)
        #expect(data.photos.count == 320)
    }
}
