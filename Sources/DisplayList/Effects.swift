public import Tokens

/// A 2-D affine transform, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (Core Graphics'
/// convention), in canvas points.
public struct AffineTransform: Hashable, Sendable, Codable {
    /// The matrix entries; `tx`, `ty` in points.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// The transform with these matrix entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that leaves every point where it is.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A move by `x`, `y` points.
    public static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// Scale about `anchor` (SwiftUI scales about the view's centre by default).
    public static func scale(x: Double, y: Double, anchor: Point) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: anchor.x - x * anchor.x, ty: anchor.y - y * anchor.y)
    }

    /// Rotation by `radians` clockwise on screen about `anchor`.
    public static func rotation(radians: Double, anchor: Point) -> AffineTransform {
        let cs = cos(radians), sn = sin(radians)
        return AffineTransform(a: cs, b: sn, c: -sn, d: cs,
                               tx: anchor.x - cs * anchor.x + sn * anchor.y,
                               ty: anchor.y - sn * anchor.x - cs * anchor.y)
    }

    /// `self` applied after `other` (other first, then self).
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * other.a + c * other.b, b: b * other.a + d * other.b,
                        c: a * other.c + c * other.d, d: b * other.c + d * other.d,
                        tx: a * other.tx + c * other.ty + tx, ty: b * other.tx + d * other.ty + ty)
    }

    /// `p` transformed.
    public func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }

    /// Whether this is exactly `.identity`.
    public var isIdentity: Bool { self == .identity }

    /// The smallest upright rectangle holding `rect` transformed.
    public func boundingBox(of rect: Rect) -> Rect {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x = xs.min()!, y = ys.min()!
        return Rect(x: x, y: y, width: xs.max()! - x, height: ys.max()! - y)
    }

    /// The transform that undoes this one; nil when it flattens the plane (a zero scale),
    /// in which case nothing it draws is visible.
    public var inverted: AffineTransform? {
        let det = a * d - b * c
        guard abs(det) > 1e-12 else { return nil }
        return AffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

/// SwiftUI's `.shadow(color:radius:x:y:)`.
public struct ShadowStyle: Hashable, Sendable, Codable {
    /// Shadow colour, alpha included.
    public var color: RGBA
    /// Blur radius in points.
    public var radius: Double
    /// Horizontal offset in points; positive moves right.
    public var x: Double
    /// Vertical offset in points; positive moves down.
    public var y: Double
    /// A shadow; radius and offsets in points.
    public init(color: RGBA, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color; self.radius = radius; self.x = x; self.y = y
    }
}

/// A resolved material (`.ultraThinMaterial` …): blur what lies behind, boost saturation, tint.
public struct MaterialStyle: Hashable, Sendable, Codable {
    /// The material's SwiftUI name (`ultraThinMaterial` …).
    public var name: String
    /// Backdrop blur radius in points.
    public var blur: Double
    /// Colour laid over the blurred backdrop, alpha included.
    public var tint: RGBA
    /// Saturation factor applied to the backdrop; 1 = unchanged.
    public var saturation: Double
    /// A material: blur radius in points, tint, saturation factor (1 = unchanged).
    public init(name: String, blur: Double, tint: RGBA, saturation: Double) {
        self.name = name; self.blur = blur; self.tint = tint; self.saturation = saturation
    }
}

private func cos(_ x: Double) -> Double { _cos(x) }
private func sin(_ x: Double) -> Double { _sin(x) }
