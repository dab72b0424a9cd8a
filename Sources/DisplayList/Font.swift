public import Tokens

/// A font resolved to what the renderer draws: the Linux family, a size in points and a
/// weight on the CSS scale (continuous: a variable font is drawn at exactly this `wght`).
public struct FontSpec: Hashable, Sendable, Codable {
    /// The family Pango draws with (`Inter`, `Quicksand`).
    public var family: String
    /// Points.
    public var size: Double
    /// 1…1000 on the CSS scale (400 regular, 700 bold).
    public var weight: Double
    /// SwiftUI's `.monospacedDigit()`: tabular figures (OpenType `tnum`).
    public var monospacedDigits: Bool
    /// Points of extra space between letters.
    public var letterSpacing: Double

    /// A font of `family` at `size` points and `weight` (CSS scale).
    public init(family: String, size: Double, weight: Double = 400, monospacedDigits: Bool = false, letterSpacing: Double = 0) {
        self.family = family; self.size = size; self.weight = weight
        self.monospacedDigits = monospacedDigits; self.letterSpacing = letterSpacing
    }
}

/// How the lines of a text sit in its frame's width (SwiftUI's `multilineTextAlignment`).
public enum TextAlignment: String, Hashable, Sendable, Codable { case leading, center, trailing }

/// Text to draw inside an element's frame: wrapped at the frame's width.
public struct TextRun: Hashable, Sendable, Codable {
    /// The text, as shown (newlines start paragraphs).
    public var string: String
    /// The font it is shaped and drawn in.
    public var font: FontSpec
    /// What fills the glyphs: a colour or a gradient across the frame.
    public var paint: Paint
    /// How its lines sit in the frame's width.
    public var alignment: TextAlignment
    /// Lines at most; the last visible line ends in an ellipsis when text is cut.
    public var lineLimit: Int?
    /// Line height as a multiple of the font's own (1 = the font's).
    public var lineSpacing: Double
    /// SwiftUI's `.lineSpacing(_:)`: points added between lines (not above the first or
    /// below the last). nil, left out of the JSON, for none.
    public var lineGap: Double?
    /// Per-character styles for a letter cascade: each glyph drawn with its own opacity,
    /// vertical offset and weight at the position the whole shaped line gives it (so
    /// kerning holds). nil draws the run as one piece.
    public var glyphs: [GlyphStyle]?
    /// SwiftUI's `.strikethrough()`: a line through the text (nil: none). Left out of the
    /// JSON when nil, so display lists without it read and write as before.
    public var strikethrough: TextLine?
    /// Styled stretches of one line of text (SwiftUI's `Text("a").bold() + Text("b")`):
    /// when present, `string` is their strings joined and each is shaped and drawn in its
    /// own font, colour and lines, wrapped as one paragraph. nil draws the run in `font`.
    /// Left out of the JSON when nil, so display lists without it read as before.
    public var spans: [TextSpan]?

    /// `string` in `font`, filled with `paint`.
    public init(_ string: String, font: FontSpec, paint: Paint, alignment: TextAlignment = .leading,
                lineLimit: Int? = nil, lineSpacing: Double = 1) {
        self.string = string; self.font = font; self.paint = paint; self.alignment = alignment
        self.lineLimit = lineLimit; self.lineSpacing = lineSpacing
    }

    /// Hashes the parts that tell runs apart in practice — the string, the font's size and
    /// weight, the line limit — and leaves the rest (the font's family and other settings,
    /// paint, alignment, spacing, spans, glyph styles, strikethrough) to `==`, which still
    /// compares every part. Runs are the keys of the text measurement
    /// caches, looked up many times for each text a layout sizes: hashing every part (a
    /// gradient's stops, each span) was most of what a lookup cost. Equal runs hash alike,
    /// as `Hashable` asks; runs differing only in the parts left out share a bucket.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(string)
        hasher.combine(font.size)
        hasher.combine(font.weight)
        hasher.combine(lineLimit)
    }
}

/// A line drawn with a text (SwiftUI's `.strikethrough(_:color:)`): at the font's own
/// strikethrough position and thickness, in `color`, or in the text's paint when nil.
public struct TextLine: Hashable, Sendable, Codable {
    /// The line's colour; nil: the text's own paint.
    public var color: RGBA?
    /// A line in `color` (nil: the text's paint).
    public init(color: RGBA? = nil) { self.color = color }
}

/// How one character of a cascading text is drawn.
public struct GlyphStyle: Hashable, Sendable, Codable {
    /// 0…1.
    public var opacity: Double
    /// Points down from where the shaped line puts it (negative: up).
    public var offsetY: Double
    /// 1…1000 on the CSS scale.
    public var weight: Double
    /// A glyph drawn at `opacity`, moved down by `offsetY` points, at `weight`.
    public init(opacity: Double, offsetY: Double, weight: Double) {
        self.opacity = opacity; self.offsetY = offsetY; self.weight = weight
    }
}

/// What text measurement reports, in points.
public struct TextMetrics: Hashable, Sendable, Codable {
    /// The wrapped text's width and height.
    public var size: Size
    /// Distance from the top of the first line to its baseline.
    public var baseline: Double
    /// Lines drawn.
    public var lineCount: Int
    /// Whether a line limit or the height cut the text (it then ends in an ellipsis).
    public var truncated: Bool
    /// Lines that begin inside a word: a word wider than the line, broken between two of its
    /// characters with no hyphen, as iOS draws it ("Congratulati / ons").
    public var brokenWords: Int
    /// Metrics as measured.
    public init(size: Size, baseline: Double, lineCount: Int, truncated: Bool, brokenWords: Int = 0) {
        self.size = size; self.baseline = baseline; self.lineCount = lineCount; self.truncated = truncated
        self.brokenWords = brokenWords
    }
}

/// Measures text the way the renderer will draw it. Layout asks through this protocol so
/// that it needs no C: the renderer supplies Pango, tests a deterministic fake.
public protocol TextMeasuring {
    /// The size of `text` wrapped at `width` (nil: one line per paragraph, unwrapped).
    func measure(_ text: TextRun, width: Double?) -> TextMetrics
}
