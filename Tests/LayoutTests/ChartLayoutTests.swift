import DisplayList
import Layout
import Testing
import Tokens

/// Exact geometry of charts laid out with the fixed-advance fake font: caption2 is 11 pt
/// at the default size, so a label character is 5.5 pt wide and a line 13.2 pt tall.
@Suite struct ChartLayoutTests {
    static let week: [(String, Double)] = [("Mon", 1840), ("Tue", 1640), ("Wed", 2310), ("Thu", 2000), ("Fri", 1900), ("Sat", 1750), ("Sun", 2100)]

    /// A 7-bar chart whose plot is 280 × 200: y labels "0" … "2,500" take 27.5 + 6 pt at
    /// the trailing side, half a line (6.6) above the plot, 4 + 13.2 for the x labels below.
    func weekChart(appearance: Appearance = .light) -> DisplayList {
        var env = EnvironmentValues()
        env.appearance = appearance
        return layout(Chart(Self.week, content: { day in BarMark(x: .value("Day", day.0), y: .value("kcal", day.1)) }),
                      width: 313.5, height: 223.8, environment: env)
    }

    /// A path of one move and lines through `points`, each within 1e-9 pt.
    func nearPath(_ shape: ShapeOutline, _ points: [Point]) -> Bool {
        guard case .path(let commands) = shape, commands.count == points.count else { return false }
        return zip(commands.enumerated(), points).allSatisfy { item, expected in
            let (i, command) = item
            switch command {
            case .move(let p) where i == 0, .line(let p) where i > 0: return abs(p.x - expected.x) < 1e-9 && abs(p.y - expected.y) < 1e-9
            default: return false
            }
        }
    }

    func element(_ list: DisplayList, _ suffix: String) -> Element? { list.elements.first { $0.id.hasSuffix("/" + suffix) } }
    func all(_ list: DisplayList, _ prefix: String) -> [Element] {
        list.elements.filter { $0.id.split(separator: "/").last.map { $0.hasPrefix(prefix) } ?? false }
    }

    @Test func barsStandOnZeroCentredInTheirBands() throws {
        let list = weekChart()
        let bars = all(list, "bar.")
        #expect(bars.count == 7)
        // Band 40 pt, bar 60 % of it: 24 pt wide, 8 pt in. 2000 kcal of 2500 is 160 of 200 pt.
        let thu = try #require(element(list, "bar.3"))
        #expect(near(thu.frame, Rect(x: 128, y: 46.6, width: 24, height: 160)))
        let mon = try #require(element(list, "bar.0"))
        #expect(near(mon.frame, Rect(x: 8, y: 6.6 + 200 - 147.2, width: 24, height: 147.2)))
        // Square corners, the tint (system blue) in light appearance.
        #expect(thu.shape == .rectangle)
        #expect(thu.fill == .solid(RGBA(hex: "#007AFF")!))
        #expect(weekChart(appearance: .dark).elements.first { $0.id.hasSuffix("/bar.3") }?.fill == .solid(RGBA(hex: "#0A84FF")!))
    }

    @Test func gridlinesAndTrailingYLabelsAtNiceTicks() throws {
        let list = weekChart()
        let grid = all(list, "grid.")
        #expect(grid.count == 6)
        // Hairlines across the plot only, centred on each tick, in the separator colour.
        #expect(zip(grid.map(\.frame.midY), [206.6, 166.6, 126.6, 86.6, 46.6, 6.6]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(grid.allSatisfy { $0.frame.minX == 0 && $0.frame.width == 280 && $0.frame.height == 0.5 })
        #expect(grid.allSatisfy { $0.fill == .solid(RGBA(hex: "#3C3C434A")!) })
        let labels = all(list, "yLabel.")
        #expect(labels.compactMap(\.text?.string) == ["0", "500", "1,000", "1,500", "2,000", "2,500"])
        let top = try #require(element(list, "yLabel.5"))
        #expect(near(top.frame, Rect(x: 286, y: 0, width: 5.5 * 5, height: 13.2)))
        // caption2, the axis label colour (5.2:1 on white).
        #expect(top.text?.font.size == 11)
        #expect(top.text?.paint == .solid(RGBA(hex: "#6C6C70")!))
    }

    @Test func xLabelsCentredUnderTheirBars() throws {
        let list = weekChart()
        let wed = try #require(element(list, "xLabel.2"))
        #expect(wed.text?.string == "Wed")
        #expect(near(wed.frame, Rect(x: 100 - 8.25, y: 210.6, width: 16.5, height: 13.2)))
        #expect(all(list, "xLabel.").count == 7)
        #expect(list.overflows.isEmpty)
    }

    @Test func theChartSaysWhatItShows() throws {
        let list = weekChart()
        let chart = try #require(list.elements.first { $0.accessibilityTraits.contains("isImage") })
        #expect(chart.accessibilityLabel == "Bar chart, 7 values from 1,640 to 2,310 kcal")
        #expect(chart.fill == nil && chart.stroke == nil)
    }

    @Test func barsOfSeriesStackAndGetThePaletteAndALegend() throws {
        let macros: [(String, String, Double)] = [
            ("Mon", "Protein", 120), ("Mon", "Carbs", 200), ("Mon", "Fat", 60),
            ("Tue", "Protein", 100), ("Tue", "Carbs", 150), ("Tue", "Fat", 80),
        ]
        let list = layout(Chart(macros) { m in
            BarMark(x: .value("Day", m.0), y: .value("g", m.2)).foregroundStyle(by: .value("Macro", m.1))
        }, width: 300, height: 240)
        // Domain 0…400 (380 widened to whole 100s).
        #expect(all(list, "yLabel.").compactMap(\.text?.string) == ["0", "100", "200", "300", "400"])
        let bars = all(list, "bar.")
        let monFat = bars[2], monProtein = bars[0], monCarbs = bars[1]
        // Each bar starts where the one below it ends: 0–120, 120–320, 320–380.
        #expect(abs(monProtein.frame.minY - monCarbs.frame.maxY) < 1e-9)
        #expect(abs(monCarbs.frame.minY - monFat.frame.maxY) < 1e-9)
        let plot = try #require(all(list, "grid.").first?.frame)
        let unit = (plot.midY - (all(list, "grid.").last?.frame.midY ?? 0)) / 400
        #expect(abs(monFat.frame.minY - (plot.midY - 380 * unit)) < 1e-9)
        #expect(abs(bars[5].frame.minY - (plot.midY - 330 * unit)) < 1e-9)
        #expect(bars.map(\.fill) == [RGBA(hex: "#007AFF"), RGBA(hex: "#34C759"), RGBA(hex: "#FF9500")].map { Paint.solid($0!) } + [RGBA(hex: "#007AFF"), RGBA(hex: "#34C759"), RGBA(hex: "#FF9500")].map { Paint.solid($0!) })
        // The legend under the x labels: a dot and the name for each series, in order.
        #expect(all(list, "legend.").compactMap(\.text?.string) == ["Protein", "Carbs", "Fat"])
        let dot = try #require(element(list, "legend.1/swatch"))
        #expect(dot.shape == .ellipse && dot.frame.width == 8 && dot.fill == .solid(RGBA(hex: "#34C759")!))
        let legendText = try #require(element(list, "legend.0"))
        let xLabel = try #require(element(list, "xLabel.0"))
        #expect(legendText.frame.minY >= xLabel.frame.maxY + 8 - 1e-9)
        #expect(abs(legendText.frame.maxY - 240) < 1e-9)
        let chart = try #require(list.elements.first { $0.accessibilityTraits.contains("isImage") })
        #expect(chart.accessibilityLabel == "Bar chart, 2 values from 330 to 380 g, series Protein, Carbs, Fat")
        #expect(list.overflows.isEmpty)
    }

    @Test func negativeBarsHangBelowZero() throws {
        let list = layout(Chart {
            BarMark(x: .value("Day", "A"), y: .value("Δ", 300))
            BarMark(x: .value("Day", "B"), y: .value("Δ", -200))
        }, width: 300, height: 200)
        #expect(all(list, "yLabel.").compactMap(\.text?.string) == ["-200", "-100", "0", "100", "200", "300"])
        let zero = try #require(element(list, "grid.2")).frame.midY
        let a = try #require(element(list, "bar.0")), b = try #require(element(list, "bar.1"))
        #expect(abs(a.frame.maxY - zero) < 1e-9)
        #expect(abs(b.frame.minY - zero) < 1e-9)
        #expect(abs(b.frame.height * 3 - a.frame.height * 2) < 1e-9)
    }

    @Test func aLineRunsThroughBandCentresWithRoundJoinsAndARuleCrossesThePlot() throws {
        let list = layout(Chart {
            LineMark(x: .value("Day", "Mon"), y: .value("kg", 80))
            LineMark(x: .value("Day", "Tue"), y: .value("kg", 60))
            LineMark(x: .value("Day", "Wed"), y: .value("kg", 100))
            RuleMark(y: .value("Goal", 70)).foregroundStyle(.red).lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                .annotation { Text("Goal") }
        }, width: 313.5, height: 223.8)
        // 0…100 in steps of 20: labels "0" … "100", widest 16.5 → plot 313.5 − 22.5 = 291 wide.
        let line = try #require(element(list, "line.0"))
        let plot = Rect(x: 0, y: 6.6, width: 291, height: 200)
        #expect(near(line.frame, plot))
        let band = 291.0 / 3
        #expect(nearPath(line.shape, [Point(x: band / 2, y: 40), Point(x: band * 1.5, y: 80), Point(x: band * 2.5, y: 0)]))
        #expect(line.stroke == Stroke(.solid(RGBA(hex: "#007AFF")!), width: 2, lineCap: .round))
        let rule = try #require(element(list, "rule.0"))
        #expect(nearPath(rule.shape, [Point(x: 0, y: 60), Point(x: 291, y: 60)]))
        #expect(rule.stroke == Stroke(.solid(RGBA(hex: "#FF3B30")!), width: 1, dash: [4, 3]))
        // Its caption sits above the line at the plot's leading edge.
        let goal = try #require(element(list, "annotation.0"))
        #expect(goal.text?.string == "Goal")
        #expect(near(goal.frame, Rect(x: 0, y: 6.6 + 60 - 2.5 - 13.2, width: 22, height: 13.2)))
        #expect(list.elements.first { $0.accessibilityTraits.contains("isImage") }?.accessibilityLabel == "Line chart, 3 values from 60 to 100 kg")
    }

    @Test func explicitYScaleIsKeptAndClipsTheMarks() throws {
        let list = layout(Chart {
            LineMark(x: .value("Day", "Mon"), y: .value("kg", 78))
            LineMark(x: .value("Day", "Tue"), y: .value("kg", 90))
        }.chartYScale(domain: 70...85).frame(height: 200), width: 300, height: 400)
        #expect(all(list, "yLabel.").compactMap(\.text?.string) == ["70", "75", "80", "85"])
        let line = try #require(element(list, "line.0"))
        #expect(line.clip?.frame == line.frame)
        #expect(list.elements.first { $0.accessibilityTraits.contains("isImage") }?.frame.height == 200)
    }

    @Test func hiddenAxesGiveThePlotTheWholeFrame() throws {
        let list = layout(Chart { BarMark(x: .value("Day", "Mon"), y: .value("kcal", 10)) }
            .chartXAxis(.hidden).chartYAxis(.hidden), width: 100, height: 50)
        #expect(all(list, "yLabel.").isEmpty && all(list, "xLabel.").isEmpty)
        #expect(try #require(element(list, "grid.0")).frame.width == 100)
        let bar = try #require(element(list, "bar.0"))
        #expect(near(bar.frame, Rect(x: 20, y: 0, width: 60, height: 50)))
    }

    @Test func dynamicTypeGrowsTheLabels() throws {
        var env = EnvironmentValues()
        env.contentSize = .accessibilityExtraExtraExtraLarge
        let list = layout(Chart(Self.week, content: { BarMark(x: .value("Day", $0.0), y: .value("kcal", $0.1)) }),
                          width: 393, height: 300, environment: env)
        let label = try #require(element(list, "yLabel.0"))
        #expect(label.text?.font.size == 40)
        #expect(list.overflows.filter { $0.kind == .overlap }.isEmpty)
    }
}

/// Swift Charts' own spellings: `ForEach` inside `Chart`, `Chart(data, id:)`.
@Suite struct ChartSpellingTests {
    struct Day: Identifiable { let id: String; let kcal: Double; let goal: Bool }
    static let days = [Day(id: "Mon", kcal: 1840, goal: true), Day(id: "Tue", kcal: 1640, goal: false)]

    func bars(_ list: DisplayList) -> [Element] { list.elements.filter { $0.id.contains("/bar.") } }

    @Test func forEachInsideAChartGivesItsMarks() {
        let list = layout(Chart {
            ForEach(Self.days) { d in
                BarMark(x: .value("Day", d.id), y: .value("kcal", d.kcal))
                if d.goal { PointMark(x: .value("Day", d.id), y: .value("kcal", d.kcal)) }
            }
            RuleMark(y: .value("Goal", 2000))
        }, width: 300, height: 200)
        #expect(bars(list).count == 2)
        #expect(list.elements.filter { $0.id.contains("/point.") }.count == 1)
        #expect(list.elements.filter { $0.id.contains("/rule.") }.count == 1)
        let same = layout(Chart(Self.days, id: \.id) { d in BarMark(x: .value("Day", d.id), y: .value("kcal", d.kcal)) }, width: 300, height: 200)
        #expect(bars(same).map(\.frame) == bars(list).map(\.frame))
    }

    @Test func aMarkOutsideAChartDrawsNothing() {
        let list = layout(VStack { BarMark(x: .value("Day", "Mon"), y: .value("kcal", 1)) }, width: 100, height: 100)
        #expect(list.elements.isEmpty)
    }

    @Test func markColourModifierIsTheMarksNotTheViews() {
        let list = layout(Chart { BarMark(x: .value("Day", "Mon"), y: .value("kcal", 1)).foregroundStyle(.orange) }, width: 100, height: 100)
        #expect(bars(list).first?.fill == .solid(RGBA(hex: "#FF9500")!))
    }
}
