import DisplayList

/// SwiftUI's `ScrollView`. Vertical (the default): content is laid out at its ideal
/// height, shifted by the scroll offset and clipped to the viewport; in full-length mode
/// (environment `scrollFullLength`) the viewport grows to the content, for a screenshot of
/// a long screen. Horizontal: content at its ideal width from the leading edge, as high as
/// it is (a horizontal scroll view hugs its content's height), clipped at the viewport's
/// sides. Several children are stacked along the scrolling axis.
nonisolated public struct ScrollView<Content: View>: PrimitiveView {
    let content: Content
    let offset: Double
    let axis: Axis
    /// A vertical scroll view scrolled down by `offset` points.
    public init(offset: Double = 0, @ViewBuilder content: () -> Content) {
        self.offset = offset
        self.axis = .vertical
        self.content = content()
    }

    /// SwiftUI's `ScrollView(_:showsIndicators:content:)`, at rest (scrolled to its start;
    /// indicators are not drawn in a still). Both axes scroll as vertical.
    public init(_ axes: Axis.Set, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.offset = 0
        self.axis = axes == .horizontal ? .horizontal : .vertical
        self.content = content()
    }

    /// SwiftUI's `ScrollView(showsIndicators:content:)`: vertical.
    public init(showsIndicators: Bool, @ViewBuilder content: () -> Content) {
        self.init(.vertical, showsIndicators: showsIndicators, content: content)
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        let children = (axis == .horizontal ? context.with { $0.stackAxis = .horizontal } : context).flattenContent(content).map(\.node)
        let stacked: any LayoutNode = children.count == 1 ? children[0]
            : StackNode(axis: axis, alignment: 0.5, spacing: nil, children: children, id: context.path)
        // `.contentMargins`: the content keeps that much space from the viewport's edges.
        let margins = context.environment.scrollContentMargins
        let child: any LayoutNode = margins == .zero ? stacked : PaddingNode(child: stacked, insets: margins)
        if axis == .horizontal {
            return HorizontalScrollNode(child: child, clips: !context.environment.scrollClipDisabled)
        }
        return ScrollNode(child: child, offset: offset, fullLength: context.environment.scrollFullLength,
                          clips: !context.environment.scrollClipDisabled, target: context.environment.scrollTarget)
    }
}

extension Axis {
    /// SwiftUI's `Axis.Set`: the axes a scroll view scrolls along.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        /// The axes of this raw value.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Left and right.
        public static let horizontal = Set(rawValue: 1)
        /// Up and down.
        public static let vertical = Set(rawValue: 2)
    }
}

/// A horizontal scroll view at rest: the content at its ideal width, from the leading edge.
struct HorizontalScrollNode: LayoutNode {
    let child: any LayoutNode
    var clips = true

    func contentSize(height: Double?, viewportWidth: Double?, _ context: LayoutContext) -> Size {
        // Inside, `.containerRelativeFrame` sizes against this viewport.
        let viewport = Size(width: viewportWidth ?? context.containerSize.width, height: height ?? context.containerSize.height)
        return context.inContainer(viewport) { child.sizeThatFits(ProposedSize(width: nil, height: height), context) }
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let content = contentSize(height: proposal.height.flatMap { $0.isFinite ? $0 : nil },
                                  viewportWidth: proposal.width.flatMap { $0.isFinite ? $0 : nil }, context)
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? content.width
        return Size(width: width, height: content.height)
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let content = contentSize(height: frame.height, viewportWidth: frame.width, context.layoutContext)
        let contentFrame = Rect(x: frame.x, y: frame.y + (frame.height - content.height) / 2, width: content.width, height: content.height)
        placeScrolled(child, at: contentFrame, in: frame, clips: clips, axis: .horizontal, &context)
    }
}

/// Places a scroll view's content at `contentFrame` inside its viewport `frame`. Scrolled-away
/// text is not an overflow: clipped for drawing (inside any enclosing clipShape, a sheet's
/// rounded corners), but not for the record — nor by that enclosing clipShape, which content
/// scrolled past the viewport lies outside of too.
private func placeScrolled(_ child: any LayoutNode, at contentFrame: Rect, in frame: Rect, clips: Bool, axis: Axis = .vertical,
                           _ context: inout PlacementContext) {
    let saved = context
    let savedViewport = context.scrollViewport, savedAxis = context.scrollAxis
    context.scrollViewport = frame
    context.scrollAxis = axis
    defer { context.scrollViewport = savedViewport; context.scrollAxis = savedAxis }
    if clips { context.narrowClip(to: Clip(frame: drawnViewport(frame, axis: axis, context), shape: .rectangle)) }
    context.clipRect = nil
    let savedParents = context.parentFrames, savedContainer = context.layoutContext.containerSize
    context.parentFrames = [contentFrame]
    // Inside, `.containerRelativeFrame` sizes against this viewport.
    context.layoutContext.containerSize = frame.size
    child.place(in: contentFrame, &context)
    context.layoutContext.containerSize = savedContainer
    context.parentFrames = savedParents
    context.restoreEffects(from: saved)
}

/// Where a scroll view's content is drawn: its frame, and — for a vertical one whose frame
/// reaches the bottom of the safe area — on down to the screen's edge. iOS extends a scroll
/// view into the safe area it borders (the home indicator's, a tab bar's, a `safeAreaInset`
/// bar's) and insets its content instead, so content passes under the bar and off the glass
/// rather than being cut where the safe area begins.
private func drawnViewport(_ frame: Rect, axis: Axis, _ context: PlacementContext) -> Rect {
    let safe = context.safeArea, screen = context.screen
    guard axis == .vertical, frame.maxY >= safe.maxY - 0.5, frame.maxY < screen.maxY, frame.minY < screen.maxY else { return frame }
    return Rect(x: frame.x, y: frame.y, width: frame.width, height: screen.maxY - frame.y)
}

struct ScrollNode: LayoutNode {
    let child: any LayoutNode
    let offset: Double
    let fullLength: Bool
    /// False under `.scrollClipDisabled()`: content is drawn past the viewport.
    var clips = true
    /// `scrollTarget`: an element to centre, when this scroll view's content holds it.
    var target: String? = nil

    func contentSize(width: Double?, viewportHeight: Double? = nil, _ context: LayoutContext) -> Size {
        // Inside, `.containerRelativeFrame` sizes against this viewport.
        let viewport = Size(width: width ?? context.containerSize.width, height: viewportHeight ?? context.containerSize.height)
        return context.inContainer(viewport) { child.sizeThatFits(ProposedSize(width: width, height: nil), context) }
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let content = contentSize(width: width, viewportHeight: proposal.height.flatMap { $0.isFinite ? $0 : nil }, context)
        let w = width ?? content.width
        if fullLength { return Size(width: w, height: content.height) }
        // A scroll view takes the height it is offered (its content scrolls inside).
        guard let h = proposal.height else { return Size(width: w, height: content.height) }
        return Size(width: w, height: h.isFinite ? h : content.height)
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let content = contentSize(width: frame.width, viewportHeight: frame.height, context.layoutContext)
        let maxOffset = max(0, content.height - frame.height)
        let y = fullLength ? 0 : min(max(0, targetOffset(content: content, in: frame, context) ?? offset), maxOffset)
        // SwiftUI centres content narrower than the viewport horizontally, at the top.
        let contentFrame = Rect(x: frame.x + (frame.width - content.width) / 2, y: frame.y - y, width: content.width, height: content.height)
        placeScrolled(child, at: contentFrame, in: frame, clips: clips, &context)
    }
}

extension ScrollNode {
    /// The offset that centres `target` in the viewport, found by placing the content once
    /// unscrolled on a copy of the context (nothing of it is kept); nil without a target or
    /// when the content does not hold it.
    func targetOffset(content: Size, in frame: Rect, _ context: PlacementContext) -> Double? {
        guard let target, !fullLength else { return nil }
        var trial = context
        let start = trial.elements.count
        let unscrolled = Rect(x: frame.x + (frame.width - content.width) / 2, y: frame.y, width: content.width, height: content.height)
        trial.parentFrames = [unscrolled]
        child.place(in: unscrolled, &trial)
        guard let found = trial.elements[start...].first(where: { $0.id == target }) else { return nil }
        return found.frame.midY - frame.y - frame.height / 2
    }
}

extension View {
    /// SwiftUI's `scrollClipDisabled(_:)` (iOS 17): scroll views inside draw their content
    /// past their frame instead of clipping it (what scrolls away is still not an overflow).
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.scrollClipDisabled, disabled)
    }
}
