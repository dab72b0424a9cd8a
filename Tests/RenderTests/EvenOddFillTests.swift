import DisplayList
import Render
import Testing
import Tokens

/// `evenOddPath`: SwiftUI's `FillStyle(eoFill: true)` — where two sub-paths overlap the point
/// is crossed twice, so it is outside; the non-zero rule counts the same two windings and
/// fills it. Also a clip by the rule, and the JSON round trip.
@Suite struct EvenOddFillTests {
    /// Two 20 × 20 squares, both wound clockwise, overlapping in x 10…20.
    private let overlapping: [PathCommand] = [
        .move(Point(x: 0, y: 0)), .line(Point(x: 20, y: 0)), .line(Point(x: 20, y: 20)), .line(Point(x: 0, y: 20)), .close,
        .move(Point(x: 10, y: 0)), .line(Point(x: 30, y: 0)), .line(Point(x: 30, y: 20)), .line(Point(x: 10, y: 20)), .close,
    ]

    private func red(at x: Int, _ shape: Shape) throws -> Double {
        var list = DisplayList(size: Size(width: 30, height: 20), scale: 1, background: .white)
        list.append(.shape("s", Rect(x: 0, y: 0, width: 30, height: 20), shape, fill: .solid(RGBA(r: 0, g: 0, b: 1))))
        // Blue over white: red is 0 where filled, 1 where not.
        return try CairoRenderer().render(list).pixel(x: x, y: 10).r
    }

    @Test func theOverlapIsAHoleByTheEvenOddRuleOnly() throws {
        #expect(try red(at: 15, .evenOddPath(overlapping)) > 0.99)
        #expect(try red(at: 5, .evenOddPath(overlapping)) < 0.01)
        #expect(try red(at: 25, .evenOddPath(overlapping)) < 0.01)
        #expect(try red(at: 15, .path(overlapping)) < 0.01)
    }

    @Test func aClipFollowsTheRuleToo() throws {
        var list = DisplayList(size: Size(width: 30, height: 20), scale: 1, background: .white)
        list.append(.shape("s", Rect(x: 0, y: 0, width: 30, height: 20), .rectangle, fill: .solid(RGBA(r: 0, g: 0, b: 1)),
                           clip: Clip(frame: Rect(x: 0, y: 0, width: 30, height: 20), shape: .evenOddPath(overlapping))))
        let raster = try CairoRenderer().render(list)
        #expect(raster.pixel(x: 15, y: 10).r > 0.99 && raster.pixel(x: 5, y: 10).r < 0.01)
    }

    @Test func theKindRoundTripsThroughJSON() throws {
        var list = DisplayList(size: Size(width: 30, height: 20), scale: 1, background: .white)
        list.append(.shape("s", Rect(x: 0, y: 0, width: 30, height: 20), .evenOddPath(overlapping), fill: .solid(.white)))
        let json = try list.stableJSON()
        #expect(json.contains("evenOddPath"))
        #expect(try DisplayList(json: json).elements[0].shape == .evenOddPath(overlapping))
    }
}
