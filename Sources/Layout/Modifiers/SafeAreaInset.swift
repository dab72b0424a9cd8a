public import Foundation
import DisplayList

/// SwiftUI's `.safeAreaInset(edge:…)`: `inset` sits along one edge of the view, inside the
/// safe area (above the home indicator at the bottom), and the view itself is laid out in
/// what is left — its safe area shrinks by the inset's thickness plus `spacing` (0 when not
/// given), so a background that ignores the safe area still reaches under the inset, as on
/// iOS. The inset is drawn over the view. A scroll view inside that reaches the inset lays
/// its content out above it (at rest, where iOS shows it) and draws it on under the inset to
/// the screen's edge, as iOS scrolls content under a bar.
nonisolated struct SafeAreaInsetModifier<Content: View, Inset: View>: ModifierView {
    let content: Content
    let inset: Inset
    let edge: Edge
    /// Where across the edge the inset sits (0 leading/top … 1 trailing/bottom).
    let alignment: Double
    let spacing: Double
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        SafeAreaInsetNode(child: context.buildContent(content),
                          inset: context.unnamed().build(inset, index: 0, name: "safeAreaInset"),
                          edge: edge, alignment: alignment, spacing: spacing)
    }
}

struct SafeAreaInsetNode: LayoutNode {
    let child: any LayoutNode
    let inset: any LayoutNode
    let edge: Edge
    let alignment: Double
    let spacing: Double
    var layoutPriority: Double { child.layoutPriority }

    private var vertical: Bool { edge == .top || edge == .bottom }

    /// The inset's size across a view of `size` (its whole width for a top or bottom inset).
    private func insetSize(across size: ProposedSize, _ context: LayoutContext) -> Size {
        vertical ? inset.sizeThatFits(ProposedSize(width: size.width, height: nil), context)
            : inset.sizeThatFits(ProposedSize(width: nil, height: size.height), context)
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let bar = insetSize(across: proposal, context)
        if vertical {
            let taken = bar.height + spacing
            let main = child.sizeThatFits(ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - taken) }), context)
            return Size(width: max(main.width, bar.width), height: main.height + taken)
        }
        let taken = bar.width + spacing
        let main = child.sizeThatFits(ProposedSize(width: proposal.width.map { max(0, $0 - taken) }, height: proposal.height), context)
        return Size(width: main.width + taken, height: max(main.height, bar.height))
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let bar = insetSize(across: ProposedSize(width: frame.width, height: frame.height), context.layoutContext)
        var main = frame, barFrame: Rect
        switch edge {
        case .top:
            let height = min(bar.height, frame.height)
            barFrame = Rect(x: frame.x + (frame.width - bar.width) * alignment, y: frame.minY, width: bar.width, height: height)
            main.y += height + spacing; main.height = max(0, frame.height - height - spacing)
        case .bottom:
            let height = min(bar.height, frame.height)
            barFrame = Rect(x: frame.x + (frame.width - bar.width) * alignment, y: frame.maxY - height, width: bar.width, height: height)
            main.height = max(0, frame.height - height - spacing)
        case .leading:
            let width = min(bar.width, frame.width)
            barFrame = Rect(x: frame.minX, y: frame.y + (frame.height - bar.height) * alignment, width: width, height: bar.height)
            main.x += width + spacing; main.width = max(0, frame.width - width - spacing)
        case .trailing:
            let width = min(bar.width, frame.width)
            barFrame = Rect(x: frame.maxX - width, y: frame.y + (frame.height - bar.height) * alignment, width: width, height: bar.height)
            main.width = max(0, frame.width - width - spacing)
        }
        // The view's safe area ends where the inset begins; a background ignoring the safe
        // area extends under the inset (to the screen's edge) as on iOS.
        let saved = context.safeArea
        var safe = saved
        switch edge {
        case .top: let top = max(safe.minY, main.minY); safe.height = max(0, safe.maxY - top); safe.y = top
        case .bottom: safe.height = max(0, min(safe.maxY, main.maxY) - safe.minY)
        case .leading: let left = max(safe.minX, main.minX); safe.width = max(0, safe.maxX - left); safe.x = left
        case .trailing: safe.width = max(0, min(safe.maxX, main.maxX) - safe.minX)
        }
        context.safeArea = safe
        child.place(in: main, &context)
        context.safeArea = saved
        inset.place(in: barFrame, &context)
    }
}

extension View {
    /// SwiftUI's `.safeAreaInset(edge:alignment:spacing:content:)` for the top or bottom edge.
    nonisolated public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                                   @ViewBuilder content: () -> V) -> some View {
        SafeAreaInsetModifier(content: self, inset: content(), edge: edge == .top ? .top : .bottom,
                              alignment: alignment.fraction, spacing: Self.insetSpacing(spacing))
    }
    /// SwiftUI's `.safeAreaInset(edge:alignment:spacing:content:)` for the leading or trailing edge.
    nonisolated public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                                   @ViewBuilder content: () -> V) -> some View {
        SafeAreaInsetModifier(content: self, inset: content(), edge: edge == .leading ? .leading : .trailing,
                              alignment: alignment.fraction, spacing: Self.insetSpacing(spacing))
    }
    /// iOS 26's `.safeAreaBar(edge:alignment:spacing:content:)`: a bar along the edge the
    /// view's content makes room for — laid out as `.safeAreaInset` (the scroll edge effect
    /// under it is not drawn).
    nonisolated public func safeAreaBar<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                                 @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
    /// iOS 26's `.safeAreaBar` on the leading or trailing edge.
    nonisolated public func safeAreaBar<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                                 @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    /// A spacing of finite, non-negative points (nil, negative or non-finite: none).
    nonisolated static func insetSpacing(_ spacing: CGFloat?) -> Double {
        guard let spacing, spacing.isFinite else { return 0 }
        return max(0, Double(spacing))
    }
}

/// A bar the container draws below this view (iOS's tab bar) is where the view's safe area
/// ends: inside, a background that ignores the safe area reaches under the bar to the
/// screen's edge, and a scroll view that stops at the bar draws its content on under it, as
/// a tab's content does on iOS.
nonisolated struct SafeAreaEndsAtBottomModifier<Content: View>: ModifierView {
    let content: Content
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode { SafeAreaEndsAtBottomNode(child: context.buildContent(content)) }
}

struct SafeAreaEndsAtBottomNode: LayoutNode {
    let child: any LayoutNode
    var layoutPriority: Double { child.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size { child.sizeThatFits(proposal, context) }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let saved = context.safeArea
        var safe = saved
        safe.height = max(0, min(safe.maxY, frame.maxY) - safe.minY)
        context.safeArea = safe
        child.place(in: frame, &context)
        context.safeArea = saved
    }
}

extension View {
    /// The view's safe area ends at its own bottom: a bar is drawn below it (`TabView`).
    nonisolated func safeAreaEndsAtBottom() -> some View { SafeAreaEndsAtBottomModifier(content: self) }
}
