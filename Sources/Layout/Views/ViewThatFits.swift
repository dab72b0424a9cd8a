import DisplayList

/// SwiftUI's `ViewThatFits(in:)`: the first child whose ideal size fits the proposal along
/// the given axes (the last child when none fits) — e.g. a page that scrolls only when its
/// content no longer fits, as at large Dynamic Type sizes.
nonisolated public struct ViewThatFits<Content: View>: PrimitiveView {
    let axes: EdgeAxes
    let content: Content

    /// The first of `content`'s views whose ideal size fits along `axes`.
    public init(in axes: EdgeAxes = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        ViewThatFitsNode(axes: axes, children: context.flattenContent(content).map(\.node))
    }
}

/// SwiftUI's `Axis.Set`.
public struct EdgeAxes: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Width.
    public static let horizontal = EdgeAxes(rawValue: 1)
    /// Height.
    public static let vertical = EdgeAxes(rawValue: 2)
}

struct ViewThatFitsNode: LayoutNode {
    let axes: EdgeAxes
    let children: [any LayoutNode]

    func choice(_ proposal: ProposedSize, _ context: LayoutContext) -> (any LayoutNode)? {
        for child in children {
            let ideal = child.sizeThatFits(ProposedSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                                        height: axes.contains(.vertical) ? nil : proposal.height), context)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 + 0.5 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 + 0.5 } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return children.last
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        choice(proposal, context)?.sizeThatFits(proposal, context) ?? .zero
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        choice(ProposedSize(width: frame.width, height: frame.height), context.layoutContext)?.place(in: frame, &context)
    }
}
