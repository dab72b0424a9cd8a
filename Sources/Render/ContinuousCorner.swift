public import DisplayList

/// Apple's continuous ("squircle") rounded-rectangle outline, as UIKit and SwiftUI draw
/// `RoundedRectangle(style: .continuous)`: each corner starts 1.528665·r from the
/// corner instead of r, and curvature ramps up smoothly instead of jumping as a circular
/// arc's does. Coefficients are the widely used reverse-engineering of UIBezierPath's
/// iOS 7+ corner (PaintCode), in units of the corner radius, measured from the corner.
public enum ContinuousCorner {
    /// How far along each edge the corner reaches, in radii.
    public static let extent = 1.52866483

    /// One corner from the edge it leaves to the edge it joins, as (along-first-edge,
    /// along-second-edge) offsets from the corner point: a curve, a short line, two curves.
    static let segments: [(c1: (Double, Double), c2: (Double, Double), end: (Double, Double))] = [
        ((1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)),
        ((0.66993427, 0.06549600), (0.63149399, 0.07491100), (0.63149399, 0.07491100)),
        ((0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399)),
        ((0, 0.86840701), (0, 1.08849299), (0, 1.52866483)),
    ]

    /// The outline of `rect` with continuous corners of `radius`, clockwise from the top edge.
    public static func path(in rect: Rect, radius: Double) -> [PathCommand] {
        // Like UIKit, shrink the radius so corners never overlap on small rectangles.
        let r = max(0, min(radius, min(rect.width, rect.height) / 2 / extent))
        guard r > 0 else {
            return [.move(Point(x: rect.minX, y: rect.minY)), .line(Point(x: rect.maxX, y: rect.minY)),
                    .line(Point(x: rect.maxX, y: rect.maxY)), .line(Point(x: rect.minX, y: rect.maxY)), .close]
        }
        // Each corner: its point, the unit vector back along the edge we arrive on, and the
        // unit vector along the edge we leave on.
        let corners: [(Point, (Double, Double), (Double, Double))] = [
            (Point(x: rect.maxX, y: rect.minY), (-1, 0), (0, 1)),   // top-right
            (Point(x: rect.maxX, y: rect.maxY), (0, -1), (-1, 0)),  // bottom-right
            (Point(x: rect.minX, y: rect.maxY), (1, 0), (0, -1)),   // bottom-left
            (Point(x: rect.minX, y: rect.minY), (0, 1), (1, 0)),    // top-left
        ]
        func at(_ corner: (Point, (Double, Double), (Double, Double)), _ uv: (Double, Double)) -> Point {
            let (p, back, forward) = corner
            return Point(x: p.x + (back.0 * uv.0 + forward.0 * uv.1) * r, y: p.y + (back.1 * uv.0 + forward.1 * uv.1) * r)
        }
        var commands: [PathCommand] = [.move(at(corners[3], (0, extent)))]
        for corner in corners {
            commands.append(.line(at(corner, (extent, 0))))
            for s in segments {
                commands.append(.curve(at(corner, s.end), control1: at(corner, s.c1), control2: at(corner, s.c2)))
            }
        }
        commands.append(.close)
        return commands
    }
}
