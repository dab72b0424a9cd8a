import DisplayList

/// SwiftUI's vertical `ScrollView`: content is laid out at its ideal height, shifted by
/// the scroll offset and clipped to the viewport. In full-length mode (environment
/// `scrollFullLength`) the viewport grows to the content, for a screenshot of a long screen.
public struct ScrollView<Content: View>: PrimitiveView {
    let content: Content
    let offset: Double
    /// A vertical scroll view scrolled down by `offset` points.
    public init(offset: Double = 0, @ViewBuilder content: () -> Content) {
        self.offset = offset
        self.content = content()
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        let children = context.flattenContent(content).map(\.node)
        let child: any LayoutNode = children.count == 1 ? children[0]
            : StackNode(axis: .vertical, alignment: 0.5, spacing: nil, children: children, id: context.path)
        return ScrollNode(child: child, offset: offset, fullLength: context.environment.scrollFullLength,
                          clips: !context.environment.scrollClipDisabled)
    }
}

struct ScrollNode: LayoutNode {
    let child: any LayoutNode
    let offset: Double
    let fullLength: Bool
    /// False under `.scrollClipDisabled()`: content is drawn past the viewport.
    var clips = true

    func contentSize(width: Double?, _ context: LayoutContext) -> Size {
        child.sizeThatFits(ProposedSize(width: width, height: nil), context)
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let content = contentSize(width: width, context)
        let w = width ?? content.width
        if fullLength { return Size(width: w, height: content.height) }
        // A scroll view takes the height it is offered (its content scrolls inside).
        guard let h = proposal.height else { return Size(width: w, height: content.height) }
        return Size(width: w, height: h.isFinite ? h : content.height)
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let content = contentSize(width: frame.width, context.layoutContext)
        let maxOffset = max(0, content.height - frame.height)
        let y = fullLength ? 0 : min(max(0, offset), maxOffset)
        // SwiftUI centres content narrower than the viewport horizontally, at the top.
        let contentFrame = Rect(x: frame.x + (frame.width - content.width) / 2, y: frame.y - y, width: content.width, height: content.height)
        let saved = context
        // Scrolled-away text is not an overflow: clip for drawing (inside any enclosing
        // clipShape, a sheet's rounded corners), but not for the record — nor by that
        // enclosing clipShape, which the rows scrolled past the viewport lie outside of too.
        if clips { context.narrowClip(to: Clip(frame: frame, shape: .rectangle)) }
        context.clipRect = nil
        let savedParents = context.parentFrames
        context.parentFrames = [contentFrame]
        child.place(in: contentFrame, &context)
        context.parentFrames = savedParents
        context.restoreEffects(from: saved)
    }
}

extension View {
    /// SwiftUI's `scrollClipDisabled(_:)` (iOS 17): scroll views inside draw their content
    /// past their frame instead of clipping it (what scrolls away is still not an overflow).
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.scrollClipDisabled, disabled)
    }
}
