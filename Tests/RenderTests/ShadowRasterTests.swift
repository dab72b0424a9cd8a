import CCairo
import DisplayList
import Foundation
@testable import Render
import Testing
import Tokens

/// Drawings' layered shadows worked out per pixel (`ShadowRaster`) against the stroked
/// shadows they replace on rasters: the same picture within a few levels, under clips,
/// rotations and groups; and every case it cannot reproduce left to the strokes.
@Suite struct ShadowRasterTests {
    /// Outlines in the scene's user space, as a drawing's paths are written.
    enum Outline {
        static func circle(_ x: Double, _ y: Double, _ r: Double) -> DrawingPath {
            DrawingPath([.ellipse(AffineTransform(a: r, b: 0, c: 0, d: r, tx: x, ty: y))])
        }
        static func polygon(_ points: [Point], closed: Bool = true) -> [DrawingPathCommand] {
            [.move(points[0])] + points.dropFirst().map { .line($0) } + (closed ? [.close] : [])
        }
        /// A closed Catmull-Rom spline through `p`, as the illustrations draw leaves.
        static func smoothClosed(_ p: [Point]) -> DrawingPath {
            let n = p.count
            var commands: [DrawingPathCommand] = [.move(p[0])]
            for i in 0..<n {
                let p0 = p[(i + n - 1) % n], p1 = p[i], p2 = p[(i + 1) % n], p3 = p[(i + 2) % n]
                let c1 = Point(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
                let c2 = Point(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
                commands.append(.curve(p2, control1: c1, control2: c2))
            }
            return DrawingPath(commands + [.close])
        }
    }

    /// A scene to draw a shadow in: a canvas of `size` px filled with a warm table colour.
    struct Canvas {
        let surface: OpaquePointer
        let cr: OpaquePointer
        init(size: Int = 160) {
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size))
            cr = cairo_create(surface)
            cairo_set_source_rgb(cr, 0.85, 0.78, 0.66)
            cairo_paint(cr)
        }
        func finish() -> [UInt8] {
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            let stride = Int(cairo_image_surface_get_stride(surface)), h = Int(cairo_image_surface_get_height(surface))
            let bytes = Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: stride * h))
            cairo_surface_destroy(surface)
            return bytes
        }
    }

    /// How one shadow is drawn: the scene's transform and clip, then the outline.
    struct Scene: CustomTestStringConvertible, Sendable {
        let name: String
        var setUp: @Sendable (OpaquePointer) -> Void = { _ in }
        let outline: DrawingPath
        var spread = 0.08, steps = 5, alpha = 0.35
        /// The largest difference allowed at any pixel.
        var largest = 10
        var testDescription: String { name }
    }

    static let leaf = Outline.smoothClosed((0..<28).map { k in
        let a = Double(k) / 28 * 2 * .pi
        let ruffle = 1 + 0.1 * sin(a * 11 + 0.7)
        return Point(x: -0.3 + 0.6 * (1 - cos(a)) / 2, y: sin(a) * 0.22 * ruffle)
    })

    static let scenes: [Scene] = [
        Scene(name: "a circle", setUp: { cairo_translate($0, 80, 80); cairo_scale($0, 100, 100) },
              outline: Outline.circle(0, 0, 0.3)),
        Scene(name: "a ruffled leaf at @3x-like scale", setUp: { cairo_translate($0, 80, 80); cairo_scale($0, 200, 200) },
              outline: ShadowRasterTests.leaf, spread: 0.03),
        Scene(name: "a rotated leaf", setUp: { cairo_translate($0, 80, 80); cairo_rotate($0, 0.6); cairo_scale($0, 180, 180) },
              outline: ShadowRasterTests.leaf, spread: 0.04, steps: 12),
        Scene(name: "a leaf under a round clip that cuts its shadow",
              setUp: { cr in
                  cairo_arc(cr, 70, 75, 52, 0, 2 * .pi); cairo_clip(cr); cairo_new_path(cr)
                  cairo_translate(cr, 80, 80); cairo_scale(cr, 200, 200)
              },
              outline: ShadowRasterTests.leaf, spread: 0.05),
        Scene(name: "a polygon with an even-odd hole",
              setUp: { cr in cairo_translate(cr, 80, 80); cairo_scale(cr, 120, 120); cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD) },
              outline: DrawingPath(Outline.polygon([Point(x: -0.4, y: -0.3), Point(x: 0.4, y: -0.35), Point(x: 0.35, y: 0.4), Point(x: -0.3, y: 0.3)])
                                   + Outline.polygon([Point(x: -0.1, y: -0.1), Point(x: 0.1, y: -0.1), Point(x: 0.1, y: 0.1), Point(x: -0.1, y: 0.1)])),
              // Cairo 1.16 strokes the corner where a polygon starts mitred even with round
              // joins; the raster draws the round join asked for, up to 30 levels apart there.
              largest: 30),
        Scene(name: "a circle at @1x with a thin spread", setUp: { cairo_translate($0, 80.3, 79.6); cairo_scale($0, 40, 40) },
              outline: Outline.circle(0, 0, 0.5), spread: 0.02, steps: 6),
    ]

    static func draw(_ scene: Scene, raster: Bool, group: Bool = false) -> (pixels: [UInt8], rastered: Bool) {
        let canvas = Canvas()
        let cr = canvas.cr
        if group {
            // A group whose surface starts away from the origin (an opacity group's).
            cairo_rectangle(cr, 13, 17, 140, 130); cairo_clip(cr); cairo_new_path(cr)
            cairo_push_group(cr)
            // As an illustration does, the table first: shadows fall on opaque pixels.
            cairo_set_source_rgb(cr, 0.85, 0.78, 0.66)
            cairo_paint(cr)
        }
        scene.setUp(cr)
        let each = 1 - pow(1 - scene.alpha, 1 / Double(scene.steps))
        let tint = RGBA(hex: "#1E2A0C")!
        var rastered = false
        if raster {
            rastered = ShadowRaster.paint(on: cr, build: { DrawingReplay.add(scene.outline, on: cr) }, spread: scene.spread,
                                          steps: scene.steps, each: each, tint: tint)
        } else {
            DrawingReplay.strokedShadow(of: scene.outline, spread: scene.spread, steps: scene.steps, each: each, tint: tint, on: cr)
        }
        if group {
            cairo_pop_group_to_source(cr)
            cairo_identity_matrix(cr)
            cairo_reset_clip(cr)
            cairo_paint(cr)
        }
        return (canvas.finish(), rastered)
    }

    /// Largest channel difference, and the share of bytes more than 2 levels apart.
    static func compare(_ a: [UInt8], _ b: [UInt8]) -> (max: Int, beyondTwo: Double) {
        var largest = 0, beyond = 0
        for i in a.indices where a[i] != b[i] {
            let d = abs(Int(a[i]) - Int(b[i]))
            if d > 2 { beyond += 1 }
            largest = max(largest, d)
        }
        return (largest, Double(beyond) / Double(a.count))
    }

    @Test(arguments: scenes, [false, true])
    func matchesTheStrokedShadow(scene: Scene, inGroup: Bool) {
        let stroked = Self.draw(scene, raster: false, group: inGroup)
        let rastered = Self.draw(scene, raster: true, group: inGroup)
        #expect(rastered.rastered, "\(scene.name): fell back to strokes")
        let (largest, beyondTwo) = Self.compare(stroked.pixels, rastered.pixels)
        #expect(largest <= scene.largest, "\(scene.name): \(largest) levels apart")
        #expect(beyondTwo < 0.01, "\(scene.name): \(beyondTwo) of the bytes more than 2 levels apart")
        // And it drew a shadow at all: the centre darkened.
        let plain = Canvas().finish()
        #expect(Self.compare(plain, rastered.pixels).max > 30)
    }

    @Test func drawsTheSameBytesEveryTime() {
        let scene = Self.scenes[3]
        #expect(Self.draw(scene, raster: true).pixels == Self.draw(scene, raster: true).pixels)
    }

    /// Cairo keeps 8 bits of the premultiplied tint: 0x1E2A0C at alpha 0.069 paints as 0x1E1E00.
    @Test func paintsTheColourCairoPaints() {
        let colour = ShadowRaster.paintedColour(RGBA(hex: "#1E2A0C")!, alpha: 1 - pow(0.7, 0.2))
        #expect(ShadowRaster.cairoByte(1 - pow(0.7, 0.2)) == 17)
        #expect(colour.r == 2.0 / 17 && colour.g == 2.0 / 17 && colour.b == 0)
        #expect(ShadowRaster.paintedColour(RGBA(hex: "#FFFFFF")!, alpha: 1) == (1, 1, 1))
    }

    /// What the per-pixel shadow cannot reproduce is left to the strokes.
    @Test func leavesToTheStrokesWhatItCannotReproduce() {
        let circle = Outline.circle(0, 0, 0.3)
        // A squashed pen (non-uniform scale).
        let squashed = Scene(name: "squashed", setUp: { cairo_translate($0, 80, 80); cairo_scale($0, 100, 60) }, outline: circle)
        #expect(!Self.draw(squashed, raster: true).rastered)
        // An open outline (its stroke would have caps).
        let open = Scene(name: "open", setUp: { cairo_translate($0, 80, 80); cairo_scale($0, 100, 100) },
                         outline: DrawingPath(Outline.polygon([Point(x: -0.3, y: 0), Point(x: 0, y: 0.3), Point(x: 0.3, y: 0)], closed: false)))
        #expect(!Self.draw(open, raster: true).rastered)
        // Hostile numbers: nothing drawn by the raster, no crash.
        for spread in [Double.nan, -1, .infinity] {
            let scene = Scene(name: "spread \(spread)", setUp: { cairo_translate($0, 80, 80); cairo_scale($0, 100, 100) },
                              outline: circle, spread: spread)
            #expect(!Self.draw(scene, raster: true).rastered)
        }
        // A shadow a thousand times the canvas: the canvas bounds what is worked out.
        let huge = Scene(name: "huge", setUp: { cairo_scale($0, 1e5, 1e5) }, outline: circle)
        #expect(Self.draw(huge, raster: true).rastered)
    }

    /// A vector file keeps its shadows vector.
    @Test func vectorSurfacesAreLeftToTheStrokes() {
        let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)
        let cr = cairo_create(recording)!
        cairo_scale(cr, 100, 100)
        #expect(!ShadowRaster.paint(on: cr, build: { DrawingReplay.add(Outline.circle(0.5, 0.5, 0.3), on: cr) }, spread: 0.05, steps: 5,
                                    each: 0.07, tint: RGBA(r: 0, g: 0, b: 0)))
        cairo_destroy(cr)
        cairo_surface_destroy(recording)
    }

    /// A shadow wholly outside the clip draws nothing and says it is done.
    @Test func aShadowOutsideTheClipDrawsNothing() {
        let scene = Scene(name: "outside", setUp: { cr in
            cairo_rectangle(cr, 0, 0, 20, 20); cairo_clip(cr); cairo_new_path(cr)
            cairo_translate(cr, 120, 120); cairo_scale(cr, 50, 50)
        }, outline: Outline.circle(0, 0, 0.3))
        let drawn = Self.draw(scene, raster: true)
        #expect(drawn.rastered)
        #expect(drawn.pixels == Canvas().finish())
    }

    /// The distance field, worked eight pixels at a time, has the bits of the plain formula
    /// at every pixel: segments of every slope and length (a point too) at fractional
    /// positions, boxes cut by the canvas's edges, and rows whose width is not a multiple of
    /// eight (the scalar tail). A lane off by one pixel would move every shadow edge. (The
    /// random segments stay left of x = 35, so the right of the canvas stays far.)
    @Test func theDistanceFieldHasTheBitsOfThePlainFormula() {
        let width = 61, height = 37, reach = 6.5
        var seed: UInt64 = 0x5EED
        func next() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53)
        }
        // A point on a pixel centre, lines along a row and a column, a segment a hair long
        // (the inverse of its length squared is infinite in Float), one ending on a centre.
        var segments: [((Double, Double), (Double, Double))] = [((10.5, 20.5), (10.5, 20.5)), ((-4, 3.3), (70, 3.3)), ((5.5, -9), (5.5, 50)),
                                                                ((20.25, 8.75), (20.25 + 1e-20, 8.75)), ((14.5, 30.5), (26.1, 33.7))]
        for _ in 0..<40 {
            segments.append(((next() * 45 - 10, next() * 56 - 10), (next() * 45 - 10, next() * 56 - 10)))
        }
        var fast = [Float](repeating: .infinity, count: width * height)
        var plain = fast
        for (a, b) in segments {
            fast.withUnsafeMutableBufferPointer { ShadowRaster.splat($0, width: width, height: height, from: a, to: b, reach: reach) }
            // The formula the vector code replaced, pixel by pixel.
            let x0 = max(0, Int((min(a.0, b.0) - reach).rounded(.down))), x1 = min(width - 1, Int((max(a.0, b.0) + reach).rounded(.up)))
            let y0 = max(0, Int((min(a.1, b.1) - reach).rounded(.down))), y1 = min(height - 1, Int((max(a.1, b.1) + reach).rounded(.up)))
            guard x0 <= x1, y0 <= y1 else { continue }
            let ex = Float(b.0 - a.0), ey = Float(b.1 - a.1)
            let lengthSquared = ex * ex + ey * ey
            let inverse: Float = lengthSquared > 0 ? 1 / lengthSquared : 0
            for y in y0...y1 {
                for x in x0...x1 {
                    let px = Float(x) + 0.5 - Float(a.0), py = Float(y) + 0.5 - Float(a.1)
                    let t = min(max((px * ex + py * ey) * inverse, 0), 1)
                    let qx = px - t * ex, qy = py - t * ey
                    plain[y * width + x] = min(plain[y * width + x], qx * qx + qy * qy)
                }
            }
        }
        let differing = fast.indices.filter { fast[$0].bitPattern != plain[$0].bitPattern }
        #expect(differing.isEmpty, "\(differing.count) pixels differ, the first at x \(differing.first.map { $0 % width } ?? 0), y \(differing.first.map { $0 / width } ?? 0)")
        #expect(fast[20 * width + 10] == 0)
        #expect(fast[30 * width + 58].isInfinite)
        #expect(fast.filter { $0 > 0 && $0.isFinite }.count > width * height / 2)
    }
}
