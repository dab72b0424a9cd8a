import DisplayList
import Foundation
@testable import Inspect
import Render
import Testing
import Tokens

/// Contrast measured only where a text shows: inside its clip, not under what is painted
/// over it. Each list is built by hand on a canvas whose top half is black and bottom half
/// white, and each expected ratio is worked out from WCAG's formulas here, not by the code
/// under test.
@Suite struct ClipAwareContrastTests {
    let renderer = CairoRenderer()

    /// WCAG 2.2 relative luminance of a grey whose channels are all `v8`.
    static func luminance(_ v8: Double) -> Double {
        let c = v8 / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// #777777 on black: L = ((119/255 + 0.055) / 1.055)^2.4 = 0.18448, (0.18448 + 0.05) / (0 + 0.05) = 4.69.
    static let greyOnBlack = (luminance(0x77) + 0.05) / (0 + 0.05)
    /// #777777 on white: (1 + 0.05) / (0.18448 + 0.05) = 4.48 (just under AA's 4.5).
    static let greyOnWhite = (1 + 0.05) / (luminance(0x77) + 0.05)

    /// Black above y = 50, white below; scale `scale`.
    func halves(scale: Double = 1) -> DisplayList {
        var list = DisplayList(size: Size(width: 200, height: 100), scale: scale, background: .white)
        list.append(.shape("top", Rect(x: 0, y: 0, width: 200, height: 50), fill: .solid(.black)))
        return list
    }

    /// A #777777 17 pt label across both halves (y 30…70), clipped to `clip`.
    func label(clip: Rect?, frame: Rect = Rect(x: 20, y: 30, width: 160, height: 40)) -> Element {
        var e = Element.text("label", frame, TextRun("Grey label", font: FontSpec(family: "Inter", size: 17), paint: .solid(RGBA(hex: "#777777")!)))
        e.clip = clip.map { Clip(frame: $0, shape: .rectangle) }
        return e
    }

    func outcome(_ list: DisplayList, _ index: Int) throws -> ContrastCheck.Outcome? {
        let raster = try renderer.render(ContrastCheck.backdrop(of: list))
        let backdrop = PixelBuffer(width: raster.width, height: raster.height, pixels: raster.rgba, scale: list.scale)
        return ContrastCheck.measure(elementAt: index, of: list, on: backdrop)
    }

    func measurement(_ list: DisplayList, _ index: Int) throws -> ContrastCheck.Measurement {
        guard case .measured(let m)? = try outcome(list, index) else { throw Unexpected.notMeasured }
        return m
    }

    enum Unexpected: Error { case notMeasured }

    @Test func theHandWorkedRatiosAreWhatTheyShouldBe() {
        #expect(abs(Self.greyOnBlack - 4.6895) < 0.001)
        #expect(abs(Self.greyOnWhite - 4.4776) < 0.001)
    }

    /// Half the label is clipped away (a ScrollView viewport ending at y = 50): only the half
    /// over black counts, so it passes at 4.69:1; the white half it never shows on would make
    /// it fail at 4.48:1.
    @Test(arguments: [1.0, 2.0])
    func halfClippedTextIsMeasuredOnItsVisibleHalf(scale: Double) throws {
        var list = halves(scale: scale)
        list.append(label(clip: Rect(x: 0, y: 0, width: 200, height: 50)))
        let m = try measurement(list, 1)
        #expect(abs(m.worstRatio - Self.greyOnBlack) < 0.005 && abs(m.medianRatio - Self.greyOnBlack) < 0.005)
        #expect(m.worstBackground == "#000000" && m.passes)

        // The same label unclipped: the worst pixel is on white.
        var unclipped = halves(scale: scale)
        unclipped.append(label(clip: nil))
        let u = try measurement(unclipped, 1)
        #expect(abs(u.worstRatio - Self.greyOnWhite) < 0.005 && !u.passes)
    }

    /// The clip is in the element's own space: a transform moves it with the text. Shifted
    /// down 50 pt, the clip (local y 0…50) shows the label's lower half, over white.
    @Test func theClipMovesWithTheTransform() throws {
        var list = halves()
        var shifted = label(clip: Rect(x: 0, y: 0, width: 200, height: 50), frame: Rect(x: 20, y: -20, width: 160, height: 40))
        shifted.transform = .translation(x: 0, y: 50)
        list.append(shifted)
        let m = try measurement(list, 1)
        #expect(abs(m.worstRatio - Self.greyOnWhite) < 0.005 && abs(m.medianRatio - Self.greyOnWhite) < 0.005)
        #expect(m.worstBackground == "#FFFFFF")
    }

    /// Scrolled wholly out of its viewport: skipped as not visible, neither pass nor failure.
    @Test func whollyClippedTextIsSkipped() throws {
        var list = halves()
        list.append(label(clip: Rect(x: 0, y: 80, width: 200, height: 20)))
        #expect(try outcome(list, 1) == .notVisible(.init(elementID: "label", text: "Grey label", kind: "text", reason: .clipped)))
        let raster = try renderer.render(ContrastCheck.backdrop(of: list))
        #expect(ContrastCheck.measure(list.elements[1], on: PixelBuffer(width: raster.width, height: raster.height, pixels: raster.rgba)) == nil)

        // Beyond the canvas altogether.
        var off = halves()
        off.append(label(clip: nil, frame: Rect(x: 20, y: 120, width: 160, height: 40)))
        #expect(try outcome(off, 1) == .notVisible(.init(elementID: "label", text: "Grey label", kind: "text", reason: .offCanvas)))
    }

    /// A pinned button painted later over the label's lower half hides it there: only the
    /// half over black counts. Covering all of it makes it not visible.
    @Test func laterOpaqueElementsHideWhatIsBeneath() throws {
        var list = halves()
        list.append(label(clip: nil))
        // A capsule whose round ends lie beyond the label.
        list.append(.shape("button", Rect(x: -40, y: 50, width: 280, height: 50), .capsule, fill: .solid(.white)))
        let m = try measurement(list, 1)
        #expect(abs(m.worstRatio - Self.greyOnBlack) < 0.005)

        list.elements[2].frame = Rect(x: 0, y: 0, width: 200, height: 100)
        list.elements[2].shape = .rectangle
        #expect(try outcome(list, 1) == .notVisible(.init(elementID: "label", text: "Grey label", kind: "text", reason: .covered)))

        // Translucent or blurred, it hides nothing.
        list.elements[2].fill = .solid(RGBA(r: 1, g: 1, b: 1, a: 0.5))
        list.elements[2].frame = Rect(x: 0, y: 50, width: 200, height: 50)
        if case .notVisible? = try outcome(list, 1) { Issue.record("a translucent layer does not hide the text") }
    }

    /// Under a translucent layer the text is seen through it too: black text on white under
    /// 50 % white shows as grey 0.5 on white. L(0.5) = ((0.5 + 0.055) / 1.055)^2.4 = 0.21404,
    /// (1 + 0.05) / (0.21404 + 0.05) = 3.98 — not 21:1.
    @Test func translucentLayersTintTheTextToo() throws {
        var list = DisplayList(size: Size(width: 200, height: 100), scale: 1, background: .white)
        list.append(.text("t", Rect(x: 20, y: 10, width: 160, height: 30), TextRun("Black", font: FontSpec(family: "Inter", size: 17), paint: .solid(.black))))
        list.append(.shape("veil", Rect(x: 0, y: 0, width: 200, height: 60), fill: .solid(RGBA(r: 1, g: 1, b: 1, a: 0.5))))
        let m = try measurement(list, 0)
        let grey = pow((0.5 + 0.055) / 1.055, 2.4)
        #expect(abs(m.worstRatio - 1.05 / (grey + 0.05)) < 0.01)

        // Across the whole canvas it is a modal's dimming view: what it dims is inert.
        list.elements[1].frame = Rect(x: 0, y: 0, width: 200, height: 100)
        #expect(try outcome(list, 0) == .notVisible(.init(elementID: "t", text: "Black", kind: "text", reason: .behindModal)))
    }

    /// A dialog's text over the page's text is the presentation when a dimming view lies
    /// between them; without it, the same overlap is a Dynamic Type failure.
    @Test func dynamicTypeIgnoresOverlapsBehindAModal() {
        let run = TextRun("Text", font: FontSpec(family: "Inter", size: 17), paint: .solid(.black))
        var list = DisplayList(size: Size(width: 200, height: 100), scale: 1)
        list.append(.text("page", Rect(x: 10, y: 10, width: 100, height: 20), run))
        list.append(.text("dialog", Rect(x: 20, y: 15, width: 100, height: 20), run))
        list.overflows = [Overflow(kind: .overlap, ids: ["page", "dialog"])]
        #expect(DynamicTypeCheck.failures(list).count == 1)
        list.elements.insert(.shape("dimming", Rect(x: 0, y: 0, width: 200, height: 100), fill: .solid(RGBA(r: 0, g: 0, b: 0, a: 0.2))), at: 1)
        #expect(DynamicTypeCheck.failures(list).isEmpty)
    }

    @Test func outlinesContainWhatCairoFills() {
        let frame = Rect(x: 0, y: 0, width: 100, height: 40)
        #expect(ShapeOutline.capsule.contains(Point(x: 50, y: 1), in: frame))
        #expect(!ShapeOutline.capsule.contains(Point(x: 1, y: 1), in: frame))
        #expect(ShapeOutline.ellipse.contains(Point(x: 50, y: 20), in: frame) && !ShapeOutline.ellipse.contains(Point(x: 99, y: 39), in: frame))
        let triangle = ShapeOutline.path([.move(Point(x: 0, y: 0)), .line(Point(x: 100, y: 0)), .line(Point(x: 0, y: 40)), .close])
        #expect(triangle.contains(Point(x: 10, y: 10), in: frame) && !triangle.contains(Point(x: 90, y: 30), in: frame))
        #expect(!ContrastCheck.measurable(.text("e", frame, TextRun("🍗", font: FontSpec(family: "Inter", size: 17), paint: .solid(.black)))))
        #expect(ContrastCheck.measurable(.text("d", frame, TextRun("12", font: FontSpec(family: "Inter", size: 17), paint: .solid(.black)))))
    }
}
