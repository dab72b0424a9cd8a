import NutriSync
import Testing

/// The sample profile's plan against the seed's example figures, worked by hand.
/// Female, 5 ft 7 in, 165 lb, 25 % body fat, Lose Weight to 140 lb at Moderate (1 lb/week),
/// Active with 3 sessions, wake 6 / lunch 12 / finish 5 PM / bed 10 PM, 3 meals, energy 5,
/// born 1993-04-12, today 2025-09-01.
@Suite struct NutriSyncSampleTests {
    let plan = try! NutriSyncPlan(profile: .sample, today: NutriSyncProfile.sampleToday)

    private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func body() {
        // 67 in × 2.54 = 170.18 cm; 165 × 0.45359237 = 74.84274105 kg; April 12 passed: 32.
        #expect(close(plan.centimetres, 170.18))
        #expect(close(plan.kilograms, 74.84274105))
        #expect(plan.age == 32)
        #expect(plan.bodyFatPercent == 25)
        #expect(close(plan.leanKilograms ?? 0, 56.1320557875))
    }

    @Test func energy() {
        // Body fat known → Katch-McArdle: 370 + 21.6 × 56.1320557875 = 1582.45240501
        #expect(plan.bmrEquation == .katchMcArdle)
        #expect(close(plan.bmr, 1582.45240501))
        // Active 1.4 + 3 × 0.025 = 1.475; TDEE = 1582.45240501 × 1.475 = 2334.117297389750
        #expect(close(plan.activityFactor, 1.475))
        #expect(close(plan.tdee, 2334.11729738975))
        // 1 lb/week × 3500 / 7 = 500 → 1834.117… → nearest 50 → 1850 (seed: 1,850)
        #expect(plan.dailyAdjustment == -500)
        #expect(close(plan.calorieFloor, 1582.45240501))
        #expect(plan.calories == 1850)
        #expect(plan.caloriesText == "🔥 1,850 calories")
    }

    @Test func macros() {
        // Protein 1.0 g × 140 lb = 140 (seed 140). Fat 30 % × 1850 / 9 = 61.67 → 60 (seed 65).
        // Carbs (1850 − 560 − 555) / 4 = 183.75 → 185 (seed 185).
        #expect([plan.protein, plan.carbs, plan.fat] == [140, 185, 60])
        #expect([plan.proteinText, plan.carbsText, plan.fatText] == ["🥩 140g protein", "🍞 185g carbs", "🥑 60g fat"])
    }

    @Test func windows() {
        // Morning 6 + 1 h → 7-9 AM; midday 12-1 PM; evening 10 PM − 3 h − 1.5 h → 5:30-7 PM (the seed's).
        #expect(plan.windows.map(\.rangeText) == ["7-9 AM", "12-1 PM", "5:30-7 PM"])
        #expect(plan.windows.map(\.previewText) == ["🌅 Morning Window: 7-9 AM (Energizing breakfast)",
                                                    "☀️ Midday Window: 12-1 PM (Sustaining lunch)",
                                                    "🌆 Evening Window: 5:30-7 PM (Recovery dinner)"])
        // 1850 × 25 % = 462.5 → 465; × 40 % = 740; the rest 645.
        #expect(plan.windows.map(\.share) == [25, 40, 35])
        #expect(plan.windows.map(\.calories) == [465, 740, 645])
        #expect(plan.distributionText == "Calories distributed: 25% / 40% / 35%")
        #expect(plan.windowCountText == "⏰ 3 optimized eating periods")
        #expect(plan.firstWindowText == "Your first meal window opens at 7:00 AM")
    }

    @Test func hours() {
        // Wake 6 AM → bed 10 PM = 16 h; bed → wake = 8 h (the seed's two lines).
        #expect(plan.nutritionHoursText == "📊 16 hours optimized nutrition")
        #expect(plan.overnightFastText == "😴 8 hours overnight fast")
        // Builder: 7 AM → 7 PM = 12 h eating, 12 h fasting (the seed's mockup says 10 / 14).
        #expect(plan.totalEatingText == "Total eating: 12 hours")
        #expect(plan.fastingPeriodText == "Fasting period: 12 hours")
    }

    @Test func completion() {
        // 25 lb ÷ 1 lb/week = 25 weeks = 175 days: Oct 1 +30, Nov 1 +61, Dec 1 +91,
        // Jan 1 +122, Feb 1 +153, Feb 23 +175.
        #expect(plan.daysToGoal == 175)
        #expect(plan.completionDate == NutriSyncDate(year: 2026, month: 2, day: 23))
        #expect(plan.goalDateText == "💪 Reach goal weight by February 23, 2026")
        #expect(plan.estimatedCompletionText == "Estimated completion: February 23, 2026")
    }

    @Test func impact() {
        // Level 5: 182.5 × 5 = 912.5 h → 913; ÷ 8 = 114.06 days → 114; × 0.75 = 85.55 → 85+.
        #expect(plan.impact.hoursText == "At this rate, you'll lose 913 hours of productive time this year")
        #expect(plan.impact.daysText == "That's 114 days of feeling suboptimal")
        #expect(plan.impact.goodNewsText == "85+ days")
    }
}
