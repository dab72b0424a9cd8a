import CCairo
import DisplayList
import Foundation
@testable import Render
import Testing
import Tokens

/// A faded text or shape is drawn in a group only as large as what it paints: the pixels
/// must be exactly those of a group spanning the whole canvas, at every scale, under
/// transforms, with strokes and caps that reach past the frame and curves that overshoot it.
@Suite struct GroupBoxTests {
    static func fadedScene(scale: Double) -> DisplayList {
        var list = DisplayList(size: Size(width: 200, height: 160), scale: scale, background: RGBA(hex: "#203040")!)
        // A non-uniform backdrop, so a wrongly composited pixel shows.
        let backdrop = Element.shape("backdrop", Rect(x: 0, y: 0, width: 200, height: 160),
                                     fill: .linearGradient(Gradient(stops: [GradientStop(color: RGBA(hex: "#FF8800")!, position: 0),
                                                                            GradientStop(color: RGBA(hex: "#0088FF")!, position: 1)]),
                                                           start: .topLeading, end: .bottomTrailing))
        var title = Element.text("title", Rect(x: 10.3, y: 8.7, width: 120, height: 30),
                                 TextRun("Ring 4 · 75 %", font: FontSpec(family: "Inter", size: 17.5, weight: 600), paint: .solid(.white)))
        title.opacity = 0.37
        var tilted = Element.text("tilted", Rect(x: 120, y: 40, width: 70, height: 40),
                                  TextRun("Wg", font: FontSpec(family: "Inter", size: 30, weight: 800), paint: .solid(RGBA(hex: "#112233")!)))
        tilted.opacity = 0.61
        tilted.transform = .rotation(radians: 0.4, anchor: Point(x: 155, y: 60))
        var capped = Element.shape("capped", Rect(x: 20.25, y: 60.5, width: 60, height: 0.5),
                                   stroke: Stroke(.solid(.white), width: 9, lineCap: .square))
        capped.opacity = 0.5
        var ring = Element.shape("ring", Rect(x: 30.4, y: 80.2, width: 50, height: 50), .ellipse,
                                 fill: .solid(RGBA(hex: "#00FF0080")!), stroke: Stroke(.solid(.black), width: 6, inside: true))
        ring.opacity = 0.73
        ring.transform = .scale(x: 1.3, y: 1.3, anchor: Point(x: 55, y: 105))
        var wave = Element.shape("wave", Rect(x: 100, y: 110, width: 80, height: 30),
                                 .path([.move(Point(x: 0, y: 30)), .curve(Point(x: 80, y: 30), control1: Point(x: 20, y: -40), control2: Point(x: 60, y: 70))]),
                                 stroke: Stroke(.solid(RGBA(hex: "#FFEE00")!), width: 4, lineCap: .round))
        wave.opacity = 0.45
        list.elements = [backdrop, title, tilted, capped, ring, wave]
        return list
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func aBoundedGroupDrawsTheSamePixels(scale: Double) throws {
        let list = Self.fadedScene(scale: scale)
        let bounded = try CairoRenderer().render(list)
        let whole = CairoRenderer()
        whole.boundsGroups = false
        let unbounded = try whole.render(list)
        #expect(bounded.bytes == unbounded.bytes)
        // The scene really draws faded things: the title's pixels differ from the backdrop alone.
        var backdropOnly = list
        backdropOnly.elements = [list.elements[0]]
        #expect(try CairoRenderer().render(backdropOnly).bytes != bounded.bytes)
    }

    @Test func theBoxIsWhatTheElementPaintsNotTheCanvas() throws {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 600, 480))
        defer { cairo_surface_destroy(surface) }
        let cr = try #require(cairo_create(surface))
        defer { cairo_destroy(cr) }
        cairo_scale(cr, 3, 3)
        let renderer = CairoRenderer()
        let scene = Self.fadedScene(scale: 3)
        let title = try #require(renderer.groupBox(of: scene.elements[1], on: cr))
        // Ink of a 17.5 pt line of text plus its margin: far smaller than the 200 × 160 canvas.
        #expect(title.x < 10.3 && title.y < 8.7 && title.width < 140 && title.height < 45)
        let capped = try #require(renderer.groupBox(of: scene.elements[3], on: cr))
        // The square cap reaches 4.5 pt past each end and the stroke 4.5 pt above and below.
        #expect(capped.x <= 20.25 - 4.5 && capped.x + capped.width >= 80.25 + 4.5)
        #expect(capped.y <= 60.5 - 4.5 && capped.y + capped.height >= 61 + 4.5)
        let wave = try #require(renderer.groupBox(of: scene.elements[5], on: cr))
        // The curve swings below its frame (to about y 149.0 of 140): the box holds every
        // point of it and half the stroke beyond.
        let ys = (0...1000).map { k -> Double in
            let t = Double(k) / 1000, u = 1 - t
            return 110 + u * u * u * 30 + 3 * u * u * t * -40 + 3 * u * t * t * 70 + t * t * t * 30
        }
        #expect(ys.max()! > 149 && ys.max()! < 149.1)
        #expect(wave.y <= ys.min()! - 2 && wave.y + wave.height >= ys.max()! + 2)
        // A gradient-filled shape is not bounded (its gradient is worked out per pixel of the group).
        #expect(renderer.groupBox(of: scene.elements[0], on: cr) == nil)
    }
}
