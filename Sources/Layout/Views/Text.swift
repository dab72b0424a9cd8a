import DisplayList

/// SwiftUI's `Text`: wraps at the proposed width with Pango's line breaking (through the
/// `TextMeasuring` protocol), honours `lineLimit`, and truncates with an ellipsis when the
/// proposed height is too small — recording every truncation instead of hiding it.
public struct Text: PrimitiveView {
    let string: String
    /// The text `string`, as written (no localisation).
    public init(_ string: String) { self.string = string }
    /// The text `string`, as written.
    public init(verbatim string: String) { self.string = string }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        let env = context.environment
        let font = env.resolvedFont
        let shown = env.textCase == .uppercase ? string.uppercased() : env.textCase == .lowercase ? string.lowercased() : string
        var run = TextRun(shown, font: font, paint: env.foreground ?? .solid(Color.primary.resolved(in: env)),
                          alignment: env.multilineTextAlignment, lineLimit: env.lineLimit)
        run.glyphs = env.glyphStyles
        run.strikethrough = env.strikethrough
        return TextNode(id: context.path, run: run)
    }
}

struct TextNode: LayoutNode {
    let id: String
    let run: TextRun

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let fitted = fit(height: proposal.height, width: width, context)
        var size = context.measure(fitted, width: width).size
        if let width { size.width = min(size.width, width) }
        return size
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let fitted = fit(height: frame.height, width: frame.width, context.layoutContext)
        let metrics = context.layoutContext.measure(fitted, width: frame.width)
        if metrics.truncated { context.record(.truncated, [id]) }
        var element = Element.text(id, frame, fitted)
        element.accessibilityTraits = ["isStaticText"]
        context.emit(element)
    }

    /// The run with a line limit small enough for `height` (SwiftUI drops whole lines and
    /// ends the last one with an ellipsis).
    private func fit(height: Double?, width: Double?, _ context: LayoutContext) -> TextRun {
        guard let height, height.isFinite else { return run }
        let full = context.measure(run, width: width)
        guard full.size.height > height + 0.5, full.lineCount > 0 else { return run }
        let lineHeight = full.size.height / Double(full.lineCount)
        var limited = run
        limited.lineLimit = max(1, min(run.lineLimit ?? .max, Int((height + 0.5) / lineHeight)))
        return limited
    }
}
