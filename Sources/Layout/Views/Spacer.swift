import DisplayList

/// SwiftUI's `Spacer(minLength:)`: takes all the space a stack has left along its axis.
nonisolated public struct Spacer: PrimitiveView {
    let minLength: Double?
    /// SwiftUI's default minimum is the standard spacing, 8 pt.
    public init(minLength: Double? = nil) { self.minLength = minLength }
    public func makeNode(_ context: BuildContext) -> any LayoutNode { SpacerNode(minLength: minLength ?? 8) }
}

struct SpacerNode: LayoutNode {
    let minLength: Double
    var spacerMinLength: Double? { minLength }

    /// Outside a stack a spacer fills what it is offered.
    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        func dim(_ v: Double?) -> Double { guard let v, v.isFinite else { return minLength }; return max(v, 0) }
        return Size(width: dim(proposal.width), height: dim(proposal.height))
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {}
}

/// SwiftUI's `Divider`: a hairline in the separator colour across the stack it is in
/// (vertical in an HStack, horizontal otherwise).
nonisolated public struct Divider: PrimitiveView {
    /// A hairline across the enclosing stack's axis.
    public init() {}
    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        let env = context.environment
        let axis: Axis = env.stackAxis == .horizontal ? .vertical : .horizontal
        // iOS separator colour: #3C3C43 at 29 % (light), #545458 at 60 % (dark); 1 px thick.
        let colour = env.appearance == .light ? RGBA(hex: "#3C3C434A")! : RGBA(hex: "#54545899")!
        return DividerNode(id: context.path, axis: axis, thickness: 1 / env.device.scale, colour: colour)
    }
}

import Tokens

struct DividerNode: LayoutNode {
    let id: String
    let axis: Axis
    let thickness: Double
    let colour: RGBA

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        func dim(_ v: Double?) -> Double { guard let v, v.isFinite else { return 0 }; return v }
        return axis == .horizontal ? Size(width: dim(proposal.width), height: thickness) : Size(width: thickness, height: dim(proposal.height))
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        context.emit(.shape(id, frame, fill: .solid(colour)))
    }
}
