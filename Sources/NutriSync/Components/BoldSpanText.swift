public import SwiftUI
import DisplayList

/// A sentence with one span in bold, as the seed writes "At this rate, you'll lose
/// **X hours** of productive time this year" — SwiftUI's `Text("…") + Text("X hours").bold()`.
///
/// One text element (so VoiceOver reads one sentence and the line breaks are Pango's), with
/// the span's characters drawn at `emphasisWeight` through per-glyph styles. Each glyph keeps
/// the place the regular-weight line gives it, so a bold span sits a little tighter than
/// set bold text would; at 17 pt that is a fraction of a point per letter.
nonisolated public struct BoldSpanText: View {
    let text: String
    let emphasis: String
    let baseWeight: Double
    let emphasisWeight: Double

    /// `emphasis` is drawn bold where it first occurs in `text` (nothing is, when it does not).
    public init(_ text: String, emphasis: String, baseWeight: Double = 400, emphasisWeight: Double = 700) {
        self.text = text; self.emphasis = emphasis; self.baseWeight = baseWeight; self.emphasisWeight = emphasisWeight
    }

    public var body: some View {
        Text(text).environment(\.glyphStyles, Self.styles(text, emphasis: emphasis, base: baseWeight, bold: emphasisWeight))
    }

    /// One style per character (as the renderer indexes them), bold inside the span.
    static func styles(_ text: String, emphasis: String, base: Double, bold: Double) -> [GlyphStyle] {
        let characters = Array(text)
        let span = Array(emphasis)
        var start: Int?
        if !span.isEmpty, span.count <= characters.count {
            start = (0...(characters.count - span.count)).first { Array(characters[$0..<$0 + span.count]) == span }
        }
        return characters.indices.map { i in
            let inSpan = start.map { i >= $0 && i < $0 + span.count } ?? false
            return GlyphStyle(opacity: 1, offsetY: 0, weight: inSpan ? bold : base)
        }
    }
}
