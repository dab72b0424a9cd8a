public import DisplayList

/// A deterministic stand-in for Pango, for layout tests and display-list snapshots that
/// must not depend on font files: every character advances `advance × size`, lines are
/// `lineHeight × size` tall, words wrap greedily at spaces and break when longer than a line,
/// and a paragraph's lone last word takes the word before it along as SwiftUI's Text does.
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
        if let spans = text.spans, !spans.isEmpty { return measure(spans: spans, of: text, width: width) }
        let charWidth = text.font.size * advance + text.font.letterSpacing
        var lines: [Int] = []  // characters per line
        var insideWord: [Bool] = []  // whether each line begins inside a word
        for paragraph in text.string.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(String(paragraph), charWidth: charWidth, width: width, insideWord: &insideWord)
        }
        var truncated = false
        if let limit = text.lineLimit, lines.count > limit {
            lines = Array(lines.prefix(limit))
            truncated = true
        }
        let longest = Double(lines.max() ?? 0) * charWidth
        let lineH = text.font.size * lineHeight * text.lineSpacing
        return TextMetrics(size: Size(width: width.map { min(longest, $0) } ?? longest, height: Double(lines.count) * lineH + gaps(text, lines.count)),
                           baseline: text.font.size * lineHeight * 0.8, lineCount: lines.count, truncated: truncated,
                           brokenWords: insideWord.prefix(lines.count).filter { $0 }.count)
    }

    /// `.lineSpacing`: its points between each pair of lines, as Pango adds them.
    private func gaps(_ text: TextRun, _ lines: Int) -> Double {
        guard let gap = text.lineGap, gap.isFinite, gap > 0, lines > 1 else { return 0 }
        return Double(lines - 1) * min(gap, 10_000)
    }

    /// Characters per line; `insideWord` gets, for each, whether it begins inside a word too
    /// long for one line. Greedy, then a lone last word gets company as SwiftUI's Text gives it
    /// (`pushOut`; the rule `PangoText.pushOutOrphans` spells for the drawn text).
    private func wrap(_ paragraph: String, charWidth: Double, width: Double?, insideWord: inout [Bool]) -> [Int] {
        guard let width, charWidth > 0 else { insideWord.append(false); return [paragraph.count] }
        // Bounded: a width of 1e300 points is one line, not an integer overflow.
        let perLine = max(1, Int(min((width + 1e-9) / charWidth, 1e9)))
        var lines: [Int] = []
        var words: [Int] = []  // words on each line
        var lastWords: [Int] = []  // characters in each line's last word
        var starts: [Bool] = []  // whether each line begins inside a word
        var current = 0, count = 0, last = 0
        // Whether the line being filled began inside a word.
        var next = false
        func endLine() { lines.append(current); words.append(count); lastWords.append(last); starts.append(next) }
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(\.count) {
            var w = word
            let needed = current == 0 ? w : current + 1 + w
            if needed <= perLine {
                current = needed; count += 1; last = w
                continue
            }
            if current > 0 { endLine(); current = 0 }
            next = false
            while w > perLine { current = perLine; count = 1; last = perLine; endLine(); next = true; w -= perLine }
            current = w; count = 1; last = w
        }
        endLine()
        let n = lines.count
        if n > 1, words[n - 1] == 1, !starts[n - 1], words[n - 2] >= 3, lastWords[n - 2] + 1 + lines[n - 1] <= perLine {
            lines[n - 1] += lastWords[n - 2] + 1
            lines[n - 2] -= lastWords[n - 2] + 1
        }
        insideWord += starts
        return lines
    }

    /// A run of spans: each character advances by its own span's size and letter spacing,
    /// lines are as tall as the largest span, words wrap greedily at spaces as above.
    private func measure(spans: [TextSpan], of text: TextRun, width: Double?) -> TextMetrics {
        let characters = spans.flatMap { span in span.string.map { ($0, span.font.size * advance + span.font.letterSpacing) } }
        var lines: [Double] = []  // width of each line
        var paragraph: [(Character, Double)] = []
        for character in characters + [("\n", 0)] {
            if character.0 == "\n" {
                lines += wrap(widths: paragraph, width: width)
                paragraph = []
            } else {
                paragraph.append(character)
            }
        }
        var truncated = false
        if let limit = text.lineLimit, lines.count > limit {
            lines = Array(lines.prefix(limit))
            truncated = true
        }
        let longest = lines.max() ?? 0
        let size = spans.map(\.font.size).max() ?? text.font.size
        let lineH = size * lineHeight * text.lineSpacing
        return TextMetrics(size: Size(width: width.map { min(longest, $0) } ?? longest, height: Double(lines.count) * lineH + gaps(text, lines.count)),
                           baseline: size * lineHeight * 0.8, lineCount: lines.count, truncated: truncated)
    }

    /// The widths of `paragraph`'s lines wrapped at `width`: whole words while they fit, a
    /// word wider than a line broken between characters, a lone last word given company.
    private func wrap(widths paragraph: [(Character, Double)], width: Double?) -> [Double] {
        let total = paragraph.reduce(0) { $0 + $1.1 }
        guard let width else { return [total] }
        var words: [[(Character, Double)]] = [[]]
        var spaces: [Double] = []
        for character in paragraph {
            if character.0 == " " { words.append([]); spaces.append(character.1) } else { words[words.count - 1].append(character) }
        }
        var lines: [Double] = []
        // For each line: its words, its last word's width and the space before that word,
        // the space at the break before the line, and whether it begins inside a word.
        var counts: [Int] = [], lastWords: [Double] = [], lastSpaces: [Double] = [], breakSpaces: [Double] = [], inside: [Bool] = []
        var current: Double?
        for (index, word) in words.enumerated() {
            let w = word.reduce(0) { $0 + $1.1 }
            let space = index > 0 ? spaces[index - 1] : 0
            if let line = current, line + space + w <= width + 1e-9 {
                current = line + space + w
                counts[counts.count - 1] += 1; lastWords[lastWords.count - 1] = w; lastSpaces[lastSpaces.count - 1] = space
                continue
            }
            if let line = current { lines.append(line) }
            counts.append(1); lastWords.append(w); lastSpaces.append(0); breakSpaces.append(space); inside.append(false)
            var rest = w
            var piece = 0.0
            if rest > width + 1e-9 {
                for (_, cw) in word {
                    if piece > 0, piece + cw > width + 1e-9 {
                        lines.append(piece); rest -= piece; piece = 0
                        counts.append(1); lastWords.append(0); lastSpaces.append(0); breakSpaces.append(0); inside.append(true)
                    }
                    piece += cw
                }
                rest = piece
                lastWords[lastWords.count - 1] = rest
            }
            current = rest
        }
        lines.append(current ?? 0)
        // SwiftUI's push-out, as in the one-font wrap above.
        let n = lines.count
        if n > 1, counts[n - 1] == 1, !inside[n - 1], counts[n - 2] >= 3 {
            let moved = lastWords[n - 2]
            let last = moved + breakSpaces[n - 1] + lines[n - 1]
            if last <= width + 1e-9 {
                lines[n - 1] = last
                lines[n - 2] -= moved + lastSpaces[n - 2]
            }
        }
        return lines
    }
}
