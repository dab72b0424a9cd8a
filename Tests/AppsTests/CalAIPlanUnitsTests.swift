import CalAI
import Foundation
import Testing

/// Imperial and metric: one person, one plan.
@Suite struct CalAIPlanUnitsTests {
    /// The sample person typed into the metric wheels: 5 ft 10 in = 177.8 cm,
    /// 180 lb = 81.6466266 kg, 168 lb = 76.20351816 kg, 1 lb = 0.45359237 kg.
    static func metricSample(units: CalAIProfile.UnitSystem) -> CalAIProfile {
        CalAIProfile(gender: .male, workouts: .threeToFive, centimetres: 177.8, kilograms: 81.6466266,
                     birthDate: CalendarDate(year: 1995, month: 6, day: 15), goal: .lose,
                     desiredKilograms: 76.20351816, kilogramsPerWeek: 0.45359237,
                     today: CalendarDate(year: 2025, month: 10, day: 3), units: units)
    }

    @Test func metricInputsGiveTheSamePlan() {
        let imperial = CalAIProfile.sample
        let metric = Self.metricSample(units: .imperial)
        #expect(metric == imperial)
        // Every output, bit for bit: the Doubles too, since both come from the same integers.
        #expect(metric.plan == imperial.plan)
        #expect(metric.plan.bmr == imperial.plan.bmr)
        #expect(metric.plan.goalText == "Lose 12 lbs by December 26")
    }

    @Test func metricDisplayChangesOnlyTheUnits() {
        let imperial = CalAIProfile.sample.plan
        let metric = Self.metricSample(units: .metric).plan
        #expect(metric.bmr == imperial.bmr && metric.tdee == imperial.tdee)
        #expect(metric.dailyAdjustment == imperial.dailyAdjustment)
        let numbers: (CalAIPlan) -> [Int] = { [$0.dailyCalories, $0.carbs, $0.protein, $0.fats, $0.healthScore, $0.daysToGoal] }
        #expect(numbers(metric) == numbers(imperial))
        #expect(metric.targetDate == imperial.targetDate)
        #expect(metric.weeklyWeights == imperial.weeklyWeights)
        // 12 lb = 5.443 kg → 5.
        #expect(metric.realisticTargetText == "Losing 5 kg is a realistic target. It's not hard at all!")
        #expect(metric.goalText == "Lose 5 kg by December 26")
        #expect(metric.profile.paceText == "0.5 kg")
    }

    @Test func imperialViews() {
        let height = CalAIProfile.Height(centimetres: 177.8)
        #expect(height == CalAIProfile.Height(feet: 5, inches: 10))
        #expect(height.feetAndInches == (5, 10))
        #expect(height.totalInches == 70)
        // 179.9 cm = 70.83 in → 71 in = 5 ft 11 in; 152.4 cm is exactly 5 ft 0 in.
        #expect(CalAIProfile.Height(centimetres: 179.9).feetAndInches == (5, 11))
        #expect(CalAIProfile.Height(centimetres: 152.4).feetAndInches == (5, 0))
        #expect(CalAIProfile.Height(feet: 6, inches: 0).wholeCentimetres == 183)
        #expect(CalAIProfile.Weight(kilograms: 81.6466266).pounds == 180)
        #expect(CalAIProfile.Weight(pounds: 1).kilograms == 0.45359237)
    }

    @Test func paceScales() {
        let imperial = CalAIProfile.PaceScale(units: .imperial)
        #expect(imperial.stops.count == 29)     // 0.2 … 3.0 in tenths
        #expect(imperial.text(for: imperial.slowest) == "0.2 lbs")
        #expect(imperial.text(for: imperial.recommended) == "1.5 lbs")
        #expect(imperial.text(for: imperial.fastest) == "3.0 lbs")
        #expect(imperial.stops.last == imperial.fastest)
        // (1.5 − 0.2) / (3.0 − 0.2) = 1.3 / 2.8
        #expect(abs(imperial.position(of: imperial.recommended) - 1.3 / 2.8) < 1e-12)
        let metric = CalAIProfile.PaceScale(units: .metric)
        #expect(metric.stops.count == 15)       // 0.1 … 1.5
        #expect([metric.slowest, metric.recommended, metric.fastest].map(metric.text(for:)) == ["0.1 kg", "0.8 kg", "1.5 kg"])
    }

    @Test func codableRoundTrip() throws {
        let data = try JSONEncoder().encode(CalAIProfile.sample)
        #expect(try JSONDecoder().decode(CalAIProfile.self, from: data) == CalAIProfile.sample)
        let bad = Data(#"{"year":2025,"month":2,"day":29}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CalendarDate.self, from: bad) }
    }
}
