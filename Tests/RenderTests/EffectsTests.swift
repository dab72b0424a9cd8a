import DisplayList
import Foundation
import Render
import Testing
import Tokens

@Suite struct EffectsTests {
    /// A blurred step edge follows the Gaussian's cumulative profile, 255·Φ((x − edge)/σ),
    /// within 2 % of full scale (the three-box construction's promise).
    @Test(arguments: [4.0, 12.0, 36.0])
    func stepEdgeMatchesTheGaussianProfile(_ sigma: Double) {
        let width = 400, height = 3
        var data = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height { for x in 200..<width { data[y * width + x] = 255 } }
        GaussianBlur.blur(&data, width: width, height: height, stride: width, channels: 1, sigma: sigma)
        var worst = 0.0
        for x in 0..<width {
            let z = (Double(x) + 0.5 - 200) / sigma
            let expected = 255 * 0.5 * (1 + erf(z / 2.squareRoot()))
            worst = max(worst, abs(Double(data[width + x]) - expected))
        }
        #expect(worst <= 0.02 * 255, "worst deviation \(worst) levels at σ = \(sigma)")
    }

    @Test func materialBlursOnlyWhatIsBehindIt() throws {
        // Left half black, right half white; a material card across the edge blurs it.
        var list = DisplayList(size: Size(width: 200, height: 100), scale: 1, background: .black)
        list.append(.shape("white", Rect(x: 100, y: 0, width: 100, height: 100), fill: .solid(.white)))
        var card = Element.shape("card", Rect(x: 50, y: 25, width: 100, height: 50), .rectangle)
        card.material = MaterialStyle(name: "test", blur: 8, tint: .clear, saturation: 1)
        list.append(card)
        let raster = try CairoRenderer().render(list)
        // Inside the card the edge is soft: the pixel just left of it is grey, not black.
        let inside = raster.pixel(x: 97, y: 50)
        #expect(inside.r > 0.2 && inside.r < 0.5)
        // Outside the card the edge stays hard.
        #expect(raster.pixel(x: 97, y: 10).hex == "#000000")
        #expect(raster.pixel(x: 102, y: 10).hex == "#FFFFFF")
    }

    @Test func shadowDarkensBelowTheShapeOnly() throws {
        var list = DisplayList(size: Size(width: 100, height: 100), scale: 1, background: .white)
        var card = Element.shape("card", Rect(x: 25, y: 25, width: 50, height: 40), .rectangle, fill: .solid(.white))
        card.shadow = ShadowStyle(color: RGBA(r: 0, g: 0, b: 0, a: 0.5), radius: 4, x: 0, y: 8)
        list.append(card)
        let raster = try CairoRenderer().render(list)
        #expect(raster.pixel(x: 50, y: 68).r < 0.9, "shadow visible below the card")
        #expect(raster.pixel(x: 50, y: 18).hex == "#FFFFFF", "nothing above it (offset y 8)")
        #expect(raster.pixel(x: 50, y: 45).hex == "#FFFFFF", "the card itself is drawn over its shadow")
    }

    @Test func cascadeGlyphsKeepTheirOwnOpacity() throws {
        let font = FontSpec(family: "Inter", size: 40, weight: 400)
        var run = TextRun("II", font: font, paint: .solid(.black))
        run.glyphs = [GlyphStyle(opacity: 1, offsetY: 0, weight: 400), GlyphStyle(opacity: 0, offsetY: 0, weight: 400)]
        var list = DisplayList(size: Size(width: 80, height: 60), scale: 1, background: .white)
        list.append(.text("t", Rect(x: 5, y: 5, width: 70, height: 50), run))
        let raster = try CairoRenderer().render(list)
        func ink(_ x0: Int, _ x1: Int) -> Int {
            var n = 0
            for y in 0..<60 { for x in x0..<x1 where raster.pixel(x: x, y: y).r < 0.5 { n += 1 } }
            return n
        }
        let firstAdvance = Int(PangoText().measure(TextRun("I", font: font, paint: .solid(.black)), width: nil).size.width)
        #expect(ink(0, 5 + firstAdvance) > 50, "glyph 0 is drawn")
        #expect(ink(5 + firstAdvance, 80) == 0, "glyph 1 at opacity 0 is not")
    }
}

@Suite struct DownsampledBlurTests {
    /// Blurring an f × f-averaged copy by the residual σ and scaling back up bilinearly
    /// stays within 2 % of the full-resolution blur (a step edge, the hardest case).
    @Test(arguments: [12.0, 36.0])
    func downsampledBlurIsWithinTwoPercentOfFullResolution(_ sigma: Double) {
        let width = 600, height = 1
        var full = [UInt8](repeating: 0, count: width)
        for x in 300..<width { full[x] = 255 }
        let source = full
        GaussianBlur.blur(&full, width: width, height: height, stride: width, channels: 1, sigma: sigma)
        let f = GaussianBlur.downsampleFactor(sigma: sigma)
        #expect(f > 1)
        var small = GaussianBlur.downsample(source, width: width, height: height, stride: width, channels: 1, factor: f)
        GaussianBlur.blur(&small.pixels, width: small.width, height: 1, stride: small.width, channels: 1,
                          sigma: GaussianBlur.residualSigma(sigma, factor: f))
        var worst = 0.0
        for x in 0..<width {
            // Bilinear sampling as Cairo does: sample centres at (i + 0.5)·f.
            let u = (Double(x) + 0.5) / Double(f) - 0.5
            let i0 = max(0, min(small.width - 1, Int(u.rounded(.down)))), i1 = min(small.width - 1, i0 + 1)
            let t = min(max(u - Double(i0), 0), 1)
            let up = Double(small.pixels[i0]) * (1 - t) + Double(small.pixels[i1]) * t
            worst = max(worst, abs(up - Double(full[x])))
        }
        #expect(worst <= 0.02 * 255, "worst \(worst) levels at σ = \(sigma), factor \(f)")
    }
}

@Suite struct LayerBlurAndRadialTests {
    @Test func blurModifierSoftensTheElementsOwnEdges() throws {
        var list = DisplayList(size: Size(width: 100, height: 100), scale: 1, background: .white)
        var square = Element.shape("sq", Rect(x: 30, y: 30, width: 40, height: 40), fill: .solid(.black))
        square.blur = 6
        list.append(square)
        let raster = try CairoRenderer().render(list)
        // On the edge the Gaussian gives half coverage; well inside it stays nearly black.
        let edge = raster.pixel(x: 30, y: 50)
        #expect(edge.r > 0.3 && edge.r < 0.7, "edge \(edge.hex)")
        #expect(raster.pixel(x: 50, y: 50).r < 0.1)
        #expect(raster.pixel(x: 20, y: 50).r < 0.99, "blur spills outside the square")
        #expect(raster.pixel(x: 2, y: 2).hex == "#FFFFFF")
    }

    @Test func radialGradientIsCentred() throws {
        var list = DisplayList(size: Size(width: 100, height: 100), scale: 1, background: .white)
        list.append(.shape("r", Rect(x: 0, y: 0, width: 100, height: 100),
                           fill: .radialGradient(Gradient([.black, .white]), center: .center, startRadius: 0, endRadius: 50)))
        let raster = try CairoRenderer().render(list)
        #expect(raster.pixel(x: 50, y: 50).r < 0.03)
        #expect(abs(raster.pixel(x: 75, y: 50).r - 0.5) < 0.03)
        #expect(raster.pixel(x: 99, y: 50).r > 0.97)
    }
}
