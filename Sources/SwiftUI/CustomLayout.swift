import DisplayList
import Foundation
import Layout

// SwiftUI's `Layout` protocol: a team's own container (a flow layout, a radial one) sizes and
// places its subviews itself. `FlowLayout { … }` builds a node that asks the team's
// `sizeThatFits` for its size and, when placed, runs its `placeSubviews`, then places each
// subview where it was told (`place(at:anchor:proposal:)`), at the size it reports for the
// proposal given — as SwiftUI does. A subview left unplaced goes to the bounds' centre at its
// ideal size, as in SwiftUI. The cache is made afresh for each measurement and placement.
//
// One difference: `placeSubviews` gets the size the layout was placed at as its proposal
// (SwiftUI passes the parent's proposal, which is usually that size).

/// SwiftUI's `Layout`.
public protocol Layout {
    /// What the layout keeps between its calls (`Void` unless it makes one).
    associatedtype Cache = Void
    /// SwiftUI's `Layout.Subviews`.
    typealias Subviews = LayoutSubviews
    /// The size the layout takes for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places each subview inside `bounds` (`subview.place(at:anchor:proposal:)`).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// A new cache for these subviews.
    func makeCache(subviews: Subviews) -> Cache
    /// The cache brought up to date for changed subviews.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The layout's preferred spacing to its neighbours.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
}

extension Layout where Cache == () {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// Remakes the cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    /// The union of the subviews' spacings.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

    /// `MyLayout { … }`: the layout of `content`'s views.
    nonisolated public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        CustomLayoutView(layout: self, content: content())
    }
}

/// SwiftUI's `ProposedViewSize`: a proposal per axis (nil: the ideal size; `.infinity`: the largest).
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or nil for the ideal.
    public var width: CGFloat?
    /// The proposed height, or nil for the ideal.
    public var height: CGFloat?
    /// A proposal of `width` × `height`.
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    /// A proposal of exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    /// The ideal size on both axes.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// The smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The largest size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// The proposal with each unspecified axis replaced by `size`'s (10 × 10 by default, as SwiftUI's).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    init(_ proposal: ProposedSize) { self.init(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) }) }
    /// The proposal as the DSL takes it; a team's NaN is no proposal, a negative one zero.
    var dsl: ProposedSize {
        func clean(_ v: CGFloat?) -> Double? {
            guard let v, !v.isNaN else { return nil }
            return max(0, Double(v))
        }
        return ProposedSize(width: clean(width), height: clean(height))
    }
}

/// SwiftUI's `ViewSpacing`: the space a view prefers beside its neighbours. iOS puts 8 pt
/// between two views on either axis, the stacks' default.
public struct ViewSpacing: Hashable, Sendable {
    /// A view's usual spacing.
    public init() {}
    /// No spacing.
    public static let zero = ViewSpacing(isZero: true)
    private var isZero = false
    private init(isZero: Bool) { self.isZero = isZero }
    /// The distance from this view to `next` along `axis`: 8 pt, or 0 when either is `.zero`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { isZero || next.isZero ? 0 : 8 }
    /// The larger of the two spacings.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) { isZero = isZero && other.isZero }
    /// The larger of the two spacings.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { var s = self; s.formUnion(other, edges: edges); return s }
}

/// SwiftUI's `LayoutSubviews`: a layout's subviews, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    let subviews: [LayoutSubview]
    /// The first index.
    public var startIndex: Int { subviews.startIndex }
    /// Past the last index.
    public var endIndex: Int { subviews.endIndex }
    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { subviews[index] }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(subviews: Array(subviews[bounds])) }
}

/// SwiftUI's `LayoutSubview`: one subview's measurements, and where to put it.
public struct LayoutSubview: Equatable, @unchecked Sendable {
    let index: Int
    let node: any LayoutNode
    let context: LayoutContext
    let placements: SubviewPlacements

    /// The size the subview takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = node.sizeThatFits(proposal.dsl, context)
        return CGSize(width: size.width, height: size.height)
    }
    /// Its size and guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }
    /// Puts the subview's `anchor` at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        placements.record(index, position: position, anchor: anchor, proposal: proposal)
    }
    /// Its `.layoutPriority`.
    public var priority: Double { node.layoutPriority }
    /// Its preferred spacing.
    public var spacing: ViewSpacing { node.spacerMinLength == nil ? ViewSpacing() : .zero }
    /// The value a `.layoutValue(key:value:)` set on it, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { layoutValue(K.self, of: node) }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.index == b.index && a.placements === b.placements }
}

/// Where a layout's `placeSubviews` put each subview; one per placement, on one thread.
final class SubviewPlacements: @unchecked Sendable {
    struct Placement { let position: CGPoint; let anchor: UnitPoint; let proposal: ProposedViewSize }
    private(set) var placed: [Int: Placement] = [:]
    func record(_ index: Int, position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        placed[index] = Placement(position: position, anchor: anchor, proposal: proposal)
    }
}

/// A team's layout over its content's views.
nonisolated struct CustomLayoutView<L: Layout, Content: View>: PrimitiveView {
    let layout: L
    let content: Content

    func makeNode(_ context: BuildContext) -> any LayoutNode {
        // The stack layouts (and an AnyLayout of one) are the DSL's own stacks.
        if let builtIn = layout as? any BuiltInLayout { return context.buildContent(builtIn.container(content)) }
        return CustomLayoutNode(layout: layout, children: context.flattenContent(content).map(\.node), id: context.path)
    }
}

/// Measures and places through the team's `Layout`.
struct CustomLayoutNode<L: Layout>: LayoutNode {
    let layout: L
    let children: [any LayoutNode]
    let id: String

    private func subviews(_ context: LayoutContext, _ placements: SubviewPlacements) -> LayoutSubviews {
        LayoutSubviews(subviews: children.enumerated().map { LayoutSubview(index: $0.offset, node: $0.element, context: context, placements: placements) })
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let subviews = subviews(context, SubviewPlacements())
        var cache = layout.makeCache(subviews: subviews)
        let size = layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
        // A layout that answers NaN or a negative size takes none.
        func clean(_ v: CGFloat) -> Double { v.isFinite && v > 0 ? Double(v) : 0 }
        return Size(width: clean(size.width), height: clean(size.height))
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let placements = SubviewPlacements()
        let subviews = subviews(context.layoutContext, placements)
        var cache = layout.makeCache(subviews: subviews)
        let bounds = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        layout.placeSubviews(in: bounds, proposal: ProposedViewSize(width: frame.width, height: frame.height), subviews: subviews, cache: &cache)
        for (index, child) in children.enumerated() {
            let placement = placements.placed[index]
                ?? SubviewPlacements.Placement(position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
            let size = child.sizeThatFits(placement.proposal.dsl, context.layoutContext)
            let x = Double(placement.position.x) - placement.anchor.x * size.width
            let y = Double(placement.position.y) - placement.anchor.y * size.height
            guard x.isFinite, y.isFinite else { continue }
            child.place(in: Rect(x: x, y: y, width: size.width, height: size.height), &context)
        }
    }
}

extension HorizontalAlignment {
    /// The guide as a fraction of the width (0 leading, 1 trailing).
    var unitFraction: CGFloat { self == .leading ? 0 : self == .trailing ? 1 : 0.5 }
}

extension VerticalAlignment {
    /// The guide as a fraction of the height (0 top, 1 bottom; baselines at the bottom).
    var unitFraction: CGFloat { self == .top ? 0 : self == .center ? 0.5 : 1 }
}
