import DisplayList
import Foundation

/// SwiftUI's `.position(x:y:)`: the view's centre at (x, y) in the space of a frame that
/// takes everything offered (its ideal size where nothing is offered: the child's); the
/// view is offered that whole space, as SwiftUI offers it.
nonisolated struct PositionModifier<Content: View>: ModifierView {
    let content: Content
    let x: Double
    let y: Double
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        PositionNode(child: context.buildContent(content), x: x, y: y)
    }
}

struct PositionNode: LayoutNode {
    let child: any LayoutNode
    let x: Double
    let y: Double

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let ideal = child.sizeThatFits(.unspecified, context)
        func side(_ offered: Double?, _ own: Double) -> Double { offered.map { $0.isFinite ? $0 : own } ?? own }
        return Size(width: side(proposal.width, ideal.width), height: side(proposal.height, ideal.height))
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let size = child.sizeThatFits(ProposedSize(width: frame.width, height: frame.height), context.layoutContext)
        child.place(in: Rect(x: frame.x + x - size.width / 2, y: frame.y + y - size.height / 2, width: size.width, height: size.height), &context)
    }
}

extension View {
    /// SwiftUI's `.position(x:y:)`: the view centred at (x, y) of the space it is offered.
    nonisolated public func position(x: Double = 0, y: Double = 0) -> some View { PositionModifier(content: self, x: x, y: y) }
    /// SwiftUI's `.position(_:)`.
    nonisolated public func position(_ point: CGPoint) -> some View { PositionModifier(content: self, x: point.x, y: point.y) }
    /// SwiftUI's `.border(_:width:)`: a line `width` points wide inside the view's edge.
    nonisolated public func border(_ style: some ShapeStyle, width: Double = 1) -> some View {
        overlay(Rectangle().strokeBorder(style, lineWidth: width))
    }
}
