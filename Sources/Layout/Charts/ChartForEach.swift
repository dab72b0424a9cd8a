/// Swift Charts' `ForEach(data) { row in BarMark(...) }` inside a `Chart`. Layout's
/// `ForEach` takes views, so marks are views here too — primitive views that draw nothing
/// anywhere but in a chart — and a `ForEach` (or a tuple of marks from its closure) hands
/// its marks to the chart.
extension BarMark: PrimitiveView { public func makeNode(_ context: BuildContext) -> any LayoutNode { EmptyNode() } }
extension LineMark: PrimitiveView { public func makeNode(_ context: BuildContext) -> any LayoutNode { EmptyNode() } }
extension PointMark: PrimitiveView { public func makeNode(_ context: BuildContext) -> any LayoutNode { EmptyNode() } }
extension RuleMark: PrimitiveView { public func makeNode(_ context: BuildContext) -> any LayoutNode { EmptyNode() } }

extension ForEach: ChartContent {
    public var marks: [ChartMark] { items.flatMap { chartMarks(in: $0.view) } }
}

extension TupleView: ChartContent {
    public var marks: [ChartMark] { views.flatMap(chartMarks(in:)) }
}

extension OptionalView: ChartContent {
    public var marks: [ChartMark] { wrapped.map(chartMarks(in:)) ?? [] }
}

extension ConditionalView: ChartContent {
    public var marks: [ChartMark] {
        switch self {
        case .first(let v): chartMarks(in: v)
        case .second(let v): chartMarks(in: v)
        }
    }
}

/// The marks a view built inside a `ForEach` closure holds (none for other views).
func chartMarks(in view: any View) -> [ChartMark] {
    (view as? any ChartContent)?.marks ?? []
}

/// Marks with a modifier applied to all of them at once (Swift Charts' modifiers on a
/// `ForEach` of marks: `ForEach(days) { … }.lineStyle(StrokeStyle(lineWidth: 2))`).
nonisolated public struct ChartMarkGroup: ChartContent, PrimitiveView {
    /// The marks, each modified.
    public let marks: [ChartMark]
    /// Draws nothing outside a chart, as marks do.
    public func makeNode(_ context: BuildContext) -> any LayoutNode { EmptyNode() }

    func map(_ change: (inout ChartMark) -> Void) -> ChartMarkGroup {
        ChartMarkGroup(marks: marks.map { var m = $0; change(&m); return m })
    }
    /// Every mark in the series `value`.
    public func foregroundStyle(by value: PlottableValue) -> ChartMarkGroup { map { $0.series = value } }
    /// Every line and rule drawn with `style`.
    public func lineStyle(_ style: StrokeStyle) -> ChartMarkGroup { map { $0.lineStyle = style } }
    /// Every line and area through its values as `method` draws.
    public func interpolationMethod(_ method: InterpolationMethod) -> ChartMarkGroup { map { $0.interpolation = method } }
    /// A dot at every line value.
    public func symbol(by value: PlottableValue) -> ChartMarkGroup { map { $0.showsSymbol = true } }
    /// A dot at every line value.
    public func symbol(_ symbol: ChartSymbol) -> ChartMarkGroup { map { $0.showsSymbol = true } }
    /// Every bar with rounded corners.
    public func cornerRadius(_ radius: Double, style: RoundedCornerStyle = .continuous) -> ChartMarkGroup {
        map { $0.cornerRadius = radius.isFinite ? max(0, radius) : nil }
    }
}

extension ForEach {
    /// Swift Charts' `.foregroundStyle(by:)` on a `ForEach` of marks: all in that series.
    public func foregroundStyle(by value: PlottableValue) -> ChartMarkGroup { ChartMarkGroup(marks: marks).foregroundStyle(by: value) }
    /// Swift Charts' `.lineStyle(_:)` on a `ForEach` of marks.
    public func lineStyle(_ style: StrokeStyle) -> ChartMarkGroup { ChartMarkGroup(marks: marks).lineStyle(style) }
    /// Swift Charts' `.interpolationMethod(_:)` on a `ForEach` of marks.
    public func interpolationMethod(_ method: InterpolationMethod) -> ChartMarkGroup { ChartMarkGroup(marks: marks).interpolationMethod(method) }
    /// Swift Charts' `.symbol(by:)` on a `ForEach` of marks.
    public func symbol(by value: PlottableValue) -> ChartMarkGroup { ChartMarkGroup(marks: marks).symbol(by: value) }
    /// Swift Charts' `.symbol(_:)` on a `ForEach` of marks.
    public func symbol(_ symbol: ChartSymbol) -> ChartMarkGroup { ChartMarkGroup(marks: marks).symbol(symbol) }
}
