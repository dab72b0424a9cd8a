public import Layout

/// A control's mark (a radio circle, a checkbox, an icon tile, an emoji) beside its words,
/// leading in the row — and, at accessibility text sizes, above them, as iOS's cells stack:
/// the mark has grown with the text (`@ScaledMetric`), so beside the words it would take the
/// width they need and break them mid-word. One place for the rule, which Cal AI's options,
/// NutriSync's selection rows and FitAI's add-food rows follow.
nonisolated public struct MarkBesideWords<Mark: View, Words: View>: View {
    @Environment(\.contentSize) private var contentSize
    let spacing: Double
    let stacks: Bool
    let stackedInset: Double
    let mark: Mark
    let words: Words

    /// `mark` then `words`, `spacing` apart side by side; `stacks` false keeps them side by
    /// side at every size (a compact row whose grid goes to one column instead);
    /// `stackedInset`: room above and below the stacked pair (a row whose side-by-side
    /// height came from a minimum height rather than its padding).
    public init(spacing: Double = 14, stacks: Bool = true, stackedInset: Double = 0,
                @ViewBuilder mark: () -> Mark, @ViewBuilder words: () -> Words) {
        self.spacing = spacing; self.stacks = stacks; self.stackedInset = stackedInset; self.mark = mark(); self.words = words()
    }

    /// The row, side by side or stacked.
    @ViewBuilder public var body: some View {
        if stacks && contentSize.isAccessibilityCategory {
            // Leading in the row, and no wider than its words when measured for a fit.
            HStack(spacing: 0) {
                VStack(alignment: .leading, spacing: 8) {
                    mark
                    words
                }
                Spacer(minLength: 0)
            }
            .padding(.vertical, stackedInset)
        } else {
            HStack(spacing: spacing) {
                mark
                words
                Spacer(minLength: 0)
            }
        }
    }
}
