import DisplayList

/// One piece of a `Text` and the styles Text's own modifiers gave it. Each style is nil
/// (or false) until a modifier sets it, and the first modifier to set one keeps it — the
/// innermost wins, as with the view modifiers — so `Text("a").bold()` inside
/// `.fontWeight(.light)` is bold. Unset styles come from the environment where the text is.
struct TextSegment: Sendable {
    var string: String
    var font: Font?
    var weight: FontWeight?
    var italic: Bool?
    var monospacedDigit: Bool?
    /// `Text.monospaced(_:)`: the monospaced design over the font's own (false: the font's).
    var monospaced: Bool?
    /// The foreground styles set on it, innermost first: each is resolved over the ones
    /// outside it, as nested `.foregroundStyle` modifiers are (`.secondary` inside `.blue`
    /// is blue at 60 %), and the innermost is drawn.
    var foregrounds: [any ShapeStyle] = []
    var underline: Decoration?
    var strikethrough: Decoration?
    var kerning: Double?
    var tracking: Double?
    var baselineOffset: Double?

    /// `.underline(_:color:)` or `.strikethrough(_:color:)` as written: off, or on in a colour
    /// (nil: the text's own).
    struct Decoration: Sendable {
        var isActive: Bool
        var color: Color?
    }

    init(string: String) { self.string = string }

    /// What the segment draws in `env`: its font, paint and lines.
    struct Resolved {
        var string: String
        var font: FontSpec
        var paint: Paint
        var italic: Bool
        var underline: TextLine?
        var strikethrough: TextLine?
        var baselineOffset: Double?

        /// Whether one span is needed to draw it (what a plain run cannot say).
        var needsSpan: Bool { italic || underline != nil || baselineOffset != nil }
    }

    /// The segment's styles laid over `env`'s, as the view modifiers would lay them: the
    /// font through `EnvironmentValues.resolvedFont`, so a bare `Text("a").font(.title)`
    /// draws exactly what `.font(.title)` on any view does.
    func resolved(in env: EnvironmentValues) -> Resolved {
        var own = env
        if let font { own.font = font }
        if let weight { own.fontWeight = weight }
        if monospacedDigit == true { own.monospacedDigits = true }
        if let monospaced { own[FontDesignKey.self] = monospaced ? .monospaced : nil }
        var spec = own.resolvedFont
        // SwiftUI: tracking, when set, is used instead of kerning.
        if let spacing = tracking ?? kerning { spec.letterSpacing = spacing }
        var styled = env
        for style in foregrounds.reversed() { styled.foreground = style.paint(in: styled) }
        let paint = styled.foreground ?? .solid(Color.primary.resolved(in: env))
        func line(_ decoration: Decoration?) -> TextLine? {
            guard let decoration, decoration.isActive else { return nil }
            return TextLine(color: decoration.color.map { $0.paint(in: env).representativeColor })
        }
        let shown = env.textCase == .uppercase ? string.uppercased() : env.textCase == .lowercase ? string.lowercased() : string
        return Resolved(string: shown, font: spec, paint: paint, italic: italic ?? false,
                        underline: underline == nil ? env[UnderlineKey.self] : line(underline),
                        strikethrough: strikethrough == nil ? env.strikethrough : line(strikethrough),
                        baselineOffset: baselineOffset.flatMap { $0 == 0 ? nil : $0 })
    }

    /// The run `segments` draw in `env`: a plain run when one segment needs nothing a run
    /// cannot say (every text written before Text had modifiers of its own draws as it
    /// did); otherwise one span per segment, each colour given only where it differs from
    /// the run's paint, which is the first segment's.
    static func run(of segments: [TextSegment], in env: EnvironmentValues) -> TextRun {
        let parts = (segments.isEmpty ? [TextSegment(string: "")] : segments).map { $0.resolved(in: env) }
        let first = parts[0]
        var run = TextRun(parts.map(\.string).joined(), font: first.font, paint: first.paint)
        if parts.count == 1, !first.needsSpan {
            run.strikethrough = first.strikethrough
            return run
        }
        run.spans = parts.map { part in
            TextSpan(part.string, font: part.font, italic: part.italic ? true : nil,
                     color: part.paint == first.paint ? nil : part.paint.representativeColor,
                     underline: part.underline, strikethrough: part.strikethrough, baselineOffset: part.baselineOffset)
        }
        return run
    }
}
