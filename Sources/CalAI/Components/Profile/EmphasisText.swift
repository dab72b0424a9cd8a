public import SwiftUI
import DisplayList
import Tokens

/// A sentence with one phrase set off, wrapping word by word like a paragraph: "Losing
/// **12 lbs** is a realistic target. It's not hard at all!" (seed 000 p5: "An interlude
/// screen displaying a message like …"). The phrase is set in Cal AI's selected style —
/// white on a black rounded chip (`selected.fill` / `selected.text`), the app's one
/// strong emphasis — and never breaks across lines. The whole sentence is one
/// accessibility label, read as written.
nonisolated public struct EmphasisText: View {
    @Environment(\.calAI) private var theme
    @Environment(\.contentSize) private var contentSize
    let text: String
    let emphasis: String
    let font: Font
    let baseSize: Double

    /// `baseSize` is the font's size at the default content size; the spaces between words
    /// scale with it.
    public init(_ text: String, emphasis: String, font: Font, baseSize: Double) {
        self.text = text; self.emphasis = emphasis; self.font = font; self.baseSize = baseSize
    }

    /// The words, with the emphasised phrase kept whole: (text, emphasised).
    public static func pieces(_ text: String, emphasis: String) -> [(String, Bool)] {
        guard !emphasis.isEmpty, let r = text.range(of: emphasis) else { return text.split(separator: " ").map { (String($0), false) } }
        let words: (Substring) -> [(String, Bool)] = { $0.split(separator: " ").map { (String($0), false) } }
        return words(text[..<r.lowerBound]) + [(emphasis, true)] + words(text[r.upperBound...])
    }

    public var body: some View {
        let t = theme
        let size = scaledFontSize(baseSize, relativeTo: .title, at: contentSize)
        let pieces = Self.pieces(text, emphasis: emphasis)
        WordFlow(spacing: size * 0.28, lineSpacing: size * 0.2) {
            ForEach(pieces.indices, id: \.self) { i in
                if pieces[i].1 {
                    Text(pieces[i].0)
                        .foregroundColor(Color(t.color(.selectedText)))
                        .padding(.horizontal, size * 0.25)
                        // Enough that the words keep clear of the chip's rounded corners.
                        .padding(.vertical, size * 0.06)
                        .background(Color(t.color(.selectedFill)), in: RoundedRectangle(cornerRadius: size * 0.3))
                } else {
                    Text(pieces[i].0).foregroundColor(Color(t.color(.textPrimary)))
                }
            }
        }
        .font(font)
        .accessibilityLabel(text)
    }
}
