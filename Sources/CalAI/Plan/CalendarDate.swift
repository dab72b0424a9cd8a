/// A day on the proleptic Gregorian calendar, with no time and no time zone.
///
/// The plan needs "today", a birth date and a target date, and every render must be the
/// same on every machine, so there is no Foundation `Date`, no clock and no locale here:
/// a date is three integers, and day arithmetic goes through a day count from
/// 1970-01-01 (`daysSinceEpoch`, which is 0 on that day and negative before it).
public struct CalendarDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public let year: Int
    /// 1 = January … 12 = December.
    public let month: Int
    /// 1 … `CalendarDate.daysInMonth(month, year: year)`.
    public let day: Int

    /// Traps on an impossible date (month 13, June 31, February 29 in a common year): a
    /// fixture with such a date is a typo, and a wrong day count would hide it.
    public init(year: Int, month: Int, day: Int) {
        precondition(Self.isValid(year: year, month: month, day: day), "no such date: \(year)-\(month)-\(day)")
        self.year = year
        self.month = month
        self.day = day
    }

    public static func isValid(year: Int, month: Int, day: Int) -> Bool {
        (1...12).contains(month) && day >= 1 && day <= daysInMonth(month, year: year)
    }

    /// Gregorian rule: every fourth year, except centuries not divisible by 400
    /// (2000 and 2024 are leap years; 1900, 2023 and 2100 are not).
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days after `self` until `other` (negative when `other` is earlier).
    public func days(until other: CalendarDate) -> Int { other.daysSinceEpoch - daysSinceEpoch }

    public func adding(days: Int) -> CalendarDate { CalendarDate(daysSinceEpoch: daysSinceEpoch + days) }

    public static func < (a: CalendarDate, b: CalendarDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    /// ISO 8601, "2025-12-26": unambiguous in test failures.
    public var description: String {
        func pad(_ n: Int, _ width: Int) -> String {
            let digits = String(n)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(year < 0 ? "-" : "")\(pad(abs(year), 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Decoding goes through the same check as the initialiser, so a hand-edited fixture
    /// cannot smuggle in "2025-02-30".
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let (y, m, d) = (try c.decode(Int.self, forKey: .year), try c.decode(Int.self, forKey: .month),
                         try c.decode(Int.self, forKey: .day))
        guard Self.isValid(year: y, month: m, day: d) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no such date: \(y)-\(m)-\(d)"))
        }
        self.init(year: y, month: m, day: d)
    }
}
