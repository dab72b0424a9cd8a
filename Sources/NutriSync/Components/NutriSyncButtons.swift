public import SwiftUI
import DisplayList
import Tokens

/// The seed's button: full width, 56 pt high, 28 pt corner radius, SF Pro Text 17 medium.
/// Green with dark text (`.primary`), white at 8 % with white text (`.secondary`), or
/// greyed while `enabled` is false. At the largest Dynamic Type sizes the button grows with
/// its title rather than clip it, as a SwiftUI button does.
nonisolated public struct NutriSyncButton: View {
    public enum Style: Sendable { case primary, secondary }
    @Environment(\.nutriSync) private var theme
    let title: String
    let style: Style
    let enabled: Bool
    let leading: String?

    public init(_ title: String, style: Style = .primary, enabled: Bool = true, leading: String? = nil) {
        self.title = title; self.style = style; self.enabled = enabled; self.leading = leading
    }

    public var body: some View {
        let t = theme
        let fill: NutriSyncColor = !enabled ? .buttonDisabledFill : style == .primary ? .buttonPrimaryFill : .buttonSecondaryFill
        let ink: NutriSyncColor = !enabled ? .buttonDisabledText : style == .primary ? .buttonPrimaryText : .buttonSecondaryText
        HStack(spacing: 8) {
            if let leading { EmojiText(leading, size: 18) }
            Text(title)
                .font(t.font(.button, relativeTo: .headline))
                .foregroundColor(Color(t.color(ink)))
                .multilineTextAlignment(.center)
                .fixedSize(horizontal: false, vertical: true)
                // A greyed title is exempt from contrast (WCAG 1.4.3, inactive components):
                // the check reads the text's own traits, as Cal AI's PrimaryButton marks them.
                .accessibilityAddTraits(enabled ? [] : .notEnabled)
        }
        .padding(.vertical, 8)
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity)
        .frame(minHeight: t.dimension(.sizeButtonHeight))
        .background(Color(t.color(fill)), in: RoundedRectangle(cornerRadius: t.dimension(.radiusButton)))
        .id("button")
        .accessibilityLabel(title)
        .accessibilityAddTraits(enabled ? .isButton : [.isButton, .notEnabled])
    }
}

/// A quiet text link under the buttons ("Maybe Later", "Already have an account?").
nonisolated public struct NutriSyncLink: View {
    @Environment(\.nutriSync) private var theme
    let title: String
    public init(_ title: String) { self.title = title }
    public var body: some View {
        let t = theme
        Text(title)
            .font(t.font(.callout, relativeTo: .callout))
            .foregroundColor(Color(t.color(.buttonLink)))
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity)
            .frame(minHeight: 44)
            .accessibilityLabel(title)
            .accessibilityAddTraits(.isButton)
    }
}

/// Emoji drawn with the colour emoji family (`font.family.emoji`), sized in points and
/// scaling with Dynamic Type like `relativeTo`. Decorative: VoiceOver reads the text beside it.
nonisolated public struct EmojiText: View {
    @Environment(\.nutriSync) private var theme
    let emoji: String
    let size: Double
    let style: TextStyle
    public init(_ emoji: String, size: Double, relativeTo style: TextStyle = .body) {
        self.emoji = emoji; self.size = size; self.style = style
    }
    public var body: some View {
        Text(emoji)
            .font(.system(size: size, relativeTo: style))
            .environment(\.fontFamilies, [.default: theme.emojiFamily])
            .fixedSize()
            .accessibilityLabel("")
    }
}
