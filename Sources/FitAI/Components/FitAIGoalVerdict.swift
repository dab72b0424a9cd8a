import SwiftUI

/// Whether a day met its calorie goal, as a symbol and words in the verdict's colour:
/// `checkmark.circle.fill` "Goal Met" in green, `exclamationmark.circle.fill` "Over Goal by
/// 539 kcal" in red, or a grey "Nothing Logged" (the colour on the symbol). Home, day-detail (and history) use it.
/// A day still in progress (home's today) has no verdict yet — the seed marks a day "at end
/// of day" — so under its goal it reads "On Track So Far" by a clock, not "Goal Met" (the
/// card's "Remaining" already says how much is left).
nonisolated struct FitAIGoalVerdict: View {
    let day: FitAIDay
    /// Whether the day is still going on (home's today): met only once it is over.
    var inProgress = false

    private var onTrack: Bool { inProgress && day.status == .met }

    var symbol: String {
        if onTrack { return "clock" }
        switch day.status {
        case .met: return "checkmark.circle.fill"
        case .missed: return "exclamationmark.circle.fill"
        case .noEntries: return "circle"
        }
    }

    var words: String {
        if onTrack { return "On Track So Far" }
        switch day.status {
        case .met: return "Goal Met"
        case .missed: return "Over Goal by \(FitAIFormat.kcal(-day.remainingCalories))"
        case .noEntries: return "Nothing Logged"
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
