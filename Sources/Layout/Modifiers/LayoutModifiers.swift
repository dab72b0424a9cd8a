import DisplayList

// MARK: padding

nonisolated struct PaddingModifier<Content: View>: ModifierView {
    let content: Content
    let insets: EdgeInsets
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode { PaddingNode(child: context.buildContent(content), insets: insets) }
}

struct PaddingNode: LayoutNode {
    let child: any LayoutNode
    let insets: EdgeInsets
    var layoutPriority: Double { child.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let inner = ProposedSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                                 height: proposal.height.map { max(0, $0 - insets.vertical) })
        let s = child.sizeThatFits(inner, context)
        return Size(width: s.width + insets.horizontal, height: s.height + insets.vertical)
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        child.place(in: Rect(x: frame.x + insets.leading, y: frame.y + insets.top,
                             width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical)), &context)
    }
}

// MARK: frame(width:height:alignment:)

nonisolated struct FixedFrameModifier<Content: View>: ModifierView {
    let content: Content
    let width: Double?
    let height: Double?
    let alignment: Alignment
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        FixedFrameNode(child: context.buildContent(content), width: width, height: height, alignment: alignment)
    }
}

/// A fixed frame proposes its size to the child, takes that size itself whatever the
/// child chooses, and aligns the child inside.
struct FixedFrameNode: LayoutNode {
    let child: any LayoutNode
    let width: Double?
    let height: Double?
    let alignment: Alignment
    var layoutPriority: Double { child.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let p = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
        if let width, let height { return Size(width: width, height: height) }
        let s = child.sizeThatFits(p, context)
        return Size(width: width ?? s.width, height: height ?? s.height)
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let s = child.sizeThatFits(ProposedSize(width: width ?? frame.width, height: height ?? frame.height), context.layoutContext)
        context.parentFrames.append(frame)
        child.place(in: alignment.place(s, in: frame), &context)
        context.parentFrames.removeLast()
    }
}

// MARK: frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)

nonisolated struct FlexibleFrameModifier<Content: View>: ModifierView {
    let content: Content
    let bounds: FlexibleFrameNode.Bounds
    let alignment: Alignment
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        FlexibleFrameNode(child: context.buildContent(content), bounds: bounds, alignment: alignment)
    }
}

/// SwiftUI's flexible frame: the proposal is clamped into [min, max] for the child; the
/// frame's own size is the child's, widened towards the proposal up to `max` and at least `min`.
struct FlexibleFrameNode: LayoutNode {
    struct Bounds {
        var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
        var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    }
    let child: any LayoutNode
    let bounds: Bounds
    let alignment: Alignment
    var layoutPriority: Double { child.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let p = ProposedSize(width: clampedProposal(proposal.width, bounds.minWidth, bounds.idealWidth, bounds.maxWidth),
                             height: clampedProposal(proposal.height, bounds.minHeight, bounds.idealHeight, bounds.maxHeight))
        let s = child.sizeThatFits(p, context)
        return Size(width: resolve(s.width, proposal.width, bounds.minWidth, bounds.idealWidth, bounds.maxWidth),
                    height: resolve(s.height, proposal.height, bounds.minHeight, bounds.idealHeight, bounds.maxHeight))
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let p = ProposedSize(width: clampedProposal(frame.width, bounds.minWidth, bounds.idealWidth, bounds.maxWidth),
                             height: clampedProposal(frame.height, bounds.minHeight, bounds.idealHeight, bounds.maxHeight))
        let s = child.sizeThatFits(p, context.layoutContext)
        context.parentFrames.append(frame)
        child.place(in: alignment.place(s, in: frame), &context)
        context.parentFrames.removeLast()
    }

    private func clampedProposal(_ p: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?) -> Double? {
        guard var v = p ?? ideal else { return nil }
        if let lo { v = max(v, lo) }
        if let hi { v = min(v, hi) }
        return v
    }

    private func resolve(_ child: Double, _ p: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?) -> Double {
        guard lo != nil || hi != nil else { return child }
        let proposed = p ?? ideal ?? child
        var v = child
        if let lo { v = max(lo, min(v, proposed)) }
        if let hi { v = min(hi, max(v, proposed)) }
        return v
    }
}

// MARK: fixedSize, layoutPriority

nonisolated struct FixedSizeModifier<Content: View>: ModifierView {
    let content: Content
    let horizontal: Bool
    let vertical: Bool
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        FixedSizeNode(child: context.buildContent(content), horizontal: horizontal, vertical: vertical)
    }
}

/// Proposes nil (the ideal size) on the fixed axes, whatever the parent offers.
struct FixedSizeNode: LayoutNode {
    let child: any LayoutNode
    let horizontal: Bool
    let vertical: Bool
    var layoutPriority: Double { child.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        child.sizeThatFits(ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height), context)
    }

    func place(in frame: Rect, _ context: inout PlacementContext) { child.place(in: frame, &context) }
}

nonisolated struct LayoutPriorityModifier<Content: View>: ModifierView {
    let content: Content
    let priority: Double
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode { PriorityNode(child: context.buildContent(content), layoutPriority: priority) }
}

struct PriorityNode: LayoutNode {
    let child: any LayoutNode
    let layoutPriority: Double
    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size { child.sizeThatFits(proposal, context) }
    func place(in frame: Rect, _ context: inout PlacementContext) { child.place(in: frame, &context) }
}

/// `.zIndex(_:)`, read by the enclosing stack (apply it last, as the stack's child).
nonisolated struct ZIndexModifier<Content: View>: ModifierView {
    let content: Content
    let zIndex: Double
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode { ZIndexNode(child: context.buildContent(content), zIndex: zIndex) }
}

struct ZIndexNode: LayoutNode {
    let child: any LayoutNode
    let zIndex: Double
    var layoutPriority: Double { child.layoutPriority }
    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size { child.sizeThatFits(proposal, context) }
    func place(in frame: Rect, _ context: inout PlacementContext) { child.place(in: frame, &context) }
}

// MARK: background, overlay

nonisolated struct DecorationModifier<Content: View, Decoration: View>: ModifierView {
    let content: Content
    let decoration: Decoration
    let behind: Bool
    let alignment: Alignment
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        DecorationNode(child: context.buildContent(content),
                       decoration: context.unnamed().build(decoration, index: 0, name: behind ? "background" : "overlay"),
                       behind: behind, alignment: alignment)
    }
}

/// `background` and `overlay`: the decoration is offered exactly the content's size.
struct DecorationNode: LayoutNode {
    let child: any LayoutNode
    let decoration: any LayoutNode
    let behind: Bool
    let alignment: Alignment
    var layoutPriority: Double { child.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size { child.sizeThatFits(proposal, context) }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let d = decoration.sizeThatFits(ProposedSize(width: frame.width, height: frame.height), context.layoutContext)
        let decorationFrame = alignment.place(d, in: frame)
        if behind {
            decoration.place(in: decorationFrame, &context)
            child.place(in: frame, &context)
        } else {
            child.place(in: frame, &context)
            decoration.place(in: decorationFrame, &context)
        }
    }
}

// MARK: ignoresSafeArea

nonisolated struct IgnoresSafeAreaModifier<Content: View>: ModifierView {
    let content: Content
    let edges: EdgeSet
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        IgnoresSafeAreaNode(child: context.buildContent(content), edges: edges)
    }
}

/// Extends the view past the safe area on the edges where it touches it.
struct IgnoresSafeAreaNode: LayoutNode {
    let child: any LayoutNode
    let edges: EdgeSet
    var layoutPriority: Double { child.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size { child.sizeThatFits(proposal, context) }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        var f = frame
        let safe = context.safeArea, screen = context.screen
        let e = 0.5
        if edges.contains(.top), f.minY <= safe.minY + e { f.height += f.minY - screen.minY; f.y = screen.minY }
        if edges.contains(.bottom), f.maxY >= safe.maxY - e { f.height = screen.maxY - f.y }
        if edges.contains(.leading), f.minX <= safe.minX + e { f.width += f.minX - screen.minX; f.x = screen.minX }
        if edges.contains(.trailing), f.maxX >= safe.maxX - e { f.width = screen.maxX - f.x }
        child.place(in: f, &context)
    }
}
