/// A time of day on the daily-routine screen ("Wake up? [6:00 AM] ±"), in whole minutes
/// after midnight, 0 … 1439. Times wrap: the plan reads a routine from the wake time
/// forward, so a bedtime of 1:00 AM is 1 AM of the next day (`minutes(after:)`).
public struct NutriSyncTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    public static let minutesPerDay = 1440

    /// 0 … 1439.
    public let minutes: Int

    /// Any whole number of minutes, wrapped into one day (−60 is 11 PM, 1500 is 1 AM).
    public init(minutes: Int) {
        self.minutes = ((minutes % Self.minutesPerDay) + Self.minutesPerDay) % Self.minutesPerDay
    }

    /// 24-hour clock: `NutriSyncTime(hour: 17, minute: 30)` is 5:30 PM.
    /// Wrapped before multiplying, so no hour a caller passes can overflow.
    public init(hour: Int, minute: Int = 0) { self.init(minutes: (hour % 24) * 60 + minute % Self.minutesPerDay) }

    public var hour: Int { minutes / 60 }
    public var minute: Int { minutes % 60 }

    /// Minutes from `start` forward to `self`, 0 … 1439: how far into a day that begins at
    /// `start` this time falls.
    public func minutes(after start: NutriSyncTime) -> Int {
        (minutes - start.minutes + Self.minutesPerDay) % Self.minutesPerDay
    }

    /// The 12-hour hour, 1 … 12.
    var hour12: Int { hour % 12 == 0 ? 12 : hour % 12 }
    var meridiem: String { hour < 12 ? "AM" : "PM" }
    /// "7" or "5:30": the seed leaves ":00" out of its window ranges.
    var shortClock: String { minute == 0 ? "\(hour12)" : "\(hour12):\(minute < 10 ? "0" : "")\(minute)" }

    /// "6:00 AM": the routine steppers and "Your first meal window opens at 7:00 AM".
    public var text: String { "\(hour12):\(minute < 10 ? "0" : "")\(minute) \(meridiem)" }

    /// "7 AM", "5:30 PM".
    public var shortText: String { "\(shortClock) \(meridiem)" }

    public var description: String { text }

    public static func < (a: NutriSyncTime, b: NutriSyncTime) -> Bool { a.minutes < b.minutes }
}
