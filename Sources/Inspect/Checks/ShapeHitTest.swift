import DisplayList

/// Point-in-outline tests for checks that need to know where an element draws (its clip,
/// what a later element covers). Inspect has no Cairo, so the outlines are followed here
/// the way `CairoRenderer.addPath` lays them out, in the same points.
extension Shape {
    /// Whether `p` lies inside this outline laid into `frame` (Cairo's non-zero fill rule).
    func contains(_ p: Point, in frame: Rect) -> Bool {
        guard frame.contains(p) || isPath else { return false }
        switch self {
        case .rectangle:
            return true
        case .roundedRectangle(let radius, _):
            // Continuous corners are drawn as circular ones here: the squircle lies within
            // a fraction of a point of the arc, less than the pixel a check samples.
            return Self.insideRoundedRect(p, frame, radius: min(radius, min(frame.width, frame.height) / 2))
        case .capsule:
            return Self.insideRoundedRect(p, frame, radius: min(frame.width, frame.height) / 2)
        case .ellipse:
            let rx = frame.width / 2, ry = frame.height / 2
            guard rx > 0, ry > 0 else { return false }
            let dx = (p.x - frame.midX) / rx, dy = (p.y - frame.midY) / ry
            return dx * dx + dy * dy <= 1
        case .path(let commands):
            return Self.winding(of: Point(x: p.x - frame.x, y: p.y - frame.y), around: commands) != 0
        case .evenOddPath(let commands):
            return Self.crossings(of: Point(x: p.x - frame.x, y: p.y - frame.y), around: commands) % 2 == 1
        }
    }

    private var isPath: Bool {
        switch self { case .path, .evenOddPath: true; default: false }
    }

    private static func insideRoundedRect(_ p: Point, _ r: Rect, radius k: Double) -> Bool {
        guard k > 0 else { return true }
        // Distance from the nearest corner's centre, when p is in a corner square.
        let cx = p.x < r.minX + k ? r.minX + k : (p.x > r.maxX - k ? r.maxX - k : p.x)
        let cy = p.y < r.minY + k ? r.minY + k : (p.y > r.maxY - k ? r.maxY - k : p.y)
        let dx = p.x - cx, dy = p.y - cy
        return dx * dx + dy * dy <= k * k
    }

    /// Winding number of a path around `p`: the non-zero rule's count.
    private static func winding(of p: Point, around commands: [PathCommand]) -> Int {
        var n = 0
        for ring in rings(of: commands) {
            for i in ring.indices {
                let a = ring[i], b = ring[(i + 1) % ring.count]
                let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
                if a.y <= p.y, b.y > p.y, side > 0 { n += 1 }
                if a.y > p.y, b.y <= p.y, side < 0 { n -= 1 }
            }
        }
        return n
    }

    /// How many edges a ray from `p` to the right crosses, whatever their direction: the
    /// even-odd rule's count.
    private static func crossings(of p: Point, around commands: [PathCommand]) -> Int {
        var n = 0
        for ring in rings(of: commands) {
            for i in ring.indices {
                let a = ring[i], b = ring[(i + 1) % ring.count]
                guard (a.y <= p.y) != (b.y <= p.y) else { continue }
                let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > p.x { n += 1 }
            }
        }
        return n
    }

    /// A path's sub-paths as closed rings (curves flattened to 16 chords; every sub-path
    /// closed, as a fill closes it).
    private static func rings(of commands: [PathCommand]) -> [[Point]] {
        var polygon: [[Point]] = []
        var current: [Point] = []
        var last = Point(x: 0, y: 0)
        for command in commands {
            switch command {
            case .move(let q):
                if current.count > 1 { polygon.append(current) }
                current = [q]; last = q
            case .line(let q):
                current.append(q); last = q
            case .curve(let q, let c1, let c2):
                current += PathCommand.chords(from: last, control1: c1, control2: c2, to: q)
                last = q
            case .close:
                if current.count > 1 { polygon.append(current) }
                current = current.first.map { [$0] } ?? []
                last = current.first ?? last
            }
        }
        if current.count > 1 { polygon.append(current) }
        return polygon
    }
}

extension Rect {
    /// The bounding box of this rectangle's corners through `transform` (`AffineTransform.boundingBox(of:)`).
    func bounds(through transform: AffineTransform?) -> Rect {
        guard let t = transform, !t.isIdentity else { return self }
        return t.boundingBox(of: self)
    }

    /// The overlap of two rectangles; nil when they do not overlap.
    func overlap(_ r: Rect) -> Rect? {
        let x0 = max(minX, r.minX), y0 = max(minY, r.minY), x1 = min(maxX, r.maxX), y1 = min(maxY, r.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }
}
