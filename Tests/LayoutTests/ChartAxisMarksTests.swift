import DisplayList
import Foundation
import Layout
import Testing
import Tokens

/// Swift Charts' customisation as teams write it — `AxisMarks` (position, values, parts,
/// label text and format), dates and other number types as values, `AreaMark`,
/// `.interpolationMethod`, bar corners and annotations, the legend on top and the plot
/// style — laid out with the fixed-advance fake font: caption2 is 11 pt, a label character
/// 5.5 pt wide and a line 13.2 pt tall. The week chart's frame is 313.5 × 223.8: with
/// trailing labels ("2,500": 27.5 pt, 6 pt from the plot) its plot is 280 × 200 at y 6.6.
@Suite struct ChartAxisMarksTests {
    static let week: [(String, Double)] = [("Mon", 1840), ("Tue", 1640), ("Wed", 2310), ("Thu", 2000), ("Fri", 1900), ("Sat", 1750), ("Sun", 2100)]

    func chart<V: View>(_ modify: (Chart) -> V) -> DisplayList {
        layout(modify(Chart(Self.week) { day in BarMark(x: .value("Day", day.0), y: .value("kcal", day.1)) }), width: 313.5, height: 223.8)
    }
    func all(_ list: DisplayList, _ prefix: String) -> [Element] {
        list.elements.filter { $0.id.split(separator: "/").last.map { $0.hasPrefix(prefix) } ?? false }
    }
    func yLabels(_ list: DisplayList) -> [String] { all(list, "yLabel.").compactMap { $0.text?.string } }
    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    // MARK: AxisMarks on the y axis

    @Test func leadingLabelsMoveThePlotRightAndEndBesideIt() throws {
        let list = chart { $0.chartYAxis { AxisMarks(position: .leading) } }
        let labels = all(list, "yLabel.")
        #expect(labels.map { $0.text?.string ?? "" } == ["0", "500", "1,000", "1,500", "2,000", "2,500"])
        // Each label ends 6 pt before the plot, which starts after the widest (27.5 pt) and the gap.
        #expect(labels.allSatisfy { near($0.frame.maxX, 27.5) && $0.text?.alignment == .trailing })
        let firstBar = try #require(all(list, "bar.").first)
        // The plot: 33.5 … 313.5; the first band's centre 33.5 + 20, the bar 24 wide.
        #expect(near(firstBar.frame.minX, 33.5 + 20 - 12) && near(firstBar.frame.width, 24))
    }

    @Test func listedValuesAreTheOnlyTicksAndTheDomainStaysTheData() throws {
        let list = chart { $0.chartYAxis { AxisMarks(values: [0, 1000, 2000, 9000, .nan]) } }
        #expect(yLabels(list) == ["0", "1,000", "2,000"] && all(list, "grid.").count == 3)
        // 2,000 of a 0…2,500 domain on a 200-pt plot from y 6.6: 40 pt below the top.
        let grid2000 = try #require(all(list, "grid.").last)
        #expect(near(grid2000.frame.midY, 6.6 + 40))
    }

    @Test func aDesiredCountPicksTheNiceStepForThatManyIntervals() {
        // 0…2,310 in at most two intervals: a step of 2,000, the domain widened to 4,000.
        #expect(yLabels(chart { $0.chartYAxis { AxisMarks(values: .automatic(desiredCount: 2)) } }) == ["0", "2,000", "4,000"])
        #expect(yLabels(chart { $0.chartYAxis { AxisMarks(values: .stride(by: 1000)) } }) == ["0", "1,000", "2,000"])
        // Hostile counts and strides: clamped, or the automatic ticks.
        // At least one interval: 0…2,310 in one takes a step of 5,000.
        #expect(yLabels(chart { $0.chartYAxis { AxisMarks(values: .automatic(desiredCount: 0)) } }) == ["0", "5,000"])
        #expect(yLabels(chart { $0.chartYAxis { AxisMarks(values: .automatic(desiredCount: 1_000_000)) } }).count <= 21)
        for step in [0.0, -5, .nan, .infinity, 1e-9] {
            #expect(yLabels(chart { $0.chartYAxis { AxisMarks(values: .stride(by: step)) } }).count == 6)
        }
    }

    @Test func marksWithoutALabelDrawNoLabelsAndThePlotTakesTheWidth() throws {
        let list = chart { $0.chartYAxis { AxisMarks { _ in AxisGridLine() } } }
        #expect(yLabels(list).isEmpty && all(list, "grid.").count == 6)
        let lastBar = try #require(all(list, "bar.").last)
        // No labels: the plot is the frame's 313.5 pt, from y 0 (no half line above).
        #expect(near(lastBar.frame.midX, 313.5 - 313.5 / 14))
        let noGrid = chart { $0.chartYAxis { AxisMarks { _ in AxisValueLabel() } } }
        #expect(all(noGrid, "grid.").isEmpty && yLabels(noGrid).count == 6)
    }

    struct Kilo: FormatStyle {
        func format(_ value: Double) -> String { "\(Int(value / 1000))k" }
    }

    @Test func aLabelsOwnTextOrFormatWritesIt() {
        let own = chart { $0.chartYAxis { AxisMarks(values: [0, 1000]) { value in AxisValueLabel { Text("\(value.as(Int.self) ?? -1) kcal") } } } }
        #expect(yLabels(own) == ["0 kcal", "1000 kcal"])
        let formatted = chart { $0.chartYAxis { AxisMarks(format: Kilo(), values: [0, 1000, 2000]) } }
        #expect(yLabels(formatted) == ["0k", "1k", "2k"])
        let index = chart { $0.chartYAxis { AxisMarks(values: [0, 1000]) { value in AxisValueLabel { Text("\(value.index)/\(value.count)") } } } }
        #expect(yLabels(index) == ["0/2", "1/2"])
    }

    // MARK: AxisMarks on the x axis

    @Test func xMarksLabelOnlyTheListedCategoriesAndDrawTheirGridlines() throws {
        let list = chart { $0.chartXAxis { AxisMarks(values: ["Mon", "Wed", "Nope"]) } }
        #expect(all(list, "xLabel.").map { $0.text?.string ?? "" } == ["Mon", "Wed"])
        let lines = all(list, "xGrid.")
        // Vertical lines through the bands' centres: 20 and 100 pt into the plot.
        #expect(lines.count == 2 && near(lines[0].frame.midX, 20) && near(lines[1].frame.midX, 100) && near(lines[0].frame.height, 200))
        let renamed = chart { $0.chartXAxis { AxisMarks { value in AxisValueLabel { Text((value.as(String.self) ?? "").uppercased()) } } } }
        #expect(all(renamed, "xLabel.").first?.text?.string == "MON" && all(renamed, "xGrid.").isEmpty)
    }

    // MARK: Values, marks and styles

    @Test func datesAreLabelledByTheirUnit() {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let date = utc.date(from: DateComponents(year: 2026, month: 11, day: 29, hour: 9, minute: 41))!
        let labels = [Calendar.Component.day, .month, .year, .hour, .minute, .weekday].map { ChartDateFormat.string(date, unit: $0, calendar: utc) }
        #expect(labels == ["Nov 29", "Nov", "2026", "9 AM", "9:41 AM", "Sun"])
        #expect(PlottableValue.value("Day", date, unit: .month, calendar: utc).value == .category("Nov"))
        #expect(PlottableValue.value("kg", Float(2.5)).value == .number(2.5) && PlottableValue.value("n", UInt8(7)).value == .number(7))
    }

    @Test func anAreaIsFilledFromZeroUpToItsValues() throws {
        let list = layout(Chart {
            AreaMark(x: .value("Day", "Mon"), y: .value("kcal", 2000))
            AreaMark(x: .value("Day", "Tue"), y: .value("kcal", 1000))
        }, width: 313.5, height: 223.8)
        let area = try #require(all(list, "area.").first)
        guard case .path(let commands) = area.shape else { Issue.record("not a path"); return }
        // Bands of 140 pt: x 70 and 210; the domain 0…2,000: 2,000 at the top, 1,000 halfway, zero at 200.
        let expected: [Point?] = [Point(x: 70, y: 0), Point(x: 210, y: 100), Point(x: 210, y: 200), Point(x: 70, y: 200), nil]
        #expect(commands.count == 5 && zip(commands, expected).allSatisfy { command, point in
            switch (command, point) {
            case (.move(let p), let e?), (.line(let p), let e?): return abs(p.x - e.x) < 1e-9 && abs(p.y - e.y) < 1e-9
            case (.close, nil): return true
            default: return false
            }
        })
        #expect(area.fill == .solid(RGBA(hex: "#007AFF")!))
    }

    @Test func interpolationMethodsDrawCurvesThroughTheValuesAndSteps() {
        let p = [Point(x: 0, y: 0), Point(x: 10, y: 10), Point(x: 20, y: 0)]
        #expect(ChartPaths.commands(through: p, method: .linear) == [.move(p[0]), .line(p[1]), .line(p[2])])
        // Catmull–Rom: tangents are the neighbours' chords over six; the ends reuse themselves.
        #expect(ChartPaths.commands(through: p, method: .catmullRom) == [
            .move(p[0]),
            .curve(p[1], control1: Point(x: 10.0 / 6, y: 10.0 / 6), control2: Point(x: 10 - 20.0 / 6, y: 10)),
            .curve(p[2], control1: Point(x: 10 + 20.0 / 6, y: 10), control2: Point(x: 20 - 10.0 / 6, y: 10.0 / 6)),
        ])
        #expect(ChartPaths.commands(through: Array(p.prefix(2)), method: .stepStart) == [.move(p[0]), .line(Point(x: 0, y: 10)), .line(p[1])])
        #expect(ChartPaths.commands(through: Array(p.prefix(2)), method: .stepEnd) == [.move(p[0]), .line(Point(x: 10, y: 0)), .line(p[1])])
        #expect(ChartPaths.commands(through: Array(p.prefix(2)), method: .stepCenter) == [.move(p[0]), .line(Point(x: 5, y: 0)), .line(Point(x: 5, y: 10)), .line(p[1])])
        #expect(ChartPaths.commands(through: [], method: .catmullRom).isEmpty)
    }

    @Test func barsTakeTheirCornerRadiusAndAnnotation() throws {
        let list = layout(Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("kcal", 2000)).cornerRadius(6)
            BarMark(x: .value("Day", "Tue"), y: .value("kcal", 100)).cornerRadius(500).annotation(position: .top) { Text("low") }
        }, width: 313.5, height: 223.8)
        let bars = all(list, "bar.").filter { $0.kind == .shape }
        #expect(bars.first?.shape == .roundedRectangle(cornerRadius: 6, style: .continuous))
        // A radius larger than the bar: half its shorter side (a 100-of-2,000 bar on 200 pt is 10 pt tall).
        #expect(bars.last?.shape == .roundedRectangle(cornerRadius: 5, style: .continuous))
        // The annotation 4 pt over the bar's top, centred on it.
        let note = try #require(list.elements.first { $0.text?.string == "low" })
        let bar = try #require(bars.last)
        #expect(near(note.frame.maxY, bar.frame.minY - 4) && near(note.frame.midX, bar.frame.midX))
    }

    @Test func aLegendOnTopSitsAboveThePlot() throws {
        let data = [("Mon", "A", 1.0), ("Mon", "B", 2.0)]
        let list = layout(Chart(data, id: \.1) { d in BarMark(x: .value("Day", d.0), y: .value("n", d.2)).foregroundStyle(by: .value("S", d.1)) }
            .chartLegend(position: .top), width: 300, height: 200)
        let legend = try #require(list.elements.first { $0.id.hasSuffix("/legend.0") })
        let grid = try #require(all(list, "grid.").last)
        #expect(legend.frame.minY == 0)
        // The legend's line and 8-pt gap, then half a label line above the plot's top gridline.
        #expect(near(grid.frame.midY, 13.2 + 8 + 6.6))
    }

    @Test func aGradientStyleFillsTheBarAndColoursTheLine() throws {
        let gradient = LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], startPoint: .top, endPoint: .bottom)
        let list = layout(Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("kcal", 2000)).foregroundStyle(gradient)
            LineMark(x: .value("Day", "Mon"), y: .value("kcal", 1000)).foregroundStyle(gradient)
            LineMark(x: .value("Day", "Tue"), y: .value("kcal", 1500)).foregroundStyle(gradient)
        }, width: 313.5, height: 223.8)
        let bar = try #require(all(list, "bar.").first)
        guard case .linearGradient? = bar.fill else { Issue.record("the bar is not filled with the gradient: \(String(describing: bar.fill))"); return }
        let line = try #require(all(list, "line.").first)
        #expect(line.stroke?.paint == .solid(RGBA(r: 0.5, g: 0, b: 0.5)))
    }

    @Test func aModifierOnAForEachOfMarksAppliesToEachMark() throws {
        let list = layout(Chart {
            ForEach(Self.week, id: \.0) { day in LineMark(x: .value("Day", day.0), y: .value("kcal", day.1)) }
                .lineStyle(StrokeStyle(lineWidth: 5))
                .interpolationMethod(.stepEnd)
        }, width: 313.5, height: 223.8)
        let line = try #require(all(list, "line.").first)
        guard case .path(let commands) = line.shape else { Issue.record("not a path"); return }
        // Steps: two segments per value after the first.
        #expect(line.stroke?.width == 5 && commands.count == 1 + 2 * 6)
    }

    @Test func anAutomaticDomainWithoutZeroStartsAtTheDatasNiceLowerTick() {
        let line = Chart(Self.week) { day in LineMark(x: .value("Day", day.0), y: .value("kcal", day.1)) }
        let list = layout(line.chartYScale(domain: .automatic(includesZero: false)), width: 313.5, height: 223.8)
        // A line's 1,640…2,310 widened to steps of 200: 1,600 … 2,400 (bars keep their base at zero).
        #expect(yLabels(list) == ["1,600", "1,800", "2,000", "2,200", "2,400"])
    }

    @Test func anOverlayIsBuiltWithTheChartsProxy() throws {
        let list = chart {
            $0.chartOverlay(alignment: .topLeading) { proxy in
                let tue = proxy.position(forX: "Tue") ?? -1, y = proxy.position(forY: 1250) ?? -1
                let atX: String = proxy.value(atX: 45) ?? "none"
                let atY: Int = proxy.value(atY: 100) ?? -1
                Text("\(Int(proxy.plotSize.width)) \(Int(tue)) \(Int(y)) \(atX) \(atY) \(Int(proxy.plotAreaFrame.minY * 10))")
            }
        }
        // The plot is 280 wide from x 0 and 6.6 down; Tue's band centre 60; 1,250 halfway down the 200-pt plot.
        let text = try #require(list.elements.first { $0.id.hasSuffix("chartOverlay/Text") || $0.id.contains("chartOverlay") && $0.text != nil })
        #expect(text.text?.string == "280 60 100 Tue 1250 66" && text.frame.minX == 0 && text.frame.minY == 0)
        // From the plot style's content, the proxy's plot starts at the overlay's corner.
        let inPlot = chart { $0.chartPlotStyle { plot in plot.chartOverlay(alignment: .topLeading) { proxy in Text("\(Int(proxy.plotAreaFrame.minX)),\(Int(proxy.plotAreaFrame.minY))") } } }
        let corner = try #require(inPlot.elements.first { $0.text?.string == "0,0" })
        #expect(corner.frame.minX == 0 && corner.frame.minY == 6.6)
        // Under the chart: drawn first.
        let under = chart { $0.chartBackground { _ in Color(red: 1, green: 0, blue: 0) } }
        let red = try #require(under.elements.firstIndex { $0.fill == .solid(RGBA(hex: "#FF0000")!) })
        #expect(red < (under.elements.firstIndex { $0.id.hasSuffix("/bar.0") } ?? -1))
    }

    @Test func thePlotStyleIsDrawnInThePlotBehindTheMarks() throws {
        let list = chart { $0.chartPlotStyle { plot in plot.background(Color(red: 1, green: 0, blue: 0)) } }
        let index = try #require(list.elements.firstIndex { $0.fill == .solid(RGBA(hex: "#FF0000")!) })
        let frame = list.elements[index].frame
        #expect(frame.x == 0 && frame.y == 6.6 && frame.width == 280 && near(frame.height, 200))
        #expect(index < (list.elements.firstIndex { $0.id.hasSuffix("/bar.0") } ?? -1))
    }
}
