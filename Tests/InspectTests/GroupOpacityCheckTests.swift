import DisplayList
import Foundation
@testable import Inspect
import Layout
import Render
import Testing
import Tokens

/// Checks read an element at its effective opacity: its own times every group's around it.
/// And the whole pipeline — layout emits the group, Cairo composites it — fades a card as
/// one layer.
@Suite struct GroupOpacityCheckTests {
    let renderer = CairoRenderer()

    func outcome(_ list: DisplayList, _ index: Int) throws -> ContrastCheck.Outcome? {
        let raster = try renderer.render(ContrastCheck.backdrop(of: list))
        let backdrop = PixelBuffer(width: raster.width, height: raster.height, pixels: raster.rgba, scale: list.scale)
        return ContrastCheck.measure(elementAt: index, of: list, on: backdrop)
    }

    func text(_ id: String, _ frame: Rect, _ colour: RGBA = .black) -> Element {
        .text(id, frame, TextRun("Label", font: FontSpec(family: "Inter", size: 17), paint: .solid(colour)))
    }

    /// WCAG 2.2 relative luminance of a grey whose channels are all `v8`.
    static func luminance(_ v8: Double) -> Double {
        let c = v8 / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    @Test func aFadedContainerFadesItsCardNotThroughItsText() throws {
        // White card with a black "I" at 0.5 over red, laid out by the DSL and drawn by Cairo:
        // the text pixel is black·0.5 + red·0.5 = (128, 0, 0). Multiplying the opacity into
        // each element (the old way) gave (128, 64, 64): the card showing through the text.
        let view = ZStack {
            Rectangle().fill(Color.white).frame(width: 80, height: 50)
            Text("I").font(.system(size: 40, weight: .bold)).foregroundStyle(Color.black)
        }.opacity(0.5)
        var list = ScreenLayout.layout(view, in: Rect(x: 0, y: 0, width: 100, height: 60), measurer: renderer.text)
        list.background = RGBA(hex: "#FF0000")!
        list.scale = 2
        #expect(list.groups.count == 1)
        let raster = try renderer.render(list)
        // The darkest pixel inside the card (px 20…180 × 10…110): one the glyph covers fully.
        var inkiest = (g: 256, rgb: [0, 0, 0])
        for y in 12..<108 { for x in 22..<178 {
            let b = raster.pixel(x: x, y: y).bytes
            if Int(b.g) < inkiest.g { inkiest = (Int(b.g), [Int(b.r), Int(b.g), Int(b.b)]) }
        } }
        #expect(zip(inkiest.rgb, [128, 0, 0]).allSatisfy { abs($0 - $1) <= 1 }, "text pixel \(inkiest.rgb)")
    }

    @Test func contrastMeasuresATextAtItsGroupsOpacity() throws {
        // Black text on white, inside a group at 0.5: it reads as #808080 on white, 3.9:1,
        // and fails AA — not 21:1.
        var list = DisplayList(size: Size(width: 200, height: 60), scale: 1, background: .white)
        list.groups = [OpacityGroup(id: "fading", opacity: 0.5)]
        var card = Element.shape("card", Rect(x: 0, y: 0, width: 200, height: 60), fill: .solid(.white))
        card.group = 0
        var label = text("label", Rect(x: 20, y: 20, width: 160, height: 24))
        label.group = 0
        list.elements = [card, label]
        guard case .measured(let m)? = try outcome(list, 1) else { Issue.record("not measured"); return }
        let expected = (1 + 0.05) / (Self.luminance(127.5) + 0.05)
        #expect(abs(m.worstRatio - expected) < 0.05, "\(m.worstRatio) vs \(expected)")
        #expect(!m.passes)
    }

    @Test func anOpaqueShapeInAFadedGroupCoversNothing() throws {
        // A text under an opaque rectangle that is part of a half-faded view still shows
        // through it: the check measures it instead of calling it covered.
        var list = DisplayList(size: Size(width: 200, height: 60), scale: 1, background: .white)
        list.elements = [text("label", Rect(x: 20, y: 20, width: 160, height: 24))]
        list.groups = [OpacityGroup(id: "sheet", opacity: 0.5)]
        // (Not the whole canvas: a translucent layer over everything is a modal's dimming.)
        var sheet = Element.shape("sheet", Rect(x: 0, y: 10, width: 200, height: 50), fill: .solid(.white))
        var edge = Element.shape("edge", Rect(x: 0, y: 10, width: 200, height: 2), fill: .solid(.black))
        sheet.group = 0
        edge.group = 0
        list.elements += [sheet, edge]
        guard case .measured(let m)? = try outcome(list, 0) else { Issue.record("not measured"); return }
        // The white sheet at 0.5 tints the black text to #808080 over a white backdrop.
        #expect(abs(m.worstRatio - (1 + 0.05) / (Self.luminance(127.5) + 0.05)) < 0.05, "\(m.worstRatio)")
        // At full opacity the same sheet hides it.
        list.groups[0].opacity = 1
        #expect(try outcome(list, 0) == .notVisible(.init(elementID: "label", text: "Label", kind: "text", reason: .covered)))
    }

    @Test func aTextInAGroupAtZeroIsNotMeasuredAndStaysInTheBackdrop() throws {
        var list = DisplayList(size: Size(width: 200, height: 60), scale: 1, background: .white)
        list.groups = [OpacityGroup(id: "gone", opacity: 0)]
        var label = text("label", Rect(x: 20, y: 20, width: 160, height: 24))
        label.group = 0
        list.elements = [label]
        #expect(try outcome(list, 0) == nil)
        #expect(ContrastCheck.backdrop(of: list).elements.map(\.id) == ["label"])
    }

    @Test func blurBudgetSkipsMaterialsOfAnInvisibleGroup() {
        var list = DisplayList(size: Size(width: 200, height: 60), scale: 1, background: .white)
        list.groups = [OpacityGroup(id: "gone", opacity: 0), OpacityGroup(id: "half", opacity: 0.5)]
        for (i, group) in [0, 1].enumerated() {
            var card = Element.shape("card\(i)", Rect(x: 0, y: 0, width: 200, height: 60))
            card.material = MaterialStyle(name: "ultraThin", blur: 12, tint: .clear, saturation: 1)
            card.group = group
            list.elements.append(card)
        }
        #expect(BlurBudget.count(list).ids == ["card1"])
    }
}
