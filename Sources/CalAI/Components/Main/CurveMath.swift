public import DisplayList
import SwiftUI

/// Polyline maths for the weight transition chart (seed 000 p7, 001 p7): a smooth curve
/// through data points, trimmed for the draw-in animation, and dashed for the comparison
/// curve (the display list's strokes have no dash pattern of their own in the DSL).
public enum CurveMath {
    /// A uniform Catmull-Rom spline through `points`, sampled
    /// `samplesPerSegment` times between neighbours: the curve passes through every data
    /// point and has no corners. Two points give a straight line.
    public static func smooth(_ points: [Point], samplesPerSegment: Int = 12) -> [Point] {
        guard points.count > 2 else { return points }
        var out: [Point] = [points[0]]
        for i in 0..<(points.count - 1) {
            let p0 = points[max(i - 1, 0)], p1 = points[i], p2 = points[i + 1], p3 = points[min(i + 2, points.count - 1)]
            for s in 1...samplesPerSegment {
                let t = Double(s) / Double(samplesPerSegment), t2 = t * t, t3 = t2 * t
                func axis(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
                    0.5 * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (3 * b - a - 3 * c + d) * t3)
                }
                out.append(Point(x: axis(p0.x, p1.x, p2.x, p3.x), y: axis(p0.y, p1.y, p2.y, p3.y)))
            }
        }
        return out
    }

    /// Length of the polyline.
    public static func length(_ points: [Point]) -> Double {
        zip(points, points.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
    }

    /// The first `fraction` of the polyline by length (SwiftUI's `trim(from: 0, to:)`).
    public static func trimmed(_ points: [Point], to fraction: Double) -> [Point] {
        let f = min(max(fraction, 0), 1)
        guard f < 1, points.count > 1 else { return f <= 0 ? Array(points.prefix(1)) : points }
        var remaining = length(points) * f
        var out: [Point] = [points[0]]
        for (a, b) in zip(points, points.dropFirst()) {
            let d = distance(a, b)
            if d >= remaining {
                let t = d > 0 ? remaining / d : 0
                out.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
                return out
            }
            out.append(b)
            remaining -= d
        }
        return out
    }

    /// The polyline as path commands.
    public static func commands(_ points: [Point]) -> [PathCommand] {
        guard let first = points.first else { return [] }
        return [.move(first)] + points.dropFirst().map { .line($0) }
    }

    /// The polyline as dashes `on` long with `off` gaps, one sub-path per dash.
    public static func dashed(_ points: [Point], on: Double, off: Double) -> [PathCommand] {
        var out: [PathCommand] = []
        var drawing = true, left = on
        guard var current = points.first else { return [] }
        out.append(.move(current))
        for next in points.dropFirst() {
            var segment = distance(current, next)
            while segment > 0 {
                let step = min(segment, left)
                let t = step / segment
                current = Point(x: current.x + (next.x - current.x) * t, y: current.y + (next.y - current.y) * t)
                out.append(drawing ? .line(current) : .move(current))
                segment -= step
                left -= step
                if left <= 1e-9 {
                    drawing.toggle()
                    left = drawing ? on : off
                }
            }
            current = next
        }
        return out
    }

    static func distance(_ a: Point, _ b: Point) -> Double { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
}
