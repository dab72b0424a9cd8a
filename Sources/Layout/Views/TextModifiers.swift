import DisplayList

/// SwiftUI's modifiers that return `Text`, so a styled text is still a `Text`: it can be
/// joined with `+` (`Text("Total ").bold() + Text("1,850")`) and passed where a `Text` is
/// expected (`Section(header:)`, `Label`'s title). Each styles every segment that has not
/// been given that style already — the innermost modifier wins, as with view modifiers.
/// Being members of `Text` itself, they are chosen over the `View` modifiers of the same
/// name when the receiver is a `Text`; on any other view the `View` ones apply.
extension Text {
    /// Sets `change` on each segment where `isUnset` says the style is not set yet.
    private func styled(_ isUnset: (TextSegment) -> Bool, _ change: (inout TextSegment) -> Void) -> Text {
        Text(segments: segments.map { segment in
            var s = segment
            if isUnset(s) { change(&s) }
            return s
        })
    }

    /// SwiftUI's `Text.font(_:)`: the text in `font` (nil: the environment's).
    nonisolated public func font(_ font: Font?) -> Text {
        guard let font else { return self }
        return styled({ $0.font == nil }) { $0.font = font }
    }
    /// SwiftUI's `Text.fontWeight(_:)`: the text at `weight`, over its font's own (nil: unchanged).
    nonisolated public func fontWeight(_ weight: FontWeight?) -> Text {
        guard let weight else { return self }
        return styled({ $0.weight == nil }) { $0.weight = weight }
    }
    /// SwiftUI's `Text.bold()`: weight 700.
    nonisolated public func bold() -> Text { fontWeight(.bold) }
    /// SwiftUI's `Text.bold(_:)` (iOS 16): bold when `isActive`.
    nonisolated public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// SwiftUI's `Text.italic()`: the family's italic (Pango slants a family that has none).
    nonisolated public func italic() -> Text { italic(true) }
    /// SwiftUI's `Text.italic(_:)` (iOS 16): italic when `isActive`.
    nonisolated public func italic(_ isActive: Bool) -> Text { styled({ $0.italic == nil }) { $0.italic = isActive } }
    /// SwiftUI's `Text.monospacedDigit()`: digits at one width (tabular figures).
    nonisolated public func monospacedDigit() -> Text { styled({ $0.monospacedDigit == nil }) { $0.monospacedDigit = true } }
    /// SwiftUI's `Text.monospaced(_:)` (iOS 16): every character at one width, in the
    /// monospaced design of its font's size and weight.
    nonisolated public func monospaced(_ isActive: Bool = true) -> Text { styled({ $0.monospaced == nil }) { $0.monospaced = isActive } }
    /// SwiftUI's `Text.foregroundColor(_:)`: the text in `color` (nil: the environment's style).
    nonisolated public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        return foregroundStyle(color)
    }
    /// SwiftUI's `Text.foregroundStyle(_:)` (iOS 17): the text in `style`. A gradient on a
    /// joined text spans the whole text; on one segment of it, the segment takes the
    /// gradient's first colour.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        styled({ _ in true }) { $0.foregrounds.append(style) }
    }
    /// SwiftUI's `Text.underline(_:pattern:color:)`: a line under the text at the font's
    /// underline position, in `color` or the text's own (every `pattern` drawn solid).
    nonisolated public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styled({ $0.underline == nil }) { $0.underline = .init(isActive: isActive, color: color) }
    }
    /// SwiftUI's `Text.strikethrough(_:pattern:color:)`: a line through the text, in `color`
    /// or the text's own (every `pattern` drawn solid).
    nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styled({ $0.strikethrough == nil }) { $0.strikethrough = .init(isActive: isActive, color: color) }
    }
    /// SwiftUI's `Text.kerning(_:)`: `kerning` points more (negative: less) between letters.
    nonisolated public func kerning(_ kerning: Double) -> Text { styled({ $0.kerning == nil }) { $0.kerning = kerning } }
    /// SwiftUI's `Text.tracking(_:)`: `tracking` points more between letters; used instead
    /// of kerning when both are set, as in SwiftUI.
    nonisolated public func tracking(_ tracking: Double) -> Text { styled({ $0.tracking == nil }) { $0.tracking = tracking } }
    /// SwiftUI's `Text.baselineOffset(_:)`: the text raised `offset` points above the line's
    /// baseline (negative: lowered), as a superscript is.
    nonisolated public func baselineOffset(_ offset: Double) -> Text {
        styled({ $0.baselineOffset == nil }) { $0.baselineOffset = offset }
    }
}
