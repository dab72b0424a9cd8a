public import Layout

extension View {
    /// A scroll view's fold marked as one: `color` (the page's background behind the scroll
    /// view) fading in over the last `height` points above its bottom edge, so a line cut
    /// there reads as "more below" instead of a mistake — the affordance `proof check fold`
    /// accepts, as a designer draws it above a pinned call to action. Not hit-tested and
    /// hidden from VoiceOver: it is paint, not content.
    nonisolated public func foldFade(_ color: Color, height: Double = 28) -> some View {
        overlay(alignment: .bottom) {
            LinearGradient(colors: [color.opacity(0), color], startPoint: .top, endPoint: .bottom)
                .frame(height: height)
                .allowsHitTesting(false)
                .accessibilityHidden(true)
        }
    }
}
