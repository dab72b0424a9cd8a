import DisplayList
public import Foundation

/// SwiftUI's `ContentMode`, at the top level as SwiftUI declares it.
public typealias ContentMode = Image.ContentMode

extension View {
    /// SwiftUI's `.aspectRatio(_:contentMode:)` on any view: the view is offered the largest
    /// size of that width-to-height ratio inside what it is offered (`.fit`) or the smallest
    /// around it (`.fill`); with one side unspecified, the other decides; with neither (or
    /// no ratio), the view's ideal size gives it.
    nonisolated public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> some View {
        AspectRatioModifier(content: self, ratio: ratio, mode: contentMode)
    }
    /// `.aspectRatio(CGSize(width:height:), contentMode:)`: the ratio of the size.
    nonisolated public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> some View {
        aspectRatio(size.height != 0 ? Double(size.width / size.height) : nil, contentMode: contentMode)
    }
    /// `.scaledToFit()` on any view.
    nonisolated public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    /// `.scaledToFill()` on any view.
    nonisolated public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

nonisolated struct AspectRatioModifier<Content: View>: ModifierView {
    let content: Content
    let ratio: Double?
    let mode: ContentMode
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        AspectRatioNode(child: context.buildContent(content), ratio: ratio, mode: mode)
    }
}

struct AspectRatioNode: LayoutNode {
    let child: any LayoutNode
    let ratio: Double?
    let mode: ContentMode
    var layoutPriority: Double { child.layoutPriority }

    /// What the child is offered for `proposal`.
    func childProposal(_ proposal: ProposedSize, _ context: LayoutContext) -> ProposedSize {
        var r = ratio ?? 0
        if !(r.isFinite && r > 0) {
            let ideal = child.sizeThatFits(.unspecified, context)
            guard ideal.width > 0, ideal.height > 0 else { return proposal }
            r = ideal.width / ideal.height
        }
        func usable(_ v: Double?) -> Double? { v.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
        switch (usable(proposal.width), usable(proposal.height)) {
        case let (w?, h?):
            let widthFirst = mode == .fit ? w / r <= h : w / r >= h
            return widthFirst ? ProposedSize(width: w, height: w / r) : ProposedSize(width: h * r, height: h)
        case let (w?, nil): return ProposedSize(width: w, height: w / r)
        case let (nil, h?): return ProposedSize(width: h * r, height: h)
        case (nil, nil):
            let ideal = child.sizeThatFits(.unspecified, context)
            return ProposedSize(width: ideal.width, height: ideal.width / r)
        }
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        child.sizeThatFits(childProposal(proposal, context), context)
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        child.place(in: frame, &context)
    }

    func baseline(_ which: TextBaseline, at size: Size, _ context: LayoutContext) -> Double? { child.baseline(which, at: size, context) }
}
