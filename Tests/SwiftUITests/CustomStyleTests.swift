import DisplayList
import SwiftUI
import Testing
import Tokens

/// A team's own `ButtonStyle` and `PrimitiveButtonStyle`: the button is what `makeBody` draws
/// (at rest), still a button to VoiceOver; a system style set inside wins again.
@Suite @MainActor struct CustomStyleTests {
    struct Pill: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(.horizontal, 20)
                .padding(.vertical, 10)
                .background(Capsule().fill(Color(red: 0, green: 0, blue: 1)))
                .foregroundStyle(Color(red: 1, green: 1, blue: 1))
                .opacity(configuration.isPressed ? 0.5 : 1)
        }
    }

    struct Outlined: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(8).overlay(Rectangle().stroke(Color(red: 1, green: 0, blue: 0), lineWidth: 2))
                .onTapGesture { configuration.trigger() }
        }
    }

    /// "Go" is 17 × 20.4 in the fixed-advance font; the pill adds 20 and 10 a side: 57 × 40.4.
    @Test func aCustomButtonStyleDrawsItsBody() throws {
        let list = layout(Button("Go") {}.buttonStyle(Pill()))
        let pill = try #require(list.elements.first { $0.kind == .shape })
        #expect(pill.frame.width == 57 && abs(pill.frame.height - 40.4) < 1e-9 && pill.shape == .capsule)
        #expect(pill.fill == .solid(RGBA(r: 0, g: 0, b: 1)))
        let text = try #require(list.elements.first { $0.text?.string == "Go" })
        #expect(text.text?.paint == .solid(.white) && text.opacity == 1)
        #expect(list.elements.contains { $0.accessibilityTraits.contains("isButton") })
    }

    @Test func aSystemStyleInsideACustomOneWins() {
        let inner = layout(VStack { Button("A") {}.buttonStyle(.plain) }.buttonStyle(Pill()))
        #expect(!inner.elements.contains { $0.kind == .shape })
        let outlined = layout(Button("B") {}.buttonStyle(Outlined()))
        #expect(outlined.elements.first { $0.stroke != nil }?.stroke?.paint == .solid(RGBA(r: 1, g: 0, b: 0)))
        let both = layout(VStack { Button("C") {}; Button("D") {} }.buttonStyle(Pill()))
        #expect(both.elements.filter { $0.shape == .capsule }.count == 2)
    }
}
