import DisplayList
import Motion
import SwiftUI
import Testing
import Tokens

/// Spring presets with Apple's documented values, and the older spellings of sliders,
/// section headers, strokes, titles and date picker styles, each drawn as its modern twin.
@Suite @MainActor struct OlderSpellingsTests {
    /// `.smooth` is `spring(duration: 0.5, bounce: 0)`, `.snappy` bounce 0.15, `.bouncy` 0.3:
    /// a bounce b is a damping ratio of 1 − b, and a duration d a response of d.
    @Test func springPresetsHaveTheirDocumentedBounce() {
        func spring(_ a: Motion.Animation) -> Spring? { if case .spring(let s) = a.curve { return s }; return nil }
        func near(_ x: Double?, _ y: Double) -> Bool { abs((x ?? .nan) - y) < 1e-9 }
        #expect(near(spring(.smooth)?.dampingRatio, 1) && near(spring(.smooth)?.response, 0.5))
        #expect(near(spring(.snappy)?.dampingRatio, 0.85) && near(spring(.bouncy)?.dampingRatio, 0.7))
        #expect(near(spring(.bouncy(duration: 0.8, extraBounce: 0.1))?.dampingRatio, 0.6) && near(spring(.bouncy(duration: 0.8))?.response, 0.8))
        #expect(near(spring(.spring(duration: 1, bounce: 0.6))?.dampingRatio, 0.4))
        #expect(near(spring(.spring)?.dampingRatio, 1))
        // `.spring()` keeps its iOS 13 meaning: response 0.5, damping fraction 0.825.
        #expect(near(spring(.spring())?.dampingRatio, 0.825))
        #expect(near(spring(.interpolatingSpring(mass: 2, stiffness: 200, damping: 20))?.naturalFrequency, 10))
        #expect(near(spring(.interactiveSpring())?.dampingRatio, 0.86))
    }

    @Test func theOlderSliderFormDrawsItsValueLabelsEitherSide() {
        let old = layout(Slider(value: .constant(5.0), in: 0...20, minimumValueLabel: Text("0"), maximumValueLabel: Text("20")) { Text("Cups") })
        let new = layout(Slider(value: .constant(5.0), in: 0...20) { Text("Cups") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("20") })
        #expect(old.texts == ["0", "20"] && old.elements.map(\.frame) == new.elements.map(\.frame))
    }

    @Test func aSectionHeaderMayBeAnyView() {
        let list = layout(List { Section(header: Text("Goals").padding(.top, 22)) { Text("Run") } })
        let plain = layout(List { Section(header: Text("Goals")) { Text("Run") } })
        let y = { (l: DisplayList) in l.elements.first { $0.text?.string == "GOALS" }?.frame.y ?? -1 }
        #expect(y(list) == y(plain) + 22)
    }

    @Test func strokeWithOnlyAStyleUsesTheForeground() {
        let ring = layout(Circle().stroke(style: StrokeStyle(lineWidth: 3)).foregroundStyle(Color(red: 0, green: 0, blue: 1)).frame(width: 40, height: 40))
        let stroke = ring.elements.first { $0.stroke != nil }?.stroke
        #expect(stroke?.width == 3 && stroke?.paint == .solid(RGBA(r: 0, g: 0, b: 1)))
    }

    @Test func titlesFromBindingsAndStringValuesAndStyleTypes() {
        let title: Substring = "Inbox"
        #expect(layout(NavigationStack { Text("x").navigationTitle(.constant("Drafts")) }).texts.contains("Drafts"))
        #expect(layout(NavigationStack { Text("x").navigationTitle(title) }).texts.contains("Inbox"))
        let date = Date(timeIntervalSince1970: 0)
        let wheel = layout(DatePicker("Day", selection: .constant(date), displayedComponents: .date).datePickerStyle(WheelDatePickerStyle()))
        let compact = layout(DatePicker("Day", selection: .constant(date), displayedComponents: .date).datePickerStyle(.compact))
        #expect(wheel.texts == compact.texts)
        let graphical = layout(DatePicker("Day", selection: .constant(date), displayedComponents: .date).datePickerStyle(GraphicalDatePickerStyle()))
        #expect(graphical.texts != compact.texts)
    }

    /// A `Date` picker shows iOS's two chips by default: "Nov 29, 2026" and "9:41 AM", 6 pt apart.
    @Test func aDatePickerGivenADateShowsItsDayAndTimeChips() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let date = calendar.date(from: DateComponents(year: 2026, month: 11, day: 29, hour: 21, minute: 5))!
        let both = layout(DatePicker("Start", selection: .constant(date)))
        #expect(both.texts == ["Start", "Nov 29, 2026", "9:05 PM"])
        #expect(layout(DatePicker("Start", selection: .constant(date), displayedComponents: .hourAndMinute)).texts == ["Start", "9:05 PM"])
        #expect(layout(DatePicker("Start", selection: .constant(date), in: date..., displayedComponents: .date)).texts == ["Start", "Nov 29, 2026"])
        let midnight = calendar.date(from: DateComponents(year: 2026, month: 1, day: 2, hour: 0, minute: 0))!
        #expect(layout(DatePicker("", selection: .constant(midnight), displayedComponents: .hourAndMinute)).texts == ["12:00 AM"])
    }
}
