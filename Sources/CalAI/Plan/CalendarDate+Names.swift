extension CalendarDate {
    /// English month names, as Cal AI's English screens write them ("Lose 12 lbs by
    /// December 26"). Fixed, not localised: a render must not depend on the machine.
    public static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                                    "August", "September", "October", "November", "December"]

    /// "December".
    public var monthName: String { Self.monthNames[month - 1] }

    /// "Dec": the date-of-birth wheel's short form.
    public var shortMonthName: String { String(monthName.prefix(3)) }

    /// "December 26": the goal line leaves the year out, as the app does.
    public var monthDayText: String { "\(monthName) \(day)" }
}
