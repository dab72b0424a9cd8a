public import Tokens

/// One stretch of a `TextRun` in a style of its own: what a concatenated SwiftUI `Text`
/// (`Text("Total ").bold() + Text("1,850").foregroundColor(.red)`) or a single `Text`
/// with `.italic()`, `.underline()` or `.baselineOffset(_:)` draws. Pango shapes the
/// spans as one paragraph, so they share line breaks and a baseline, as in SwiftUI.
public struct TextSpan: Hashable, Sendable, Codable {
    /// The span's text; the run's string is the spans' strings joined.
    public var string: String
    /// Its font: family, size, weight, tabular digits, letter spacing.
    public var font: FontSpec
    /// Drawn slanted (the family's italic, else Pango's oblique); nil: upright.
    public var italic: Bool?
    /// Its colour; nil: the run's paint (a gradient spans the whole run).
    public var color: RGBA?
    /// A line under it (SwiftUI's `.underline()`); nil: none.
    public var underline: TextLine?
    /// A line through it (SwiftUI's `.strikethrough()`); nil: none.
    public var strikethrough: TextLine?
    /// Points it is raised above the line's baseline (negative: lowered); nil: 0.
    public var baselineOffset: Double?

    /// `string` in `font`, upright, in the run's paint, with no lines and no offset.
    public init(_ string: String, font: FontSpec, italic: Bool? = nil, color: RGBA? = nil, underline: TextLine? = nil,
                strikethrough: TextLine? = nil, baselineOffset: Double? = nil) {
        self.string = string; self.font = font; self.italic = italic; self.color = color
        self.underline = underline; self.strikethrough = strikethrough; self.baselineOffset = baselineOffset
    }
}
