import DisplayList

/// SwiftUI's `.mask(alignment:_:)`: the view drawn only where the mask is opaque. A mask
/// that draws one shape in one solid colour — a `Circle()`, a `RoundedRectangle`, a
/// `Capsule`, a custom `Shape`, a `Color` — is exact: the view is clipped to that shape
/// where the mask lays it out (offered the view's size, placed by `alignment`), and faded by
/// the colour's alpha. A mask of several shapes, text or a gradient would need per-pixel
/// alpha the display list does not carry: the screen is refused with one line saying so
/// (exit 65), never drawn unmasked.
nonisolated struct MaskModifier<Content: View, Mask: View>: ModifierView {
    let content: Content
    let mask: Mask
    let alignment: Alignment
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        MaskNode(child: context.buildContent(content), mask: context.unnamed().build(mask, index: 0, name: "mask"),
                 alignment: alignment, owner: context.path,
                 problems: context.environment.assetLookups ?? EnvironmentValues.current.assetLookups)
    }
}

struct MaskNode: DrawingOnlyNode {
    let child: any LayoutNode
    let mask: any LayoutNode
    let alignment: Alignment
    let owner: String
    let problems: AssetLookups?

    func place(in frame: Rect, _ context: inout PlacementContext) {
        // The mask laid out on its own, to see what it draws.
        var scratch = PlacementContext(layoutContext: context.layoutContext)
        scratch.screen = context.screen
        scratch.safeArea = context.safeArea
        let size = mask.sizeThatFits(ProposedSize(width: frame.width, height: frame.height), context.layoutContext)
        mask.place(in: alignment.place(size, in: frame), &scratch)
        let drawn = scratch.elements
        guard drawn.count == 1, let shape = drawn.first, shape.kind == .shape, shape.stroke == nil, shape.transform == nil,
              case .solid(let colour)? = shape.fill else {
            if drawn.isEmpty { return }   // an empty mask hides the view, as SwiftUI's does
            problems?.record("\(owner): cannot draw this .mask: DesignProof masks with one shape in one colour (Circle(), RoundedRectangle(cornerRadius:), Capsule(), a Shape); a mask of text, a gradient or several shapes is not drawn yet")
            child.place(in: frame, &context)
            return
        }
        let saved = context
        context.narrowClip(to: Clip(frame: shape.frame, shape: shape.shape))
        context.clipRect = context.clipRect.map { $0.intersection(shape.frame) ?? Rect(x: shape.frame.x, y: shape.frame.y, width: 0, height: 0) } ?? shape.frame
        var group: (group: Int, firstElement: Int)?
        let alpha = colour.a * shape.opacity
        if alpha <= 0 { context.opacity = 0 } else if alpha < 1 { group = context.beginGroup(id: owner + "/mask", opacity: alpha) }
        child.place(in: frame, &context)
        if let group { context.endGroup(group) }
        context.restoreEffects(from: saved)
    }
}

extension View {
    /// SwiftUI's `.mask(alignment:_:)` (see `MaskModifier` for what is drawn exactly).
    nonisolated public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        MaskModifier(content: self, mask: mask(), alignment: alignment)
    }
    /// SwiftUI's older `.mask(_:)`.
    nonisolated public func mask<M: View>(_ mask: M) -> some View { MaskModifier(content: self, mask: mask, alignment: .center) }
}
