import DisplayList

/// What a row of a list asks of the section that lays it out: SwiftUI's `.listRowInsets`,
/// `.listRowBackground` and `.listRowSeparator`. Read by `SectionRowsNode` from the row's
/// outermost node (a row modifier under another modifier is not seen).
struct ListRowOptions {
    /// The row's content inset from its edges (nil: 11 pt above and below, 16 at the sides).
    var insets: EdgeInsets?
    /// Drawn behind the row, across its whole width and height (nil: the card's fill).
    var background: (any LayoutNode)?
    /// Whether the hairlines above and below the row are hidden.
    var separatorHidden = false

    /// These options, with what `inner` (a row modifier inside) set kept: the innermost wins.
    func merged(over outer: ListRowOptions) -> ListRowOptions {
        ListRowOptions(insets: insets ?? outer.insets, background: background ?? outer.background,
                       separatorHidden: separatorHidden || outer.separatorHidden)
    }
}

/// A row with its options: laid out and drawn as its content.
struct ListRowNode: LayoutNode {
    let child: any LayoutNode
    let options: ListRowOptions
    var layoutPriority: Double { child.layoutPriority }
    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size { child.sizeThatFits(proposal, context) }
    func place(in frame: Rect, _ context: inout PlacementContext) { child.place(in: frame, &context) }
}

nonisolated struct ListRowModifier<Content: View, Background: View>: ModifierView {
    let content: Content
    var insets: EdgeInsets?
    var background: Background?
    var separatorHidden = false
    var contentView: any View { content }

    func makeNode(_ context: BuildContext) -> any LayoutNode {
        let child = context.buildContent(content)
        let backgroundNode = background.map { context.unnamed().build($0, index: 0) }
        let own = ListRowOptions(insets: insets, background: backgroundNode, separatorHidden: separatorHidden)
        if let inner = child as? ListRowNode { return ListRowNode(child: inner.child, options: inner.options.merged(over: own)) }
        return ListRowNode(child: child, options: own)
    }
}

extension View {
    /// SwiftUI's `.listRowInsets(_:)`: the row's content inset by `insets` from the row's
    /// edges instead of 11 pt above and below and 16 pt at the sides (nil: those).
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        ListRowModifier<Self, EmptyView>(content: self, insets: insets, background: nil)
    }
    /// SwiftUI's `.listRowBackground(_:)`: `view` behind the row, filling it (nil: the card's fill).
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
        ListRowModifier(content: self, insets: nil, background: view)
    }
    /// SwiftUI's `.listRowSeparator(_:edges:)`: `.hidden` takes away the hairlines above
    /// and below the row.
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdgeSet = .all) -> some View {
        ListRowModifier<Self, EmptyView>(content: self, insets: nil, background: nil, separatorHidden: visibility == .hidden)
    }
    /// SwiftUI's `.listSectionSeparator(_:edges:)`: accepted (inset-grouped sections have none).
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdgeSet = .all) -> some View { self }
}

/// SwiftUI's `VerticalEdge.Set`: the top and bottom edges.
public struct VerticalEdgeSet: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = VerticalEdgeSet(rawValue: 1)
    /// The bottom edge.
    public static let bottom = VerticalEdgeSet(rawValue: 2)
    /// Both.
    public static let all: VerticalEdgeSet = [.top, .bottom]
}
