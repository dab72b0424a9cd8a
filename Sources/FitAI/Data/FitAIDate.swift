/// A calendar day as the seed's `Date` columns hold it (`2025-09-01`), with no time zone:
/// the day the user ate, whatever zone they are in. Days are counted as proleptic
/// Gregorian days since 1970-01-01, so arithmetic needs no `Calendar`.
public struct FitAIDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Nil for anything that is not a real day (`2025-02-29`, `2025-13-01`).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Self.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year; self.month = month; self.day = day
    }

    /// Parses exactly `YYYY-MM-DD`.
    public init?(iso text: String) {
        let b = Array(text.utf8)
        guard b.count == 10, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"),
              let y = Self.digits(b[0..<4]), let m = Self.digits(b[5..<7]), let d = Self.digits(b[8..<10])
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// The day `dayNumber` days after 1970-01-01 (H. Hinnant's civil-from-days).
    public init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (m <= 2 ? 1 : 0); month = m; day = d
    }

    /// Days since 1970-01-01 (negative before).
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    public func adding(days: Int) -> FitAIDate { FitAIDate(dayNumber: dayNumber + days) }

    /// 1 = Monday … 7 = Sunday (ISO 8601); 1970-01-01 was a Thursday.
    public var weekday: Int { ((dayNumber + 3) % 7 + 7) % 7 + 1 }

    /// The Monday on or before this day: weeks start on Monday, as ISO 8601's do.
    public var weekStart: FitAIDate { adding(days: 1 - weekday) }

    public var firstOfMonth: FitAIDate { FitAIDate(year: year, month: month, day: 1)! }

    public var daysInMonth: Int { Self.daysIn(month: month, year: year) }

    public var description: String {
        func pad(_ n: Int, _ width: Int) -> String { String(repeating: "0", count: max(0, width - String(n).count)) + String(n) }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public static func < (a: FitAIDate, b: FitAIDate) -> Bool { a.dayNumber < b.dayNumber }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func digits(_ bytes: ArraySlice<UInt8>) -> Int? {
        var n = 0
        for c in bytes {
            guard c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") else { return nil }
            n = n * 10 + Int(c - UInt8(ascii: "0"))
        }
        return n
    }
}
