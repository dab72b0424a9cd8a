import DisplayList
import SwiftUI
import Testing
import Tokens

/// `.glassEffect` (iOS 26), `GlassEffectContainer`, `@Namespace` with
/// `.matchedGeometryEffect`, and the scroll and compositing modifiers that change no pixel.
@Suite @MainActor struct GlassAndScrollSpellingTests {
    @Test func glassIsAFrostedCapsuleWithARimBehindTheView() throws {
        let list = layout(Text("Hi").padding(10).glassEffect())
        // "Hi" is 17 × 20.4; padded, a 37 × 40.4 capsule centred on the screen.
        let frame = Rect(x: (393 - 37) / 2, y: (852 - 40.4) / 2, width: 37, height: 40.4)
        let glass = try #require(list.elements.first { $0.material != nil })
        #expect(glass.shape == .capsule && glass.frame == frame)
        let rim = try #require(list.elements.first { $0.stroke != nil })
        #expect(rim.stroke?.width == 0.5 && rim.stroke?.paint == .solid(RGBA(r: 1, g: 1, b: 1, a: 0.4)))
        // Drawn behind the text.
        #expect(list.elements.firstIndex { $0.material != nil }! < list.elements.firstIndex { $0.text != nil }!)
        // Tinted: the tint at 25 % over the material, in the given shape.
        let tinted = layout(Text("Hi").glassEffect(.regular.tint(Color.red).interactive(), in: .rect(cornerRadius: 8)))
        #expect(tinted.elements.contains { $0.fill == .solid(RGBA(hex: "#FF3B30")!.opacity(0.25)) })
        #expect(tinted.elements.first { $0.material != nil }?.shape == .roundedRectangle(cornerRadius: 8, style: .continuous))
        // Identity glass, or a disabled effect, is the view alone.
        #expect(layout(Text("Hi").glassEffect(.identity)).elements.count == 1)
        #expect(layout(Text("Hi").glassEffect(isEnabled: false)).elements.count == 1)
    }

    struct Matched: View {
        @Namespace private var space
        var body: some View {
            GlassEffectContainer(spacing: 8) {
                ScrollView {
                    Text("a").matchedGeometryEffect(id: "a", in: space).glassEffectID("a", in: space)
                }
                .scrollIndicators(.hidden)
                .scrollDisabled(true)
                .scrollDismissesKeyboard(.interactively)
                .scrollBounceBehavior(.basedOnSize)
            }
            .drawingGroup()
            .compositingGroup()
        }
    }

    @Test func theseModifiersDrawTheViewAsItIs() {
        let plain = layout(ScrollView { Text("a") })
        let modified = layout(Matched())
        #expect(modified.elements.map(\.frame) == plain.elements.map(\.frame))
        #expect(modified.texts == ["a"])
    }
}
