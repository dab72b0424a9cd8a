import Layout

/// A food entry as a disclosure row: its name (two lines at most, then truncated, as iOS
/// does for long names), the serving under it in the secondary colour, the kcal at the
/// trailing edge; entries the AI analysed carry a `sparkles` badge after the name.
struct FitAIEntryRow: View {
    let entry: FitAIFoodEntry

    var body: some View {
        NavigationLink(value: entry.id) {
            HStack(spacing: 8) {
                VStack(alignment: .leading, spacing: 2) {
                    HStack(spacing: 5) {
                        Text(entry.foodName).foregroundStyle(Color.label).lineLimit(2)
                        if entry.aiAnalyzed {
                            Image(systemName: "sparkles")
                                .font(.subheadline)
                                .foregroundStyle(Color.systemBlue)
                                .accessibilityLabel("AI analyzed")
                        }
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
        .accessibilityLabel("\(entry.foodName), \(entry.servingSize.map { $0 + ", " } ?? "")\(FitAIFormat.kcal(entry.calories))\(entry.aiAnalyzed ? ", AI analyzed" : "")")
    }
}
