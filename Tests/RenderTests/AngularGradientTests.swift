import DisplayList
import Foundation
import Render
import Testing
import Tokens

/// Angular (conic) gradients drawn as Apple documents `AngularGradient`, at pixels whose
/// angle from the centre is worked out by hand, and the checks' colour at a point equal to
/// what is drawn there.
@Suite struct AngularGradientTests {
    private let red = RGBA(r: 1, g: 0, b: 0), blue = RGBA(r: 0, g: 0, b: 1)

    private func draw(_ paint: Paint) throws -> Raster {
        var list = DisplayList(size: Size(width: 200, height: 200), scale: 1, background: .white)
        list.append(.shape("g", Rect(x: 0, y: 0, width: 200, height: 200), .rectangle, fill: paint))
        return try CairoRenderer().render(list)
    }

    private func expectNear(_ c: RGBA, _ r: Double, _ b: Double, _ comment: Comment) {
        #expect(abs(c.r * 255 - r) <= 2.5 && c.g * 255 <= 2.5 && abs(c.b * 255 - b) <= 2.5, "\(comment): \(c.r * 255), \(c.g * 255), \(c.b * 255)")
    }

    /// Red to blue over a whole turn from 3 o'clock: a pixel's colour is red mixed with blue by
    /// its clockwise angle over 360°. Pixel (100, 190)'s centre (100.5, 190.5) lies at
    /// atan2(90.5, 0.5) = 89.68°: t = 0.2491, red 0.7509 × 255 = 191.5, blue 63.5.
    @Test func aWholeTurnMixesByTheClockwiseAngle() throws {
        let raster = try draw(.angularGradient(Gradient([red, blue]), center: .center, startAngle: 0, endAngle: 0))
        expectNear(raster.pixel(x: 190, y: 100), 254.6, 0.4, "0.32° below 3 o'clock: red")
        expectNear(raster.pixel(x: 100, y: 190), 191.5, 63.5, "89.68°, 6 o'clock")
        expectNear(raster.pixel(x: 10, y: 100), 127.7, 127.3, "179.68°, 9 o'clock")
        expectNear(raster.pixel(x: 100, y: 10), 63.5, 191.5, "270.32°, 12 o'clock")
        // Just above 3 o'clock the turn ends in blue: the seam a conic gradient has.
        expectNear(raster.pixel(x: 190, y: 99), 0.4, 254.6, "359.68°")
    }

    /// A quarter turn (0°…90°): 45° is the middle; the missing 270° is blue up to 225° and red after.
    @Test func aSweepUnderATurnFillsTheMissingSectorWithItsEndColours() throws {
        let raster = try draw(.angularGradient(Gradient([red, blue]), center: .center, startAngle: 0, endAngle: 90))
        expectNear(raster.pixel(x: 170, y: 170), 127.5, 127.5, "45°")
        expectNear(raster.pixel(x: 30, y: 170), 0, 255, "135°: the missing sector's first half")
        expectNear(raster.pixel(x: 100, y: 20), 255, 0, "270°: its second half")
    }

    /// Two stops at one position switch colour on the spot; starting at 90° turns everything.
    @Test func aHardStopStaysHardAndTheStartAngleTurnsTheSweep() throws {
        let stops = [GradientStop(color: red, position: 0), GradientStop(color: red, position: 0.5),
                     GradientStop(color: blue, position: 0.5), GradientStop(color: blue, position: 1)]
        let raster = try draw(.angularGradient(Gradient(stops: stops), center: .center, startAngle: 90, endAngle: 450))
        // From 6 o'clock: red through 9 o'clock to 12, blue from 12 through 3 back to 6.
        expectNear(raster.pixel(x: 20, y: 100), 255, 0, "180°")
        expectNear(raster.pixel(x: 180, y: 100), 0, 255, "0°")
        expectNear(raster.pixel(x: 96, y: 20), 255, 0, "just before 12 o'clock")
        expectNear(raster.pixel(x: 104, y: 20), 0, 255, "just after it")
    }

    /// The checks read an angular gradient's colour where the renderer draws it.
    @Test func theChecksColourAtAPointIsTheDrawnOne() throws {
        let g = Gradient([RGBA(hex: "#FF9500")!, RGBA(hex: "#34C759")!, RGBA(hex: "#5856D6")!])
        let raster = try draw(.angularGradient(g, center: UnitPoint(x: 0.3, y: 0.6), startAngle: -30, endAngle: 200))
        let sweep = AngularSweep(g, startDegrees: -30, endDegrees: 200)
        for (x, y) in [(10, 10), (150, 30), (190, 190), (20, 180), (120, 100), (60, 150)] {
            let expected = sweep.color(at: Point(x: Double(x) + 0.5, y: Double(y) + 0.5), center: Point(x: 60, y: 120))
            let drawn = raster.pixel(x: x, y: y)
            #expect(abs(drawn.r - expected.r) * 255 <= 3 && abs(drawn.g - expected.g) * 255 <= 3 && abs(drawn.b - expected.b) * 255 <= 3,
                    "(\(x), \(y)): drew \(drawn.hex), the checks read \(expected.hex)")
        }
    }

    /// More than a turn draws only the last one; the display list keeps the degrees as given.
    @Test func overATurnOnlyTheLastTurnIsDrawnAndTheJSONKeepsTheAngles() throws {
        let sweep = AngularSweep(Gradient([red, blue]), startDegrees: 0, endDegrees: 450)
        #expect(abs(sweep.start - .pi / 2) < 1e-12 && abs(sweep.span - 2 * .pi) < 1e-12)
        let paint = Paint.angularGradient(Gradient([red, blue]), center: .center, startAngle: 10, endAngle: 100)
        let json = String(decoding: try JSONEncoder().encode(paint), as: UTF8.self)
        #expect(json.contains("\"kind\":\"angularGradient\"") && json.contains("\"startAngle\":10") && json.contains("\"endAngle\":100"))
        #expect(try JSONDecoder().decode(Paint.self, from: Data(json.utf8)) == paint)
    }
}

/// An angular gradient built in code with a centre or frame that is not finite draws its first
/// colour (or nothing) rather than trapping.
@Suite struct HostileAngularGradientTests {
    @Test func nonFiniteCentresAndHugeFramesDrawWithoutTrapping() throws {
        let g = Gradient([RGBA(r: 1, g: 0, b: 0), RGBA(r: 0, g: 0, b: 1)])
        for (center, frame) in [(UnitPoint(x: .nan, y: 0.5), Rect(x: 0, y: 0, width: 50, height: 50)),
                                (UnitPoint.center, Rect(x: 0, y: 0, width: .infinity, height: 50)),
                                (UnitPoint.center, Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12))] {
            var list = DisplayList(size: Size(width: 50, height: 50), scale: 1, background: .white)
            list.append(.shape("g", frame, .rectangle, fill: .angularGradient(g, center: center, startAngle: 0, endAngle: 0)))
            _ = try CairoRenderer().render(list)
        }
    }
}
