public import Foundation
import DisplayList

/// SwiftUI's `.containerRelativeFrame` (iOS 17): a frame sized from the nearest container —
/// the nearest scroll view's viewport, else the screen's safe area — on the axes given, the
/// view placed in it by `alignment`; on other axes the view keeps its own size.
nonisolated struct ContainerRelativeFrameModifier<Content: View>: ModifierView {
    let content: Content
    let axes: Axis.Set
    let alignment: Alignment
    let length: (Double, Axis) -> Double
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        ContainerRelativeFrameNode(child: context.buildContent(content), axes: axes, alignment: alignment, length: length)
    }
}

struct ContainerRelativeFrameNode: LayoutNode {
    let child: any LayoutNode
    let axes: Axis.Set
    let alignment: Alignment
    let length: (Double, Axis) -> Double
    var layoutPriority: Double { child.layoutPriority }

    /// The frame's length on `axis` from the container's (finite, non-negative; nil on an
    /// axis not asked for).
    private func fixed(_ axis: Axis, _ context: LayoutContext) -> Double? {
        guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
        let container = axis == .horizontal ? context.containerSize.width : context.containerSize.height
        let value = length(container, axis)
        return value.isFinite ? max(0, value) : 0
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let width = fixed(.horizontal, context), height = fixed(.vertical, context)
        let inner = child.sizeThatFits(ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height), context)
        return Size(width: width ?? inner.width, height: height ?? inner.height)
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let width = fixed(.horizontal, context.layoutContext), height = fixed(.vertical, context.layoutContext)
        let inner = child.sizeThatFits(ProposedSize(width: width ?? frame.width, height: height ?? frame.height), context.layoutContext)
        child.place(in: alignment.place(inner, in: frame), &context)
    }
}

extension View {
    /// `.containerRelativeFrame(.horizontal)`: as long as the container on `axes`.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        ContainerRelativeFrameModifier(content: self, axes: axes, alignment: alignment, length: { length, _ in length })
    }

    /// `.containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)`: the container
    /// split into `count` columns (rows) `spacing` apart, the view `span` of them wide (with
    /// the spacing between them).
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                                   alignment: Alignment = .center) -> some View {
        let count = Swift.max(1, count), span = Swift.min(Swift.max(1, span), count)
        let gap = spacing.isFinite ? Swift.max(0, Double(spacing)) : 0
        return ContainerRelativeFrameModifier(content: self, axes: axes, alignment: alignment) { length, _ in
            let column = (length - gap * Double(count - 1)) / Double(count)
            return column * Double(span) + gap * Double(span - 1)
        }
    }

    /// `.containerRelativeFrame(.horizontal) { length, axis in length * 0.8 }`: the length
    /// `length` returns from the container's on each of `axes`.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                                   _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        ContainerRelativeFrameModifier(content: self, axes: axes, alignment: alignment) { Double(length(CGFloat($0), $1)) }
    }
}
