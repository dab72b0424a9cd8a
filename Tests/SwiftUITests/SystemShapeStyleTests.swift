import DisplayList
import SwiftUI
import Testing
import Tokens

/// `.fill` and its levels, `.separator`, `.background` with `.backgroundStyle`, as iOS 18's
/// colour table gives them; a writable `\.layoutDirection`.
@Suite @MainActor struct SystemShapeStyleTests {
    private func fill(_ view: some View, _ env: EnvironmentValues = EnvironmentValues()) -> Paint? {
        layout(view.frame(width: 50, height: 50), environment: env).elements.first { $0.kind == .shape }?.fill
    }

    @Test func fillLevelsAreTheSystemFills() {
        #expect(fill(Rectangle().fill(.fill)) == .solid(RGBA(hex: "#78788033")!))
        #expect(fill(Rectangle().fill(.fill.secondary)) == .solid(RGBA(hex: "#78788029")!))
        #expect(fill(Rectangle().fill(.fill.tertiary)) == .solid(RGBA(hex: "#7676801F")!))
        #expect(fill(Rectangle().fill(.fill.quaternary)) == .solid(RGBA(hex: "#74748014")!))
        var dark = EnvironmentValues(); dark.appearance = .dark
        #expect(fill(Rectangle().fill(.fill.quaternary), dark) == .solid(RGBA(hex: "#7676802E")!))
        let border = layout(Capsule().strokeBorder(.separator, lineWidth: 0.5).frame(width: 40, height: 20)).elements.first?.stroke
        #expect(border?.paint == .solid(RGBA(hex: "#3C3C434A")!) && border?.width == 0.5 && border?.inside == true)
        let plain = layout(Capsule().strokeBorder().frame(width: 40, height: 20)).elements.first?.stroke
        #expect(plain?.width == 1 && plain?.paint == .solid(.black))
    }

    /// `.background()` draws the background style: the system background unless a view set one.
    @Test func backgroundStyleIsWhatBackgroundDraws() {
        let white = layout(Text("A").background()).elements.first { $0.kind == .shape }
        #expect(white?.fill == .solid(.white))
        let tinted = layout(Text("A").background().backgroundStyle(Color(red: 0, green: 0.5, blue: 0))).elements.first { $0.kind == .shape }
        #expect(tinted?.fill == .solid(RGBA(r: 0, g: 0.5, b: 0)))
        let fills = layout(Text("A").background(.fill.tertiary)).elements.first { $0.kind == .shape }
        #expect(fills?.fill == .solid(RGBA(hex: "#7676801F")!))
        #expect(layout(Text("A").flipsForRightToLeftLayoutDirection(true)).texts == ["A"])
    }

    struct Direction: View {
        @Environment(\.layoutDirection) var direction
        var body: some View { Text(direction == .rightToLeft ? "rtl" : "ltr") }
    }

    @Test func aLayoutDirectionSetIsReadBack() {
        #expect(layout(Direction()).texts == ["ltr"])
        #expect(layout(Direction().environment(\.layoutDirection, .rightToLeft)).texts == ["rtl"])
    }
}

/// `.blendMode` makes its view one group drawn with the mode, kept even around one element.
@Suite @MainActor struct BlendModeModifierTests {
    @Test func aBlendedViewIsAGroupWithItsMode() throws {
        let list = layout(ZStack {
            Color(red: 1, green: 0, blue: 0)
            Circle().fill(Color(red: 0, green: 0, blue: 1)).blendMode(.multiply)
        }.frame(width: 100, height: 100))
        let circle = try #require(list.elements.first { $0.fill == .solid(RGBA(r: 0, g: 0, b: 1)) })
        let group = try #require(circle.group)
        #expect(list.groups[group].blendMode == .multiply && list.groups[group].opacity == 1)
        #expect(list.elements.first { $0.fill == .solid(RGBA(r: 1, g: 0, b: 0)) }?.group == nil)
        // Faded inside the blend: the one faded element keeps its opacity inside the blended group.
        let faded = layout(Text("A").opacity(0.5).blendMode(.screen))
        #expect(faded.groups.map(\.blendMode) == [.screen] && faded.elements.first?.group == 0 && faded.elements.first?.opacity == 0.5)
        // Blended inside a fade: the fade's group is kept around the blend's, which holds the element.
        let outer = layout(Text("A").blendMode(.screen).opacity(0.5))
        #expect(outer.groups.map(\.blendMode) == [nil, .screen] && outer.groups[0].opacity == 0.5 && outer.groups[1].parent == 0
                && outer.elements.first?.group == 1, "\(outer.groups)")
        #expect(layout(Text("A").blendMode(.normal)).groups.isEmpty)
    }
}
