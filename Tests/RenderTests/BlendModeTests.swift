import DisplayList
import Render
import Testing
import Tokens

/// `.blendMode`: a group composited with the PDF/CSS blend of the same name, at pixels worked
/// out from the definitions (backdrop B, source S, channel by channel).
@Suite struct BlendModeTests {
    /// A 20 × 20 square of `backdrop`, and over it a square of `source` in a group with `mode`.
    private func blended(_ backdrop: RGBA, _ source: RGBA, _ mode: BlendMode) throws -> (r: Int, g: Int, b: Int) {
        var list = DisplayList(size: Size(width: 20, height: 20), scale: 1, background: .white)
        list.append(.shape("backdrop", Rect(x: 0, y: 0, width: 20, height: 20), .rectangle, fill: .solid(backdrop)))
        list.groups = [OpacityGroup(id: "source", opacity: 1, blendMode: mode)]
        var top = Element.shape("source", Rect(x: 0, y: 0, width: 20, height: 20), .rectangle, fill: .solid(source))
        top.group = 0
        list.append(top)
        let p = try CairoRenderer().render(list).pixel(x: 10, y: 10)
        return (Int((p.r * 255).rounded()), Int((p.g * 255).rounded()), Int((p.b * 255).rounded()))
    }

    private func near(_ p: (r: Int, g: Int, b: Int), _ r: Int, _ g: Int, _ b: Int) -> Bool { abs(p.r - r) <= 1 && abs(p.g - g) <= 1 && abs(p.b - b) <= 1 }

    @Test func separableModesFollowTheirDefinitions() throws {
        // Multiply: B·S = (1·0.5, 0.5·1, 0·1).
        #expect(near(try blended(RGBA(r: 1, g: 0.5, b: 0), RGBA(r: 0.5, g: 1, b: 1), .multiply), 128, 128, 0))
        // Screen: 1 − (1 − B)(1 − S): red and blue make magenta.
        #expect(near(try blended(RGBA(r: 1, g: 0, b: 0), RGBA(r: 0, g: 0, b: 1), .screen), 255, 0, 255))
        // Difference: |B − S|.
        #expect(near(try blended(RGBA(r: 1, g: 1, b: 1), RGBA(r: 0.25, g: 0.5, b: 1), .difference), 191, 128, 0))
        // Plus lighter: B + S, clamped.
        #expect(near(try blended(RGBA(r: 0.5, g: 0, b: 0), RGBA(r: 0.25, g: 0.5, b: 0), .plusLighter), 191, 128, 0))
        // Darken and lighten: the minimum and the maximum.
        #expect(near(try blended(RGBA(r: 0.2, g: 0.8, b: 0.5), RGBA(r: 0.6, g: 0.4, b: 0.5), .darken), 51, 102, 128))
        #expect(near(try blended(RGBA(r: 0.2, g: 0.8, b: 0.5), RGBA(r: 0.6, g: 0.4, b: 0.5), .lighten), 153, 204, 128))
        // Normal is over.
        #expect(near(try blended(RGBA(r: 1, g: 0, b: 0), RGBA(r: 0, g: 1, b: 0), .normal), 0, 255, 0))
    }

    /// Destination-out erases what the square drew where the group is (the canvas is
    /// transparent there, read as clear); source-atop keeps the backdrop's coverage.
    @Test func porterDuffModes() throws {
        var list = DisplayList(size: Size(width: 20, height: 20), scale: 1, background: .clear)
        list.append(.shape("backdrop", Rect(x: 0, y: 0, width: 20, height: 10), .rectangle, fill: .solid(RGBA(r: 1, g: 0, b: 0))))
        list.groups = [OpacityGroup(id: "eraser", opacity: 1, blendMode: .destinationOut)]
        var eraser = Element.shape("eraser", Rect(x: 0, y: 0, width: 10, height: 20), .rectangle, fill: .solid(RGBA(r: 0, g: 0, b: 1)))
        eraser.group = 0
        list.append(eraser)
        let raster = try CairoRenderer().render(list)
        #expect(raster.pixel(x: 5, y: 5).a == 0 && raster.pixel(x: 15, y: 5).hex == "#FF0000" && raster.pixel(x: 5, y: 15).a == 0)
        list.groups[0].blendMode = .sourceAtop
        let atop = try CairoRenderer().render(list)
        #expect(atop.pixel(x: 5, y: 5).hex == "#0000FF" && atop.pixel(x: 15, y: 5).hex == "#FF0000" && atop.pixel(x: 5, y: 15).a == 0)
    }
}
