import SwiftUI
import DisplayList
import Tokens

/// A line that starts with an emoji ("🔥 1,850 calories"): the emoji in colour in a fixed
/// column, the words beside it wrapping under themselves (above them at the accessibility
/// sizes), read by VoiceOver as the words.
nonisolated struct EmojiLine: View {
    @Environment(\.nutriSync) private var theme
    @Environment(\.contentSize) private var contentSize
    let emoji: String
    let words: String

    /// Splits at the first space when the line starts with an emoji (a pictograph, not a
    /// digit or "#", which Unicode also counts as emoji); otherwise it is all words.
    init(_ line: String) {
        if let scalar = line.unicodeScalars.first, scalar.properties.isEmoji, scalar.value >= 0x2000,
           let space = line.firstIndex(of: " ") {
            emoji = String(line[..<space]); words = String(line[line.index(after: space)...])
        } else {
            emoji = ""; words = line
        }
    }

    var body: some View {
        let t = theme
        let words = Text(self.words)
            .font(t.font(.callout, relativeTo: .callout))
            .foregroundColor(Color(t.color(.textPrimary)))
            .fixedSize(horizontal: false, vertical: true)
        // At the accessibility sizes the emoji goes above the words, as iOS stacks a row's
        // parts, so a long word ("performance") keeps the card's whole width.
        if contentSize.isAccessibilityCategory {
            VStack(alignment: .leading, spacing: 2) {
                if !emoji.isEmpty { EmojiText(emoji, size: 18, relativeTo: .callout) }
                words
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            HStack(alignment: .top, spacing: 10) {
                if !emoji.isEmpty { EmojiText(emoji, size: 18, relativeTo: .callout) }
                words
                Spacer(minLength: 0)
            }
        }
    }
}
