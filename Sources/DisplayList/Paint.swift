public import Tokens

/// What fills or strokes a shape, or colours text.
public enum Paint: Hashable, Sendable, Codable {
    /// One colour.
    case solid(RGBA)
    /// SwiftUI's `LinearGradient(gradient:startPoint:endPoint:)`: the unit points are
    /// resolved against the element's frame, so on a non-square frame the gradient line
    /// runs corner to corner exactly as SwiftUI draws it.
    case linearGradient(Gradient, start: UnitPoint, end: UnitPoint)
    /// SwiftUI's `RadialGradient(gradient:center:startRadius:endRadius:)`, radii in points.
    case radialGradient(Gradient, center: UnitPoint, startRadius: Double, endRadius: Double)
    /// SwiftUI's `AngularGradient(gradient:center:startAngle:endAngle:)`: the stops around
    /// `center`, angles in degrees clockwise from the positive x axis (see `AngularSweep`).
    case angularGradient(Gradient, center: UnitPoint, startAngle: Double, endAngle: Double)

    /// The colour for checks that need one colour (the average of a gradient's stops).
    public var representativeColor: RGBA {
        switch self {
        case .solid(let c): return c
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _), .angularGradient(let g, _, _, _): return g.color(at: 0.5)
        }
    }

    /// This paint with every colour (the solid one, or each stop's) passed through `transform`.
    public func mapColors(_ transform: (RGBA) -> RGBA) -> Paint {
        func mapped(_ g: Gradient) -> Gradient { Gradient(stops: g.stops.map { GradientStop(color: transform($0.color), position: $0.position) }) }
        switch self {
        case .solid(let c): return .solid(transform(c))
        case .linearGradient(let g, let start, let end): return .linearGradient(mapped(g), start: start, end: end)
        case .radialGradient(let g, let center, let r0, let r1): return .radialGradient(mapped(g), center: center, startRadius: r0, endRadius: r1)
        case .angularGradient(let g, let center, let a0, let a1): return .angularGradient(mapped(g), center: center, startAngle: a0, endAngle: a1)
        }
    }

    /// The gradient's stops, for a gradient; nil for one colour.
    public var gradient: Gradient? {
        switch self {
        case .solid: return nil
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _), .angularGradient(let g, _, _, _): return g
        }
    }
}

extension AngularSweep {
    /// The sweep an angular gradient's degrees describe.
    public init(_ gradient: Gradient, startDegrees: Double, endDegrees: Double) {
        self.init(gradient, startAngle: startDegrees * .pi / 180, endAngle: endDegrees * .pi / 180)
    }
}

/// A stroke along a shape's outline.
public struct Stroke: Hashable, Sendable, Codable {
    /// What the line is painted with.
    public var paint: Paint
    /// Line width in points.
    public var width: Double
    /// SwiftUI's `strokeBorder` draws inside the outline; `stroke` centres on it.
    public var inside: Bool
    /// How the ends of open lines and of dashes are drawn.
    public var lineCap: LineCap
    /// Alternating on and off lengths in points; empty draws a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the line starts, in points (SwiftUI's `dashPhase`: marching
    /// ants move it). 0 is written nowhere in the JSON, so display lists without it read as before.
    public var dashPhase: Double

    /// As Core Graphics' `CGLineCap`: flat at the end point, a half-disc, or a half-square past it.
    public enum LineCap: String, Hashable, Sendable, Codable { case butt, round, square }

    /// A stroke; width, dash lengths and phase in points.
    public init(_ paint: Paint, width: Double, inside: Bool = false, lineCap: LineCap = .butt, dash: [Double] = [], dashPhase: Double = 0) {
        self.paint = paint; self.width = width; self.inside = inside; self.lineCap = lineCap; self.dash = dash
        self.dashPhase = dashPhase.isFinite ? dashPhase : 0
    }

    private enum CodingKeys: String, CodingKey { case paint, width, inside, lineCap, dash, dashPhase }

    /// Reads a stroke; `dashPhase` may be absent (0).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        paint = try c.decode(Paint.self, forKey: .paint)
        width = try c.decode(Double.self, forKey: .width)
        inside = try c.decode(Bool.self, forKey: .inside)
        lineCap = try c.decode(LineCap.self, forKey: .lineCap)
        dash = try c.decode([Double].self, forKey: .dash)
        dashPhase = try c.decodeIfPresent(Double.self, forKey: .dashPhase) ?? 0
    }

    /// Writes a stroke; a zero `dashPhase` is left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(paint, forKey: .paint)
        try c.encode(width, forKey: .width)
        try c.encode(inside, forKey: .inside)
        try c.encode(lineCap, forKey: .lineCap)
        try c.encode(dash, forKey: .dash)
        if dashPhase != 0 { try c.encode(dashPhase, forKey: .dashPhase) }
    }
}
