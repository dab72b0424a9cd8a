import DisplayList

/// SwiftUI's `Text`: wraps at the proposed width with Pango's line breaking (through the
/// `TextMeasuring` protocol), honours `lineLimit`, shrinks as far as `minimumScaleFactor`
/// allows when it does not fit, and truncates with an ellipsis when the proposed height is
/// too small — recording every truncation instead of hiding it.
///
/// A `Text` is one or more segments: `+` joins texts (TextConcatenation.swift) and Text's
/// own modifiers (TextModifiers.swift) style each segment, so the result is still a `Text`.
/// The segments are drawn as one run, with one span per segment when they differ.
nonisolated public struct Text: PrimitiveView {
    /// The pieces drawn, in order: one, or one per `Text` joined with `+`.
    var segments: [TextSegment]
    /// The text `string`, as written (no localisation).
    public init(_ string: String) { segments = [TextSegment(string: string)] }
    /// The text `string`, as written.
    public init(verbatim string: String) { segments = [TextSegment(string: string)] }
    init(segments: [TextSegment]) { self.segments = segments }

    /// All of the text, its segments joined (what VoiceOver reads).
    var string: String { segments.map(\.string).joined() }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        let env = context.environment
        var lineLimit = env.lineLimit
        var minimumScale = env.minimumScaleFactor
        // A proposal laid over the screen, for this text only (empty but under --apply-proposals).
        if !env.textAdjustments.isEmpty, let adjustment = env.textAdjustments[context.path] {
            lineLimit = adjustment.lineLimit ?? lineLimit
            minimumScale = adjustment.minimumScaleFactor.map { min(max($0, 0.01), 1) } ?? minimumScale
        }
        var run = TextSegment.run(of: segments, in: env)
        run.alignment = env.multilineTextAlignment
        // `.lineLimit(.max)`: as many lines as any text has (Pango takes the limit as an Int32).
        run.lineLimit = lineLimit.map { min($0, 1_000_000) }
        run.glyphs = env.glyphStyles
        let gap = env[LineGapKey.self]
        if gap > 0 { run.lineGap = min(gap, 10_000) }
        let reserved = env[ReservesLinesKey.self] ? lineLimit.flatMap { $0 > 0 ? min($0, 1_000) : nil } : nil
        return TextNode(id: context.path, run: run, minimumScale: minimumScale, reservedLines: reserved)
    }
}

struct TextNode: LayoutNode {
    let id: String
    let run: TextRun
    /// `.minimumScaleFactor`: 1 never shrinks.
    var minimumScale: Double = 1
    /// `.lineLimit(n, reservesSpace: true)`: at least n lines tall (nil: as tall as its lines).
    var reservedLines: Int? = nil

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let fitted = fit(shrunk(height: proposal.height, width: width, context), height: proposal.height, width: width, context)
        var size = context.measure(fitted, width: width).size
        if let width { size.width = min(size.width, width) }
        if let reservedLines { size.height = max(size.height, reservedHeight(reservedLines, context)) }
        return size
    }

    /// The height of `lines` lines of this run's font and spacing.
    private func reservedHeight(_ lines: Int, _ context: LayoutContext) -> Double {
        var probe = run
        probe.string = Array(repeating: "A", count: lines).joined(separator: "\n")
        probe.spans = nil
        probe.lineLimit = nil
        return context.measure(probe, width: nil).size.height
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let layout = context.layoutContext
        let fitted = fit(shrunk(height: frame.height, width: frame.width, layout), height: frame.height, width: frame.width, layout)
        let metrics = context.layoutContext.measure(fitted, width: frame.width)
        if metrics.truncated { context.record(.truncated, [id]) }
        if metrics.brokenWords > 0 { context.record(.brokenWord, [id]) }
        var element = Element.text(id, frame, fitted)
        element.lines = .measured(count: metrics.lineCount, textHeight: metrics.size.height, gap: fitted.lineGap ?? 0)
        element.accessibilityTraits = ["isStaticText"]
        context.emit(element)
    }

    /// The run with a line limit small enough for `height` (SwiftUI drops whole lines and
    /// ends the last one with an ellipsis).
    private func fit(_ run: TextRun, height: Double?, width: Double?, _ context: LayoutContext) -> TextRun {
        guard let height, height.isFinite else { return run }
        let full = context.measure(run, width: width)
        guard full.size.height > height + 0.5, full.lineCount > 0 else { return run }
        // `.lineSpacing` puts its gap between lines only: n lines take n·line + (n−1)·gap.
        let gap = run.lineGap ?? 0
        let lineHeight = (full.size.height - gap * Double(full.lineCount - 1)) / Double(full.lineCount)
        var limited = run
        limited.lineLimit = max(1, min(run.lineLimit ?? .max, Int((height + 0.5 + gap) / (lineHeight + gap))))
        return limited
    }

    /// SwiftUI's `.minimumScaleFactor`: the run as it is when it fits `width` × `height`
    /// (not cut, no wider than the width, no taller than the height — a line taller than
    /// its frame shrinks too, as SwiftUI's scale-to-fit idiom relies on); otherwise at the largest size, in hundredths of
    /// its own down to `minimumScale`, at which it fits — or at `minimumScale`, cut as usual.
    /// Searched by halving: fitting only gets easier as the text gets smaller.
    private func shrunk(height: Double?, width: Double?, _ context: LayoutContext) -> TextRun {
        guard minimumScale < 1 else { return run }
        func fits(_ candidate: TextRun) -> Bool {
            let metrics = context.measure(fit(candidate, height: height, width: width, context), width: width)
            // A word broken between two characters does not fit: SwiftUI shrinks the text
            // (to its minimum scale) before it breaks a word.
            return !metrics.truncated && metrics.brokenWords == 0 && (width.map { metrics.size.width <= $0 + 0.5 } ?? true)
                && (height.map { !$0.isFinite || metrics.size.height <= $0 + 0.5 } ?? true)
        }
        if fits(run) { return run }
        var low = Int((minimumScale * 100).rounded(.up)), high = 99
        var best = low
        while low <= high {
            let middle = (low + high) / 2
            if fits(scaled(middle)) { best = middle; low = middle + 1 } else { high = middle - 1 }
        }
        return scaled(best)
    }

    /// The run at `hundredths` / 100 of its size (letter spacing, every span and its
    /// baseline offset with it).
    private func scaled(_ hundredths: Int) -> TextRun {
        var r = run
        let factor = Double(hundredths) / 100
        r.font.size = run.font.size * factor
        r.font.letterSpacing = run.font.letterSpacing * factor
        r.spans = run.spans?.map { span in
            var s = span
            s.font.size = span.font.size * factor
            s.font.letterSpacing = span.font.letterSpacing * factor
            s.baselineOffset = span.baselineOffset.map { $0 * factor }
            return s
        }
        return r
    }
}
