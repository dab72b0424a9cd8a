import DisplayList
import Layout
import Testing
import Tokens

/// Inputs that must not crash a chart or make it draw nonsense: nothing, one value, all
/// equal, NaN and infinities, 10 000 points, extreme magnitudes, labels too long to fit.
@Suite struct ChartHostileInputTests {
    func texts(_ list: DisplayList) -> [Element] { list.elements.filter { $0.kind == .text } }
    func named(_ list: DisplayList, _ prefix: String) -> [Element] {
        list.elements.filter { $0.id.split(separator: "/").last.map { $0.hasPrefix(prefix) } ?? false }
    }
    func summary(_ list: DisplayList) -> String? { list.elements.first { $0.accessibilityTraits.contains("isImage") }?.accessibilityLabel }
    func allFinite(_ list: DisplayList) -> Bool {
        list.elements.allSatisfy { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height].allSatisfy(\.isFinite) }
    }

    @Test func emptyDataDrawsTheAxesAndNoData() throws {
        let list = layout(Chart {}, width: 300, height: 200)
        #expect(named(list, "grid.").count == 6)
        #expect(named(list, "yLabel.").compactMap(\.text?.string) == ["0", "0.2", "0.4", "0.6", "0.8", "1"])
        let noData = try #require(named(list, "noData").first)
        #expect(noData.text?.string == "No Data")
        #expect(named(list, "xLabel.").isEmpty && named(list, "bar.").isEmpty)
        #expect(summary(list) == "Chart, no data")
        let rows: [(String, Double)] = []
        #expect(named(layout(Chart(rows) { BarMark(x: .value("D", $0.0), y: .value("v", $0.1)) }, width: 300, height: 200), "noData").count == 1)
    }

    @Test func oneValue() throws {
        let list = layout(Chart { BarMark(x: .value("Day", "Mon"), y: .value("kcal", 1840)) }, width: 300, height: 200)
        #expect(named(list, "bar.").count == 1)
        #expect(named(list, "yLabel.").compactMap(\.text?.string) == ["0", "500", "1,000", "1,500", "2,000"])
        #expect(summary(list) == "Bar chart, 1 value of 1,840 kcal")
        // A line of one point draws no line (nothing to join), as Swift Charts.
        let line = layout(Chart { LineMark(x: .value("Day", "Mon"), y: .value("kg", 80)) }, width: 300, height: 200)
        #expect(named(line, "line.").isEmpty)
    }

    @Test func allValuesEqual() throws {
        let list = layout(Chart { for d in ["A", "B", "C"] { BarMark(x: .value("D", d), y: .value("v", 5)) } }, width: 300, height: 200)
        let bars = named(list, "bar.")
        #expect(Set(bars.map(\.frame.height)).count == 1)
        #expect(named(list, "yLabel.").compactMap(\.text?.string) == ["0", "1", "2", "3", "4", "5"])
        // A line of equal values on an explicit one-value domain opens it up around the value.
        let flat = layout(Chart { for d in ["A", "B"] { LineMark(x: .value("D", d), y: .value("v", 80)) } }.chartYScale(domain: 80...80),
                          width: 300, height: 200)
        #expect(named(flat, "yLabel.").compactMap(\.text?.string) == ["75", "80", "85"])
        #expect(allFinite(flat))
    }

    @Test func nanAndInfiniteValuesAreSkipped() throws {
        let list = layout(Chart {
            BarMark(x: .value("D", "A"), y: .value("v", .nan))
            BarMark(x: .value("D", "B"), y: .value("v", .infinity))
            BarMark(x: .value("D", "C"), y: .value("v", 10))
            BarMark(x: .value("D", "E"), y: .value("v", "not a number"))
            LineMark(x: .value("D", "C"), y: .value("v", -.infinity))
            RuleMark(y: .value("Goal", .nan))
        }, width: 300, height: 200)
        #expect(named(list, "bar.").count == 1)
        #expect(named(list, "xLabel.").compactMap(\.text?.string) == ["C"])
        #expect(named(list, "rule.").isEmpty && named(list, "line.").isEmpty)
        #expect(summary(list) == "Bar chart, 1 value of 10 v")
        #expect(allFinite(list))
    }

    @Test func tenThousandPointsDrawOnePathAndFewLabels() throws {
        let list = layout(Chart((0..<10_000).map { $0 }) { i in
            LineMark(x: .value("i", i), y: .value("v", Double(i % 97)))
        }, width: 390, height: 200)
        let line = try #require(named(list, "line.").first)
        guard case .path(let commands) = line.shape else { Issue.record("not a path"); return }
        #expect(commands.count == 10_000)
        // Labels: at most one per line height of width, and none overlap.
        #expect(texts(list).count < 40)
        #expect(list.overflows.isEmpty)
        let bars = layout(Chart((0..<10_000).map { $0 }) { i in
            BarMark(x: .value("i", i), y: .value("v", 1))
        }, width: 390, height: 200)
        #expect(named(bars, "bar.").count == 10_000)
        #expect(texts(bars).count < 40)
        #expect(bars.overflows.isEmpty)
    }

    @Test func hugeAndTinyMagnitudesStayFinite() throws {
        for values in [[1e300, 2e300], [1e308, -1e308], [1e-300, 3e-300], [Double.leastNonzeroMagnitude, 2 * Double.leastNonzeroMagnitude], [-Double.greatestFiniteMagnitude, .greatestFiniteMagnitude]] {
            let list = layout(Chart {
                for (i, v) in values.enumerated() {
                    BarMark(x: .value("D", "\(i)"), y: .value("v", v))
                    LineMark(x: .value("D", "\(i)"), y: .value("v", v))
                }
            }, width: 300, height: 200)
            #expect(allFinite(list), "\(values)")
            #expect(named(list, "yLabel.").count >= 2, "\(values)")
            #expect(list.overflows.filter { $0.kind == .overlap }.isEmpty, "\(values)")
        }
        // Far outside an explicit domain: clipped, and kept within what Cairo can draw.
        let outside = layout(Chart { BarMark(x: .value("D", "A"), y: .value("v", 1e200)) }.chartYScale(domain: 0...10), width: 300, height: 200)
        let bar = try #require(named(outside, "bar.").first)
        #expect(bar.frame.minY >= -1e6 - 200 && bar.clip != nil)
    }

    @Test func longCategoryLabelsAreThinnedNotOverlapped() throws {
        let months = (1...30).map { "September \($0), 2026" }
        let list = layout(Chart(months) { m in BarMark(x: .value("Day", m), y: .value("v", 3)) }, width: 300, height: 200)
        let shown = named(list, "xLabel.")
        #expect(shown.count >= 1 && shown.count < 30)
        #expect(list.overflows.isEmpty)
        // Evenly: every k-th category from the first.
        let indices = shown.compactMap { Int($0.id.split(separator: ".").last ?? "") }
        #expect(indices.first == 0)
        #expect(Set(zip(indices, indices.dropFirst()).map { $1 - $0 }).count <= 1)
        // A label wider than the whole plot is cut to it, not drawn across the y labels.
        let one = layout(Chart { BarMark(x: .value("Day", String(repeating: "W", count: 80)), y: .value("v", 3)) }, width: 200, height: 100)
        let label = try #require(named(one, "xLabel.").first)
        let grid = try #require(named(one, "grid.").first)
        #expect(label.frame.maxX <= grid.frame.maxX + 1e-9 && label.frame.minX >= 0)
    }

    @Test func aTinyFrameThinsTheYLabels() throws {
        let list = layout(Chart { BarMark(x: .value("D", "A"), y: .value("v", 2310)) }, width: 200, height: 60)
        let labels = named(list, "yLabel.")
        #expect(labels.count < 6)
        #expect(list.overflows.filter { $0.kind == .overlap }.isEmpty)
        let zero = layout(Chart { BarMark(x: .value("D", "A"), y: .value("v", 1)) }, width: 0, height: 0)
        #expect(allFinite(zero))
    }
}
