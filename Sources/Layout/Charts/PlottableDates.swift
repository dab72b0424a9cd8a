import Foundation

// Swift Charts' `.value(_:_:)` for the other types teams plot: any integer or floating-point
// number, and dates. A date here is a category on the band axis (the charts draw x values as
// categories in order of first appearance, so sorted data reads left to right), written as
// Swift Charts labels a date of its unit: "Nov 29" for a day, "Nov" for a month, "2026" for
// a year, "9 AM" for an hour — in the machine's time zone, en_US, as `Text(_:style:)` writes dates.
extension PlottableValue {
    /// A number of any floating-point type (`Float`, `CGFloat`).
    @_disfavoredOverload
    public static func value<N: BinaryFloatingPoint>(_ label: String, _ value: N) -> PlottableValue {
        PlottableValue(label: label, value: .number(Double(value)))
    }
    /// A number of any integer type (`Int64`, `UInt`).
    @_disfavoredOverload
    public static func value<N: BinaryInteger>(_ label: String, _ value: N) -> PlottableValue {
        PlottableValue(label: label, value: .number(Double(value)))
    }
    /// A date, labelled by `unit` (the day when none is given).
    public static func value(_ label: String, _ date: Date, unit: Calendar.Component = .day) -> PlottableValue {
        PlottableValue(label: label, value: .category(ChartDateFormat.string(date, unit: unit)))
    }
    /// A date, labelled by `unit` with `calendar` (its time zone and first weekday).
    public static func value(_ label: String, _ date: Date, unit: Calendar.Component, calendar: Calendar) -> PlottableValue {
        PlottableValue(label: label, value: .category(ChartDateFormat.string(date, unit: unit, calendar: calendar)))
    }
}

/// How a chart writes a date of a unit.
public enum ChartDateFormat {
    /// `date` as the axis labels its `unit`: "Nov 29", "Nov", "2026", "9 AM", "9:41 AM", "Sat".
    public static func string(_ date: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> String {
        var cal = calendar ?? Calendar(identifier: .gregorian)
        if calendar == nil { cal.timeZone = .current }
        let p = cal.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: date)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let month = months[((p.month ?? 1) - 1 + 12) % 12]
        let hour = p.hour ?? 0, minute = p.minute ?? 0
        let h12 = (hour + 11) % 12 + 1, half = hour < 12 ? "AM" : "PM"
        switch unit {
        case .year, .era: return String(p.year ?? 1970)
        case .month, .quarter: return month
        case .hour: return "\(h12) \(half)"
        case .minute, .second, .nanosecond: return "\(h12):\(minute < 10 ? "0" : "")\(minute) \(half)"
        case .weekday:
            let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
            return days[((p.weekday ?? 1) - 1 + 7) % 7]
        default: return "\(month) \(p.day ?? 1)"
        }
    }
}
