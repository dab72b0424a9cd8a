import DisplayList

/// Swift Charts' `Chart`: marks over a categorical x axis and a numeric y axis, drawn as
/// iOS 18 draws them — horizontal gridlines at nice ticks, y labels at the trailing edge,
/// x labels under the plot, a legend under that when marks name series.
///
/// The content is a list of marks: statements, `if`, `for` loops over data, `ForEach(data)
/// { row in BarMark(…) }` as in Swift Charts (ChartForEach.swift), or `Chart(data) { row in
/// … }` for marks per row:
///
///     Chart(week) { day in
///         BarMark(x: .value("Day", day.label), y: .value("kcal", day.kcal))
///     }
///     Chart {
///         for m in macros { BarMark(x: .value("Day", m.day), y: .value("g", m.grams))
///                               .foregroundStyle(by: .value("Macro", m.name)) }
///         RuleMark(y: .value("Goal", 2000)).annotation { Text("Goal") }
///     }
///     .chartYScale(domain: 70...85)
///     .frame(height: 200)
///
/// x values are categories in order of first appearance (a number or date is a category
/// the caller formats: `.value("Day", date.formatted(...))`); y values are numbers.
nonisolated public struct Chart: PrimitiveView {
    let marks: [ChartMark]

    /// A chart of the marks `content` builds.
    public init(@ChartContentBuilder content: () -> [ChartMark]) { marks = content() }

    /// One set of marks per element of `data` (`id` is accepted for Swift Charts' spelling;
    /// marks need no identity here).
    public init<Data: Sequence, ID>(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: (Data.Element) -> [ChartMark]) {
        marks = data.flatMap(content)
    }

    /// One set of marks per element of `data`.
    public init<Data: Sequence>(_ data: Data, @ChartContentBuilder content: (Data.Element) -> [ChartMark]) {
        marks = data.flatMap(content)
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        let env = context.environment
        return ChartNode(id: context.path, data: ChartData(marks: marks, environment: env), options: env.chartOptions,
                         font: Font.caption2.resolved(in: env), noDataFont: Font.subheadline.resolved(in: env),
                         labelColor: ChartStyle.axisLabel.resolved(in: env), gridColor: ChartStyle.gridLine.resolved(in: env))
    }
}

/// The chart modifiers' settings, carried in the environment so they apply in any order
/// with `.frame` and `.padding`.
struct ChartOptions: Sendable {
    /// `.chartYScale(domain:)`: the y range shown, not widened; marks outside are clipped.
    var yDomain: ClosedRange<Double>?
    var xAxis = Visibility.automatic
    var yAxis = Visibility.automatic
    var legend = Visibility.automatic
}

struct ChartOptionsKey: EnvironmentKey {
    static let defaultValue = ChartOptions()
}

extension EnvironmentValues {
    var chartOptions: ChartOptions {
        get { self[ChartOptionsKey.self] }
        set { self[ChartOptionsKey.self] = newValue }
    }
}

extension View {
    /// Swift Charts' `.chartYScale(domain:)`: the y range shown, as given; marks outside it are clipped.
    nonisolated public func chartYScale(domain: ClosedRange<Double>) -> some View {
        EnvironmentModifier(content: self) { $0.chartOptions.yDomain = domain }
    }
    /// Shows or hides the x axis's labels.
    nonisolated public func chartXAxis(_ visibility: Visibility) -> some View {
        EnvironmentModifier(content: self) { $0.chartOptions.xAxis = visibility }
    }
    /// Shows or hides the y axis's labels and gridlines.
    nonisolated public func chartYAxis(_ visibility: Visibility) -> some View {
        EnvironmentModifier(content: self) { $0.chartOptions.yAxis = visibility }
    }
    /// Shows or hides the legend of series.
    nonisolated public func chartLegend(_ visibility: Visibility) -> some View {
        EnvironmentModifier(content: self) { $0.chartOptions.legend = visibility }
    }
}
