public import SwiftUI
public import DisplayList

/// A screen's header in the seed's type: "SF Pro Display, 32pt, Bold", white. It wraps at
/// its ideal height (as two flexible texts in a stack, a title was offered half the height
/// first and cut to one line at some sizes) and VoiceOver reads it as a header, unless it
/// continues one ("of peak energy and focus per year" after the good-news number).
nonisolated public struct HeaderTitle: View {
    @Environment(\.nutriSync) private var theme
    let text: String
    let alignment: TextAlignment
    let isHeader: Bool

    public init(_ text: String, alignment: TextAlignment = .center, isHeader: Bool = true) {
        self.text = text; self.alignment = alignment; self.isHeader = isHeader
    }

    public var body: some View {
        let t = theme
        Text(text)
            .font(t.font(.header, relativeTo: .largeTitle))
            .foregroundColor(Color(t.color(.textPrimary)))
            .multilineTextAlignment(alignment)
            .fixedSize(horizontal: false, vertical: true)
            .accessibilityAddTraits(isHeader ? .isHeader : [])
    }
}
