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
    let mark: Mark
    let words: Words

    /// `mark` then `words`, `spacing` apart side by side; `stacks` false keeps them side by
    /// side at every size (a compact row whose grid goes to one column instead).
    public init(spacing: Double = 14, stacks: Bool = true, @ViewBuilder mark: () -> Mark, @ViewBuilder words: () -> Words) {
        self.spacing = spacing; self.stacks = stacks; self.mark = mark(); self.words = words()
    }

    /// Whether the mark goes above the words at the environment's text size.
    public static func stacked(_ size: ContentSizeCategory, stacks: Bool = true) -> Bool { stacks && size.isAccessibilityCategory }

    /// The row, side by side or stacked.
    @ViewBuilder public var body: some View {
        if Self.stacked(contentSize, stacks: stacks) {
            // Leading in the row, and no wider than its words when measured for a fit.
            HStack(spacing: 0) {
                VStack(alignment: .leading, spacing: 8) {
                    mark
                    words
                }
                Spacer(minLength: 0)
            }
        } else {
            HStack(spacing: spacing) {
                mark
                words
                Spacer(minLength: 0)
            }
        }
    }
}
