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
        for (i, tick) in g.ticks.enumerated() {
            guard let y = g.y(tick) else { continue }
            context.emit(.shape("\(id)/grid.\(i)", Rect(x: g.plot.minX, y: y - w / 2, width: g.plot.width, height: w), fill: .solid(gridColor)))
        }
        guard g.showsYAxis else { return }
        for (i, tick) in g.ticks.enumerated() where i % g.yLabelStride == 0 {
            guard let y = g.y(tick) else { continue }
            let label = g.tickLabels[i]
            context.emit(.text("\(id)/yLabel.\(i)", Rect(x: g.plot.maxX + ChartStyle.yLabelSpacing, y: y - g.lineHeight / 2,
                                                         width: label.width, height: g.lineHeight), run(label.text)))
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
            context.emit(.shape("\(id)/bar.\(i)", rect, fill: .solid(bar.color), clip: clip))
        }
        for (i, line) in data.lines.enumerated() where line.points.count > 1 {
            var commands: [PathCommand] = []
            for p in line.points {
                guard let y = g.y(p.y) else { continue }
                let point = Point(x: g.bandCenter(p.category) - g.plot.minX, y: y - g.plot.minY)
                commands.append(commands.isEmpty ? .move(point) : .line(point))
            }
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
        var y = annotation.position == .top ? g.plot.minY + start.y - gap - g.lineHeight : g.plot.minY + start.y + gap
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
