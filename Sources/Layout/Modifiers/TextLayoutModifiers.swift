import DisplayList

// SwiftUI's text-layout modifiers that apply to every Text inside a view (Text's own
// versions, which return Text, are in TextModifiers.swift): line spacing, reserved lines,
// and an underline.

/// `.lineSpacing(_:)`: points between lines.
struct LineGapKey: EnvironmentKey { static let defaultValue = 0.0 }
/// `.lineLimit(_:reservesSpace:)`: whether a text takes its limit's lines even when shorter.
struct ReservesLinesKey: EnvironmentKey { static let defaultValue = false }
/// `.underline()` on a view: under every Text inside.
struct UnderlineKey: EnvironmentKey { static let defaultValue: TextLine? = nil }

extension View {
    /// SwiftUI's `.lineSpacing(_:)`: `spacing` points added between the lines of every Text
    /// inside (none above the first line or below the last); negative values add none.
    nonisolated public func lineSpacing(_ spacing: Double) -> some View {
        EnvironmentModifier(content: self) { $0[LineGapKey.self] = spacing.isFinite ? max(0, spacing) : 0 }
    }
    /// SwiftUI's `.lineLimit(_:reservesSpace:)` (iOS 16): at most `limit` lines and, when
    /// `reservesSpace`, the height of `limit` lines even when the text needs fewer, so rows
    /// line up whatever their text.
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        EnvironmentModifier(content: self) { env in
            env.lineLimit = limit
            env[ReservesLinesKey.self] = reservesSpace
        }
    }
    /// SwiftUI's `.underline(_:pattern:color:)` on a view (iOS 16): a line under every Text
    /// inside, in `color` or the text's own; `pattern` is drawn solid.
    nonisolated public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        EnvironmentModifier(content: self) { env in
            env[UnderlineKey.self] = isActive ? TextLine(color: color.map { $0.paint(in: env).representativeColor }) : nil
        }
    }
    /// SwiftUI's `.help(_:)`: a pointer tooltip (macOS, iPadOS); a still shows none.
    nonisolated public func help(_ text: String) -> some View { self }
    /// `.help(_:)` with a `Text`.
    nonisolated public func help(_ text: Text) -> some View { self }
    /// `.help(_:)` with a localised key.
    nonisolated public func help(_ key: LocalizedStringKey) -> some View { self }
}

extension Text {
    /// SwiftUI's `Text.LineStyle`: how an underline or strikethrough is drawn.
    public struct LineStyle: Hashable, Sendable {
        /// SwiftUI's `Text.LineStyle.Pattern`; lines are drawn solid here.
        public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
        /// The line's pattern.
        public var pattern: Pattern
        /// The line's colour (nil: the text's).
        public var color: Color?
        /// A line in `pattern` and `color`.
        public init(pattern: Pattern = .solid, color: Color? = nil) { self.pattern = pattern; self.color = color }
        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }
}
