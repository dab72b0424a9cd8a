/// How an app marks a day in a calendar grid — FitAI's history draws days where the goal
/// was met green and missed ones red. `filled` puts a disc of the colour at 22 % behind the
/// number and keeps the number in the label colour (black in light, white in dark), so the
/// number stays ≥ 4.5:1 on its disc in both appearances: a green or red number on a pale disc
/// of the same hue reaches only about 2:1 in light appearance. `dot` leaves the number as it is
/// and puts a 6-pt dot of the full colour under it (as Calendar and Fitness do for events).
/// `status` is added to the day's VoiceOver label ("Tuesday, October 14, Goal met"), because
/// a colour alone says nothing to someone who cannot see it.
public struct CalendarDayMark: Hashable, Sendable {
    /// A disc behind the number, or a dot under it.
    public enum Style: Hashable, Sendable { case filled, dot }
    /// The mark's colour (the disc is drawn at `fillOpacity`).
    public var color: Color
    public var style: Style
    /// What VoiceOver adds to the day's label ("Goal met").
    public var status: String

    /// A mark of `color` in `style`, read as `status`.
    public init(color: Color, style: Style, status: String) {
        self.color = color; self.style = style; self.status = status
    }

    /// A disc of `color` at 22 % behind the day's number, read as `status`.
    public static func filled(_ color: Color, status: String) -> CalendarDayMark { CalendarDayMark(color: color, style: .filled, status: status) }
    /// A 6-pt dot of `color` under the day's number, read as `status`.
    public static func dot(_ color: Color, status: String) -> CalendarDayMark { CalendarDayMark(color: color, style: .dot, status: status) }

    /// The disc's opacity for `filled`.
    public static let fillOpacity = 0.22
}

/// Decides each day's mark; nil leaves the day plain. Asked only for days of the month
/// shown: whatever it would say about other days is never drawn (iOS leaves them blank).
public typealias CalendarDayDecoration = @Sendable (CalendarDay) -> CalendarDayMark?

struct CalendarDayDecorationKey: EnvironmentKey {
    static let defaultValue: CalendarDayDecoration? = nil
}

/// Today, for the grid's tint-coloured number. A render is one fixed moment and never reads
/// the clock, so it is nil (no day is today) until a screen says which day it is.
struct CalendarTodayKey: EnvironmentKey {
    static let defaultValue: CalendarDay? = nil
}

/// The first column's weekday, 1 = Sunday (en_US, the default) … 7 = Saturday.
struct CalendarFirstWeekdayKey: EnvironmentKey {
    static let defaultValue = 1
}

extension EnvironmentValues {
    /// How calendar grids inside mark each day (`.calendarDayDecoration`); nil marks none.
    public var calendarDayDecoration: CalendarDayDecoration? {
        get { self[CalendarDayDecorationKey.self] }
        set { self[CalendarDayDecorationKey.self] = newValue }
    }
    /// The day calendar grids inside draw as today; nil (the default) draws none.
    public var calendarToday: CalendarDay? {
        get { self[CalendarTodayKey.self] }
        set { self[CalendarTodayKey.self] = newValue }
    }
    /// Always 1…7: other values wrap round (0 is Saturday, 8 Sunday).
    public var calendarFirstWeekday: Int {
        get { self[CalendarFirstWeekdayKey.self] }
        set { self[CalendarFirstWeekdayKey.self] = CalendarMonth.normalisedWeekday(newValue) }
    }
}

extension View {
    /// Marks days of every calendar grid inside (graphical date pickers, `CalendarMonthView`).
    ///
    ///     DatePicker("", selection: day, displayedComponents: .date)
    ///         .datePickerStyle(.graphical)
    ///         .calendarDayDecoration { day in
    ///             summaries[day].map { $0.goalMet ? .filled(.green, status: "Goal met") : .filled(.red, status: "Goal missed") }
    ///         }
    nonisolated public func calendarDayDecoration(_ decoration: @escaping CalendarDayDecoration) -> some View {
        EnvironmentModifier(content: self) { $0.calendarDayDecoration = decoration }
    }
    /// The day the calendars inside draw as today (in the tint colour).
    nonisolated public func calendarToday(_ day: CalendarDay?) -> some View {
        EnvironmentModifier(content: self) { $0.calendarToday = day }
    }
    /// The weekday of the calendars' first column: 1 = Sunday … 7 = Saturday (2 for Monday,
    /// as in most of Europe). Out-of-range values wrap round.
    nonisolated public func calendarFirstWeekday(_ weekday: Int) -> some View {
        EnvironmentModifier(content: self) { $0.calendarFirstWeekday = weekday }
    }
}
