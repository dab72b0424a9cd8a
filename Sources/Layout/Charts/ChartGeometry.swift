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
    /// Per tick: whether its gridline and its label are drawn (`AxisMarks`' parts; both by default).
    let tickGrid: [Bool]
    let tickLabelShown: [Bool]
    /// `AxisMarks(position: .leading)`: the y labels before the plot.
    let yLabelsLeading: Bool
    /// Categories with a vertical gridline (`AxisGridLine` in the x axis's marks).
    var xGrid: [Int] = []
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

        let yMarks = node.options.yMarks
        var intervals = ChartTicks.maximumIntervals
        if case .automatic(let count?)? = yMarks?.marks.first?.values.kind { intervals = count }
        if let explicit = node.options.yDomain {
            let axis = ChartTicks.axis(lower: explicit.lowerBound, upper: explicit.upperBound, widen: false, intervals: intervals)
            domain = (axis.lower, axis.upper)
            ticks = Self.markedValues(yMarks, automatic: axis.ticks, lower: axis.lower, upper: axis.upper)
        } else {
            // Swift Charts' automatic scale includes zero.
            let extent = data.yExtent ?? (0, 1)
            let zero = node.options.yIncludesZero
            let axis = ChartTicks.axis(lower: zero ? min(0, extent.lower) : extent.lower, upper: zero ? max(0, extent.upper) : extent.upper,
                                       widen: true, intervals: intervals)
            domain = (axis.lower, axis.upper)
            ticks = Self.markedValues(yMarks, automatic: axis.ticks, lower: axis.lower, upper: axis.upper)
        }
        let step = ticks.count > 1 ? ticks[1] - ticks[0] : nil
        let marked = ticks
        let parts = marked.enumerated().map { i, t in
            yMarks?.parts(at: AxisValue(raw: .number(t), index: i, count: marked.count)) ?? (grid: true, label: true, text: nil)
        }
        tickGrid = parts.map(\.grid)
        tickLabelShown = parts.map(\.label)
        tickLabels = zip(ticks, parts).map { t, part in
            let s = part.text ?? ChartNumberFormat.string(t, step: step)
            return (s, part.label ? measure(s) : 0)
        }
        yLabelsLeading = yMarks?.position == .leading
        showsYAxis = node.options.yAxis != .hidden && tickLabelShown.contains(true)
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
            // `.chartLegend(position: .top)`: the rows at the frame's top, the gap under them.
            let top = node.options.legendOnTop ? frame.minY : frame.maxY - legendHeight + ChartStyle.legendSpacing
            legendEntries = origins.map { (Point(x: $0.0.x, y: top + $0.0.y), $0.1) }
        }
        let yLabelWidth = showsYAxis ? (tickLabels.map(\.width).max() ?? 0) + ChartStyle.yLabelSpacing : 0
        let legendAbove = node.options.legendOnTop ? legendHeight : 0
        let top = frame.minY + legendAbove + (showsYAxis ? lineHeight / 2 : 0)
        let line = lineHeight, yAxis = showsYAxis
        func below(_ xAxis: Bool) -> Double { xAxis ? ChartStyle.xLabelSpacing + line : (yAxis ? line / 2 : 0) }
        // Too short for its labels (a fixed height at a large Dynamic Type size): the legend
        // goes first, then the x labels, rather than drawing text over text. The
        // accessibility summary still names the series.
        let legendBelow = node.options.legendOnTop ? 0 : legendHeight
        if frame.maxY - legendBelow - below(showsXAxis) - top < lineHeight, legendHeight > 0, !node.options.legendOnTop {
            legendHeight = 0
            legendEntries = []
        }
        if frame.maxY - below(showsXAxis) - top < lineHeight { showsXAxis = false }
        let bottom = frame.maxY - (node.options.legendOnTop ? 0 : legendHeight) - below(showsXAxis)
        plot = Rect(x: frame.minX + (yLabelsLeading ? yLabelWidth : 0), y: top,
                    width: max(0, frame.width - yLabelWidth), height: max(0, bottom - top))

        if ticks.count > 1, let y0 = y(ticks[0]), let y1 = y(ticks[1]) {
            let spacing = abs(y0 - y1)
            if spacing < lineHeight + 2 { yLabelStride = spacing > 0 ? Int(((lineHeight + 2) / spacing).rounded(.up)) : ticks.count }
        }
        // The x axis's marks: which categories are labelled (and with what), and gridded.
        var names = data.categories
        var labelled = Array(names.indices)
        if let xMarks = node.options.xMarks {
            if case .categories(let listed)? = xMarks.marks.first?.values.kind {
                let wanted = Set(listed)
                labelled = labelled.filter { wanted.contains(names[$0]) }
            }
            var shown: [Int] = []
            for i in labelled {
                let part = xMarks.parts(at: AxisValue(raw: .category(names[i]), index: i, count: names.count))
                if part.grid { xGrid.append(i) }
                if part.label { shown.append(i) }
                if let text = part.text { names[i] = text }
            }
            labelled = shown
        }
        if showsXAxis, !labelled.isEmpty { xLabels = thinnedXLabels(names, only: labelled, measure: measure) }
    }

    /// The ticks `AxisMarks(values:)` asks for inside `lower…upper` (at most 100, lowest
    /// first): the automatic ones, every multiple of a stride, or the numbers listed.
    static func markedValues(_ spec: AxisSpec?, automatic: [Double], lower: Double, upper: Double) -> [Double] {
        switch spec?.marks.first?.values.kind {
        case .stride(let step)?:
            guard step.isFinite, step > 0, (upper - lower) / step <= 100 else { return automatic }
            var k = (lower / step).rounded(.up), out: [Double] = []
            while k * step <= upper + step * 1e-9, out.count < 100 { out.append(k * step == 0 ? 0 : k * step); k += 1 }
            return out
        case .numbers(let listed)?:
            return Array(Set(listed.filter { $0.isFinite && $0 >= lower && $0 <= upper }).sorted().prefix(100))
        default:
            return automatic
        }
    }

    /// Every k-th category's label, k the smallest for which neighbours stay 4 pt apart
    /// where they are drawn (centred under their band, pulled inside the frame at the ends).
    /// Only labels that could be shown are measured: at most one per `lineHeight` of width.
    private func thinnedXLabels(_ categories: [String], only labelled: [Int], measure: (String) -> Double) -> [(Int, (text: String, width: Double))] {
        let gap = 4.0
        let n = labelled.count
        let most = max(1, Int(plot.width / max(1, lineHeight)))
        var stride = max(1, Int((Double(n) / Double(most)).rounded(.up)))
        while true {
            let shown = Swift.stride(from: 0, to: n, by: stride).map { (labelled[$0], (text: categories[labelled[$0]], width: measure(categories[labelled[$0]]))) }
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
