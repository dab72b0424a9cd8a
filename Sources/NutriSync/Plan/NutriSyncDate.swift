/// A day on the proleptic Gregorian calendar: three integers, no time zone, no clock.
///
/// The plan needs "today", a birth date and a completion date, and a render must not depend
/// on the machine, so nothing here reads `Date()`. Day arithmetic goes through a count of
/// days from 1970-01-01 (Howard Hinnant's `days_from_civil` / `civil_from_days`,
/// howardhinnant.github.io/date_algorithms.html). Years are limited to 1…9999 so that no
/// arithmetic on a hostile date can overflow; `init` returns nil outside that range or for
/// an impossible day (June 31, February 29 of a common year).
///
/// Cal AI has its own `CalendarDate` (Sources/CalAI/Plan); the two are the same idea and
/// could move to a shared target — not done here, apps never import each other.
public struct NutriSyncDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    /// 1 = January … 12 = December.
    public let month: Int
    public let day: Int

    public static let years = 1...9999

    public init?(year: Int, month: Int, day: Int) {
        guard Self.years.contains(year), (1...12).contains(month),
              day >= 1, day <= Self.daysInMonth(month, year: year) else { return nil }
        (self.year, self.month, self.day) = (year, month, day)
    }

    public static func isLeapYear(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    public static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 (0 on that day).
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `days` after 1970-01-01, or nil outside years 1…9999.
    public init?(daysSinceEpoch days: Int) {
        guard abs(days) < 4_000_000 else { return nil }
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// The day `days` later, or nil past year 9999.
    public func adding(days: Int) -> NutriSyncDate? { NutriSyncDate(daysSinceEpoch: daysSinceEpoch + days) }

    /// Whole years from `self` (a birth date) to `date`, one more on each birthday (a
    /// February 29 birthday counts on March 1 in common years). Negative when `date` is
    /// earlier.
    public func wholeYears(until date: NutriSyncDate) -> Int {
        let years = date.year - year
        return (date.month, date.day) < (month, day) ? years - 1 : years
    }

    public static func < (a: NutriSyncDate, b: NutriSyncDate) -> Bool { a.daysSinceEpoch < b.daysSinceEpoch }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                             "August", "September", "October", "November", "December"]

    /// "February 23, 2026": the weight goal's "Estimated completion" and the plan summary's
    /// "Reach goal weight by [date]". English, fixed: a render must not depend on a locale.
    public var longText: String { "\(Self.monthNames[month - 1]) \(day), \(year)" }

    /// ISO 8601, "2026-02-23".
    public var description: String {
        func pad(_ n: Int, _ width: Int) -> String { String(repeating: "0", count: max(0, width - String(n).count)) + String(n) }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}
