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

    /// The colour for checks that need one colour (the average of a gradient's stops).
    public var representativeColor: RGBA {
        switch self {
        case .solid(let c): return c
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _): return g.color(at: 0.5)
        }
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

    /// As Core Graphics' `CGLineCap`: flat at the end point, a half-disc, or a half-square past it.
    public enum LineCap: String, Hashable, Sendable, Codable { case butt, round, square }

    /// A stroke; width and dash lengths in points.
    public init(_ paint: Paint, width: Double, inside: Bool = false, lineCap: LineCap = .butt, dash: [Double] = []) {
        self.paint = paint; self.width = width; self.inside = inside; self.lineCap = lineCap; self.dash = dash
    }
}
