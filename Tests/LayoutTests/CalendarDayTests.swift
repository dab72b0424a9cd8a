import Layout
import Testing

/// `CalendarDay` / `CalendarMonth`: day arithmetic against known dates, leap years, the grid
/// shape of known months, and the documented answers to hostile input.
@Suite struct CalendarDayTests {
    func day(_ y: Int, _ m: Int, _ d: Int) -> CalendarDay { CalendarDay(year: y, month: m, day: d)! }

    @Test func weekdaysOfKnownDates() {
        // 1 = Sunday … 7 = Saturday, as Foundation's Calendar numbers them.
        #expect(day(1970, 1, 1).weekday == 5)    // Thursday
        #expect(day(2025, 10, 1).weekday == 4)   // Wednesday
        #expect(day(2025, 10, 14).weekday == 3)  // Tuesday
        #expect(day(2000, 2, 29).weekday == 3)   // Tuesday
        #expect(day(1, 1, 1).weekday == 2)       // Monday (proleptic Gregorian)
        #expect(day(9999, 12, 31).weekday == 6)  // Friday
        #expect(day(1969, 12, 31).weekday == 4)  // before the epoch: Wednesday
    }

    @Test func leapYears() {
        #expect(CalendarDay.daysIn(month: 2, year: 2024) == 29)
        #expect(CalendarDay.daysIn(month: 2, year: 2025) == 28)
        #expect(CalendarDay.daysIn(month: 2, year: 2100) == 28, "divisible by 100, not by 400")
        #expect(CalendarDay.daysIn(month: 2, year: 2000) == 29, "divisible by 400")
        #expect(CalendarDay(year: 2024, month: 2, day: 29) != nil)
        #expect(CalendarDay(year: 2100, month: 2, day: 29) == nil)
        #expect(day(2024, 2, 28).adding(days: 1) == day(2024, 2, 29))
        #expect(day(2024, 2, 29).adding(days: 1) == day(2024, 3, 1))
        #expect(day(2100, 2, 28).adding(days: 1) == day(2100, 3, 1))
        #expect(day(2024, 12, 31).adding(days: 1) == day(2025, 1, 1))
        #expect(day(2100, 3, 1).dayNumber - day(2100, 2, 1).dayNumber == 28)
        #expect(day(2024, 3, 1).dayNumber - day(2024, 2, 1).dayNumber == 29)
    }

    @Test func dayNumbersRoundTripAcrossTheWholeRange() {
        #expect(day(1970, 1, 1).dayNumber == 0)
        #expect(day(2025, 10, 1).dayNumber == 20_362)
        for n in stride(from: -719_162, through: 2_932_896, by: 997) {
            #expect(CalendarDay(dayNumber: n).dayNumber == n)
        }
        #expect(day(1, 1, 1).dayNumber == -719_162)
        #expect(day(9999, 12, 31).dayNumber == 2_932_896)
    }

    @Test func hostileDaysAreNilOrClamped() {
        #expect(CalendarDay(year: 2025, month: 0, day: 1) == nil)
        #expect(CalendarDay(year: 2025, month: 13, day: 1) == nil)
        #expect(CalendarDay(year: 0, month: 1, day: 1) == nil)
        #expect(CalendarDay(year: 99_999, month: 1, day: 1) == nil)
        #expect(CalendarDay(year: 2025, month: 4, day: 31) == nil)
        #expect(CalendarDay(year: 2025, month: 1, day: 0) == nil)
        #expect(CalendarDay(year: Int.min, month: Int.max, day: Int.min) == nil)
        // Arithmetic stays within years 1…9999.
        #expect(CalendarDay(dayNumber: Int.max) == day(9999, 12, 31))
        #expect(CalendarDay(dayNumber: Int.min) == day(1, 1, 1))
        #expect(day(9999, 12, 31).adding(days: 1) == day(9999, 12, 31))
        #expect(day(1, 1, 1).adding(days: -1) == day(1, 1, 1))
        #expect(day(2025, 10, 1).description == "2025-10-01")
        #expect(day(7, 3, 9).description == "0007-03-09")
    }

    @Test func monthsOutOfRangeRollOverThenClamp() {
        func month(_ y: Int, _ m: Int) -> String { CalendarMonth(year: y, month: m).description }
        #expect(month(2025, 13) == "2026-01")
        #expect(month(2025, 0) == "2024-12")
        #expect(month(2025, -12) == "2023-12")
        #expect(month(2025, 25) == "2027-01")
        #expect(month(0, 10) == "0001-01")
        #expect(month(1, 0) == "0001-01")
        #expect(month(99_999, 5) == "9999-12")
        #expect(month(9999, 13) == "9999-12")
        #expect(month(Int.max, Int.max) == "9999-12")
        #expect(month(Int.min, Int.min) == "0001-01")
        #expect(month(2025, Int.max) == "9999-12")
        #expect(CalendarMonth(year: 2025, month: 1).previous.description == "2024-12")
        #expect(CalendarMonth(year: 2025, month: 12).next.description == "2026-01")
    }

    @Test func october2025StartsOnWednesdayInFiveWeeks() {
        let october = CalendarMonth(year: 2025, month: 10)
        #expect(october.leadingBlanks(firstWeekday: 1) == 3)
        #expect(october.weekCount(firstWeekday: 1) == 5)
        let weeks = october.weeks(firstWeekday: 1)
        #expect(weeks[0].map { $0?.day } == [nil, nil, nil, 1, 2, 3, 4])
        #expect(weeks[4].map { $0?.day } == [26, 27, 28, 29, 30, 31, nil])
        // Weeks starting on Monday: 1 October moves to the third column.
        #expect(october.leadingBlanks(firstWeekday: 2) == 2)
        #expect(october.weeks(firstWeekday: 2)[0].map { $0?.day } == [nil, nil, 1, 2, 3, 4, 5])
    }

    @Test func monthsNeedFourToSixWeeks() {
        #expect(CalendarMonth(year: 2026, month: 2).weekCount(firstWeekday: 1) == 4, "28 days from a Sunday")
        #expect(CalendarMonth(year: 2025, month: 8).weekCount(firstWeekday: 1) == 6, "31 days from a Friday")
        #expect(CalendarMonth(year: 2024, month: 2).weekCount(firstWeekday: 1) == 5)
        #expect(CalendarMonth(year: 2024, month: 2).weeks(firstWeekday: 1).joined().compactMap { $0 }.count == 29)
        #expect(CalendarMonth(year: 2100, month: 2).weeks(firstWeekday: 1).joined().compactMap { $0 }.count == 28)
    }

    @Test func firstWeekdayWrapsRound() {
        let october = CalendarMonth(year: 2025, month: 10)
        #expect(october.leadingBlanks(firstWeekday: 8) == october.leadingBlanks(firstWeekday: 1))
        #expect(october.leadingBlanks(firstWeekday: 0) == october.leadingBlanks(firstWeekday: 7))
        #expect(october.leadingBlanks(firstWeekday: -6) == october.leadingBlanks(firstWeekday: 1))
        var env = EnvironmentValues()
        env.calendarFirstWeekday = 9
        #expect(env.calendarFirstWeekday == 2)
    }

    @Test func namesAreEnglish() {
        #expect(CalendarNames.monthAndYear(CalendarMonth(year: 2025, month: 10)) == "October 2025")
        #expect(CalendarNames.weekdayHeader(1) == "SUN")
        #expect(CalendarNames.weekdayHeader(9) == "MON")
        #expect(CalendarNames.abbreviated(day(2025, 10, 1)) == "Oct 1, 2025")
        #expect(CalendarNames.long(day(2025, 10, 1)) == "October 1, 2025")
        #expect(CalendarNames.dayCell(day(2025, 10, 14)) == "Tuesday, October 14")
    }
}
