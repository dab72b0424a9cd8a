/// Clips as polygons, for the code that combines or tests them (Layout intersects nested
/// clips; Inspect finds what of an element shows): one flattening of each outline, shared.
extension Clip {
    /// The outline as a closed polygon in canvas points (curves flattened finely enough to
    /// stay within a twentieth of a point of a 32 pt corner); nil for a path of several
    /// sub-paths.
    public func polygon() -> [Point]? {
        let f = frame
        switch shape {
        case .rectangle:
            return [Point(x: f.minX, y: f.minY), Point(x: f.maxX, y: f.minY), Point(x: f.maxX, y: f.maxY), Point(x: f.minX, y: f.maxY)]
        case .roundedRectangle(let r, _):
            // Continuous corners are followed as circular ones: only a partly clipped
            // corner is redrawn this way, within a fraction of a point of the squircle.
            return Clip.roundedPolygon(f, radius: min(r, min(f.width, f.height) / 2))
        case .capsule:
            return Clip.roundedPolygon(f, radius: min(f.width, f.height) / 2)
        case .ellipse:
            return (0..<64).map { i in
                let a = Double(i) / 64 * 2 * Double.pi
                return Point(x: f.midX + f.width / 2 * _cos(a), y: f.midY + f.height / 2 * _sin(a))
            }
        case .path(let commands), .evenOddPath(let commands):
            var points: [Point] = []
            var last = Point(x: 0, y: 0)
            for command in commands {
                switch command {
                case .move(let p):
                    guard points.isEmpty else { return nil }
                    points.append(p); last = p
                case .line(let p):
                    points.append(p); last = p
                case .curve(let p, let c1, let c2):
                    points += PathCommand.chords(from: last, control1: c1, control2: c2, to: p)
                    last = p
                case .close:
                    break
                }
            }
            return points.count >= 3 ? points.map { Point(x: $0.x + f.x, y: $0.y + f.y) } : nil
        }
    }

    /// A clip whose outline is `points` (canvas points), as a path in its bounding box.
    public static func polygon(_ points: [Point]) -> Clip {
        let xs = points.map(\.x), ys = points.map(\.y)
        let box = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        var commands: [PathCommand] = [.move(Point(x: points[0].x - box.x, y: points[0].y - box.y))]
        commands += points.dropFirst().map { .line(Point(x: $0.x - box.x, y: $0.y - box.y)) }
        commands.append(.close)
        return Clip(frame: box, shape: .path(commands))
    }

    private static func roundedPolygon(_ f: Rect, radius k: Double) -> [Point] {
        guard k > 0 else { return Clip(frame: f, shape: .rectangle).polygon()! }
        let centres = [Point(x: f.maxX - k, y: f.minY + k), Point(x: f.maxX - k, y: f.maxY - k),
                       Point(x: f.minX + k, y: f.maxY - k), Point(x: f.minX + k, y: f.minY + k)]
        var points: [Point] = []
        for (corner, centre) in centres.enumerated() {
            let start = -Double.pi / 2 + Double(corner) * Double.pi / 2
            for i in 0...16 {
                let a = start + Double(i) / 16 * Double.pi / 2
                points.append(Point(x: centre.x + k * _cos(a), y: centre.y + k * _sin(a)))
            }
        }
        return points
    }

    /// Whether the signed area's sign never changes along the polygon.
    public static func isConvex(_ p: [Point]) -> Bool {
        var sign = 0.0
        for i in p.indices {
            let a = p[i], b = p[(i + 1) % p.count], c = p[(i + 2) % p.count]
            let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            guard abs(cross) > 1e-9 else { continue }
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
        }
        return true
    }

    /// Whether `q` lies inside (or within a hair of) the convex polygon `p`, or inside the
    /// polygon by its winding number when it is not convex.
    public static func inside(_ q: Point, _ p: [Point]) -> Bool {
        var winding = 0
        for i in p.indices {
            let a = p[i], b = p[(i + 1) % p.count]
            let side = (b.x - a.x) * (q.y - a.y) - (q.x - a.x) * (b.y - a.y)
            if abs(side) <= 1e-6 * max(1, abs(b.x - a.x) + abs(b.y - a.y)), min(a.x, b.x) - 1e-6 <= q.x, q.x <= max(a.x, b.x) + 1e-6,
               min(a.y, b.y) - 1e-6 <= q.y, q.y <= max(a.y, b.y) + 1e-6 { return true }
            if a.y <= q.y, b.y > q.y, side > 0 { winding += 1 }
            if a.y > q.y, b.y <= q.y, side < 0 { winding -= 1 }
        }
        return winding != 0
    }

    /// Sutherland–Hodgman: `subject` cut to the convex polygon `window`.
    public static func clip(_ subject: [Point], to window: [Point]) -> [Point] {
        // Orient the window counter-clockwise in the y-down canvas (positive cross = inside).
        var area = 0.0
        for i in window.indices { let a = window[i], b = window[(i + 1) % window.count]; area += a.x * b.y - b.x * a.y }
        let w = area < 0 ? Array(window.reversed()) : window
        var output = subject
        for i in w.indices {
            guard !output.isEmpty else { break }
            let a = w[i], b = w[(i + 1) % w.count]
            func inside(_ p: Point) -> Bool { (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) >= 0 }
            func crossing(_ p: Point, _ q: Point) -> Point {
                let d1 = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
                let d2 = (b.x - a.x) * (q.y - a.y) - (b.y - a.y) * (q.x - a.x)
                let t = d1 / (d1 - d2)
                return Point(x: p.x + t * (q.x - p.x), y: p.y + t * (q.y - p.y))
            }
            let input = output
            output = []
            for j in input.indices {
                let p = input[j], q = input[(j + 1) % input.count]
                switch (inside(p), inside(q)) {
                case (true, true): output.append(q)
                case (true, false): output.append(crossing(p, q))
                case (false, true): output.append(crossing(p, q)); output.append(q)
                case (false, false): break
                }
            }
        }
        return output
    }
}
