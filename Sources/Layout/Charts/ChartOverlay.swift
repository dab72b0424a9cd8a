import DisplayList
import Foundation

/// Swift Charts' `ChartProxy`: where a chart put its plot and values, for the views of
/// `.chartOverlay`/`.chartBackground` (a selection marker, a "Premium" veil over the plot).
/// Its frames are in the overlay's own coordinates, which start at the chart's (or, from
/// `.chartPlotStyle`'s plot, the plot's) top-leading corner.
public struct ChartProxy: Sendable {
    /// The plot's rectangle, in the overlay's coordinates.
    public let plotRect: CGRect
    let categories: [String]
    let domain: (lower: Double, upper: Double)

    /// The plot's size.
    public var plotSize: CGSize { plotRect.size }
    /// The plot's frame (Swift Charts' `plotFrame` is an anchor resolved by a GeometryReader;
    /// here it is the rectangle itself).
    public var plotAreaFrame: CGRect { plotRect }

    /// Where the category `value` is across the plot (its band's centre), from the plot's
    /// leading edge; nil for a value the chart does not have.
    public func position(forX value: String) -> CGFloat? {
        guard let i = categories.firstIndex(of: value), !categories.isEmpty else { return nil }
        return (Double(i) + 0.5) * plotRect.width / Double(categories.count)
    }
    /// Where the category a date is labelled by is across the plot.
    public func position(forX date: Date) -> CGFloat? { position(forX: ChartDateFormat.string(date, unit: .day)) }
    /// Where the number `value` is down the plot, from its top; nil when it is not finite.
    public func position(forY value: Double) -> CGFloat? {
        let span = domain.upper - domain.lower
        guard value.isFinite, span > 0, span.isFinite else { return nil }
        return plotRect.height * (1 - (value - domain.lower) / span)
    }
    /// The category at `x` points from the plot's leading edge, as `type` (a `String`).
    public func value<T>(atX x: CGFloat, as type: T.Type = T.self) -> T? {
        guard !categories.isEmpty, plotRect.width > 0, x.isFinite else { return nil }
        let i = Int((x / plotRect.width * Double(categories.count)).rounded(.down))
        return categories.indices.contains(i) ? categories[i] as? T : nil
    }
    /// The number at `y` points from the plot's top, as `type` (`Double`, `Int`).
    public func value<T>(atY y: CGFloat, as type: T.Type = T.self) -> T? {
        guard plotRect.height > 0, y.isFinite else { return nil }
        let v = domain.upper - y / plotRect.height * (domain.upper - domain.lower)
        if let t = v as? T { return t }
        if T.self == Int.self, abs(v) < 1e18 { return Int(v.rounded()) as? T }
        return nil
    }
}

/// The chart a ChartNode placed last (absolute plot and frame, values), for an overlay.
struct PlacedChart {
    let frame: Rect
    let plot: Rect
    let categories: [String]
    let domain: (lower: Double, upper: Double)

    /// The proxy for an overlay whose frame starts at `origin`.
    func proxy(from origin: Point) -> ChartProxy {
        ChartProxy(plotRect: CGRect(x: plot.x - origin.x, y: plot.y - origin.y, width: plot.width, height: plot.height),
                   categories: categories, domain: domain)
    }
}

/// `.chartOverlay` and `.chartBackground`: the content built with the chart's proxy once the
/// chart is placed, over (or under) the view, proposed its size and placed by `alignment`.
struct ChartDecorationNode: LayoutNode {
    let context: BuildContext
    let child: any LayoutNode
    let alignment: Alignment
    let behind: Bool
    let make: (ChartProxy) -> AnyView
    var layoutPriority: Double { child.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size { child.sizeThatFits(proposal, context) }

    func place(in frame: Rect, _ placement: inout PlacementContext) {
        // The chart is placed first (into a copy, when the decoration goes under it) so its
        // geometry is known; from inside `.chartPlotStyle`, the enclosing chart's.
        var trial = placement
        if behind { child.place(in: frame, &trial) } else { child.place(in: frame, &placement) }
        let chart = (behind ? trial : placement).lastChart
        let proxy = chart?.proxy(from: Point(x: frame.x, y: frame.y))
            ?? ChartProxy(plotRect: CGRect(x: 0, y: 0, width: frame.width, height: frame.height), categories: [], domain: (0, 1))
        let node = context.unnamed().build(make(proxy), index: 0, name: behind ? "chartBackground" : "chartOverlay")
        let size = node.sizeThatFits(ProposedSize(width: frame.width, height: frame.height), placement.layoutContext)
        node.place(in: alignment.place(size, in: frame), &placement)
        if behind { child.place(in: frame, &placement) }
    }
}

nonisolated struct ChartDecorationModifier<Content: View, Decoration: View>: ModifierView {
    let content: Content
    let alignment: Alignment
    let behind: Bool
    let make: (ChartProxy) -> Decoration
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        ChartDecorationNode(context: context, child: context.buildContent(content), alignment: alignment, behind: behind) { AnyView(make($0)) }
    }
}

extension View {
    /// Swift Charts' `.chartOverlay(alignment:content:)`: views over the chart (over the plot,
    /// on `.chartPlotStyle`'s content), built with the chart's `ChartProxy`.
    nonisolated public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        ChartDecorationModifier(content: self, alignment: alignment, behind: false, make: content)
    }
    /// Swift Charts' `.chartBackground(alignment:content:)`: views under the chart.
    nonisolated public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        ChartDecorationModifier(content: self, alignment: alignment, behind: true, make: content)
    }
}
