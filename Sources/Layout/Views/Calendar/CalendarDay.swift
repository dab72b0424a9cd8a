/// A day on the proleptic Gregorian calendar — year, month, day and nothing else: no time,
/// no time zone, no `Foundation.Calendar`. It is what a date picker selects and what a
/// calendar grid draws, so a render is the same on every machine and in every zone.
///
/// Apps keep their own date types today (FitAI's `FitAIDate`, NutriSync's `NutriSyncDate`);
/// this one has the same fields, the same valid range (years 1…9999) and the same day
/// arithmetic (days since 1970-01-01, H. Hinnant's algorithms), so either could become a
/// typealias of it or convert with `CalendarDay(year:month:day:)` without changing behaviour.
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1…9999.
    public let year: Int
    /// The month, 1 = January … 12 = December.
    public let month: Int
    /// The day of the month, 1…31.
    public let day: Int

    /// The years a day can be in: four digits, as ISO 8601 dates have.
    public static let years = 1...9999

    /// Nil for anything that is not a real day (`2025-02-29`, month 13, year 0 or 99999).
    public init?(year: Int, month: Int, day: Int) {
        guard Self.years.contains(year), (1...12).contains(month),
              (1...Self.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year; self.month = month; self.day = day
    }

    /// The day `dayNumber` days after 1970-01-01 (negative: before), clamped to the first
    /// and last days of `years` so that arithmetic at the edges never leaves the range.
    public init(dayNumber: Int) {
        let n = min(max(dayNumber, Self.firstDayNumber), Self.lastDayNumber)
        let z = n + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01 (negative before).
    public var dayNumber: Int { Self.dayNumber(year: year, month: month, day: day) }

    /// The day `days` later (earlier when negative), kept within `years`.
    public func adding(days: Int) -> CalendarDay { CalendarDay(dayNumber: dayNumber + days) }

    /// 1 = Sunday … 7 = Saturday, as `Calendar.component(.weekday, from:)` numbers them
    /// (1970-01-01 was a Thursday).
    public var weekday: Int { ((dayNumber + 4) % 7 + 7) % 7 + 1 }

    /// The month this day is in.
    public var calendarMonth: CalendarMonth { CalendarMonth(year: year, month: month) }

    /// `2025-10-14`.
    public var description: String {
        func pad(_ n: Int, _ width: Int) -> String { String(repeating: "0", count: max(0, width - String(n).count)) + String(n) }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public static func < (a: CalendarDay, b: CalendarDay) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    /// Whether `year` has a 29 February (Gregorian rule).
    public static func isLeapYear(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    /// 28…31; a month outside 1…12 has 31 days (callers validate the month first).
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    static let firstDayNumber = dayNumber(year: 1, month: 1, day: 1)
    static let lastDayNumber = dayNumber(year: 9999, month: 12, day: 31)
}

/// A month of a year: what a calendar grid shows.
public struct CalendarMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1…9999.
    public let year: Int
    /// 1 = January … 12 = December.
    public let month: Int

    /// Never fails, so a hostile month cannot crash a render: a month outside 1…12 rolls
    /// into the neighbouring years as `DateComponents` does (month 13 of 2025 is January
    /// 2026, month 0 is December 2024), then a month before year 1 becomes January of year 1
    /// and one after 9999 December 9999, the ends of `CalendarDay.years` (year 0 → 0001-01,
    /// year 99999 → 9999-12).
    public init(year: Int, month: Int) {
        // Floor division keeps negative months in the previous years. Both are clamped first
        // so that the month index cannot overflow for an absurd year or month (Int.max): a
        // carry of more than 10 001 years leaves 1…9999 whatever the year, so the clamp
        // changes no answer.
        let clampedYear = min(max(year, CalendarDay.years.lowerBound - 1), CalendarDay.years.upperBound + 1)
        let clampedMonth = min(max(month, -120_024), 120_024)
        let monthIndex = clampedYear * 12 + (clampedMonth - 1)
        let carriedYear = monthIndex >= 0 ? monthIndex / 12 : (monthIndex - 11) / 12
        let normalisedMonth = monthIndex - carriedYear * 12 + 1
        if carriedYear < CalendarDay.years.lowerBound {
            self.year = CalendarDay.years.lowerBound; self.month = 1
        } else if carriedYear > CalendarDay.years.upperBound {
            self.year = CalendarDay.years.upperBound; self.month = 12
        } else {
            self.year = carriedYear; self.month = normalisedMonth
        }
    }

    /// The 1st of the month.
    public var firstDay: CalendarDay { CalendarDay(year: year, month: month, day: 1)! }
    /// 28…31.
    public var numberOfDays: Int { CalendarDay.daysIn(month: month, year: year) }
    /// Every day of the month, in order.
    public var days: [CalendarDay] { (1...numberOfDays).map { CalendarDay(year: year, month: month, day: $0)! } }

    /// The month before (staying within `CalendarDay.years`).
    public var previous: CalendarMonth { CalendarMonth(year: year, month: month - 1) }
    /// The month after (staying within `CalendarDay.years`).
    public var next: CalendarMonth { CalendarMonth(year: year, month: month + 1) }

    /// How many blank cells come before the 1st in a grid whose weeks start on
    /// `firstWeekday` (1 = Sunday … 7 = Saturday; other values wrap round, 8 is Sunday).
    public func leadingBlanks(firstWeekday: Int) -> Int {
        ((firstDay.weekday - CalendarMonth.normalisedWeekday(firstWeekday)) % 7 + 7) % 7
    }

    /// The grid's rows: 4 (a 28-day February starting on the first weekday) to 6.
    public func weekCount(firstWeekday: Int) -> Int { (leadingBlanks(firstWeekday: firstWeekday) + numberOfDays + 6) / 7 }

    /// The grid, row by row, seven cells a row; nil for the blank cells outside the month.
    public func weeks(firstWeekday: Int) -> [[CalendarDay?]] {
        let blanks = leadingBlanks(firstWeekday: firstWeekday)
        let rows = weekCount(firstWeekday: firstWeekday)
        return (0..<rows).map { row in
            (0..<7).map { column in
                let day = row * 7 + column - blanks + 1
                return (1...numberOfDays).contains(day) ? CalendarDay(year: year, month: month, day: day) : nil
            }
        }
    }

    /// `2025-10`.
    public var description: String { String(firstDay.description.prefix(7)) }

    public static func < (a: CalendarMonth, b: CalendarMonth) -> Bool { (a.year, a.month) < (b.year, b.month) }

    static func normalisedWeekday(_ weekday: Int) -> Int { ((weekday - 1) % 7 + 7) % 7 + 1 }
}
