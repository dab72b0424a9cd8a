public import SwiftUI

extension View {
    /// Cal AI's card (000 §2.2 "distinct, rounded cards"; 000 §3 "a significant rounded
    /// corner radius"): `color.surface` with a hairline border and the soft card shadow.
    nonisolated public func mainCard(_ look: MainLook, padding: Double? = nil) -> some View {
        let radius = look.length(.radiusCard)
        return self
            .padding(padding ?? look.length(.spacingCardPadding))
            .background(RoundedRectangle(cornerRadius: radius).fill(look.color(.surface))
                .strokeBorder(look.color(.border), lineWidth: look.length(.sizeHairline)))
            .mainShadow(look.shadow(.card))
    }
}
