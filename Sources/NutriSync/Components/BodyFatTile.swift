public import SwiftUI
import DisplayList
import Tokens

/// One choice of the body-fat grid (screen 2.3): a silhouette over its percentage on a
/// 3 % white tile (`radius.silhouette`). Selected: the selection card's green border and
/// faint green fill, the figure in full white, the percentage green, and a green checkmark
/// badge in the top-right corner ("Selected shows green checkmark").
nonisolated public struct BodyFatTile: View {
    @Environment(\.nutriSync) private var theme
    let sex: NutriSyncProfile.BiologicalSex
    let index: Int
    let percentage: Int
    let selected: Bool
    let figureHeight: Double
    /// 0 for the leanest tile … 1 for the fullest.
    let fullness: Double

    /// `index` is the tile's place in the grid (0 = leanest … `count − 1`), which sets how
    /// full the figure is; `count` is the grid's size.
    public init(sex: NutriSyncProfile.BiologicalSex, index: Int, of count: Int, percentage: Int, selected: Bool,
                figureHeight: Double) {
        self.sex = sex; self.index = index; self.percentage = percentage; self.selected = selected
        self.figureHeight = figureHeight
        fullness = count > 1 ? Double(index) / Double(count - 1) : 0
    }

    public var body: some View {
        let t = theme
        VStack(spacing: 4) {
            BodySilhouette(sex: sex, fullness: fullness, height: figureHeight,
                           color: Color(t.color(selected ? .textPrimary : .textSecondary)))
                .id("silhouette-\(index)/figure")
            Text("\(percentage)%")
                .font(t.font(.optionTitle, relativeTo: .body))
                .fontWeight(.semibold)
                .foregroundColor(Color(t.color(selected ? .accent : .textPrimary)))
                .fixedSize()
        }
        .padding(.top, 12)
        .padding(.bottom, 8)
        .frame(maxWidth: .infinity)
        .background(
            RoundedRectangle(cornerRadius: t.dimension(.radiusSilhouette))
                .fill(Color(t.color(selected ? .selectionFill : .cardFill)))
                .strokeBorder(Color(t.color(selected ? .selectionBorder : .cardBorder)),
                              lineWidth: selected ? (t.dimension(.sizeBorderWidthSelection)) : (t.dimension(.sizeBorderWidthCard)))
        )
        .overlay(alignment: .topTrailing) {
            if selected { SelectedCheck().id("silhouette-\(index)/check").padding(6) }
        }
        .id("silhouette-\(index)")
        .accessibilityLabel("\(percentage)% body fat")
        .accessibilityAddTraits(selected ? [.isButton, .isSelected] : .isButton)
    }
}

/// The green checkmark badge on a selected tile: a green disc with a dark check.
/// Decorative — the tile's `isSelected` trait is what VoiceOver reads. Grows with the
/// tile's body text, as iOS's checkmarks do.
nonisolated public struct SelectedCheck: View {
    @Environment(\.nutriSync) private var theme
    @ScaledMetric(relativeTo: .body) private var side = 22.0
    public init() {}
    public var body: some View {
        let t = theme
        Circle().fill(Color(t.color(.accent)))
            .frame(width: side, height: side)
            .overlay(Image(systemName: "checkmark")
                .font(.system(size: side * 12 / 22, weight: .bold))
                .foregroundColor(Color(t.color(.background))))
            .accessibilityLabel("")
    }
}
