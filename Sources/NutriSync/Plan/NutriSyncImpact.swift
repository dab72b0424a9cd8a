/// The impact calculator (screen 1.3) and the good news (1.4), from the energy slider.
///
/// The seed gives no formula, so this is ours, stated once and monotonic (a lower level
/// never loses fewer hours):
/// - each point below 10 costs 30 minutes of productive time a day, every day:
///   hours a year = 365 × 0.5 × (10 − level) = 182.5 × (10 − level), shown rounded (half up);
/// - "days of feeling suboptimal" are those hours in 8-hour working days: hours ÷ 8, rounded;
/// - the good news claims back three quarters of those days, rounded down to a multiple of
///   5 and shown with "+": level 5 → 912.5 h → 114.06 days → 85.55 → "85+ days", the
///   seed's number. The sample profile's level is 5 for that reason.
/// Level 10 loses nothing: 0 hours, 0 days, "0+ days".
public struct NutriSyncImpact: Sendable, Hashable {
    public static let levels = 1...10
    public static let minutesLostPerPointPerDay = 30.0
    public static let hoursPerWorkingDay = 8.0
    public static let reclaimedShare = 0.75

    public let level: Int
    /// The unrounded hours a year.
    public let exactHours: Double
    public let hoursLost: Int
    public let daysSuboptimal: Int
    /// The good-news number, a multiple of 5.
    public let daysRegained: Int

    public init(level: Int) throws(NutriSyncPlanError) {
        guard Self.levels.contains(level) else { throw .energyLevelOutOfRange(level: level) }
        self.level = level
        exactHours = 365 * Self.minutesLostPerPointPerDay / 60 * Double(10 - level)
        hoursLost = Int(exactHours.rounded())
        let days = exactHours / Self.hoursPerWorkingDay
        daysSuboptimal = Int(days.rounded())
        daysRegained = Int((Self.reclaimedShare * days / 5).rounded(.down)) * 5
    }

    /// "At this rate, you'll lose 913 hours of productive time this year".
    public var hoursText: String { Self.hoursText(hoursLost) }
    /// "That's 114 days of feeling suboptimal".
    public var daysText: String { Self.daysText(daysSuboptimal) }

    /// The two sentences for any count, so the count-up animation's frames (0 → 913) say
    /// them in the same words as the screen at rest. `hoursSpan`/`daysSpan` are the bold parts.
    public static func hoursText(_ hours: Int) -> String { "At this rate, you'll lose \(hoursSpan(hours)) of productive time this year" }
    public static func daysText(_ days: Int) -> String { "That's \(daysSpan(days)) of feeling suboptimal" }
    /// "913 hours", "114 days": the seed's **X hours** and **Y days** ("1 hour" while a
    /// count passes 1).
    public static func hoursSpan(_ hours: Int) -> String { "\(grouped(hours)) hour" + (hours == 1 ? "" : "s") }
    public static func daysSpan(_ days: Int) -> String { "\(days) day" + (days == 1 ? "" : "s") }
    /// "85+ days".
    public var goodNewsText: String { "\(daysRegained)+ days" }

    /// 1642 → "1,642".
    static func grouped(_ n: Int) -> String {
        n < 1000 ? "\(n)" : "\(grouped(n / 1000)),\(String(repeating: "0", count: 3 - String(n % 1000).count))\(n % 1000)"
    }
}
