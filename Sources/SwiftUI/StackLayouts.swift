import DisplayList
import Foundation
import Layout

// SwiftUI's stack layouts as `Layout` values, for `AnyLayout` switches
// (`let layout = compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())`). Used as a
// container they build the real stack, so they draw exactly as `HStack`/`VStack`/`ZStack`.

/// A layout that builds one of the DSL's own containers.
protocol BuiltInLayout {
    func container<Content: View>(_ content: Content) -> AnyView
}

/// SwiftUI's `HStackLayout`.
public struct HStackLayout: Layout, BuiltInLayout, Sendable {
    /// Where shorter subviews sit.
    public var alignment: VerticalAlignment
    /// Between subviews (nil: 8 pt).
    public var spacing: CGFloat?
    /// A row layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }

    /// The subviews' ideal widths and spacing side by side, as tall as the tallest.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps = CGFloat(max(0, sizes.count - 1)) * (spacing ?? 8)
        return CGSize(width: sizes.reduce(0) { $0 + $1.width } + gaps, height: sizes.map(\.height).max() ?? 0)
    }
    /// Left to right at their ideal sizes.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY + (bounds.height - size.height) * alignment.unitFraction), proposal: .unspecified)
            x += size.width + (spacing ?? 8)
        }
    }
    func container<Content: View>(_ content: Content) -> AnyView { AnyView(HStack(alignment: alignment, spacing: spacing) { content }) }
}

/// SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout, BuiltInLayout, Sendable {
    /// Where narrower subviews sit.
    public var alignment: HorizontalAlignment
    /// Between subviews (nil: 8 pt).
    public var spacing: CGFloat?
    /// A column layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }

    /// The subviews' ideal heights and spacing stacked, as wide as the widest.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps = CGFloat(max(0, sizes.count - 1)) * (spacing ?? 8)
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height } + gaps)
    }
    /// Top to bottom at their ideal sizes.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.minX + (bounds.width - size.width) * alignment.unitFraction, y: y), proposal: .unspecified)
            y += size.height + (spacing ?? 8)
        }
    }
    func container<Content: View>(_ content: Content) -> AnyView { AnyView(VStack(alignment: alignment, spacing: spacing) { content }) }
}

/// SwiftUI's `ZStackLayout`.
public struct ZStackLayout: Layout, BuiltInLayout, Sendable {
    /// Where smaller subviews sit.
    public var alignment: Alignment
    /// An overlay layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// As large as the largest subview.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }
    /// Each subview aligned in the bounds.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let anchor = UnitPoint(x: Double(alignment.horizontal.unitFraction), y: Double(alignment.vertical.unitFraction))
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + bounds.width * anchor.x, y: bounds.minY + bounds.height * anchor.y), anchor: anchor, proposal: proposal)
        }
    }
    func container<Content: View>(_ content: Content) -> AnyView { AnyView(ZStack(alignment: alignment) { content }) }
}

/// SwiftUI's `AnyLayout`: any layout, chosen at run time.
public struct AnyLayout: Layout, BuiltInLayout {
    let layout: any Layout
    /// The type-erased `layout`.
    public init<L: Layout>(_ layout: L) { self.layout = layout }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        func size<L: Layout>(_ l: L) -> CGSize { var c = l.makeCache(subviews: subviews); return l.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c) }
        return size(layout)
    }
    /// The wrapped layout's placement.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        func place<L: Layout>(_ l: L) { var c = l.makeCache(subviews: subviews); l.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c) }
        place(layout)
    }
    func container<Content: View>(_ content: Content) -> AnyView {
        if let builtIn = layout as? any BuiltInLayout { return builtIn.container(content) }
        func custom<L: Layout>(_ l: L) -> AnyView { AnyView(CustomLayoutView(layout: l, content: content)) }
        return custom(layout)
    }
}
