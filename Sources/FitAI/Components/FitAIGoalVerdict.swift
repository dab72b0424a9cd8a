import SwiftUI

/// Whether a day met its calorie goal, as a symbol and words in the verdict's colour:
/// `checkmark.circle.fill` "Goal Met" in green, `exclamationmark.circle.fill` "Over Goal by
/// 539 kcal" in red, or a grey "Nothing Logged" (the colour on the symbol). Home, day-detail (and history) use it.
nonisolated struct FitAIGoalVerdict: View {
    let day: FitAIDay

    var symbol: String {
        switch day.status {
        case .met: "checkmark.circle.fill"
        case .missed: "exclamationmark.circle.fill"
        case .noEntries: "circle"
        }
    }

    var words: String {
        switch day.status {
        case .met: "Goal Met"
        case .missed: "Over Goal by \(FitAIFormat.kcal(-day.remainingCalories))"
        case .noEntries: "Nothing Logged"
        }
    }

    var body: some View {
        // The colour rides on the symbol (and the bars): green and red text on white fall under
        // 4.5:1, so the words stay in the label colour, as Health writes its verdicts.
        HStack(spacing: 8) {
            Image(systemName: symbol).font(.title2).foregroundStyle(day.status.color)
            Text(words).font(.body.weight(.semibold)).foregroundStyle(day.status == .noEntries ? Color.secondaryLabel : Color.label)
            Spacer(minLength: 0)
        }
        .accessibilityLabel(words)
    }
}
