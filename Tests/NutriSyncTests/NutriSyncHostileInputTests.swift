import NutriSync
import Testing

/// Hostile profiles give a `NutriSyncPlanError` with a one-line message, never a trap or a NaN.
@Suite struct NutriSyncHostileInputTests {
    static func plan(_ change: (inout NutriSyncProfile) -> Void,
                     today: NutriSyncDate = NutriSyncProfile.sampleToday) throws(NutriSyncPlanError) -> NutriSyncPlan {
        var p = NutriSyncProfile.sample
        change(&p)
        return try NutriSyncPlan(profile: p, today: today)
    }

    /// The message of the error `change` leads to, or "planned".
    static func message(_ change: (inout NutriSyncProfile) -> Void, today: NutriSyncDate = NutriSyncProfile.sampleToday) -> String {
        do { _ = try plan(change, today: today); return "planned" } catch { return error.message }
    }

    @Test func heights() {
        #expect(Self.message { $0.height = .metric(centimetres: 0) }
                == "height 0 cm is not a height we can plan for: enter 100–250 cm (3 ft 4 in – 8 ft 2 in)")
        #expect(Self.message { $0.height = .metric(centimetres: -170) }
                == "height -170 cm is not a height we can plan for: enter 100–250 cm (3 ft 4 in – 8 ft 2 in)")
        #expect(Self.message { $0.height = .metric(centimetres: .nan) }
                == "height nan cm is not a height we can plan for: enter 100–250 cm (3 ft 4 in – 8 ft 2 in)")
        #expect(Self.message { $0.height = .metric(centimetres: .infinity) }
                == "height inf cm is not a height we can plan for: enter 100–250 cm (3 ft 4 in – 8 ft 2 in)")
        #expect(Self.message { $0.height = .imperial(feet: 50, inches: 0) }
                == "height 1524 cm is not a height we can plan for: enter 100–250 cm (3 ft 4 in – 8 ft 2 in)")
        // Int.max feet: no overflow, a number too large to print.
        #expect(Self.message { $0.height = .imperial(feet: .max, inches: .max) }
                == "height > 1e9 cm is not a height we can plan for: enter 100–250 cm (3 ft 4 in – 8 ft 2 in)")
        #expect(Self.message { $0.height = .imperial(feet: 3, inches: 4) } == "planned")   // 101.6 cm
    }

    @Test func weights() {
        #expect(Self.message { $0.weight = .pounds(0) }
                == "weight 0 kg is not a weight we can plan for: enter 30–300 kg (66–661 lbs)")
        #expect(Self.message { $0.weight = .kilograms(-75) }
                == "weight -75 kg is not a weight we can plan for: enter 30–300 kg (66–661 lbs)")
        #expect(Self.message { $0.weight = .kilograms(1e12) }
                == "weight > 1e9 kg is not a weight we can plan for: enter 30–300 kg (66–661 lbs)")
        #expect(Self.message { $0.weight = .kilograms(-.infinity) }
                == "weight -inf kg is not a weight we can plan for: enter 30–300 kg (66–661 lbs)")
        #expect(Self.message { $0.targetWeight = .pounds(.nan) }
                == "target weight nan kg is not a weight we can plan for: enter 30–300 kg (66–661 lbs)")
        #expect(Self.message { $0.targetWeight = .pounds(165) }
                == "target weight is not below your current weight: to lose weight, pick a lower target")
        #expect(Self.message { ($0.primaryGoal, $0.targetWeight) = (.buildMuscle, .pounds(160)) }
                == "target weight is not above your current weight: to build muscle, pick a higher target")
        // A goal that keeps weight ignores the target, however absurd.
        #expect(Self.message { ($0.primaryGoal, $0.targetWeight) = (.generalHealth, .pounds(.nan)) } == "planned")
    }

    @Test func exerciseSessions() throws {
        #expect(Self.message { $0.exerciseSessionsPerWeek = 1000 }
                == "1000 exercise sessions per week is outside 0–14: enter how many times you exercise in a week")
        #expect(Self.message { $0.exerciseSessionsPerWeek = -1 }
                == "-1 exercise sessions per week is outside 0–14: enter how many times you exercise in a week")
        #expect(Self.message { $0.exerciseSessionsPerWeek = .min }.hasPrefix("-9223372036854775808 exercise sessions"))
        let none = try Self.plan { $0.exerciseSessionsPerWeek = 0 }
        #expect(none.activityFactor == 1.4)
        let most = try Self.plan { $0.exerciseSessionsPerWeek = 14 }
        #expect(abs(most.activityFactor - 1.75) < 1e-12)
    }

    @Test func ages() {
        // Born after today: −1; 13 on the day before the birthday is 12.
        #expect(Self.message { $0.birthDate = NutriSyncDate(year: 2026, month: 1, day: 1)! }
                == "age -1 on today's date is outside 13–120: check the birth date")
        #expect(Self.message { $0.birthDate = NutriSyncDate(year: 2012, month: 9, day: 2)! }
                == "age 12 on today's date is outside 13–120: check the birth date")
        #expect(Self.message { $0.birthDate = NutriSyncDate(year: 2012, month: 9, day: 1)! } == "planned")
        #expect(Self.message({ _ in }, today: NutriSyncDate(year: 9999, month: 12, day: 31)!)
                == "age 8006 on today's date is outside 13–120: check the birth date")
    }

    @Test func datesFarAway() {
        // Years outside 1…9999 and impossible days are not dates at all.
        #expect(NutriSyncDate(year: 0, month: 1, day: 1) == nil)
        #expect(NutriSyncDate(year: 10_000, month: 1, day: 1) == nil)
        #expect(NutriSyncDate(year: 2025, month: 2, day: 29) == nil)
        #expect(NutriSyncDate(year: .max, month: 1, day: 1) == nil)
        #expect(NutriSyncDate(daysSinceEpoch: .max) == nil)
        #expect(NutriSyncDate(year: 9999, month: 12, day: 31)!.adding(days: 1) == nil)
        #expect(NutriSyncDate(year: 1, month: 1, day: 1)!.adding(days: -1) == nil)
        #expect(NutriSyncDate(year: 2024, month: 2, day: 29)!.adding(days: 366) == NutriSyncDate(year: 2025, month: 3, day: 1))
        // A goal that would be reached after 9999: 175 days from mid-September 9999.
        let late = NutriSyncDate(year: 9999, month: 9, day: 15)!
        #expect(Self.message({ $0.birthDate = NutriSyncDate(year: 9960, month: 1, day: 1)! }, today: late)
                == "the estimated completion date is past the year 9999: check today's date")
    }

    @Test func energyAndBodyFat() {
        #expect(Self.message { $0.energyLevel = 0 } == "energy level 0 is outside the slider's 1–10")
        #expect(Self.message { $0.energyLevel = 11 } == "energy level 11 is outside the slider's 1–10")
        #expect(Self.message { $0.bodyFat = .init(index: 9) } == "body-fat silhouette 9 is not in the 3 × 3 grid: pick one of 0–8")
        #expect(Self.message { $0.bodyFat = .init(index: -1) } == "body-fat silhouette -1 is not in the 3 × 3 grid: pick one of 0–8")
    }

    @Test func routines() {
        #expect(Self.message { $0.bed = $0.wake }
                == "wake-up to bedtime is 0 h 0 min: it must be 8–20 hours; check the wake-up and bed times")
        #expect(Self.message { ($0.wake, $0.bed) = (NutriSyncTime(hour: 6), NutriSyncTime(hour: 5, minute: 30)) }
                == "wake-up to bedtime is 23 h 30 min: it must be 8–20 hours; check the wake-up and bed times")
        #expect(Self.message { $0.finishWork = NutriSyncTime(hour: 23) }
                == "finish work is not between waking up and going to bed: set a time in your waking day")
        // Absurd clock values wrap instead of trapping: hour Int.max is 7 AM (Int.max % 24 = 7).
        #expect(NutriSyncTime(hour: .max, minute: .min).minutes >= 0)
        #expect(NutriSyncTime(hour: .max).hour == 7)
        #expect(NutriSyncTime(minutes: -60) == NutriSyncTime(hour: 23))
    }

    /// No profile the plan accepts yields a NaN or infinite figure.
    @Test func acceptedPlansAreFinite() throws {
        for cm in [100.0, 250.0] {
            for kg in [30.0, 300.0] {
                for fat in [nil, 0, 8] as [Int?] {
                    let p = try Self.plan {
                        ($0.height, $0.weight, $0.bodyFat, $0.primaryGoal) = (.metric(centimetres: cm), .kilograms(kg), fat.map { .init(index: $0) }, .generalHealth)
                    }
                    #expect(p.bmr.isFinite && p.tdee.isFinite && p.calories >= 1200 && p.protein >= 0 && p.carbs >= 0 && p.fat >= 0)
                }
            }
        }
    }
}
