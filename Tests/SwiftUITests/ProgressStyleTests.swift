import DisplayList
import SwiftUI
import Testing
import Tokens

/// ProgressView with labels, the older style types, and a team's `ProgressViewStyle`.
@Suite @MainActor struct ProgressStyleTests {
    /// The title above the bar, 4 pt apart; the current value's label under it (footnote, secondary).
    @Test func labelsSitAboveAndBelowTheBar() throws {
        let list = layout(ProgressView(value: 0.3) { Text("Uploading") } currentValueLabel: { Text("3 of 10") })
        let title = try #require(list.elements.first { $0.text?.string == "Uploading" })
        let bar = try #require(list.elements.first { $0.accessibilityLabel == "30 percent" })
        let value = try #require(list.elements.first { $0.text?.string == "3 of 10" })
        #expect(abs(bar.frame.minY - (title.frame.maxY + 4)) < 1e-9 && abs(value.frame.minY - (bar.frame.maxY + 4)) < 1e-9)
        #expect(value.text?.font.size == 13 && value.text?.paint == .solid(RGBA(hex: "#3C3C4399")!))
        #expect(layout(ProgressView("Syncing", value: 0.5)).texts == ["Syncing"])
        #expect(layout(ProgressView("Syncing", value: Double?.none)).elements.contains { $0.accessibilityTraits.contains("progressIndicator") })
    }

    struct Dots: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 4) {
                ForEach(0..<5, id: \.self) { i in
                    Circle().fill(Double(i) < (configuration.fractionCompleted ?? 0) * 5 ? Color(red: 0, green: 0, blue: 1) : Color(red: 0.8, green: 0.8, blue: 0.8))
                        .frame(width: 8, height: 8)
                }
                configuration.label
            }
        }
    }

    @Test func aTeamsStyleDrawsTheFractionAndTheOlderTypesAreTheSystemOnes() {
        let dots = layout(ProgressView(value: 0.6) { Text("Steps") }.progressViewStyle(Dots()))
        #expect(dots.elements.filter { $0.fill == .solid(RGBA(r: 0, g: 0, b: 1)) }.count == 3 && dots.texts == ["Steps"])
        let linear = layout(ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: Color(red: 1, green: 0, blue: 0))))
        #expect(linear.elements.contains { $0.fill == .solid(RGBA(r: 1, g: 0, b: 0)) })
        let circular = layout(ProgressView(value: 0.5).progressViewStyle(CircularProgressViewStyle()))
        #expect(circular.elements.filter { $0.accessibilityTraits.contains("progressIndicator") }.count == 1 && circular.elements.count == 8)
    }
}
