/// The English (en_US) names a calendar shows and VoiceOver reads. Layout has no locale
/// machinery; these are the strings iOS 18 uses in the en_US locale.
public enum CalendarNames {
    /// "January" … "December".
    public static let months = ["January", "February", "March", "April", "May", "June",
                                "July", "August", "September", "October", "November", "December"]
    /// Indexed by `weekday - 1` (1 = Sunday).
    public static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// "October 2025": the graphical picker's header.
    public static func monthAndYear(_ month: CalendarMonth) -> String { "\(months[month.month - 1]) \(month.year)" }

    /// "SUN" … "SAT": the weekday row (iOS's `shortStandaloneWeekdaySymbols`, upper-cased).
    public static func weekdayHeader(_ weekday: Int) -> String {
        String(weekdays[CalendarMonth.normalisedWeekday(weekday) - 1].prefix(3)).uppercased()
    }

    /// "Oct 1, 2025": a date in the compact picker (`Date.FormatStyle` `.abbreviated`).
    public static func abbreviated(_ day: CalendarDay) -> String {
        "\(months[day.month - 1].prefix(3)) \(day.day), \(day.year)"
    }

    /// "October 1, 2025": what VoiceOver reads for a date.
    public static func long(_ day: CalendarDay) -> String { "\(months[day.month - 1]) \(day.day), \(day.year)" }

    /// "Wednesday, October 1": what VoiceOver reads for a day in the grid.
    public static func dayCell(_ day: CalendarDay) -> String {
        "\(weekdays[day.weekday - 1]), \(months[day.month - 1]) \(day.day)"
    }
}
