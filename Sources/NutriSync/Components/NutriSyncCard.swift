public import SwiftUI
import DisplayList
import Tokens

/// The seed's card: white at 3 % with a subtle 1 pt border, 20 pt corners, a soft shadow
/// (`shadow.card`), its content inset by `spacing.cardPadding`.
nonisolated public struct NutriSyncCard<Content: View>: View {
    @Environment(\.nutriSync) private var theme
    let padding: Double?
    let content: () -> Content
    public init(padding: Double? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.padding = padding; self.content = content
    }
    public var body: some View {
        let t = theme
        let radius = t.dimension(.radiusCard)
        content()
            .padding(padding ?? t.dimension(.spacingCardPadding))
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(
                RoundedRectangle(cornerRadius: radius)
                    .fill(Color(t.color(.cardFill)))
                    .strokeBorder(Color(t.color(.cardBorder)), lineWidth: t.dimension(.sizeBorderWidthCard))
                    .shadow(color: Color(t.color(.cardShadow)), radius: 12, x: 0, y: 4)
            )
            .id("card")
    }
}
