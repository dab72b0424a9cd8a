import NutriSync
import Testing

@Suite struct NutriSyncImpactTests {
    @Test func rule() throws {
        // 182.5 h per point below 10; ÷ 8 h for days; 3/4 of the days, down to 5, for the good news.
        // Level 1: 1642.5 → 1,643 h; 205.31 → 205 days; 153.98 → 150+.
        let one = try NutriSyncImpact(level: 1)
        #expect([one.hoursLost, one.daysSuboptimal, one.daysRegained] == [1643, 205, 150])
        #expect(one.hoursText == "At this rate, you'll lose 1,643 hours of productive time this year")
        // Level 9: 182.5 h → 183; 22.81 → 23 days; 17.1 → 15+.
        let nine = try NutriSyncImpact(level: 9)
        #expect([nine.hoursLost, nine.daysSuboptimal, nine.daysRegained] == [183, 23, 15])
        let ten = try NutriSyncImpact(level: 10)
        #expect([ten.hoursLost, ten.daysSuboptimal, ten.daysRegained] == [0, 0, 0])
        #expect(ten.goodNewsText == "0+ days")
    }

    @Test func monotonic() throws {
        let all = try (1...10).map { level throws(NutriSyncPlanError) in try NutriSyncImpact(level: level) }
        for (a, b) in zip(all, all.dropFirst()) {
            #expect(a.hoursLost > b.hoursLost && a.daysSuboptimal > b.daysSuboptimal && a.daysRegained >= b.daysRegained)
        }
        #expect(throws: NutriSyncPlanError.energyLevelOutOfRange(level: -3)) { try NutriSyncImpact(level: -3) }
    }
}

@Suite struct NutriSyncValidationTests {
    static let today = NutriSyncDate(year: 2025, month: 9, day: 1)!
    static func born(_ y: Int, _ m: Int, _ d: Int) -> NutriSyncDate { NutriSyncDate(year: y, month: m, day: d)! }

    @Test func basicInfo() {
        #expect(NutriSyncValidation.basicInfo(name: "Alex", birthDate: Self.born(1993, 4, 12), today: Self.today).isEmpty)
        #expect(NutriSyncValidation.basicInfo(name: "  \t", birthDate: Self.born(1993, 4, 12), today: Self.today)
                == [.name: "Please enter your name"])
        #expect(NutriSyncValidation.basicInfo(name: "", birthDate: Self.born(2012, 9, 2), today: Self.today)
                == [.name: "Please enter your name", .birthDate: "You must be at least 13 to use NutriSync"])
        // 13 on the birthday itself.
        #expect(NutriSyncValidation.basicInfo(name: "A", birthDate: Self.born(2012, 9, 1), today: Self.today).isEmpty)
        // 121 years old, and a birth date after today.
        #expect(NutriSyncValidation.basicInfo(name: "A", birthDate: Self.born(1904, 8, 31), today: Self.today)
                == [.birthDate: "Please enter a valid birth date"])
        #expect(NutriSyncValidation.basicInfo(name: "A", birthDate: Self.born(1905, 9, 1), today: Self.today).isEmpty)
        #expect(NutriSyncValidation.basicInfo(name: "A", birthDate: Self.born(2025, 9, 2), today: Self.today)
                == [.birthDate: "Please enter a valid birth date"])
    }

    @Test func account() {
        #expect(NutriSyncValidation.account(email: "email@example.com", password: "12345678").isEmpty)
        #expect(NutriSyncValidation.account(email: "email@example.com", password: "1234567")
                == [.password: "Password must be at least 8 characters"])
        for bad in ["", "email", "@example.com", "email@", "email@example", "email@.com", "email@example.", "a@b@c.com",
                    "em ail@example.com", "email@exa..com"] {
            #expect(NutriSyncValidation.account(email: bad, password: "long enough") == [.email: "Please enter a valid email address"],
                    "\(bad)")
        }
    }
}
