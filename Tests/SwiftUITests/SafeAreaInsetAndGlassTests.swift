import DisplayList
import SwiftUI
import Testing
import Tokens

/// `.safeAreaInset` (and iOS 26's `.safeAreaBar`), the Liquid Glass button styles, materials
/// as backgrounds and styles in both appearances, and `List` over a range.
@Suite @MainActor struct SafeAreaInsetAndGlassTests {
    func frame(of text: String, in list: DisplayList) -> Rect? {
        list.elements.first { $0.text?.string == text }?.frame
    }

    /// The first element filled with `color`.
    func filled(_ color: RGBA, in list: DisplayList) -> Element? {
        list.elements.first { $0.fill == .solid(color) }
    }

    static let red = RGBA(r: 1, g: 0, b: 0, a: 1), blue = RGBA(r: 0, g: 0, b: 1, a: 1)

    @Test func aBottomInsetSitsAtTheEdgeAndTheViewIsLaidOutAboveIt() throws {
        let view = Color(Self.red).safeAreaInset(edge: .bottom) { Text("Bar").frame(maxWidth: .infinity).frame(height: 50) }
        let list = layout(view)
        let bar = try #require(frame(of: "Bar", in: list))
        #expect(bar.midY == 852 - 25 && bar.midX == 393 / 2)
        #expect(try #require(filled(Self.red, in: list)).frame == Rect(x: 0, y: 0, width: 393, height: 802))
        let spaced = layout(Color(Self.red).safeAreaInset(edge: .bottom, spacing: 10) { Text("Bar").frame(height: 50) })
        #expect(try #require(filled(Self.red, in: spaced)).frame.maxY == 792)
    }

    @Test func aBackgroundIgnoringTheSafeAreaStillReachesUnderTheInset() throws {
        let view = Text("Body")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color(Self.blue).ignoresSafeArea())
            .safeAreaInset(edge: .bottom) { Text("Bar").frame(height: 40) }
        let list = layout(view)
        #expect(try #require(filled(Self.blue, in: list)).frame.maxY == 852)
        #expect(try #require(frame(of: "Body", in: list)).midY == (852 - 40) / 2)
    }

    @Test func topAndLeadingInsetsFollowTheirAlignment() throws {
        let top = layout(Color(Self.red).safeAreaInset(edge: .top, alignment: .leading) { Text("T") })
        #expect(try #require(frame(of: "T", in: top)).minX == 0 && frame(of: "T", in: top)?.minY == 0)
        #expect(try #require(filled(Self.red, in: top)).frame.minY == 20.4)
        let leading = layout(Color(Self.red).safeAreaBar(edge: .leading) { Text("L").frame(width: 60) })
        #expect(try #require(filled(Self.red, in: leading)).frame == Rect(x: 60, y: 0, width: 333, height: 852))
        #expect(try #require(frame(of: "L", in: leading)).midY == 852 / 2)
    }

    @Test func absurdSpacingIsNone() throws {
        for spacing in [-40.0, .nan, .infinity] {
            let list = layout(Color(Self.red).safeAreaInset(edge: .bottom, spacing: spacing) { Text("Bar").frame(height: 50) })
            #expect(try #require(filled(Self.red, in: list)).frame.maxY == 802)
        }
    }

    @Test func glassButtonsAreCapsulesOnLiquidGlass() throws {
        let glass = layout(Button("Reply") {}.buttonStyle(.glass))
        let label = try #require(glass.elements.first { $0.text?.string == "Reply" })
        #expect(label.text?.paint == .solid(RGBA(hex: "#007AFF")!))
        let backdrop = try #require(glass.elements.first { $0.material != nil })
        #expect(backdrop.shape == .capsule && backdrop.frame.minX < label.frame.minX && backdrop.frame.maxX > label.frame.maxX)
        let prominent = layout(Button("Post") {}.buttonStyle(.glassProminent))
        let white = try #require(prominent.elements.first { $0.text?.string == "Post" })
        #expect(white.text?.paint == .solid(.white) && white.text?.font.weight == 600)
        #expect(prominent.elements.contains { $0.shape == .capsule && $0.fill == .solid(RGBA(hex: "#007AFF")!) })
    }

    @Test func materialsAreDrawnForTheAppearanceInForce() throws {
        var dark = EnvironmentValues()
        dark.appearance = .dark
        let view = Text("Over").background(.regularMaterial)
        let light = try #require(layout(view).elements.first { $0.material != nil }?.material)
        let night = try #require(layout(view, environment: dark).elements.first { $0.material != nil }?.material)
        #expect(light == MaterialKind.defaults(for: .light)[.regular])
        #expect(night == MaterialKind.defaults(for: .dark)[.regular])
        // As a plain style, a material is its tint.
        let styled = layout(Text("S").padding().background().backgroundStyle(.thinMaterial), environment: dark)
        #expect(styled.elements.contains { $0.fill == .solid(MaterialKind.defaults(for: .dark)[.thin]!.tint) })
    }

    @Test func aListOverARangeHasARowPerNumber() {
        #expect(layout(List(1..<4) { i in Text("Row \(i)") }).texts == ["Row 1", "Row 2", "Row 3"])
    }
}
