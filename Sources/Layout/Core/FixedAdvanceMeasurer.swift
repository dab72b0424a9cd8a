public import DisplayList

/// A deterministic stand-in for Pango, for layout tests and display-list snapshots that
/// must not depend on font files: every character advances `advance × size`, lines are
/// `lineHeight × size` tall, words wrap greedily at spaces and break when longer than a line.
public struct FixedAdvanceMeasurer: TextMeasuring {
    /// Each character's advance, as a fraction of the font size.
    public var advance: Double
    /// A line's height, as a multiple of the font size.
    public var lineHeight: Double

    /// A measurer with `advance` and `lineHeight` as fractions of the font size.
    public init(advance: Double = 0.5, lineHeight: Double = 1.2) {
        self.advance = advance; self.lineHeight = lineHeight
    }

    /// `text`'s size wrapped at `width` points (nil: one line per paragraph), by the fixed advance.
    public func measure(_ text: TextRun, width: Double?) -> TextMetrics {
        let charWidth = text.font.size * advance + text.font.letterSpacing
        var lines: [Int] = []  // characters per line
        for paragraph in text.string.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(String(paragraph), charWidth: charWidth, width: width)
        }
        var truncated = false
        if let limit = text.lineLimit, lines.count > limit {
            lines = Array(lines.prefix(limit))
            truncated = true
        }
        let longest = Double(lines.max() ?? 0) * charWidth
        let lineH = text.font.size * lineHeight * text.lineSpacing
        return TextMetrics(size: Size(width: width.map { min(longest, $0) } ?? longest, height: Double(lines.count) * lineH),
                           baseline: text.font.size * lineHeight * 0.8, lineCount: lines.count, truncated: truncated)
    }

    private func wrap(_ paragraph: String, charWidth: Double, width: Double?) -> [Int] {
        guard let width, charWidth > 0 else { return [paragraph.count] }
        let perLine = max(1, Int((width + 1e-9) / charWidth))
        var lines: [Int] = []
        var current = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(\.count) {
            var w = word
            let needed = current == 0 ? w : current + 1 + w
            if needed <= perLine {
                current = needed
                continue
            }
            if current > 0 { lines.append(current); current = 0 }
            while w > perLine { lines.append(perLine); w -= perLine }
            current = w
        }
        lines.append(current)
        return lines
    }
}
