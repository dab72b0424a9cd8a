import Foundation
public import Tokens

/// How SwiftUI's `AngularGradient` colours the turn around its centre, in one place for the
/// renderer (which draws it as wedges) and the checks (which read the colour at a point).
///
/// Angles are in radians, clockwise from the positive x axis on a y-down canvas (SwiftUI's
/// `Angle.zero` points right, `.degrees(90)` down). Apple's documentation of
/// `AngularGradient(gradient:center:startAngle:endAngle:)`: when the end is more than a turn
/// past the start, only the last complete turn is drawn; when it is less, the missing sector
/// takes the last stop's colour for its first half and the first stop's for its second. A
/// sweep of zero (SwiftUI's default `startAngle: .zero, endAngle: .zero`) or less is a whole
/// turn from the start.
public struct AngularSweep: Sendable {
    /// The gradient's stops, 0 at `start` and 1 at `start + span`.
    public let gradient: Gradient
    /// Where the first stop lies, in radians.
    public let start: Double
    /// How far the stops reach, 0…2π.
    public let span: Double

    /// The sweep of `gradient` from `startAngle` to `endAngle` (radians).
    public init(_ gradient: Gradient, startAngle: Double, endAngle: Double) {
        self.gradient = gradient
        let sweep = endAngle - startAngle
        if sweep.isFinite, sweep > 2 * .pi {
            start = endAngle - 2 * .pi; span = 2 * .pi
        } else {
            start = startAngle.isFinite ? startAngle : 0; span = sweep.isFinite && sweep > 0 ? sweep : 2 * .pi
        }
    }

    /// The colour `offset` radians clockwise from `start` (any real; taken modulo a turn).
    public func color(atOffset offset: Double) -> RGBA {
        let turn = 2 * Double.pi
        guard offset.isFinite else { return gradient.color(at: 0) }
        let θ = offset - (offset / turn).rounded(.down) * turn
        if θ <= span, span > 0 { return gradient.color(at: θ / span) }
        return θ < span + (turn - span) / 2 ? gradient.color(at: 1) : gradient.color(at: 0)
    }

    /// The colour at canvas point `p` of a sweep centred on `center`.
    public func color(at p: Point, center: Point) -> RGBA {
        let dx = p.x - center.x, dy = p.y - center.y
        guard dx != 0 || dy != 0 else { return color(atOffset: 0) }
        return color(atOffset: atan2(dy, dx) - start)
    }

    /// One sector the renderer fills: from `from` to `to` radians (absolute), its colour
    /// going linearly from `fromColor` to `toColor` across the sector.
    public struct Sector: Hashable, Sendable {
        /// Where the sector starts, in radians.
        public let from: Double
        /// Where it ends, in radians (greater than `from`).
        public let to: Double
        /// The colour along its first edge.
        public let fromColor: RGBA
        /// The colour along its last edge.
        public let toColor: RGBA
    }

    /// The whole turn as sectors no wider than `maxWidth` radians, with an edge at every stop
    /// (so a hard stop stays hard) and at both ends of the missing sector.
    public func sectors(maxWidth: Double = .pi / 90) -> [Sector] {
        let turn = 2 * Double.pi
        var edges: [Double] = [0, span, span + (turn - span) / 2, turn]
        if span > 0 { edges += gradient.stops.map { min(max($0.position, 0), 1) * span } }
        edges = Array(Set(edges)).filter { $0 >= 0 && $0 <= turn }.sorted()
        var sectors: [Sector] = []
        for (a, b) in zip(edges, edges.dropFirst()) where b - a > 1e-12 {
            let pieces = max(1, Int(((b - a) / maxWidth).rounded(.up)))
            for i in 0..<pieces {
                let from = a + (b - a) * Double(i) / Double(pieces), to = a + (b - a) * Double(i + 1) / Double(pieces)
                // Each sector's colours are taken just inside it, so an edge where the colour
                // jumps (a hard stop, the middle of the missing sector) jumps exactly there.
                let inset = min(1e-9, (to - from) / 4)
                sectors.append(Sector(from: start + from, to: start + to,
                                      fromColor: color(atOffset: from + inset), toColor: color(atOffset: to - inset)))
            }
        }
        return sectors
    }
}
