import Foundation

extension Illustrations {
    /// A point or offset in an illustration's unit space.
    struct Vec {
        var x: Double, y: Double
        init(_ x: Double, _ y: Double) { self.x = x; self.y = y }

        static func + (a: Vec, b: Vec) -> Vec { Vec(a.x + b.x, a.y + b.y) }
        static func - (a: Vec, b: Vec) -> Vec { Vec(a.x - b.x, a.y - b.y) }
        static func * (a: Vec, k: Double) -> Vec { Vec(a.x * k, a.y * k) }
        static prefix func - (a: Vec) -> Vec { Vec(-a.x, -a.y) }

        var length: Double { (x * x + y * y).squareRoot() }
        var normalized: Vec { let l = length; return l > 0 ? Vec(x / l, y / l) : self }
        /// Perpendicular, turned a quarter clockwise on screen (y grows downwards).
        var perpendicular: Vec { Vec(-y, x) }
        func dot(_ o: Vec) -> Double { x * o.x + y * o.y }
        func rotated(_ angle: Double) -> Vec { Vec(x * cos(angle) - y * sin(angle), x * sin(angle) + y * cos(angle)) }
        func lerp(_ o: Vec, _ t: Double) -> Vec { Vec(x + (o.x - x) * t, y + (o.y - y) * t) }

        /// The point at `angle` radians and distance `radius` from the origin.
        static func polar(_ angle: Double, _ radius: Double) -> Vec { Vec(cos(angle) * radius, sin(angle) * radius) }
    }
}

extension Illustrations {
    /// The convex hull of `points`, clockwise on screen (Andrew's monotone chain): the
    /// outline a solid object's shadow takes.
    static func convexHull(_ points: [Vec]) -> [Vec] {
        let sorted = points.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        guard sorted.count > 2 else { return sorted }
        func cross(_ o: Vec, _ a: Vec, _ b: Vec) -> Double { (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }
        var lower: [Vec] = [], upper: [Vec] = []
        for p in sorted {
            while lower.count >= 2, cross(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 { lower.removeLast() }
            lower.append(p)
        }
        for p in sorted.reversed() {
            while upper.count >= 2, cross(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 { upper.removeLast() }
            upper.append(p)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }
}
