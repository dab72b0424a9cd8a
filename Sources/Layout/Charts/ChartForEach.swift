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
