import DisplayList

/// The path of a line through a chart's points, as `.interpolationMethod` asks: straight
/// segments; a uniform Catmull–Rom curve (each segment a cubic whose tangents are the
/// neighbours' chords over six — so the curve passes through every value); or steps.
public enum ChartPaths {
    /// The path through `points` (in order) drawn as `method` asks (nil: straight).
    public static func commands(through points: [Point], method: InterpolationMethod?) -> [PathCommand] {
        guard let first = points.first else { return [] }
        var out: [PathCommand] = [.move(first)]
        for i in 1..<max(1, points.count) {
            let a = points[i - 1], b = points[i]
            switch method?.kind ?? .linear {
            case .linear:
                out.append(.line(b))
            case .smooth:
                let before = points[max(0, i - 2)], after = points[min(points.count - 1, i + 1)]
                let c1 = Point(x: a.x + (b.x - before.x) / 6, y: a.y + (b.y - before.y) / 6)
                let c2 = Point(x: b.x - (after.x - a.x) / 6, y: b.y - (after.y - a.y) / 6)
                out.append(.curve(b, control1: c1, control2: c2))
            case .stepStart:
                out += [.line(Point(x: a.x, y: b.y)), .line(b)]
            case .stepEnd:
                out += [.line(Point(x: b.x, y: a.y)), .line(b)]
            case .stepCenter:
                let mid = (a.x + b.x) / 2
                out += [.line(Point(x: mid, y: a.y)), .line(Point(x: mid, y: b.y)), .line(b)]
            }
        }
        return out
    }
}
