import DisplayList
import Render
import Testing
import Tokens

/// `Raster.compositing`: tiles land pixel for pixel where they are put, clipped to their
/// rounded corners, over the page, and nothing else changes.
@Suite struct RasterCompositingTests {
    let renderer = CairoRenderer()

    func solid(_ hex: String, _ width: Double, _ height: Double) throws -> Raster {
        try renderer.render(DisplayList(size: Size(width: width, height: height), scale: 1, background: RGBA(hex: hex)!))
    }

    @Test func squareTilesAreCopiedOneToOne() throws {
        let page = try solid("#E3E3E8", 40, 30)
        // A tile with a pattern, so a shifted or resampled copy would show.
        var list = DisplayList(size: Size(width: 10, height: 8), scale: 1, background: RGBA(hex: "#102030")!)
        list.append(.shape("dot", Rect(x: 3, y: 2, width: 1, height: 1), fill: .solid(RGBA(hex: "#FF0000")!)))
        let tile = try renderer.render(list)
        let out = try page.compositing([RasterTile(tile, x: 7, y: 5)])
        #expect(out.width == 40 && out.height == 30)
        #expect(out.pixel(x: 10, y: 7).hex == "#FF0000")
        #expect(out.pixel(x: 7, y: 5).hex == "#102030" && out.pixel(x: 16, y: 12).hex == "#102030")
        #expect(out.pixel(x: 6, y: 5).hex == "#E3E3E8" && out.pixel(x: 17, y: 12).hex == "#E3E3E8" && out.pixel(x: 16, y: 13).hex == "#E3E3E8")
        // Everything outside the tile is the page, byte for byte.
        var changed = 0
        for y in 0..<30 { for x in 0..<40 where out.pixel(x: x, y: y) != page.pixel(x: x, y: y) { changed += 1 } }
        #expect(changed == 10 * 8)
    }

    @Test func roundedCornersShowThePageBehind() throws {
        let page = try solid("#FFFFFF", 60, 60)
        let tile = try solid("#000000", 40, 40)
        let out = try page.compositing([RasterTile(tile, x: 10, y: 10, cornerRadius: 8)])
        #expect(out.pixel(x: 10, y: 10).hex == "#FFFFFF")      // the corner is cut away
        #expect(out.pixel(x: 49, y: 49).hex == "#FFFFFF")
        #expect(out.pixel(x: 30, y: 10).hex == "#000000")      // the edges are not
        #expect(out.pixel(x: 10, y: 30).hex == "#000000")
        #expect(out.pixel(x: 30, y: 30).hex == "#000000")
    }

    @Test func aRasterThatIsNotCairosLayoutIsRefused() throws {
        let page = try solid("#FFFFFF", 4, 4)
        let odd = Raster(width: 2, height: 2, stride: 9, bytes: Array(repeating: 0, count: 18))
        #expect(throws: RenderError.self) { try page.compositing([RasterTile(odd, x: 0, y: 0)]) }
    }
}
