import DisplayList
import Render
import Testing
import Tokens

@Suite struct GradientTextTests {
    /// Gradient-masked text paints only its glyphs: the frame around them stays untouched.
    @Test func gradientTextLeavesTheFrameAroundTheGlyphsAlone() throws {
        let g = Gradient([RGBA(hex: "#FF0000")!, RGBA(hex: "#0000FF")!])
        var run = TextRun("1920", font: FontSpec(family: "Quicksand", size: 64, weight: 200, monospacedDigits: true),
                          paint: .linearGradient(g, start: .topLeading, end: .bottomTrailing))
        run.alignment = .leading
        var list = DisplayList(size: Size(width: 200, height: 100), scale: 1, background: .white)
        list.append(.text("n", Rect(x: 10, y: 10, width: 180, height: 80), run))
        let raster = try CairoRenderer().render(list)
        // The gap between the top of the frame and the digits' ink stays white.
        #expect(raster.pixel(x: 100, y: 11).hex == "#FFFFFF")
        #expect(raster.pixel(x: 185, y: 85).hex == "#FFFFFF")
        var coloured = 0
        for y in 0..<100 { for x in 0..<200 where raster.pixel(x: x, y: y).hex != "#FFFFFF" { coloured += 1 } }
        #expect(coloured > 300 && coloured < 200 * 100 / 3)
    }
}
