import CalAI
import Testing

/// `CalendarDate`: day arithmetic, leap years, ages.
@Suite struct CalAIPlanDateTests {
    typealias D = CalendarDate

    @Test func dayCountAnchors() {
        #expect(D(year: 1970, month: 1, day: 1).daysSinceEpoch == 0)
        #expect(D(year: 1969, month: 12, day: 31).daysSinceEpoch == -1)
        // 30 years to 2000: 30 × 365 + 7 leap days (72, 76, …, 96) = 10 957.
        #expect(D(year: 2000, month: 1, day: 1).daysSinceEpoch == 10_957)
        // + 31 (January) + 29 (leap February) = 11 017.
        #expect(D(year: 2000, month: 3, day: 1).daysSinceEpoch == 11_017)
        #expect(D(daysSinceEpoch: 11_017) == D(year: 2000, month: 3, day: 1))
    }

    @Test func acrossTheYearEnd() {
        #expect(D(year: 2025, month: 12, day: 31).adding(days: 1) == D(year: 2026, month: 1, day: 1))
        #expect(D(year: 2026, month: 1, day: 1).adding(days: -1) == D(year: 2025, month: 12, day: 31))
        // Oct 3 → Jan 23: 28 + 30 + 31 + 23 = 112.
        #expect(D(year: 2025, month: 10, day: 3).days(until: D(year: 2026, month: 1, day: 23)) == 112)
        #expect(D(year: 2026, month: 1, day: 23).days(until: D(year: 2025, month: 10, day: 3)) == -112)
    }

    @Test func leapYears() {
        #expect(D.isLeapYear(2024) && D.isLeapYear(2000))
        #expect(!D.isLeapYear(2025) && !D.isLeapYear(1900) && !D.isLeapYear(2100))
        #expect(D(year: 2024, month: 2, day: 28).adding(days: 1) == D(year: 2024, month: 2, day: 29))
        #expect(D(year: 2024, month: 2, day: 28).adding(days: 2) == D(year: 2024, month: 3, day: 1))
        #expect(D(year: 2025, month: 2, day: 28).adding(days: 1) == D(year: 2025, month: 3, day: 1))
        #expect(D(year: 2100, month: 2, day: 28).adding(days: 1) == D(year: 2100, month: 3, day: 1))
        #expect(D(year: 2024, month: 1, day: 1).days(until: D(year: 2025, month: 1, day: 1)) == 366)
        #expect(D(year: 2025, month: 1, day: 1).days(until: D(year: 2026, month: 1, day: 1)) == 365)
        #expect(!D.isValid(year: 2025, month: 2, day: 29) && D.isValid(year: 2024, month: 2, day: 29))
    }

    /// Every day from 1899-12-01 to 2101-11-01 (over 1900 and 2100, not leap, and 2000,
    /// leap) against a naive day-by-day increment, both ways through the day count.
    @Test func everyDayAgreesWithNaiveCounting() {
        var (y, m, d) = (1899, 12, 1)
        let start = D(year: y, month: m, day: d)
        #expect(start.daysSinceEpoch == -25_598)
        var mismatches: [String] = []
        for offset in 0..<73_750 {
            let date = start.adding(days: offset)
            if date != D(year: y, month: m, day: d) || date.daysSinceEpoch != start.daysSinceEpoch + offset {
                mismatches.append("\(offset): \(date) ≠ \(y)-\(m)-\(d)")
            }
            d += 1
            if d > D.daysInMonth(m, year: y) { (d, m) = (1, m + 1) }
            if m > 12 { (m, y) = (1, y + 1) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect((y, m, d) == (2101, 11, 2))
    }

    @Test func ageAroundABirthday() {
        let born = D(year: 1995, month: 6, day: 15)
        #expect(born.wholeYears(until: D(year: 2025, month: 6, day: 14)) == 29)
        #expect(born.wholeYears(until: D(year: 2025, month: 6, day: 15)) == 30)
        #expect(born.wholeYears(until: D(year: 2025, month: 6, day: 16)) == 30)
        // The age moves the BMR by 5 kcal a year: the day before the 30th birthday the
        // sample's BMR is 1782.716266 + 5 = 1787.716266.
        var profile = CalAIProfile.sample
        profile.today = D(year: 2025, month: 6, day: 14)
        #expect(profile.age == 29)
        #expect(abs(profile.plan.bmr - 1787.716266) < 1e-9)
    }

    @Test func leapDayBirthday() {
        let born = D(year: 2000, month: 2, day: 29)
        #expect(born.wholeYears(until: D(year: 2023, month: 2, day: 28)) == 22)
        #expect(born.wholeYears(until: D(year: 2023, month: 3, day: 1)) == 23)
        #expect(born.wholeYears(until: D(year: 2024, month: 2, day: 28)) == 23)
        #expect(born.wholeYears(until: D(year: 2024, month: 2, day: 29)) == 24)
    }

    @Test func names() {
        let date = D(year: 2025, month: 12, day: 26)
        #expect(date.monthName == "December")
        #expect(date.shortMonthName == "Dec")
        #expect(date.monthDayText == "December 26")
        #expect(date.description == "2025-12-26")
        #expect(D(year: 2025, month: 10, day: 3) < date)
    }
}
