import SwiftUI

/// The colour and name each of the day's numbers is drawn with, one place for every screen:
/// calories follow the verdict (green within the goal, red over it); the macros keep one
/// system colour each, as Health and Fitness give each metric its own.
enum FitAIMacroKind: CaseIterable, Hashable, Sendable {
    case protein, carbs, fat

    var title: String {
        switch self {
        case .protein: "Protein"
        case .carbs: "Carbs"
        case .fat: "Fat"
        }
    }

    var color: Color {
        switch self {
        case .protein: .systemBlue
        case .carbs: .systemOrange
        case .fat: .systemYellow
        }
    }

    func grams(_ m: FitAIMacros) -> Double {
        switch self {
        case .protein: m.protein
        case .carbs: m.carbs
        case .fat: m.fat
        }
    }
}

extension FitAIDayStatus {
    /// Green where the goal was met, red where it was missed, grey with nothing logged.
    var color: Color {
        switch self {
        case .met: .systemGreen
        case .missed: .systemRed
        case .noEntries: .systemGray
        }
    }
}

extension FitAIFormat {
    /// Grams as a nutrition label gives them: whole from 10 g up, one decimal below
    /// ("4.3 g", "0.4 g", "34 g"), a whole number without ".0".
    static func gramsDetail(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        if abs(value) >= 10 || (value * 10).rounded() == (value.rounded() * 10) { return grams(value) }
        return String(format: "%.1f g", value)
    }

    /// "Today", "Yesterday", else "Thursday, October 30" — relative to the log's last day.
    static func dayHeader(_ d: FitAIDate, today: FitAIDate?) -> String {
        if let today, d == today { return "Today" }
        if let today, d.adding(days: 1) == today { return "Yesterday" }
        return longDate(d)
    }
}
