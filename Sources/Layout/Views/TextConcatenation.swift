/// SwiftUI's `Text + Text`: one text whose segments keep their own styles, laid out as one
/// paragraph — one line when it fits, wrapped as a sentence when not — and read by VoiceOver
/// as one element.
extension Text {
    /// `lhs` followed by `rhs`, each in its own style.
    nonisolated public static func + (lhs: Text, rhs: Text) -> Text { Text(segments: lhs.segments + rhs.segments) }
    /// SwiftUI's `Text += Text`.
    nonisolated public static func += (lhs: inout Text, rhs: Text) { lhs = lhs + rhs }
}
