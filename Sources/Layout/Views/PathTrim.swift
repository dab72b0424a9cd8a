import DisplayList

/// SwiftUI's `trim(from:to:)` on any outline: the part of the path between two fractions of
/// its length, in the order its segments run. Curves are measured and cut as polylines of
/// 24 chords each (a chord of a quarter circle of radius 100 pt is within 0.02 pt of the arc),
/// and a closed subpath includes its closing line.
enum PathTrim {
    /// Chords per cubic curve.
    static let chords = 24

    static func commands(_ commands: [PathCommand], from: Double, to: Double) -> [PathCommand] {
        guard from.isFinite, to.isFinite else { return [] }
        let start = max(0, min(from, to)), end = min(1, max(from, to))
        guard end > start else { return [] }
        // The path as straight pieces, each with whether it begins a new subpath.
        var pieces: [(a: Point, b: Point, opens: Bool)] = []
        var current = Point(x: 0, y: 0), subpathStart = current, opensNext = true
        for command in commands {
            switch command {
            case .move(let p):
                current = p; subpathStart = p; opensNext = true
            case .line(let p):
                pieces.append((current, p, opensNext)); opensNext = false; current = p
            case .curve(let p, let c1, let c2):
                var previous = current
                for k in 1...chords {
                    let t = Double(k) / Double(chords), u = 1 - t
                    let q = Point(x: u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x,
                                  y: u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y)
                    pieces.append((previous, q, opensNext)); opensNext = false; previous = q
                }
                current = p
            case .close:
                if current != subpathStart { pieces.append((current, subpathStart, opensNext)) }
                opensNext = true; current = subpathStart
            }
        }
        func length(_ a: Point, _ b: Point) -> Double { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        let total = pieces.reduce(0) { $0 + length($1.a, $1.b) }
        guard total > 0, total.isFinite else { return [] }
        let lo = start * total, hi = end * total
        var out: [PathCommand] = []
        var walked = 0.0
        var drawing = false
        for piece in pieces {
            let l = length(piece.a, piece.b)
            defer { walked += l }
            if walked + l <= lo || walked >= hi || l == 0 { drawing = drawing && walked <= hi && !piece.opens; continue }
            func at(_ s: Double) -> Point {
                let t = min(max((s - walked) / l, 0), 1)
                return Point(x: piece.a.x + (piece.b.x - piece.a.x) * t, y: piece.a.y + (piece.b.y - piece.a.y) * t)
            }
            let from = at(max(lo, walked)), to = at(min(hi, walked + l))
            if !drawing || piece.opens { out.append(.move(from)) }
            out.append(.line(to))
            drawing = true
        }
        return out
    }
}
