/// The outline of a drawn element, in the element's frame.
public enum Shape: Hashable, Sendable, Codable {
    /// The frame itself.
    case rectangle
    /// `RoundedRectangle(cornerRadius:style:)`; `.continuous` is Apple's smooth corner.
    case roundedRectangle(cornerRadius: Double, style: CornerStyle)
    /// Fully rounded ends on the shorter side.
    case capsule
    /// The ellipse inscribed in the frame.
    case ellipse
    /// An open or closed path in points, relative to the frame's origin.
    case path([PathCommand])
    /// A path filled by the even-odd rule (SwiftUI's `FillStyle(eoFill: true)`): a point is
    /// inside when a ray from it crosses the outline an odd number of times, so an overlap
    /// of subpaths is a hole. `path` fills by the non-zero winding rule.
    case evenOddPath([PathCommand])

    /// How a rounded rectangle's corners curve: a quarter circle, or Apple's continuous curve.
    public enum CornerStyle: String, Hashable, Sendable, Codable { case circular, continuous }
}

/// One step of a path, in points relative to the frame's origin.
public enum PathCommand: Hashable, Sendable, Codable {
    /// Starts a new subpath at the point.
    case move(Point)
    /// A straight line to the point.
    case line(Point)
    /// A cubic Bézier to the point through the two control points.
    case curve(Point, control1: Point, control2: Point)
    /// A straight line back to the subpath's start, closing it.
    case close
}

extension PathCommand {
    /// A cubic Bézier from `start` flattened to 16 chords: the 16 points after `start`,
    /// ending at `end`. What the checks and clip outlines read a curve as (Cairo draws the
    /// curve itself).
    public static func chords(from start: Point, control1 c1: Point, control2 c2: Point, to end: Point) -> [Point] {
        (1...16).map { i in
            let t = Double(i) / 16, u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return Point(x: a * start.x + b * c1.x + c * c2.x + d * end.x, y: a * start.y + b * c1.y + c * c2.y + d * end.y)
        }
    }
}

/// `Shape` under a name that modules importing both DisplayList and a SwiftUI-like DSL
/// (which has shape *views*) can use without ambiguity.
public typealias ShapeOutline = Shape
