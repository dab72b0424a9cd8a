import DisplayList
import Render
import Testing
import Tokens

/// The renderer draws an image's `Drawing` as data: fills, strokes, clips, gradients in
/// their own space and the fill rule, inside the image's frame, at known pixels.
@Suite struct DrawingReplayTests {
    static let background = RGBA(hex: "#FFFFFF")!, red = RGBA(hex: "#FF0000")!, blue = RGBA(hex: "#0000FF")!

    static func square(_ x: Double, _ y: Double, _ side: Double) -> [DrawingPathCommand] {
        [.move(Point(x: x, y: y)), .line(Point(x: x + side, y: y)), .line(Point(x: x + side, y: y + side)),
         .line(Point(x: x, y: y + side)), .close]
    }

    /// A 60 × 60 canvas with one image at (10, 10), 40 × 40, drawing `operations`.
    static func render(_ operations: [DrawingOperation]) throws -> Raster {
        var list = DisplayList(size: Size(width: 60, height: 60), scale: 1, background: background)
        var image = Element(id: "picture", kind: .image, frame: Rect(x: 10, y: 10, width: 40, height: 40))
        image.image = "illustration:test"
        image.drawing = Drawing(operations: operations)
        list.append(image)
        return try CairoRenderer().render(list)
    }

    @Test func aFillLandsAtItsPointsFromTheFramesCorner() throws {
        let raster = try Self.render([.fill(DrawingPath(Self.square(10, 10, 10)), .solid(Self.red), evenOdd: false)])
        #expect(raster.pixel(x: 25, y: 25) == Self.red)
        #expect(raster.pixel(x: 18, y: 18) == Self.background)
        #expect(raster.pixel(x: 31, y: 31) == Self.background)
    }

    @Test func theFrameAndAClipLimitWhatIsDrawn() throws {
        let everywhere = DrawingOperation.fill(DrawingPath(Self.square(-100, -100, 300)), .solid(Self.blue), evenOdd: false)
        let raster = try Self.render([.clip(DrawingPath(Self.square(0, 0, 20)), evenOdd: false, [everywhere])])
        #expect(raster.pixel(x: 15, y: 15) == Self.blue)
        #expect(raster.pixel(x: 35, y: 35) == Self.background)
        let unclipped = try Self.render([everywhere])
        #expect(unclipped.pixel(x: 45, y: 45) == Self.blue)
        #expect(unclipped.pixel(x: 5, y: 5) == Self.background)
        #expect(unclipped.pixel(x: 55, y: 30) == Self.background)
    }

    @Test func theEvenOddRuleCutsAHole() throws {
        let path = DrawingPath(Self.square(0, 0, 40) + Self.square(10, 10, 20))
        let evenOdd = try Self.render([.fill(path, .solid(Self.red), evenOdd: true)])
        #expect(evenOdd.pixel(x: 30, y: 30) == Self.background)
        #expect(evenOdd.pixel(x: 14, y: 14) == Self.red)
        let nonZero = try Self.render([.fill(path, .solid(Self.red), evenOdd: false)])
        #expect(nonZero.pixel(x: 30, y: 30) == Self.red)
    }

    /// From red at 0 to blue at 10 in the gradient's space, doubled: halfway at 10 points.
    @Test func aGradientIsDrawnInItsOwnSpace() throws {
        let gradient = DrawingPaint.linear(start: Point(x: 0, y: 0), end: Point(x: 10, y: 0),
                                           stops: [GradientStop(color: Self.red, position: 0), GradientStop(color: Self.blue, position: 1)],
                                           transform: AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0))
        let raster = try Self.render([.fill(DrawingPath(Self.square(0, 0, 40)), gradient, evenOdd: false)])
        let middle = raster.pixel(x: 20, y: 30)  // 10.5 pt into the drawing: just past half
        #expect(abs(middle.r - 0.475) < 0.03 && abs(middle.b - 0.525) < 0.03, "\(middle.hex)")
        #expect(raster.pixel(x: 45, y: 30) == Self.blue)  // past the end: the end colour
    }

    @Test func anEllipseIsTheUnitCircleMapped() throws {
        let ellipse = DrawingPath([.ellipse(AffineTransform(a: 15, b: 0, c: 0, d: 5, tx: 20, ty: 20))])
        let raster = try Self.render([.fill(ellipse, .solid(Self.red), evenOdd: false)])
        #expect(raster.pixel(x: 43, y: 30) == Self.red)   // 13 pt right of the centre, inside
        #expect(raster.pixel(x: 30, y: 38) == Self.background)  // 8 pt below it, outside
    }

    /// A drawing made for another size (an image whose frame animates) is stretched to the
    /// frame it is drawn in: made for 20 × 20, drawn in 40 × 40, a 10-pt square covers 20 pt.
    @Test func aDrawingMadeForAnotherSizeIsStretchedToItsFrame() throws {
        var list = DisplayList(size: Size(width: 60, height: 60), scale: 1, background: Self.background)
        var image = Element(id: "picture", kind: .image, frame: Rect(x: 10, y: 10, width: 40, height: 40))
        image.image = "illustration:test"
        image.drawing = Drawing(operations: [.fill(DrawingPath(Self.square(0, 0, 10)), .solid(Self.red), evenOdd: false)],
                                size: Size(width: 20, height: 20))
        list.append(image)
        let raster = try CairoRenderer().render(list)
        #expect(raster.pixel(x: 28, y: 28) == Self.red)
        #expect(raster.pixel(x: 32, y: 32) == Self.background)
    }

    /// Numbers no drawing should hold are skipped, not drawn wrong or crashed on.
    @Test func hostileOperationsDrawNothing() throws {
        let flat = DrawingPaint.radial(startCenter: Point(x: 0, y: 0), startRadius: 0, endCenter: Point(x: 0, y: 0), endRadius: 1,
                                       stops: [GradientStop(color: Self.red, position: 0)],
                                       transform: AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        let raster = try Self.render([
            .fill(DrawingPath(Self.square(0, 0, 40)), flat, evenOdd: false),
            .stroke(DrawingPath(Self.square(5, 5, 30)), .solid(Self.red), width: .nan, roundCap: true),
            .stroke(DrawingPath(Self.square(5, 5, 30)), .solid(Self.red), width: -3, roundCap: true),
            .fill(DrawingPath([.ellipse(AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 20, ty: 20))]), .solid(Self.red), evenOdd: false),
            .layeredShadow(DrawingPath(Self.square(5, 5, 30)), evenOdd: false, color: Self.red, spread: .infinity, layers: 5, layerAlpha: 0.1),
            .layeredShadow(DrawingPath(Self.square(5, 5, 30)), evenOdd: false, color: Self.red, spread: 2, layers: 0, layerAlpha: 0.1),
        ])
        for y in 0..<60 { for x in 0..<60 { #expect(raster.pixel(x: x, y: y) == Self.background) } }
    }

    /// A layered shadow darkens inside and just outside its outline, and nothing far away.
    @Test func aLayeredShadowFallsOffOutsideItsOutline() throws {
        let raster = try Self.render([.layeredShadow(DrawingPath(Self.square(10, 10, 20)), evenOdd: false, color: RGBA(r: 0, g: 0, b: 0),
                                                     spread: 4, layers: 6, layerAlpha: 0.1)])
        let inside = raster.pixel(x: 30, y: 30).r, near = raster.pixel(x: 41, y: 30).r, far = raster.pixel(x: 47, y: 30).r
        #expect(inside < near && near < 1 && far == 1, "\(inside) \(near) \(far)")
    }
}
