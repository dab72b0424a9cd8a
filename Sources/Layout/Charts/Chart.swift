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
        // `.chartPlotStyle { plot in … }`: the team's view around the plot, built with the
        // chart's own node (the plot content itself draws nothing: the marks are the chart's).
        let plotStyle = env.chartOptions.plotStyle.map { style in
            context.unnamed().build(style.body(ChartPlotContent()), index: 0, name: "plotStyle")
        }
        return ChartNode(id: context.path, data: ChartData(marks: marks, environment: env), options: env.chartOptions,
                         font: Font.caption2.resolved(in: env), noDataFont: Font.subheadline.resolved(in: env),
                         labelColor: ChartStyle.axisLabel.resolved(in: env), gridColor: ChartStyle.gridLine.resolved(in: env),
                         plotStyle: plotStyle)
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
    /// `.chartLegend(position:)`: `.top` puts the legend above the plot; others below it.
    var legendOnTop = false
    /// `.chartXAxis { AxisMarks(…) }` and `.chartYAxis { … }`: nil for the default marks.
    var xMarks: AxisSpec?
    var yMarks: AxisSpec?
    /// `.chartPlotStyle { plot in … }`.
    var plotStyle: ChartPlotStyle?
    /// `.chartYScale(domain: .automatic(includesZero: false))`: the automatic domain is the
    /// data's own extent, widened to nice ticks, without reaching down (or up) to zero.
    var yIncludesZero = true
}

/// Swift Charts' `AutomaticScaleDomain`: the domain the chart picks from the data.
public struct AutomaticScaleDomain: Sendable {
    let includesZero: Bool?
    /// The chart's choice: from zero, for the charts here.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil) }
    /// The chart's choice, with or without zero (`reversed` is accepted and not drawn).
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero)
    }
}

/// Swift Charts' `ChartPlotContent`: the plot, as `.chartPlotStyle`'s closure receives it.
/// It draws nothing itself (the chart draws the marks in the plot); what the closure puts
/// around it — a background, a border, an overlay — is drawn in the plot's rectangle,
/// behind the marks. A frame the closure gives it does not resize the plot.
nonisolated public struct ChartPlotContent: View {
    public var body: some View { Color.clear }
}

/// The closure of `.chartPlotStyle`, carried to the chart on the thread that lays it out.
struct ChartPlotStyle: @unchecked Sendable {
    let body: (ChartPlotContent) -> AnyView
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
    /// Swift Charts' `.chartPlotStyle(content:)`: what the closure draws around the plot
    /// (a background, a border) in the plot's rectangle, behind the marks.
    nonisolated public func chartPlotStyle<Content: View>(content: @escaping (ChartPlotContent) -> Content) -> some View {
        let style = ChartPlotStyle { AnyView(content($0)) }
        return EnvironmentModifier(content: self) { $0.chartOptions.plotStyle = style }
    }
    /// Swift Charts' `.chartYScale(domain: .automatic(includesZero:))`: the data's domain,
    /// from zero unless `includesZero` is false.
    nonisolated public func chartYScale(domain: AutomaticScaleDomain) -> some View {
        EnvironmentModifier(content: self) { $0.chartOptions.yIncludesZero = domain.includesZero ?? true }
    }
    /// Swift Charts' `.chartYScale(domain:)` with whole numbers.
    nonisolated public func chartYScale(domain: ClosedRange<Int>) -> some View {
        chartYScale(domain: Double(domain.lowerBound)...Double(domain.upperBound))
    }
    /// Swift Charts' `.chartXSelection(value:)` (iOS 17): what the finger selects; nothing, in a still.
    nonisolated public func chartXSelection<V>(value: Binding<V?>) -> some View { self }
    /// Swift Charts' `.chartYSelection(value:)`: nothing, in a still.
    nonisolated public func chartYSelection<V>(value: Binding<V?>) -> some View { self }
    /// Swift Charts' `.chartLegend(position:alignment:spacing:)`: the legend above the plot
    /// for `.top`, below it otherwise (leading, trailing and overlay legends are drawn below).
    nonisolated public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: Double? = nil) -> some View {
        EnvironmentModifier(content: self) { $0.chartOptions.legendOnTop = position == .top }
    }
}
