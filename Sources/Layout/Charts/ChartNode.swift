import DisplayList
import Tokens

/// Lays a chart out in the frame it is given: the plot, y labels to its trailing side,
/// x labels under it, the legend under those; then draws gridlines, marks and text.
struct ChartNode: LayoutNode {
    let id: String
    let data: ChartData
    let options: ChartOptions
    let font: FontSpec
    let noDataFont: FontSpec
    let labelColor: RGBA
    let gridColor: RGBA
    /// `.chartPlotStyle`'s view, placed in the plot's rectangle behind the marks.
    var plotStyle: (any LayoutNode)? = nil

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        func fit(_ p: Double?, _ ideal: Double) -> Double { p.flatMap { $0.isFinite ? max(0, $0) : nil } ?? ideal }
        return Size(width: fit(proposal.width, ChartStyle.idealSize.width), height: fit(proposal.height, ChartStyle.idealSize.height))
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let g = ChartGeometry(self, frame: frame, context.layoutContext)
        var summary = Element.shape(id, frame)
        summary.accessibilityLabel = data.summary
        summary.accessibilityTraits = ["isImage"]
        context.emit(summary)
        context.lastChart = PlacedChart(frame: frame, plot: g.plot, categories: data.categories, domain: g.domain)
        plotStyle?.place(in: g.plot, &context)
        emitGrid(g, &context)
        emitMarks(g, &context)
        emitXLabels(g, &context)
        emitLegend(g, &context)
    }

    func run(_ string: String, alignment: TextAlignment = .leading, font: FontSpec? = nil) -> TextRun {
        TextRun(string, font: font ?? self.font, paint: .solid(labelColor), alignment: alignment, lineLimit: 1)
    }

    private func emitGrid(_ g: ChartGeometry, _ context: inout PlacementContext) {
        let w = ChartStyle.gridLineWidth
        for (i, tick) in g.ticks.enumerated() where g.tickGrid[i] {
            guard let y = g.y(tick) else { continue }
            context.emit(.shape("\(id)/grid.\(i)", Rect(x: g.plot.minX, y: y - w / 2, width: g.plot.width, height: w), fill: .solid(gridColor)))
        }
        // `AxisGridLine` on the x axis: a vertical line through each category's band.
        for i in g.xGrid {
            context.emit(.shape("\(id)/xGrid.\(i)", Rect(x: g.bandCenter(i) - w / 2, y: g.plot.minY, width: w, height: g.plot.height), fill: .solid(gridColor)))
        }
        guard g.showsYAxis else { return }
        for (i, tick) in g.ticks.enumerated() where i % g.yLabelStride == 0 && g.tickLabelShown[i] {
            guard let y = g.y(tick) else { continue }
            let label = g.tickLabels[i]
            // Leading labels end a spacing before the plot; trailing ones start a spacing after it.
            let x = g.yLabelsLeading ? g.plot.minX - ChartStyle.yLabelSpacing - label.width : g.plot.maxX + ChartStyle.yLabelSpacing
            context.emit(.text("\(id)/yLabel.\(i)", Rect(x: x, y: y - g.lineHeight / 2, width: label.width, height: g.lineHeight),
                               run(label.text, alignment: g.yLabelsLeading ? .trailing : .leading)))
        }
    }

    private func emitMarks(_ g: ChartGeometry, _ context: inout PlacementContext) {
        let clip = options.yDomain == nil ? nil : Clip(frame: g.plot, shape: .rectangle)
        if data.kind == nil {
            let text = run("No Data", alignment: .center, font: noDataFont)
            let size = context.layoutContext.measure(text, width: nil).size
            context.emit(.text("\(id)/noData", Rect(x: g.plot.midX - size.width / 2, y: g.plot.midY - size.height / 2,
                                                    width: size.width, height: size.height), text))
        }
        for (i, bar) in data.bars.enumerated() {
            guard let y0 = g.y(bar.from), let y1 = g.y(bar.to) else { continue }
            let width = g.band * ChartStyle.barWidthRatio
            let rect = Rect(x: g.bandCenter(bar.category) - width / 2, y: min(y0, y1), width: width, height: abs(y1 - y0))
            // `.cornerRadius`: no more than half the bar's narrower side.
            let shape: ShapeOutline = bar.cornerRadius.map { .roundedRectangle(cornerRadius: min($0, rect.width / 2, rect.height / 2), style: .continuous) } ?? .rectangle
            context.emit(.shape("\(id)/bar.\(i)", rect, shape, fill: bar.paint ?? .solid(bar.color), clip: clip))
            // `.annotation` on a bar: its text centred over the bar's end (under it for the
            // bottom positions), `annotationSpacing` away, kept inside the chart's frame.
            if let annotation = bar.annotation {
                let text = run(annotation.text, alignment: .center)
                let w = min(context.layoutContext.measure(text, width: nil).size.width, g.frame.width)
                let end = bar.to >= bar.from ? rect.minY : rect.maxY
                var y = annotation.position.isBelow ? rect.maxY + ChartStyle.annotationSpacing
                    : (bar.to >= bar.from ? end - ChartStyle.annotationSpacing - g.lineHeight : end + ChartStyle.annotationSpacing)
                y = max(g.frame.minY, min(y, g.frame.maxY - g.lineHeight))
                let x = max(g.frame.minX, min(rect.midX - w / 2, g.frame.maxX - w))
                context.emit(.text("\(id)/bar.\(i)/annotation", Rect(x: x, y: y, width: w, height: g.lineHeight), text))
            }
        }
        for (i, area) in data.areas.enumerated() where area.points.count > 1 {
            let top = points(area, g)
            guard let first = top.first, let last = top.last, let zero = g.y(max(g.domain.lower, min(0, g.domain.upper))) else { continue }
            let base = zero - g.plot.minY
            let commands = ChartPaths.commands(through: top, method: area.interpolation)
                + [.line(Point(x: last.x, y: base)), .line(Point(x: first.x, y: base)), .close]
            context.emit(.shape("\(id)/area.\(i)", g.plot, .path(commands), fill: area.paint ?? .solid(area.color), clip: clip))
        }
        for (i, line) in data.lines.enumerated() where line.points.count > 1 {
            let commands = ChartPaths.commands(through: points(line, g), method: line.interpolation)
            let stroke = Stroke(.solid(line.color), width: line.width, lineCap: .round, dash: line.dash)
            context.emit(.shape("\(id)/line.\(i)", g.plot, .path(commands), stroke: stroke, clip: clip))
        }
        let d = ChartStyle.pointDiameter
        for (i, dot) in data.dots.enumerated() {
            guard let y = g.y(dot.y) else { continue }
            context.emit(.shape("\(id)/point.\(i)", Rect(x: g.bandCenter(dot.category) - d / 2, y: y - d / 2, width: d, height: d),
                                .ellipse, fill: .solid(dot.color), clip: clip))
        }
        for (i, rule) in data.rules.enumerated() { emitRule(rule, index: i, g, clip: clip, &context) }
    }

    /// A line's values as points in the plot's own coordinates (those that can be placed).
    private func points(_ line: ChartData.Line, _ g: ChartGeometry) -> [Point] {
        line.points.compactMap { p in g.y(p.y).map { Point(x: g.bandCenter(p.category) - g.plot.minX, y: $0 - g.plot.minY) } }
    }

    private func emitRule(_ rule: ChartData.Rule, index i: Int, _ g: ChartGeometry, clip: Clip?, _ context: inout PlacementContext) {
        let stroke = Stroke(.solid(rule.color), width: rule.width, dash: rule.dash)
        let start: Point, end: Point
        switch rule.position {
        case .y(let value):
            guard let y = g.y(value) else { return }
            start = Point(x: 0, y: y - g.plot.minY)
            end = Point(x: g.plot.width, y: y - g.plot.minY)
        case .category(let c):
            start = Point(x: g.bandCenter(c) - g.plot.minX, y: 0)
            end = Point(x: g.bandCenter(c) - g.plot.minX, y: g.plot.height)
        }
        context.emit(.shape("\(id)/rule.\(i)", g.plot, .path([.move(start), .line(end)]), stroke: stroke, clip: clip))
        guard let annotation = rule.annotation else { return }
        let text = run(annotation.text)
        let width = min(context.layoutContext.measure(text, width: nil).size.width, g.plot.width)
        let gap = 2 + rule.width / 2
        var y = !annotation.position.isBelow ? g.plot.minY + start.y - gap - g.lineHeight : g.plot.minY + start.y + gap
        y = max(g.frame.minY, min(y, g.frame.maxY - g.lineHeight))
        context.emit(.text("\(id)/annotation.\(i)", Rect(x: g.plot.minX + start.x, y: y, width: width, height: g.lineHeight), text))
    }

    private func emitXLabels(_ g: ChartGeometry, _ context: inout PlacementContext) {
        guard g.showsXAxis else { return }
        let top = g.plot.maxY + ChartStyle.xLabelSpacing
        for (i, label) in g.xLabels {
            let span = g.xLabelSpan(i, width: label.width)
            context.emit(.text("\(id)/xLabel.\(i)", Rect(x: span.min, y: top, width: span.max - span.min, height: g.lineHeight),
                               run(label.text, alignment: .center)))
        }
    }

    private func emitLegend(_ g: ChartGeometry, _ context: inout PlacementContext) {
        for (i, entry) in g.legendEntries.enumerated() {
            let s = ChartStyle.legendSwatch
            let swatch = Rect(x: entry.origin.x, y: entry.origin.y + (g.lineHeight - s) / 2, width: s, height: s)
            context.emit(.shape("\(id)/legend.\(i)/swatch", swatch, .ellipse, fill: .solid(data.legend[i].color)))
            context.emit(.text("\(id)/legend.\(i)", Rect(x: swatch.maxX + ChartStyle.legendSwatchSpacing, y: entry.origin.y,
                                                          width: entry.textWidth, height: g.lineHeight), run(data.legend[i].name)))
        }
    }
}
