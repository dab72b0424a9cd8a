import DisplayList
import Tokens
public import Foundation

/// SwiftUI's `DatePickerStyle`: `.compact` (the default, `.automatic`) and `.graphical`.
/// `.wheel` is not drawn (it draws as compact).
public struct DatePickerStyle: Hashable, Sendable {
    let name: String
    /// `.compact` on iOS.
    public static let automatic = DatePickerStyle(name: "compact")
    /// A row: the title and the date on a rounded chip.
    public static let compact = DatePickerStyle(name: "compact")
    /// The inline month calendar with its header.
    public static let graphical = DatePickerStyle(name: "graphical")
    /// Accepted for SwiftUI's spelling; drawn as `.compact`.
    public static let wheel = DatePickerStyle(name: "compact")
}

/// SwiftUI's `DatePickerComponents`: the date chip, the time chip, or both (a compact picker
/// given a `Date`; one given a `CalendarDay` has no time of day and draws its date).
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The day.
    public static let date = DatePickerComponents(rawValue: 1)
    /// The time of day.
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

struct DatePickerStyleKey: EnvironmentKey {
    static let defaultValue = DatePickerStyle.automatic
}

extension EnvironmentValues {
    /// The style of date pickers inside (`.datePickerStyle(_:)`).
    public var datePickerStyle: DatePickerStyle {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// SwiftUI's `.datePickerStyle(_:)`: applies to every date picker inside.
    nonisolated public func datePickerStyle(_ style: DatePickerStyle) -> some View {
        EnvironmentModifier(content: self) { $0.datePickerStyle = style }
    }
}

/// SwiftUI's `DatePicker` for a date (no bindings here: a render is one moment, so the
/// selection is a value, as `Picker`'s is).
///
/// Compact (the default) is a row: the title at the leading edge and the date ("Oct 1, 2025")
/// in the label colour on a tertiary-fill rounded rectangle at the trailing edge. Graphical
/// is iOS 18's inline calendar: the header — "October 2025" semibold with a tint chevron, the
/// previous / next month arrows in the tint at the trailing edge — over `CalendarMonthView`
/// of the selection's month. Graphical pickers have no visible title, as in SwiftUI.
///
///     DatePicker("From", selection: start, displayedComponents: .date)
///     DatePicker("", selection: day, displayedComponents: .date).datePickerStyle(.graphical)
nonisolated public struct DatePicker<Label: View>: View {
    let title: String
    /// A label view given in place of a title (`DatePicker(selection:label:)`); nil: `title`.
    let label: AnyView?
    let selection: CalendarDay
    let components: DatePickerComponents
    /// Minutes after midnight, for a picker given a `Date`.
    let minutes: Int?

    init(title: String, label: AnyView?, selection: CalendarDay, components: DatePickerComponents, minutes: Int?) {
        self.title = title; self.label = label; self.selection = selection; self.components = components; self.minutes = minutes
    }

    /// The day and minutes after midnight of `date` in the machine's time zone (as
    /// `Text(_:style:)` reads dates).
    static func parts(of date: Date) -> (day: CalendarDay, minutes: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let day = CalendarDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1) ?? CalendarDay(dayNumber: 0)
        return (day, (parts.hour ?? 0) * 60 + (parts.minute ?? 0))
    }

    /// SwiftUI's `DatePicker(selection:displayedComponents:label:)`: `label` where the title
    /// goes, then the date's chips.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
                @ViewBuilder label: () -> Label) {
        let parts = Self.parts(of: selection.wrappedValue)
        self.init(title: "", label: AnyView(label()), selection: parts.day, components: displayedComponents, minutes: parts.minutes)
    }
    /// The same, limited to `range` (the limit changes what can be picked, not what is drawn).
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    /// The same, from `range`'s start on.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    /// The same, up to `range`'s end.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    @Environment(\.datePickerStyle) private var style

    public var body: some View {
        if style == .graphical {
            VStack(spacing: 0) {
                CalendarHeader(month: selection.calendarMonth)
                CalendarMonthView(month: selection.calendarMonth, selection: selection)
            }
        } else {
            CompactDatePicker(title: title, label: label, selection: selection,
                              showsDate: minutes == nil || components.contains(.date) || !components.contains(.hourAndMinute),
                              time: components.contains(.hourAndMinute) ? minutes : nil)
        }
    }
}

/// The graphical picker's header row.
nonisolated struct CalendarHeader: View {
    let month: CalendarMonth

    @Environment(\.tint) private var tint

    var body: some View {
        let title = CalendarNames.monthAndYear(month)
        HStack(spacing: 0) {
            HStack(spacing: 4) {
                Text(title)
                    .font(.headline)
                    .foregroundStyle(Color.label)
                Image(systemName: "chevron.right")
                    .font(.system(size: 17, weight: .semibold, relativeTo: .headline))
                    .foregroundStyle(tint)
            }
            .accessibilityLabel(title)
            .accessibilityAddTraits([.isButton, .systemControl])
            Spacer(minLength: 8)
            HStack(spacing: 20) {
                Image(systemName: "chevron.left")
                    .accessibilityLabel("Previous Month")
                    .accessibilityAddTraits([.isButton, .systemControl])
                Image(systemName: "chevron.right")
                    .accessibilityLabel("Next Month")
                    .accessibilityAddTraits([.isButton, .systemControl])
            }
            .font(.system(size: 22, weight: .medium, relativeTo: .headline))
            .foregroundStyle(tint)
        }
        .frame(minHeight: CalendarMetrics.headerHeight)
        .dynamicTypeSize(...CalendarMetrics.largestTextSize)
    }
}

extension DatePicker where Label == Text {
    /// A picker titled `title` showing `selection`.
    public init(_ title: String, selection: CalendarDay, displayedComponents: DatePickerComponents = .date) {
        self.init(title: title, label: nil, selection: selection, components: displayedComponents, minutes: nil)
    }

    /// SwiftUI's `DatePicker(_:selection:displayedComponents:)` with a `Date`: its day and
    /// time of day in the machine's time zone (as `Text(_:style:)` reads dates); by default
    /// both chips, as iOS shows them.
    public init(_ title: String, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute]) {
        let parts = Self.parts(of: selection.wrappedValue)
        self.init(title: title, label: nil, selection: parts.day, components: displayedComponents, minutes: parts.minutes)
    }

    /// The same, limited to `range` (the limit changes what can be picked, not what is drawn).
    public init(_ title: String, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute]) {
        self.init(title, selection: selection, displayedComponents: displayedComponents)
    }
    /// The same, from `range`'s start on.
    public init(_ title: String, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute]) {
        self.init(title, selection: selection, displayedComponents: displayedComponents)
    }
    /// The same, up to `range`'s end.
    public init(_ title: String, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute]) {
        self.init(title, selection: selection, displayedComponents: displayedComponents)
    }
}

/// The compact picker's row.
nonisolated struct CompactDatePicker: View {
    let title: String
    /// A label view drawn where the title goes (nil: the title).
    var label: AnyView? = nil
    let selection: CalendarDay
    var showsDate = true
    /// Minutes after midnight for the time chip, or nil for none.
    var time: Int? = nil

    /// Between the date chip and the time chip.
    static let chipSpacing = 6.0

    /// The date's rounded rectangle: 6-pt corners, 11 pt of padding at the sides, 6 above and below.
    static let cornerRadius = 6.0
    static let horizontalPadding = 11.0
    static let verticalPadding = 6.0

    @Environment(\.contentSize) private var contentSize

    var body: some View {
        // At accessibility sizes iOS puts the date under the title (as LabeledContent's
        // value) instead of cutting it short beside it.
        if contentSize.isAccessibilityCategory && (!title.isEmpty || label != nil) {
            VStack(alignment: .leading, spacing: 6) {
                if let label { label.foregroundStyle(Color.label) } else { Text(title).foregroundStyle(Color.label) }
                chips
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            HStack(spacing: 0) {
                if let label {
                    label.foregroundStyle(Color.label)
                    Spacer(minLength: 8)
                } else if !title.isEmpty {
                    Text(title)
                        .foregroundStyle(Color.label)
                    Spacer(minLength: 8)
                }
                chips
            }
        }
    }

    private var chips: some View {
        HStack(spacing: Self.chipSpacing) {
            if showsDate { chip(CalendarNames.abbreviated(selection), spoken: CalendarNames.long(selection)) }
            if let time { chip(Self.clock(time), spoken: Self.clock(time)) }
        }
    }

    /// "9:41 AM": iOS's time in US English.
    static func clock(_ minutes: Int) -> String {
        let h = (minutes / 60) % 24, m = minutes % 60
        return "\((h + 11) % 12 + 1):\(m < 10 ? "0" : "")\(m) \(h < 12 ? "AM" : "PM")"
    }

    private func chip(_ text: String, spoken: String) -> some View {
        Text(text)
            .foregroundStyle(Color.label)
            .lineLimit(1)
            // On the text: on the chip the label would land on its fill, drawn first.
            .accessibilityLabel(title.isEmpty ? spoken : "\(title), \(spoken)")
            .accessibilityAddTraits([.isButton, .systemControl])
            .padding(.horizontal, Self.horizontalPadding)
            .padding(.vertical, Self.verticalPadding)
            .background(Color.tertiarySystemFill, in: RoundedRectangle(cornerRadius: Self.cornerRadius))
    }
}

// SwiftUI's date picker style types, as code written before the `.wheel`-style statics names them.

/// SwiftUI's `DefaultDatePickerStyle`: `.automatic`.
public struct DefaultDatePickerStyle: Hashable, Sendable {
    /// The style.
    public init() {}
}
/// SwiftUI's `CompactDatePickerStyle`: `.compact`.
public struct CompactDatePickerStyle: Hashable, Sendable {
    /// The style.
    public init() {}
}
/// SwiftUI's `GraphicalDatePickerStyle`: `.graphical`.
public struct GraphicalDatePickerStyle: Hashable, Sendable {
    /// The style.
    public init() {}
}
/// SwiftUI's `WheelDatePickerStyle`: `.wheel` (drawn as `.compact`, as `.wheel` is).
public struct WheelDatePickerStyle: Hashable, Sendable {
    /// The style.
    public init() {}
}

extension View {
    /// `.datePickerStyle(DefaultDatePickerStyle())`.
    nonisolated public func datePickerStyle(_ style: DefaultDatePickerStyle) -> some View { datePickerStyle(.automatic) }
    /// `.datePickerStyle(CompactDatePickerStyle())`.
    nonisolated public func datePickerStyle(_ style: CompactDatePickerStyle) -> some View { datePickerStyle(.compact) }
    /// `.datePickerStyle(GraphicalDatePickerStyle())`.
    nonisolated public func datePickerStyle(_ style: GraphicalDatePickerStyle) -> some View { datePickerStyle(.graphical) }
    /// `.datePickerStyle(WheelDatePickerStyle())`.
    nonisolated public func datePickerStyle(_ style: WheelDatePickerStyle) -> some View { datePickerStyle(.wheel) }
}
