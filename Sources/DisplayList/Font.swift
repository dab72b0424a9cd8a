public import Tokens

/// A font resolved to what the renderer draws: the Linux family, a size in points and a
/// weight on the CSS scale (continuous: a variable font is drawn at exactly this `wght`).
public struct FontSpec: Hashable, Sendable, Codable {
    public var family: String
    public var size: Double
    public var weight: Double
    /// SwiftUI's `.monospacedDigit()`: tabular figures (OpenType `tnum`).
    public var monospacedDigits: Bool
    /// Points of extra space between letters.
    public var letterSpacing: Double

    public init(family: String, size: Double, weight: Double = 400, monospacedDigits: Bool = false, letterSpacing: Double = 0) {
        self.family = family; self.size = size; self.weight = weight
        self.monospacedDigits = monospacedDigits; self.letterSpacing = letterSpacing
    }
}

public enum TextAlignment: String, Hashable, Sendable, Codable { case leading, center, trailing }

/// Text to draw inside an element's frame: wrapped at the frame's width.
public struct TextRun: Hashable, Sendable, Codable {
    public var string: String
    public var font: FontSpec
    public var paint: Paint
    public var alignment: TextAlignment
    /// Lines at most; the last visible line ends in an ellipsis when text is cut.
    public var lineLimit: Int?
    /// Line height as a multiple of the font's own (1 = the font's).
    public var lineSpacing: Double
    /// Per-character styles for a letter cascade: each glyph drawn with its own opacity,
    /// vertical offset and weight at the position the whole shaped line gives it (so
    /// kerning holds). nil draws the run as one piece.
    public var glyphs: [GlyphStyle]?
    /// SwiftUI's `.strikethrough()`: a line through the text (nil: none). Left out of the
    /// JSON when nil, so display lists without it read and write as before.
    public var strikethrough: TextLine?

    public init(_ string: String, font: FontSpec, paint: Paint, alignment: TextAlignment = .leading,
                lineLimit: Int? = nil, lineSpacing: Double = 1) {
        self.string = string; self.font = font; self.paint = paint; self.alignment = alignment
        self.lineLimit = lineLimit; self.lineSpacing = lineSpacing
    }
}

/// A line drawn with a text (SwiftUI's `.strikethrough(_:color:)`): at the font's own
/// strikethrough position and thickness, in `color`, or in the text's paint when nil.
public struct TextLine: Hashable, Sendable, Codable {
    public var color: RGBA?
    public init(color: RGBA? = nil) { self.color = color }
}

/// How one character of a cascading text is drawn.
public struct GlyphStyle: Hashable, Sendable, Codable {
    public var opacity: Double
    public var offsetY: Double
    public var weight: Double
    public init(opacity: Double, offsetY: Double, weight: Double) {
        self.opacity = opacity; self.offsetY = offsetY; self.weight = weight
    }
}

/// What text measurement reports, in points.
public struct TextMetrics: Hashable, Sendable, Codable {
    public var size: Size
    /// Distance from the top of the first line to its baseline.
    public var baseline: Double
    public var lineCount: Int
    public var truncated: Bool
    public init(size: Size, baseline: Double, lineCount: Int, truncated: Bool) {
        self.size = size; self.baseline = baseline; self.lineCount = lineCount; self.truncated = truncated
    }
}

/// Measures text the way the renderer will draw it. Layout asks through this protocol so
/// that it needs no C: the renderer supplies Pango, tests a deterministic fake.
public protocol TextMeasuring {
    /// The size of `text` wrapped at `width` (nil: one line per paragraph, unwrapped).
    func measure(_ text: TextRun, width: Double?) -> TextMetrics
}
