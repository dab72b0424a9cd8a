public import Layout

extension View {
    /// A scroll view's fold marked as one: `color` (the page's background behind the scroll
    /// view) fading in over the last `height` points above its bottom edge — at Large; the
    /// height grows with Dynamic Type as body text does, so at the largest sizes the fade
    /// still covers most of a cut line — so a line cut there reads as "more below" instead of
    /// a mistake: the affordance `proof check fold` accepts, as a designer draws it above a
    /// pinned call to action. The scroll view's content gets a bottom margin as tall, so its
    /// last line comes to rest above the fade. Not hit-tested and hidden from VoiceOver: it is
    /// paint, not content.
    nonisolated public func foldFade(_ color: Color, height: Double = FoldFade.defaultHeight) -> some View {
        modifier(FoldFadeModifier(color: color, height: height))
    }
}

/// `foldFade`'s overlay, its height a `@ScaledMetric` of body text.
nonisolated struct FoldFadeModifier: ViewModifier {
    let color: Color
    @ScaledMetric var height: Double

    init(color: Color, height: Double) {
        self.color = color
        _height = ScaledMetric(wrappedValue: height, relativeTo: .body)
    }

    func body(content: Content) -> some View {
        // The content ends `height` past the fade's top, so its last line scrolls clear of
        // the fade (at rest, a page drawn whole showed its last line faded out).
        content.contentMargins(.bottom, EdgeInsets(top: 0, leading: 0, bottom: height, trailing: 0), for: .scrollContent)
            .overlay(alignment: .bottom) {
            LinearGradient(colors: [color.opacity(0), color], startPoint: .top, endPoint: .bottom)
                .frame(height: height)
                // One point past the scroll view's edge: the content's clip and the fade both
                // end inside a pixel row there (541.1 pt on the SE), and the two antialiased
                // edges left a 1-px line of content under the fade (#EAEAEA on white).
                .padding(.bottom, -1)
                .allowsHitTesting(false)
                .accessibilityHidden(true)
        }
    }
}
