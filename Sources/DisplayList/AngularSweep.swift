import Foundation
public import Tokens

/// How SwiftUI's `AngularGradient` colours the turn around its centre, in one place for the
/// renderer (which samples it per pixel) and the checks (which read the colour at a point).
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
}
