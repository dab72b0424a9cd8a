import CCairo

extension PangoText {
    /// SwiftUI's `Text` avoids an orphan: it lays text out with `lineBreakStrategy .standard`,
    /// which includes `.pushOut` — "the text system pushes out the last line by one word"
    /// (NSParagraphStyle) — so "We want you to try Cal AI for / free" is drawn "We want you to
    /// try Cal AI / for free". Pango breaks greedily; this moves the break.
    ///
    /// Where a wrapped paragraph's last line is a single word and the line before holds three
    /// or more (pushing one of two out would leave another word alone: "Smart / Nutrition
    /// Timing"), the space before that line's last word becomes a newline. A newline has the
    /// same length in UTF-8 as a space, so every attribute's byte range (spans, cascades)
    /// still holds. When the pushed word does not fit beside the orphan, or the text is cut
    /// by its line limit, the layout keeps its greedy lines. Measuring and drawing both build
    /// their layout through `makeLayout`, so they agree.
    func pushOutOrphans(_ layout: OpaquePointer, _ string: String) {
        let count = Int(pango_layout_get_line_count(layout))
        guard count > 1, pango_layout_is_ellipsized(layout) == 0 else { return }
        let starts = Self.lineStarts(layout)
        var bytes = Array(string.utf8)
        let pushed = Self.orphanBreaks(in: bytes, lineStarts: starts)
        guard !pushed.isEmpty else { return }
        for space in pushed { bytes[space] = 0x0A }
        pango_layout_set_text(layout, String(decoding: bytes, as: UTF8.self), -1)
        if Int(pango_layout_get_line_count(layout)) != count || pango_layout_is_ellipsized(layout) != 0 {
            pango_layout_set_text(layout, string, -1)
        }
    }

    /// The byte index at which each of `layout`'s lines begins.
    private static func lineStarts(_ layout: OpaquePointer) -> [Int] {
        guard let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        var starts: [Int] = []
        repeat { starts.append(Int(pango_layout_iter_get_index(iter))) } while pango_layout_iter_next_line(iter) != 0
        return starts
    }

    /// The indices of the spaces in `bytes` (UTF-8) that become line breaks so that no wrapped
    /// paragraph ends in one word, given where each line starts (see `pushOutOrphans`).
    static func orphanBreaks(in bytes: [UInt8], lineStarts starts: [Int]) -> [Int] {
        let space: UInt8 = 0x20, newline: UInt8 = 0x0A
        var breaks: [Int] = []
        for i in starts.indices.dropFirst() {
            let start = starts[i], previous = starts[i - 1]
            guard start > previous, start <= bytes.count, bytes[start - 1] != newline else { continue }
            let end = i + 1 < starts.count ? min(starts[i + 1], bytes.count) : bytes.count
            guard start < end else { continue }
            // The last line of its paragraph: the text or a newline ends it.
            let endsText = end == bytes.count
            guard endsText || bytes[end - 1] == newline else { continue }
            let lineEnd = endsText ? end : end - 1
            guard bytes[start..<lineEnd].split(separator: space).count == 1 else { continue }
            // A line broken inside a word is no orphan to move: its word did not fit whole.
            guard bytes[start - 1] == space else { continue }
            // The line before, without the spaces it ends in.
            var last = start - 1
            while last > previous, bytes[last] == space { last -= 1 }
            guard bytes[previous...last].split(separator: space).count >= 3,
                  let before = bytes[previous..<last].lastIndex(of: space), before > previous else { continue }
            breaks.append(before)
        }
        return breaks
    }
}
