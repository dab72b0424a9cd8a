import AppSupport
import SwiftUI

/// One way to add food, as a navigation row: an SF Symbol in a tinted tile, the title and a
/// line of detail. The tile is a mark beside words, so it grows with them
/// (`@ScaledMetric(relativeTo: .headline)`: 40 pt at the default size, 40 × 31/17 ≈ 73 pt
/// at Accessibility XL, its glyph 22 → 40 pt) and, at accessibility sizes, goes above the
/// words as iOS's cells stack, so the words keep the row's width.
nonisolated struct FitAIPickRow: View {
    let title: String
    let detail: String
    let symbol: String
    let tint: Color

    @ScaledMetric(relativeTo: .headline) private var tile = 40.0
    @ScaledMetric(relativeTo: .headline) private var glyph = 22.0

    var body: some View {
        NavigationLink(value: title) {
            MarkBesideWords(spacing: 14) { mark } words: { words }
                .padding(.vertical, 4)
        }
        .accessibilityLabel("\(title), \(detail)")
    }

    private var mark: some View {
        Image(systemName: symbol)
            .font(.system(size: glyph))
            .foregroundStyle(Color.white)
            .frame(width: tile, height: tile)
            .background(tint, in: RoundedRectangle(cornerRadius: tile * 9 / 40))
    }

    private var words: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title).font(.headline).foregroundStyle(Color.label)
            Text(detail).font(.subheadline).foregroundStyle(Color.secondaryLabel)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
