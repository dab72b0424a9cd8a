import DisplayList

/// Where everything of a chart goes in its frame: the y domain and its ticks, the plot
/// rectangle, the x labels that fit (thinned to every k-th when they would overlap) and
/// the legend's entries. Measures at most a few dozen labels, however many points.
struct ChartGeometry {
    let frame: Rect
    var plot: Rect
    let domain: (lower: Double, upper: Double)
    let ticks: [Double]
    let tickLabels: [(text: String, width: Double)]
    /// Every k-th tick is labelled, so that labels stay a line apart on a short plot.
    var yLabelStride = 1
    let lineHeight: Double
    let showsYAxis: Bool
    var showsXAxis: Bool
    var xLabels: [(Int, (text: String, width: Double))] = []
    var legendEntries: [(origin: Point, textWidth: Double)] = []
    var band: Double { plot.width / Double(max(1, categoryCount)) }
    let categoryCount: Int

    init(_ node: ChartNode, frame: Rect, _ context: LayoutContext) {
        self.frame = frame
        let data = node.data
        categoryCount = data.categories.count
        func measure(_ s: String) -> Double { context.measure(node.run(s), width: nil).size.width }
        lineHeight = context.measure(node.run("0123456789"), width: nil).size.height

        if let explicit = node.options.yDomain {
            let axis = ChartTicks.axis(lower: explicit.lowerBound, upper: explicit.upperBound, widen: false)
            domain = (axis.lower, axis.upper)
            ticks = axis.ticks
        } else {
            // Swift Charts' automatic scale includes zero.
            let extent = data.yExtent ?? (0, 1)
            let axis = ChartTicks.axis(lower: min(0, extent.lower), upper: max(0, extent.upper), widen: true)
            domain = (axis.lower, axis.upper)
            ticks = axis.ticks
        }
        let step = ticks.count > 1 ? ticks[1] - ticks[0] : nil
        tickLabels = ticks.map { t in
            let s = ChartNumberFormat.string(t, step: step)
            return (s, measure(s))
        }
        showsYAxis = node.options.yAxis != .hidden
        showsXAxis = node.options.xAxis != .hidden && categoryCount > 0

        // The legend first: its rows take their height from the bottom.
        var legendHeight = 0.0
        if node.options.legend != .hidden, !data.legend.isEmpty {
            let rowGap = 4.0
            var x = frame.minX, row = 0
            var origins: [(Point, Double)] = []
            for entry in data.legend {
                let textWidth = max(0, min(measure(entry.name), frame.width - ChartStyle.legendSwatch - ChartStyle.legendSwatchSpacing))
                let width = ChartStyle.legendSwatch + ChartStyle.legendSwatchSpacing + textWidth
                if x > frame.minX, x + width > frame.maxX { x = frame.minX; row += 1 }
                origins.append((Point(x: x, y: Double(row) * (lineHeight + rowGap)), textWidth))
                x += width + ChartStyle.legendEntrySpacing
            }
            legendHeight = ChartStyle.legendSpacing + Double(row + 1) * lineHeight + Double(row) * rowGap
            let top = frame.maxY - legendHeight + ChartStyle.legendSpacing
            legendEntries = origins.map { (Point(x: $0.0.x, y: top + $0.0.y), $0.1) }
        }
        let yLabelWidth = showsYAxis ? (tickLabels.map(\.width).max() ?? 0) + ChartStyle.yLabelSpacing : 0
        let top = frame.minY + (showsYAxis ? lineHeight / 2 : 0)
        let below = showsXAxis ? ChartStyle.xLabelSpacing + lineHeight : (showsYAxis ? lineHeight / 2 : 0)
        let bottom = frame.maxY - legendHeight - below
        plot = Rect(x: frame.minX, y: top, width: max(0, frame.width - yLabelWidth), height: max(0, bottom - top))

        if ticks.count > 1, let y0 = y(ticks[0]), let y1 = y(ticks[1]) {
            let spacing = abs(y0 - y1)
            if spacing < lineHeight + 2 { yLabelStride = spacing > 0 ? Int(((lineHeight + 2) / spacing).rounded(.up)) : ticks.count }
        }
        if showsXAxis { xLabels = thinnedXLabels(data.categories, measure: measure) }
    }

    /// Every k-th category's label, k the smallest for which neighbours stay 4 pt apart
    /// where they are drawn (centred under their band, pulled inside the frame at the ends).
    /// Only labels that could be shown are measured: at most one per `lineHeight` of width.
    private func thinnedXLabels(_ categories: [String], measure: (String) -> Double) -> [(Int, (text: String, width: Double))] {
        let gap = 4.0
        let n = categories.count
        let most = max(1, Int(plot.width / max(1, lineHeight)))
        var stride = max(1, Int((Double(n) / Double(most)).rounded(.up)))
        while true {
            let shown = Swift.stride(from: 0, to: n, by: stride).map { ($0, (text: categories[$0], width: measure(categories[$0]))) }
            if stride >= n { return shown }
            let widest = shown.map(\.1.width).max() ?? 0
            let needed = band > 0 ? Int(((widest + gap) / band).rounded(.up)) : n
            if needed > stride { stride = min(n, needed); continue }
            let frames = shown.map { xLabelSpan($0.0, width: $0.1.width) }
            if zip(frames, frames.dropFirst()).allSatisfy({ $0.max + gap <= $1.min }) { return shown }
            stride += 1
        }
    }

    /// Where the label of `category` goes across: centred under its band, cut to the plot's
    /// width and kept between the frame's leading edge and the plot's trailing edge.
    func xLabelSpan(_ category: Int, width measured: Double) -> (min: Double, max: Double) {
        let width = min(measured, plot.maxX - frame.minX)
        let x = max(frame.minX, min(bandCenter(category) - width / 2, plot.maxX - width))
        return (x, x + width)
    }

    /// The vertical position of `value` (nil when it cannot be placed: not finite).
    func y(_ value: Double) -> Double? {
        // Halved so that a span of ±1e308 does not overflow.
        let fraction = (value / 2 - domain.lower / 2) / (domain.upper / 2 - domain.lower / 2)
        let y = plot.maxY - fraction * plot.height
        // Far outside an explicit domain (clipped anyway): kept within what Cairo's
        // fixed-point coordinates hold.
        return y.isFinite ? min(max(y, plot.minY - 1e6), plot.maxY + 1e6) : nil
    }

    func bandCenter(_ category: Int) -> Double { plot.minX + (Double(category) + 0.5) * band }
}
