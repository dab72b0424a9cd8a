import DisplayList
import Motion

// SwiftUI's `.scrollTransition` (iOS 17): a view in a scroll view drawn with the effects
// its closure gives for its phase — `.identity` while it is visible past the configuration's
// threshold, `.topLeading` or `.bottomTrailing` while it is at (or beyond) that edge of the
// viewport. In a still the scroll view is at rest, so the phase is the view's position in
// the viewport: an interactive transition draws the effect interpolated between the edge
// phase and identity by how far the view has come in, paced by its timing curve (ease in
// and out by default); an animated one draws whichever phase the view is in. The threshold
// defaults to `.visible` (the whole view inside). Outside a scroll view
// the view is drawn at identity.

/// SwiftUI's `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// At or past the top (vertical) or leading (horizontal) edge.
    case topLeading
    /// Visible.
    case identity
    /// At or past the bottom or trailing edge.
    case bottomTrailing

    /// Whether this is `.identity`.
    public var isIdentity: Bool { self == .identity }
    /// −1 at the top or leading edge, 0 visible, 1 at the bottom or trailing edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// SwiftUI's `ScrollTransitionConfiguration`: how the transition follows the scroll.
public struct ScrollTransitionConfiguration: Sendable {
    /// SwiftUI's `ScrollTransitionConfiguration.Threshold`: how much of the view must be in
    /// the viewport for it to be at identity.
    public struct Threshold: Sendable {
        /// The share of the view inside the viewport (0…1).
        let visible: Double
        /// Fully inside.
        public static let visible = Threshold(visible: 1)
        /// Any part inside.
        public static let hidden = Threshold(visible: 0)
        /// Centred in the viewport: drawn as half inside.
        public static var centered: Threshold { Threshold(visible: 0.5) }
        /// `amount` of the view inside (clamped to 0…1).
        public static func visible(_ amount: Double) -> Threshold { Threshold(visible: amount.isFinite ? min(max(amount, 0), 1) : 1) }
    }

    let interactive: Bool
    let identityOnly: Bool
    var threshold = Threshold.visible
    var curve = UnitCurve.easeInOut
    /// The transition interpolated as the view scrolls in (eased in and out).
    public static let interactive = ScrollTransitionConfiguration(interactive: true, identityOnly: false)
    /// The transition run as an animation when the view crosses the threshold.
    public static let animated = ScrollTransitionConfiguration(interactive: false, identityOnly: false)
    /// No transition: always identity.
    public static let identity = ScrollTransitionConfiguration(interactive: false, identityOnly: true)
    /// Interactive, paced by `timingCurve` from just hidden (0) to the threshold (1).
    public static func interactive(timingCurve: UnitCurve) -> ScrollTransitionConfiguration {
        var c = ScrollTransitionConfiguration.interactive
        c.curve = timingCurve
        return c
    }
    /// Animated with `animation` (a still shows where it ends).
    public static func animated(_ animation: Motion.Animation) -> ScrollTransitionConfiguration { .animated }
    /// This configuration with the view at identity once `threshold` is met.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration { var c = self; c.threshold = threshold; return c }
    /// This configuration animated with `animation`.
    public func animation(_ animation: Motion.Animation) -> ScrollTransitionConfiguration { self }
}

/// Where a view of `frame` is in `viewport` along `axis`: the edge it is nearer, and how far
/// it has come in towards the threshold (0: just hidden … 1: at the threshold or past it).
public func scrollTransitionProgress(_ frame: Rect, in viewport: Rect, axis: Axis, threshold: Double) -> (phase: ScrollTransitionPhase, progress: Double) {
    let (start, length, viewStart, viewLength) = axis == .vertical
        ? (frame.minY, frame.height, viewport.minY, viewport.height)
        : (frame.minX, frame.width, viewport.minX, viewport.width)
    guard length > 0, length.isFinite, viewLength.isFinite else { return (.identity, 1) }
    let visible = max(0, min(start + length, viewStart + viewLength) - max(start, viewStart)) / length
    if visible >= threshold - 1e-9 { return (.identity, 1) }
    let edge: ScrollTransitionPhase = start + length / 2 < viewStart + viewLength / 2 ? .topLeading : .bottomTrailing
    return (edge, threshold > 0 ? visible / threshold : 0)
}

nonisolated struct ScrollTransitionModifier<Content: View, Effect: VisualEffect>: ModifierView {
    let content: Content
    let configuration: ScrollTransitionConfiguration
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let transition: (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    var contentView: any View { content }

    func makeNode(_ context: BuildContext) -> any LayoutNode {
        EffectAtPlacementNode(context: context, content: AnyView(content), child: context.buildContent(content)) { frame, placement in
            guard let viewport = placement.scrollViewport else { return transition(EmptyVisualEffect(), .identity).steps }
            let axis = self.axis ?? placement.scrollAxis
            let edgeConfiguration = frame.midOn(axis) < viewport.midOn(axis) ? topLeading : bottomTrailing
            let (phase, progress) = scrollTransitionProgress(frame, in: viewport, axis: axis, threshold: edgeConfiguration.threshold.visible)
            let identity = transition(EmptyVisualEffect(), .identity).steps
            guard !edgeConfiguration.identityOnly, phase != .identity else { return identity }
            let edge = transition(EmptyVisualEffect(), phase).steps
            guard edgeConfiguration.interactive, edge.count == identity.count else { return edge }
            // Paced by the configuration's curve, from the edge (0) to identity (1).
            let t = edgeConfiguration.curve.value(at: progress)
            return zip(edge, identity).map { $0.interpolated(to: $1, t) }
        }
    }
}

extension Rect {
    /// The middle of the rectangle along `axis`.
    func midOn(_ axis: Axis) -> Double { axis == .vertical ? midY : midX }
}

extension View {
    /// SwiftUI's `.scrollTransition(_:axis:transition:)`: in a scroll view, the view drawn with
    /// the effects `transition` gives for its phase there (see the file's notes).
    nonisolated public func scrollTransition<E: VisualEffect>(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                                              transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E) -> some View {
        ScrollTransitionModifier(content: self, configuration: configuration, topLeading: configuration, bottomTrailing: configuration,
                                 axis: axis, transition: transition)
    }
    /// `.scrollTransition(topLeading:bottomTrailing:axis:transition:)`: one configuration per edge.
    nonisolated public func scrollTransition<E: VisualEffect>(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                                              axis: Axis? = nil,
                                                              transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E) -> some View {
        ScrollTransitionModifier(content: self, configuration: topLeading, topLeading: topLeading, bottomTrailing: bottomTrailing,
                                 axis: axis, transition: transition)
    }
}
