import FitAI
import Testing

/// The goal screens' numbers (weight still to go, progress, the macro targets' energy) and
/// the add-food result's totals, worked out by hand.
@Suite struct FitAIGoalsTests {
    @Test func weightGoalRunsFromTheFirstWeighInToTheTargetThroughTheLatest() throws {
        var doc = FitAIDocument()  // user: current_weight 80, target_weight 75
        doc.weight("2025-09-15", 79.0)
        doc.weight("2025-09-01", 82.0)
        doc.weight("2025-09-08", 80.5)
        let diary = try doc.diary()
        // The latest weigh-in (Sep 15) beats the user row's 80.
        #expect(diary.currentWeight == 79.0)
        let goal = try #require(diary.weightGoal)
        #expect(goal.start == 82.0 && goal.current == 79.0 && goal.target == 75.0)
        #expect(goal.isLoss)
        #expect(goal.remaining == 4.0)   // 79 − 75
        #expect(goal.achieved == 3.0)    // 82 − 79
        #expect(abs(try #require(goal.progress) - 3.0 / 7.0) < 1e-12)  // 3 of 82 − 75
    }

    @Test func withoutWeighInsTheUsersCurrentWeightIsBothStartAndNow() throws {
        let diary = try FitAIDocument().diary()
        #expect(diary.currentWeight == 80)
        let goal = try #require(diary.weightGoal)
        #expect(goal.start == 80 && goal.remaining == 5 && goal.progress == 0)
    }

    @Test func gainingPassingAndMovingAwayFromTheTarget() {
        let gain = FitAIWeightGoal(start: 60, current: 62, target: 65)
        #expect(!gain.isLoss && gain.remaining == 3 && gain.achieved == 2 && gain.progress == 0.4)
        let passed = FitAIWeightGoal(start: 82, current: 74, target: 75)
        #expect(passed.remaining == 0 && passed.progress == 1)
        let away = FitAIWeightGoal(start: 82, current: 83, target: 75)
        #expect(away.achieved == -1 && away.progress == 0 && away.remaining == 8)
        #expect(FitAIWeightGoal(start: 75, current: 75, target: 75).progress == nil)
    }

    @Test func macroTargetsAddUpAtFourFourAndNineKcalPerGram() throws {
        let diary = try FitAIDocument().diary()  // 150 g protein, 200 g carbs, 65 g fat
        #expect(diary.goal.macroCalories == 1985)  // 600 + 800 + 585
    }

    @Test func theSamplesGoalsAndItsThreeItemPhotoTotals() throws {
        let diary = try FitAISampleTests.diary()
        // Weigh-ins 82.4 kg (Sep 1) … 79.6 kg (Oct 27); target_weight 75.0.
        let goal = try #require(diary.weightGoal)
        #expect(goal.start == 82.4 && goal.current == 79.6 && goal.target == 75.0)
        #expect(abs(goal.remaining - 4.6) < 1e-9)
        #expect(abs(try #require(goal.progress) - 2.8 / 7.4) < 1e-9)  // 37.8 %
        #expect(diary.goal.macroCalories == 1985)
        // Salmon 310 + quinoa 222 + asparagus 40; protein 34 + 8 + 4.3; carbs 0 + 39 + 7.4; fat 18 + 3.6 + 0.4.
        let t = diary.largestPhotoGroup.totals
        #expect(t.calories == 572)
        #expect(abs(t.protein - 46.3) < 1e-9 && abs(t.carbs - 46.4) < 1e-9 && abs(t.fat - 22.0) < 1e-9)
        #expect([FitAIFoodEntry]().totals == .zero)
    }
}
