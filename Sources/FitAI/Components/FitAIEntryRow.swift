import SwiftUI

/// A food entry as a disclosure row: its name (two lines at most, then truncated, as iOS
/// does for long names), the serving under it in the secondary colour, the kcal at the
/// trailing edge; entries the AI analysed carry a `sparkles` badge after the name. At
/// accessibility sizes the kcal goes under the serving and nothing is cut short, as iOS
/// stacks a subtitle cell's detail.
nonisolated struct FitAIEntryRow: View {
    let entry: FitAIFoodEntry

    @Environment(\.contentSize) private var contentSize

    var body: some View {
        NavigationLink(value: entry.id) {
            if contentSize.isAccessibilityCategory { stacked } else { sideBySide }
        }
        .accessibilityLabel("\(entry.foodName), \(entry.servingSize.map { $0 + ", " } ?? "")\(FitAIFormat.kcal(entry.calories))\(entry.aiAnalyzed ? ", AI analyzed" : "")")
    }

    private var badge: some View {
        Image(systemName: "sparkles")
            .font(.subheadline)
            .foregroundStyle(Color.systemBlue)
            .accessibilityLabel("AI analyzed")
    }

    private var stacked: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(entry.foodName).foregroundStyle(Color.label)
            if entry.aiAnalyzed { badge }
            if let serving = entry.servingSize { Text(serving).font(.subheadline).foregroundStyle(Color.secondaryLabel) }
            Text(FitAIFormat.kcal(entry.calories)).foregroundStyle(Color.secondaryLabel).monospacedDigit()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private var sideBySide: some View {
        HStack(spacing: 8) {
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 5) {
                    Text(entry.foodName).foregroundStyle(Color.label).lineLimit(2)
                    if entry.aiAnalyzed { badge }
                }
                if let serving = entry.servingSize {
                    Text(serving).font(.subheadline).foregroundStyle(Color.secondaryLabel).lineLimit(1)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            Text(FitAIFormat.kcal(entry.calories))
                .foregroundStyle(Color.secondaryLabel)
                .monospacedDigit()
                .fixedSize()
        }
    }
}
