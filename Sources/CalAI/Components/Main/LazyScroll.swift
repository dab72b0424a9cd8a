public import SwiftUI
import DisplayList

/// A vertical scroll view whose `OnScreen` parts are only drawn when they are on screen, as
/// SwiftUI's `LazyVStack` in a `ScrollView` only makes the rows it shows. For the long plan
/// screens (seed 000 p8, §2.2): the rows scrolled out of sight below a pinned button are
/// not drawn at all — only clipped away — so nothing measures them against the button.
/// In full-length mode (`scrollFullLength`) every row is on screen.
nonisolated public struct LazyScroll<Content: View>: PrimitiveView {
    let offset: Double
    let content: Content

    /// `offset`: how far the content is scrolled, in points (clamped to the content).
    public init(offset: Double = 0, @ViewBuilder content: () -> Content) { self.offset = offset; self.content = content() }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        let content = self.content
        return LazyScrollNode(context: context, offset: offset) { AnyView(content) }
    }
}

/// The viewport of the enclosing `LazyScroll` in screen points, while its rows are built.
struct ScrollViewportKey: EnvironmentKey {
    static let defaultValue: Rect? = nil
}

/// Builds the scroll view again when placed, with the viewport in the environment.
struct LazyScrollNode: LayoutNode {
    let context: BuildContext
    let offset: Double
    let content: () -> AnyView

    func sizeThatFits(_ proposal: ProposedSize, _ layout: LayoutContext) -> Size {
        context.buildContent(ScrollView(offset: offset) { content() }).sizeThatFits(proposal, layout)
    }

    func place(in frame: Rect, _ placement: inout PlacementContext) {
        context.with { $0[ScrollViewportKey.self] = frame }.buildContent(ScrollView(offset: offset) { content() }).place(in: frame, &placement)
    }
}

/// A row (or a glyph) of a `LazyScroll`: drawn when any of it is inside the viewport,
/// skipped when it lies wholly above or below; outside a `LazyScroll`, always drawn. Around
/// an icon on a disc, it leaves the disc's visible sliver but not the hidden glyph.
nonisolated public struct OnScreen<Content: View>: PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        OnScreenNode(child: context.buildContent(content), viewport: context.environment[ScrollViewportKey.self])
    }
}

struct OnScreenNode: LayoutNode {
    let child: any LayoutNode
    let viewport: Rect?

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size { child.sizeThatFits(proposal, context) }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        if let v = viewport, frame.minY >= v.maxY || frame.maxY <= v.minY { return }
        child.place(in: frame, &context)
    }
}
