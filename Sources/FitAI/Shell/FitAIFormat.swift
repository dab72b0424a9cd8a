import Foundation

/// How FitAI writes its numbers and dates, as an en_US iPhone does (`.formatted()`):
/// grouped whole kilocalories, whole grams, short month names. One place so every screen
/// says "1,840 kcal" the same way.
enum FitAIFormat {
    /// `1840.4` → "1,840"; rounds half away from zero; negative values keep their sign.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        let rounded = Int(value.rounded())
        let digits = String(abs(rounded))
        var grouped = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { grouped.append(",") }
            grouped.append(c)
        }
        return (rounded < 0 ? "-" : "") + grouped
    }

    /// "1,840 kcal".
    static func kcal(_ value: Double) -> String { number(value) + " kcal" }
    /// "140 g".
    static func grams(_ value: Double) -> String { number(value) + " g" }
    /// "79.6 kg": one decimal.
    static func kilograms(_ value: Double) -> String { String(format: "%.1f kg", value) }
    /// "86%".
    static func percent(_ fraction: Double) -> String { number(fraction * 100) + "%" }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                             "September", "October", "November", "December"]
    /// By `FitAIDate.weekday`: 1 = Monday (ISO 8601).
    static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// "Oct 31".
    static func shortDate(_ d: FitAIDate) -> String { String(monthNames[d.month - 1].prefix(3)) + " \(d.day)" }
    /// "Friday, October 31".
    static func longDate(_ d: FitAIDate) -> String { weekdayNames[d.weekday - 1] + ", " + monthNames[d.month - 1] + " \(d.day)" }
    /// "October 2025".
    static func monthTitle(_ d: FitAIDate) -> String { monthNames[d.month - 1] + " \(d.year)" }
}

extension FitAIMealType {
    /// "Breakfast".
    var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
