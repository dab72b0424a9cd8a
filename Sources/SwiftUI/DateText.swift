import Foundation
import Layout

extension Text {
    /// SwiftUI's `Text.DateStyle`: how `Text(_:style:)` writes a date.
    public struct DateStyle: Hashable, Sendable {
        let kind: Kind
        enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
        /// The date: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// The time: "9:41 AM".
        public static let time = DateStyle(kind: .time)
        /// How far from now, in the two largest units: "2 hours, 5 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The signed offset from now in its largest unit: "+2 hours", "-5 minutes".
        public static let offset = DateStyle(kind: .offset)
        /// A clock counting from or to now: "2:05", "1:02:05".
        public static let timer = DateStyle(kind: .timer)
    }

    /// SwiftUI's `Text(_:style:)`: `date` written in `style`, in the en_US locale and the
    /// run's time zone as a phone set to US English shows it. The relative styles count
    /// from `Date()` when the view is built — as a device counts from the moment it draws —
    /// so a preview of them changes with the clock; give a fixed date to both sides
    /// (`Text(DateText.relative(from:to:))`) for a still that never moves.
    public init(_ date: Date, style: DateStyle) { self.init(DateText.text(date, style: style, now: Date())) }

    /// SwiftUI's `Text(_:)` for a range of dates: "9:41 AM – 10:41 AM" (same day) or the dates.
    public init(_ dates: ClosedRange<Date>) { self.init(DateText.range(dates)) }
}

/// What `Text(_:style:)` writes, as pure functions of the date and "now".
public enum DateText {
    /// `date` in `style`, counting from `now` for the relative styles.
    public static func text(_ date: Date, style: Text.DateStyle, now: Date) -> String {
        switch style.kind {
        case .date: formatter(date: .long, time: .none).string(from: date)
        case .time: formatter(date: .none, time: .short).string(from: date)
        case .relative: relative(from: now, to: date)
        case .offset: offset(from: now, to: date)
        case .timer: timer(from: now, to: date)
        }
    }

    private static func formatter(date: DateFormatter.Style, time: DateFormatter.Style) -> DateFormatter {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US")
        f.dateStyle = date
        f.timeStyle = time
        return f
    }

    /// The two largest non-zero units between the dates: "2 hours, 5 minutes"; "0 seconds".
    public static func relative(from now: Date, to date: Date) -> String {
        let parts = units(abs(date.timeIntervalSince(now)))
        return parts.isEmpty ? "0 seconds" : parts.prefix(2).map { "\($0.count) \($0.name)\($0.count == 1 ? "" : "s")" }.joined(separator: ", ")
    }

    /// The signed difference in its largest unit: "+2 hours", "-1 minute"; "+0 seconds".
    public static func offset(from now: Date, to date: Date) -> String {
        let seconds = date.timeIntervalSince(now)
        let sign = seconds < 0 ? "-" : "+"
        guard let first = units(abs(seconds)).first else { return "+0 seconds" }
        return "\(sign)\(first.count) \(first.name)\(first.count == 1 ? "" : "s")"
    }

    /// A clock of the difference: "m:ss", or "h:mm:ss" from an hour.
    public static func timer(from now: Date, to date: Date) -> String {
        let total = Int(min(abs(date.timeIntervalSince(now)), 1e12).rounded(.down))
        let h = total / 3600, m = (total % 3600) / 60, s = total % 60
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }

    /// Same-day ranges as two times, others as two dates, joined by an en dash.
    static func range(_ dates: ClosedRange<Date>) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let sameDay = calendar.isDate(dates.lowerBound, inSameDayAs: dates.upperBound)
        let f = sameDay ? formatter(date: .none, time: .short) : formatter(date: .medium, time: .none)
        return f.string(from: dates.lowerBound) + " – " + f.string(from: dates.upperBound)
    }

    private static func units(_ seconds: Double) -> [(count: Int, name: String)] {
        guard seconds.isFinite else { return [] }
        var left = Int(min(seconds, 1e15).rounded(.down))
        var out: [(Int, String)] = []
        for (size, name) in [(365 * 86_400, "year"), (7 * 86_400, "week"), (86_400, "day"), (3_600, "hour"), (60, "minute"), (1, "second")] {
            let n = left / size
            left -= n * size
            if n > 0 { out.append((n, name)) }
        }
        return out
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// `"Closes in \(date, style: .timer)"` inside a key: the date as `Text(_:style:)` writes
    /// it, counting from the moment the view is built.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendFormatted(DateText.text(date, style: style, now: Date()))
    }
}

// Foundation's `String(localized:)` family, which Foundation on Linux lacks and SwiftUI files
// use for their strings: the development language is drawn — the key, or its default value —
// with its interpolations filled in, as `LocalizedStringKey` does.
extension String {
    /// Foundation's `String.LocalizationValue`: a localisable string with interpolations.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        let text: String
        /// The value written as a literal.
        public init(stringLiteral value: String) { text = value }
        /// The value of `value`.
        public init(_ value: String) { text = value }
        /// The value written with interpolations.
        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { text = LocalizedStringKey(stringInterpolation: stringInterpolation).text }
    }

    /// Foundation's `String(localized:table:bundle:locale:comment:)`: the key's text in the
    /// development language.
    public init(localized key: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = key.text
    }
    /// Foundation's `String(localized:defaultValue:table:bundle:locale:comment:)`: the default value,
    /// which is the development language's text.
    public init(localized keyAndValue: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.text
    }
}
