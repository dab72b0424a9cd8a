import DisplayList
import SwiftUI
import Testing
import Tokens

/// `FillStyle(eoFill:)`, `InsettableShape.inset(by:)` on the built-in shapes, `Color.gradient`
/// and a shape style's `.shadow(.drop(…))`, each at values worked out by hand.
@Suite @MainActor struct FillRuleAndStyleTests {
    /// Two overlapping squares: the even-odd rule is the only one that leaves a hole.
    struct TwoSquares: SwiftUI.Shape {
        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.addRect(CGRect(x: 0, y: 0, width: rect.width * 2 / 3, height: rect.height))
            p.addRect(CGRect(x: rect.width / 3, y: 0, width: rect.width * 2 / 3, height: rect.height))
            return p
        }
    }

    @Test func aTeamShapeFilledByTheEvenOddRuleSaysSo() throws {
        let eo = layout(TwoSquares().fill(.red, style: FillStyle(eoFill: true)).frame(width: 30, height: 20))
        let eoShape = try #require(eo.elements.first { $0.kind == .shape })
        guard case .evenOddPath(let commands) = eoShape.shape else { Issue.record("not even-odd: \(eoShape.shape)"); return }
        #expect(commands.filter { if case .move = $0 { true } else { false } }.count == 2)
        #expect(rule(of: TwoSquares().fill(.red).frame(width: 30, height: 20)) == "non-zero")
        // `FillStyle()` is the non-zero rule, and `.fill(style:)` alone fills with the foreground.
        #expect(rule(of: TwoSquares().fill(style: FillStyle()).frame(width: 30, height: 20)) == "non-zero")
        #expect(rule(of: Path { $0.addRect(CGRect(x: 0, y: 0, width: 10, height: 10)) }.fill(.blue, style: FillStyle(eoFill: true))) == "even-odd")
    }

    /// The fill rule of the first shape drawn.
    private func rule(of view: some View) -> String? {
        switch layout(view).elements.first(where: { $0.kind == .shape })?.shape {
        case .path?: "non-zero"
        case .evenOddPath?: "even-odd"
        default: nil
        }
    }

    @Test func anInsetShapeKeepsItsFrameAndDrawsInside() throws {
        let list = layout(HStack(spacing: 0) { Circle().inset(by: 10).fill(.blue).frame(width: 100, height: 60); Spacer() })
        let circle = try #require(list.elements.first { $0.kind == .shape })
        // 100 × 60 inset by 10 is 80 × 40; a circle takes the 40-pt square at its centre.
        #expect(circle.frame == Rect(x: 30, y: circle.frame.y, width: 40, height: 40))
        let rect = layout(Rectangle().inset(by: 5).frame(width: 20, height: 20))
        #expect(rect.elements.first { $0.kind == .shape }?.frame.width == 10)
        // Insetting past the middle draws nothing wider than zero, never a negative rectangle.
        let gone = layout(Rectangle().inset(by: 50).frame(width: 20, height: 20))
        #expect(gone.elements.first { $0.kind == .shape }.map { $0.frame.width == 0 && $0.frame.height == 0 } ?? true)
    }

    @Test func aColoursGradientRunsFromALighterTintToTheColour() throws {
        let list = layout(Rectangle().fill(Color(red: 0, green: 0.4, blue: 1).gradient))
        let fill = try #require(list.elements.first?.fill)
        // Top: the colour 15 % of the way to white: 0 + 1·0.15, 0.4 + 0.6·0.15, 1.
        guard case .linearGradient(let g, let start, let end) = fill else { Issue.record("\(fill)"); return }
        #expect(start == .top && end == .bottom && g.stops.count == 2)
        let top = g.stops[0].color, bottom = g.stops[1].color
        #expect(abs(top.r - 0.15) < 1e-9 && abs(top.g - 0.49) < 1e-9 && abs(top.b - 1) < 1e-9)
        #expect(bottom == RGBA(r: 0, g: 0.4, b: 1))
    }

    @Test func aStyleWithADropShadowCastsIt() throws {
        let list = layout(RoundedRectangle(cornerRadius: 12).fill(.background.shadow(.drop(color: .black, radius: 6, y: 3))).frame(width: 60, height: 60))
        let card = try #require(list.elements.first { $0.kind == .shape })
        #expect(card.shadow == ShadowStyle(color: RGBA(r: 0, g: 0, b: 0), radius: 6, x: 0, y: 3))
        #expect(card.fill == .solid(.white))
        // The default colour is SwiftUI's: black at 33 %.
        #expect(ShadowStyle.drop(radius: 2).color == RGBA(r: 0, g: 0, b: 0, a: 0.33))
    }
}
