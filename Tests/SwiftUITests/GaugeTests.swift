import DisplayList
import SwiftUI
import Testing
import Tokens

/// `Gauge` in the system styles and a team's `GaugeStyle`, with the fixed-advance font
/// (caption 12 pt: 6 pt a character).
@Suite @MainActor struct GaugeTests {
    private let blue = RGBA(hex: "#007AFF")!

    /// The default (linear capacity): the label above a bar filled to the value's fraction.
    @Test func theDefaultGaugeIsALabelOverAFilledBar() throws {
        let list = layout(Gauge(value: 0.25) { Text("Battery") })
        let track = try #require(list.elements.first { $0.accessibilityLabel == "25 percent" && $0.kind == .shape })
        let fill = try #require(list.elements.first { $0.fill == .solid(blue) })
        #expect(track.frame.width == 393 && fill.frame.width == 393 * 0.25 && track.frame.height == 4)
        let label = try #require(list.elements.first { $0.text?.string == "Battery" })
        #expect(label.frame.maxY + 4 <= track.frame.minY + 0.001 && label.frame.x == 0)
    }

    /// Bounds either side: 393 − 8 − 8 − 6 ("0") − 18 ("170") = 353 pt of bar; 67 of 170 fills 139.12.
    @Test func boundsLabelsFlankTheBar() throws {
        let list = layout(Gauge(value: 67.0, in: 0...170) { Text("BPM") } currentValueLabel: { Text("67") }
                          minimumValueLabel: { Text("0") } maximumValueLabel: { Text("170") })
        let track = try #require(list.elements.first { $0.accessibilityLabel == "39 percent" && $0.kind == .shape })
        #expect(track.frame.width == 353, "\(list.elements.map { ($0.id.split(separator: "/").suffix(3).joined(separator: "/"), $0.frame) })")
        let fill = try #require(list.elements.first { $0.fill == .solid(blue) })
        #expect(abs(fill.frame.width - 353 * 67 / 170) < 1e-9)
        #expect(list.texts == ["BPM", "0", "170"])   // linear capacity shows no current value
        #expect(list.elements.first { $0.text?.string == "170" }?.text?.font.size == 12)
    }

    @Test func circularCapacityIsARingWithTheValueInside() throws {
        let list = layout(Gauge(value: 0.5) { Text("Load") } currentValueLabel: { Text("50") }.gaugeStyle(.accessoryCircularCapacity))
        let rings = list.elements.filter { $0.stroke != nil }
        try #require(rings.count == 2)
        #expect(rings.allSatisfy { $0.frame.width == 58 && $0.frame.height == 58 } && rings[1].stroke?.paint == .solid(blue))
        let value = try #require(list.elements.first { $0.text?.string == "50" })
        #expect(abs(value.frame.midX - rings[0].frame.midX) < 1e-9 && abs(value.frame.midY - rings[0].frame.midY) < 1e-9)
        let open = layout(Gauge(value: 0.0) { Text("T") } currentValueLabel: { Text("3") } minimumValueLabel: { Text("0") }
                          maximumValueLabel: { Text("9") }.gaugeStyle(.accessoryCircular))
        #expect(open.texts == ["3", "0", "9"])
    }

    struct Bars: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                configuration.label
                Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 100 * configuration.value, height: 10)
                configuration.currentValueLabel
            }
        }
    }

    @Test func aTeamsGaugeStyleGetsTheFractionAndLabels() throws {
        let list = layout(Gauge(value: 30.0, in: 0...120) { Text("Fuel") } currentValueLabel: { Text("30") }.gaugeStyle(Bars()))
        #expect(list.texts == ["Fuel", "30"])
        #expect(list.elements.first { $0.fill == .solid(RGBA(r: 1, g: 0, b: 0)) }?.frame.width == 25)
    }

    /// `Optional` is a view, as in SwiftUI: a missing one draws nothing.
    @Test func anOptionalViewDrawsWhenPresent() {
        let some: Text? = Text("Here"), none: Text? = nil
        #expect(layout(VStack { some; none }).texts == ["Here"])
    }
}
