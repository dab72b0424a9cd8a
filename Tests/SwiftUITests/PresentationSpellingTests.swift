import DisplayList
import SwiftUI
import Testing
import Tokens

/// `.labelsHidden()`, `\.presentationMode`, `.redacted(reason:)` and the button and
/// navigation style types, with what each draws worked out by hand.
@Suite @MainActor struct PresentationSpellingTests {
    @Test func labelsHiddenDrawsTheControlAlone() {
        // With its label, a toggle takes the 393-pt width; without, it is the 51 × 31 switch,
        // centred: x = (393 − 51) / 2.
        let shown = layout(Toggle("Wi-Fi", isOn: true))
        #expect(shown.texts == ["Wi-Fi"])
        let hidden = layout(Toggle("Wi-Fi", isOn: true).labelsHidden())
        #expect(hidden.texts.isEmpty)
        let track = hidden.elements.first { $0.shape == .capsule }
        #expect(track?.frame == Rect(x: 171, y: (852 - 31) / 2, width: 51, height: 31))
        // A stepper likewise keeps only its 94 × 32 control.
        let stepper = layout(Stepper("Cups", value: .constant(2), in: 0...9).labelsHidden())
        #expect(stepper.texts.isEmpty)
    }

    struct Sheet: View {
        @Environment(\.presentationMode) var presentationMode
        var body: some View {
            Button("Done") { presentationMode.wrappedValue.dismiss() }
                .buttonStyle(PlainButtonStyle())
                .navigationViewStyle(StackNavigationViewStyle())
            Text(presentationMode.wrappedValue.isPresented ? "shown" : "hidden")
        }
    }

    @Test func presentationModeIsPresentedAndButtonStyleTypesAreTheSystemStyles() throws {
        let list = layout(VStack { Sheet() })
        #expect(list.texts == ["Done", "shown"])
        // PlainButtonStyle is .plain: the label in the primary colour (black), not the tint.
        #expect(list.elements.first { $0.text?.string == "Done" }?.text?.paint == .solid(.black))
        let bordered = layout(Button("Go") {}.buttonStyle(BorderedProminentButtonStyle()))
        let same = layout(Button("Go") {}.buttonStyle(.borderedProminent))
        #expect(bordered == same)
    }

    @Test func redactedTextIsABarPerLineInItsColourAtSixteenPercent() throws {
        // One body line: 17 pt × 1.2 = 20.4 tall, a bar 70 % of it (14.28) centred in it.
        let list = layout(Text("Loading").foregroundStyle(Color.red).redacted(reason: .placeholder))
        #expect(list.texts.isEmpty)
        let bar = try #require(list.elements.first)
        #expect(bar.kind == .shape)
        #expect(bar.fill == .solid(RGBA(hex: "#FF3B30")!.opacity(0.16)))
        #expect(abs(bar.frame.height - 14.28) < 1e-9 && bar.frame.width == 59.5)
        #expect(abs(bar.frame.y - ((852 - 20.4) / 2 + 3.06)) < 1e-9)
        // Two lines (a 50-pt column): two bars; `.unredacted()` keeps its text; `.privacy` draws text.
        let two = layout(Text("aaaa bbbb").frame(width: 40).redacted(reason: .placeholder))
        #expect(two.elements.count == 2 && two.elements[1].frame.y > two.elements[0].frame.y)
        let kept = layout(VStack { Text("a"); Text("b").unredacted() }.redacted(reason: .placeholder))
        #expect(kept.texts == ["b"])
        #expect(layout(Text("a").redacted(reason: .privacy)).texts == ["a"])
    }

    struct ReadsReasons: View {
        @Environment(\.redactionReasons) var reasons
        var body: some View { Text(reasons.contains(.placeholder) ? "placeholder" : "real").unredacted() }
    }

    @Test func viewsReadTheRedactionReasons() {
        #expect(layout(ReadsReasons().redacted(reason: .placeholder)).texts == ["placeholder"])
        #expect(layout(ReadsReasons()).texts == ["real"])
    }
}
