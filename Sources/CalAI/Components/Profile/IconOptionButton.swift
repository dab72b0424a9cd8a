public import SwiftUI
import DisplayList
import Tokens

/// An option row with a drawn leading icon — a brand mark on "Where did you hear about
/// us?", a thumb in a circle on "Have you tried other calorie tracking apps?" (seed 000
/// p4). It looks exactly like `OptionButton`: light grey rounded rectangle with dark grey
/// text, black with white text when selected (seed 001 p2); the icon keeps its colours.
nonisolated public struct IconOptionButton<Icon: View>: View {
    @Environment(\.calAI) private var theme
    let title: String
    let selected: Bool
    let icon: Icon

    public init(_ title: String, selected: Bool = false, @ViewBuilder icon: () -> Icon) {
        self.title = title; self.selected = selected; self.icon = icon()
    }

    public var body: some View {
        let t = theme
        HStack(spacing: 14) {
            icon
            Text(title)
                .font(t.font(.option, relativeTo: .body))
                .foregroundColor(Color(t.color(selected ? .selectedText : .optionText)))
                .fixedSize(horizontal: false, vertical: true)
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 8)
        .frame(minHeight: t.dimension(.sizeOptionHeight))
        .background(Color(t.color(selected ? .selectedFill : .optionFill)),
                    in: RoundedRectangle(cornerRadius: t.dimension(.radiusOption)))
        .accessibilityLabel(title + (selected ? ", selected" : ""))
        .accessibilityAddTraits(.isButton)
    }
}

/// An SF Symbol in a small round badge of the page's background colour, as Cal AI draws
/// the thumbs on its yes/no questions: white on the grey row, and still a white disc (black
/// in dark mode) on the selected black row.
nonisolated public struct SymbolBadge: View {
    @Environment(\.calAI) private var theme
    /// The badge grows with the option's body text, as a symbol in a text style does.
    @ScaledMetric(relativeTo: .body) private var scale = 1.0
    let systemName: String

    public init(_ systemName: String) { self.systemName = systemName }

    public var body: some View {
        let t = theme
        // The 24 pt icon box (`size.icon`) with 6 pt of disc around it; the glyph at ¾ of
        // the box, as SF Symbols sit in theirs.
        let icon = t.dimension(.sizeIcon) * scale
        Image(systemName: systemName)
            .font(.system(size: icon * 0.75, weight: .medium))
            .foregroundColor(Color(t.color(.textPrimary)))
            .frame(width: icon + 12 * scale, height: icon + 12 * scale)
            .background(Color(t.color(.background)), in: Circle())
    }
}
