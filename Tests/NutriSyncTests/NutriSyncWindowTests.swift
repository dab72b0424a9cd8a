import NutriSync
import Testing

/// Meal windows for each meal frequency and for odd routines, worked by hand.
@Suite struct NutriSyncWindowTests {
    static func t(_ hour: Int, _ minute: Int = 0) -> NutriSyncTime { NutriSyncTime(hour: hour, minute: minute) }

    static func plan(wake: NutriSyncTime = t(6), lunch: NutriSyncTime = t(12), finish: NutriSyncTime = t(17),
                     bed: NutriSyncTime = t(22), frequency: NutriSyncProfile.MealFrequency = .threeMeals,
                     custom: [NutriSyncProfile.CustomWindow] = []) throws(NutriSyncPlanError) -> NutriSyncPlan {
        var p = NutriSyncProfile.sample
        (p.wake, p.lunch, p.finishWork, p.bed, p.mealFrequency, p.customWindows) = (wake, lunch, finish, bed, frequency, custom)
        return try NutriSyncPlan(profile: p, today: NutriSyncProfile.sampleToday)
    }

    @Test func sixteenEight() throws {
        // Bed 10 PM: the 8-hour period ends 8 PM, opens 12 PM (the seed's "12pm-8pm");
        // 1.5-hour meals at each end; 50 / 50 of 1850 = 925 each.
        let p = try Self.plan(frequency: .twoMeals)
        #expect(p.windows.map(\.rangeText) == ["12-1:30 PM", "6:30-8 PM"])
        #expect(p.windows.map(\.calories) == [925, 925])
        #expect(p.windows.map(\.name) == ["First Meal", "Last Meal"])
        #expect(p.totalEatingText == "Total eating: 8 hours")
        #expect(p.fastingPeriodText == "Fasting period: 16 hours")
        #expect(p.firstWindowText == "Your first meal window opens at 12:00 PM")
    }

    @Test func fiveMeals() throws {
        // First at 7 AM, last ends by 8 PM: room 20 − 1 − 7 = 12 h ≥ 4 × 3 h → five, 3 h apart.
        let p = try Self.plan(frequency: .fourToFiveMeals)
        #expect(p.windows.map(\.rangeText) == ["7-8 AM", "10-11 AM", "1-2 PM", "4-5 PM", "7-8 PM"])
        #expect(p.windows.map(\.share) == [20, 20, 20, 20, 20])
        #expect(p.windows.map(\.calories) == [370, 370, 370, 370, 370])
        #expect(p.windowCountText == "⏰ 5 optimized eating periods")
    }

    @Test func fourMeals() throws {
        // Wake 7, bed 10 PM: first 8 AM, last ends by 8 PM: room 20 − 1 − 8 = 11 h < 12 → four;
        // gap 660 / 3 = 220 min → 210 (down to 30): 8, 11:30, 3 PM, 6:30 PM.
        let p = try Self.plan(wake: Self.t(7), frequency: .fourToFiveMeals)
        #expect(p.windows.map(\.rangeText) == ["8-9 AM", "11:30 AM-12:30 PM", "3-4 PM", "6:30-7:30 PM"])
        #expect(p.windows.map(\.share) == [25, 25, 25, 25])
        // 1850 / 4 = 462.5 → 465, 465, 465, and 455 for the last.
        #expect(p.windows.map(\.calories) == [465, 465, 465, 455])
    }

    @Test func fiveMealsLongDayCappedAtFourHours() throws {
        // Wake 5 AM, bed 1 AM (20 h): first 6 AM, last ends by 11 PM: room 16 h → gap 4 h.
        let p = try Self.plan(wake: Self.t(5), bed: Self.t(1), frequency: .fourToFiveMeals)
        #expect(p.windows.map(\.start) == [Self.t(6), Self.t(10), Self.t(14), Self.t(18), Self.t(22)])
    }

    @Test func snapsToHalfHours() throws {
        // Wake 6:15 → morning 7:15-9:15 → 7:30-9:30; lunch 12:10 → 12-1; bed 10:40 PM →
        // evening 6:10-7:40 PM → 6-7:30 PM. Quarter past snaps up (halves away from zero).
        let p = try Self.plan(wake: Self.t(6, 15), lunch: Self.t(12, 10), bed: Self.t(22, 40))
        #expect(p.windows.map(\.rangeText) == ["7:30-9:30 AM", "12-1 PM", "6-7:30 PM"])
    }

    @Test func nightShift() throws {
        // Wake 2 PM, "lunch" 8 PM, finish 5 AM, bed 6 AM (16 h awake, across midnight):
        // morning 3-5 PM, midday 8-9 PM, evening 6 AM − 4.5 h = 1:30-3 AM.
        let p = try Self.plan(wake: Self.t(14), lunch: Self.t(20), finish: Self.t(5), bed: Self.t(6))
        #expect(p.windows.map(\.rangeText) == ["3-5 PM", "8-9 PM", "1:30-3 AM"])
        #expect(p.windows.map(\.startAfterWake) == [60, 360, 690])
        #expect(p.totalEatingText == "Total eating: 12 hours")
        #expect(p.overnightFastText == "😴 8 hours overnight fast")
    }

    @Test func bedAfterMidnight() throws {
        // Wake 8, lunch 1 PM, bed 1 AM: 9-11 AM, 1-2 PM, 8:30-10 PM; 17 h awake, 7 h asleep.
        let p = try Self.plan(wake: Self.t(8), lunch: Self.t(13), finish: Self.t(18), bed: Self.t(1))
        #expect(p.windows.map(\.rangeText) == ["9-11 AM", "1-2 PM", "8:30-10 PM"])
        #expect(p.nutritionHoursText == "📊 17 hours optimized nutrition")
        #expect(p.overnightFastText == "😴 7 hours overnight fast")
    }

    @Test func hourTexts() throws {
        // 960 min → 16; 990 → 16.5; 975 (16 h 15) → 16.25 → 16.3; 5 min → 0.083 → 0.1.
        #expect([960, 990, 975, 5, 0].map(NutriSyncPlan.hours) == ["16", "16.5", "16.3", "0.1", "0"])
        // Wake 6:15, bed 10 PM: 15 h 45 min awake → "15.8"; asleep 8 h 15 → "8.3".
        let p = try Self.plan(wake: Self.t(6, 15))
        #expect(p.nutritionHoursText == "📊 15.8 hours optimized nutrition")
        #expect(p.overnightFastText == "😴 8.3 hours overnight fast")
    }

    @Test func lateRiserMorningEndsAtLunch() throws {
        // Wake 10 AM, lunch 12: morning 11-1 would run into lunch → 11 AM-12 PM.
        let p = try Self.plan(wake: Self.t(10), lunch: Self.t(12), finish: Self.t(18), bed: Self.t(1))
        #expect(p.windows.map(\.rangeText) == ["11 AM-12 PM", "12-1 PM", "8:30-10 PM"])
    }

    @Test func wakeAfterLunchIsRefused() {
        // Wake 1 PM, lunch 12 PM: lunch falls 23 h after waking, past bed (10 PM): refused.
        #expect(throws: NutriSyncPlanError.lunchOutsideWakingDay) { try Self.plan(wake: Self.t(13), lunch: Self.t(12)) }
        #expect(NutriSyncPlanError.lunchOutsideWakingDay.message ==
                "lunch is not between waking up and going to bed: set a lunch time in your waking day")
    }

    @Test func dayTooShortForThreeMeals() {
        // Wake 6, lunch 7, bed 2 PM (8 h): morning 7-9 is cut to 7-7 by lunch → refused.
        #expect(throws: NutriSyncPlanError.windowsDoNotFit(.threeMeals)) {
            try Self.plan(wake: Self.t(6), lunch: Self.t(7), finish: Self.t(13), bed: Self.t(14))
        }
        #expect(NutriSyncPlanError.windowsDoNotFit(.threeMeals).message ==
                "your waking day has no room for 3 Meals/Day windows of at least 30 minutes: pick fewer meals or a longer day")
    }

    @Test func dayTooShortForFourMeals() {
        // Wake 8, bed 4 PM: first 9 AM, last ends by 2 PM: 4 h of room < 9 h.
        #expect(throws: NutriSyncPlanError.windowsDoNotFit(.fourToFiveMeals)) {
            try Self.plan(wake: Self.t(8), lunch: Self.t(12), finish: Self.t(15), bed: Self.t(16), frequency: .fourToFiveMeals)
        }
    }

    @Test func customWindows() throws {
        // 8-10 AM and 6-7 PM: shares by length, 120 : 60 → 67 / 33; 1850 × 67 % = 1239.5 → 1240, 610.
        let p = try Self.plan(frequency: .custom, custom: [.init(start: Self.t(18), end: Self.t(19)), .init(start: Self.t(8), end: Self.t(10))])
        #expect(p.windows.map(\.rangeText) == ["8-10 AM", "6-7 PM"])
        #expect(p.windows.map(\.share) == [67, 33])
        #expect(p.windows.map(\.calories) == [1240, 610])
        #expect(p.windows.map(\.name) == ["Meal 1", "Meal 2"])
    }

    @Test func customStartsFromThreeMeals() throws {
        let p = try Self.plan(frequency: .custom)
        #expect(p.windows.map(\.rangeText) == ["7-9 AM", "12-1 PM", "5:30-7 PM"])
        #expect(p.windows.map(\.share) == [25, 40, 35])
    }

    @Test func customRefusals() {
        let overlapping: [NutriSyncProfile.CustomWindow] = [.init(start: Self.t(8), end: Self.t(10)), .init(start: Self.t(9), end: Self.t(11))]
        let asleep: [NutriSyncProfile.CustomWindow] = [.init(start: Self.t(23), end: Self.t(23, 30))]
        let empty: [NutriSyncProfile.CustomWindow] = [.init(start: Self.t(9), end: Self.t(9))]
        let seven = (0..<7).map { NutriSyncProfile.CustomWindow(start: Self.t(7 + 2 * $0), end: Self.t(8 + 2 * $0)) }
        for windows in [overlapping, asleep, empty, seven] {
            #expect(throws: NutriSyncPlanError.invalidCustomWindows) { try Self.plan(frequency: .custom, custom: windows) }
        }
    }

    /// Every wake and bed time on the half hour, every frequency: either a clear error or
    /// windows in order, inside the waking day, ≥ 30 minutes, shares adding to 100 and
    /// calories to the day. 48 × 48 × 3 routines.
    @Test func everyRoutineIsPlannedOrRefused() {
        var planned = 0
        for wake in stride(from: 0, to: 1440, by: 30) {
            for bed in stride(from: 0, to: 1440, by: 30) {
                for frequency in [NutriSyncProfile.MealFrequency.twoMeals, .threeMeals, .fourToFiveMeals] {
                    let awake = (bed - wake + 1440) % 1440
                    let lunch = NutriSyncTime(minutes: wake + awake / 2), finish = NutriSyncTime(minutes: wake + awake * 3 / 4)
                    do {
                        let p = try Self.plan(wake: NutriSyncTime(minutes: wake), lunch: lunch, finish: finish,
                                              bed: NutriSyncTime(minutes: bed), frequency: frequency)
                        planned += 1
                        let ws = p.windows
                        #expect(ws.allSatisfy { $0.lengthMinutes >= 30 && $0.startAfterWake >= 0 && $0.startAfterWake + $0.lengthMinutes <= awake })
                        #expect(zip(ws, ws.dropFirst()).allSatisfy { $0.startAfterWake + $0.lengthMinutes <= $1.startAfterWake })
                        #expect(ws.map(\.share).reduce(0, +) == 100)
                        #expect(ws.map(\.calories).reduce(0, +) == p.calories)
                        #expect(p.eatingSpanMinutes + p.fastingMinutes == 1440)
                    } catch {
                        #expect(!error.message.isEmpty)
                    }
                }
            }
        }
        // 8-20 h days (25 lengths × 48 wake times) are planned for 3 meals at least.
        #expect(planned > 2000)
    }
}
