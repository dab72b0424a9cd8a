import DisplayList
import Tokens

/// A chart's marks resolved to what is drawn: categories along x, series colours, stacked
/// bars, lines, points and rules, and the y extent they need. Marks whose y is not a finite
/// number (NaN, ±∞, a string) and bars or points without an x are skipped.
struct ChartData {
    struct Bar {
        var category: Int; var from: Double; var to: Double; var color: RGBA; var cornerRadius: Double? = nil
        /// A style's paint (a gradient across the bar), drawn instead of `color`.
        var paint: Paint? = nil
        var annotation: (text: String, position: AnnotationPosition)? = nil
    }
    struct Line {
        var points: [(category: Int, y: Double)]; var color: RGBA; var width: Double; var dash: [Double]
        var interpolation: InterpolationMethod? = nil
        /// An area's style (a gradient), drawn instead of `color`.
        var paint: Paint? = nil
    }
    struct Dot { var category: Int; var y: Double; var color: RGBA }
    struct Rule {
        enum Position { case y(Double), category(Int) }
        var position: Position
        var color: RGBA; var width: Double; var dash: [Double]
        var annotation: (text: String, position: AnnotationPosition)?
    }
    struct LegendEntry { var name: String; var color: RGBA }

    var categories: [String] = []
    var bars: [Bar] = []
    var lines: [Line] = []
    /// AreaMarks: per series, the top edge's points (filled down to zero).
    var areas: [Line] = []
    var dots: [Dot] = []
    var rules: [Rule] = []
    var legend: [LegendEntry] = []
    /// The lowest and highest y anything reaches (nil: nothing plotted).
    var yExtent: (lower: Double, upper: Double)?
    /// For the accessibility summary: the first mark's kind, the values plotted (bar
    /// stacks count as one value each) and the y unit.
    var kind: ChartMark.Kind?
    var values: [Double] = []
    var unit: String?

    init(marks: [ChartMark], environment env: EnvironmentValues) {
        var categoryIndex: [String: Int] = [:]
        func category(_ value: PlottableValue?) -> Int? {
            guard let name = value?.category else { return nil }
            if let i = categoryIndex[name] { return i }
            categoryIndex[name] = categories.count
            categories.append(name)
            return categories.count - 1
        }
        var seriesIndex: [String: Int] = [:]
        let defaultColor = env.tint.resolved(in: env)
        func color(_ mark: ChartMark) -> RGBA {
            if let explicit = mark.color { return explicit.resolved(in: env) }
            if let style = mark.style { return style.paint(in: env).representativeColor }
            guard let name = mark.series?.category else { return defaultColor }
            if let i = seriesIndex[name] { return ChartStyle.palette[i % ChartStyle.palette.count].resolved(in: env) }
            let i = seriesIndex.count
            seriesIndex[name] = i
            let c = ChartStyle.palette[i % ChartStyle.palette.count].resolved(in: env)
            legend.append(LegendEntry(name: name, color: c))
            return c
        }
        var extent: (Double, Double)?
        func include(_ y: Double) { extent = extent.map { (min($0.0, y), max($0.1, y)) } ?? (y, y) }

        // Bars stack per category: positives upwards from zero, negatives downwards.
        var stackTops: [Int: (up: Double, down: Double)] = [:]
        var lineIndex: [String: Int] = [:]
        var areaIndex: [String: Int] = [:]
        var stackTotals: [Int: Double] = [:]
        for mark in marks {
            switch mark.kind {
            case .bar, .line, .point, .area:
                guard let y = mark.y?.number, let x = category(mark.x) else { continue }
                kind = kind ?? mark.kind
                unit = unit ?? mark.y?.label
                let c = color(mark)
                switch mark.kind {
                case .bar:
                    var top = stackTops[x] ?? (0, 0)
                    let from = y >= 0 ? top.up : top.down
                    let to = from + y
                    if y >= 0 { top.up = to } else { top.down = to }
                    stackTops[x] = top
                    stackTotals[x, default: 0] += y
                    bars.append(Bar(category: x, from: from, to: to, color: c, cornerRadius: mark.cornerRadius,
                                    paint: mark.style.map { $0.paint(in: env) }, annotation: mark.annotation))
                    include(from); include(to)
                case .line:
                    let key = mark.series?.category ?? ""
                    if lineIndex[key] == nil {
                        lineIndex[key] = lines.count
                        let style = mark.lineStyle ?? StrokeStyle(lineWidth: ChartStyle.lineWidth)
                        lines.append(Line(points: [], color: c, width: style.lineWidth, dash: style.dash))
                    }
                    lines[lineIndex[key]!].points.append((x, y))
                    if let method = mark.interpolation { lines[lineIndex[key]!].interpolation = method }
                    if mark.showsSymbol { dots.append(Dot(category: x, y: y, color: c)) }
                    values.append(y)
                    include(y)
                case .area:
                    let key = mark.series?.category ?? ""
                    if areaIndex[key] == nil {
                        areaIndex[key] = areas.count
                        areas.append(Line(points: [], color: c, width: 0, dash: [], paint: mark.style.map { $0.paint(in: env) }))
                    }
                    areas[areaIndex[key]!].points.append((x, y))
                    if let method = mark.interpolation { areas[areaIndex[key]!].interpolation = method }
                    values.append(y)
                    include(y)
                    include(0)
                default:
                    dots.append(Dot(category: x, y: y, color: c))
                    values.append(y)
                    include(y)
                }
            case .rule:
                let style = mark.lineStyle ?? StrokeStyle(lineWidth: ChartStyle.ruleWidth)
                let position: Rule.Position
                if let y = mark.y?.number {
                    position = .y(y)
                    include(y)
                } else if let x = category(mark.x) {
                    position = .category(x)
                } else { continue }
                rules.append(Rule(position: position, color: color(mark), width: style.lineWidth, dash: style.dash, annotation: mark.annotation))
            }
        }
        // A stack is one value to a listener ("7 values"), in category order.
        values = stackTotals.keys.sorted().map { stackTotals[$0]! } + values
        yExtent = extent.map { (lower: $0.0, upper: $0.1) }
    }

    /// What VoiceOver reads for the chart: "Bar chart, 7 values from 1,640 to 2,310 kcal".
    var summary: String {
        guard let kind, let lo = values.min(), let hi = values.max() else { return "Chart, no data" }
        let name = kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
        let unitText = unit.map { " " + $0 } ?? ""
        let count = values.count == 1 ? "1 value" : "\(values.count) values"
        let range = lo == hi ? "of \(ChartNumberFormat.string(lo))" : "from \(ChartNumberFormat.string(lo)) to \(ChartNumberFormat.string(hi))"
        var text = "\(name) chart, \(count) \(range)\(unitText)"
        if legend.count > 1 { text += ", series " + legend.map(\.name).joined(separator: ", ") }
        return text
    }
}
