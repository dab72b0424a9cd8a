public import Tokens

/// A 2-D affine transform, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (Core Graphics'
/// convention), in canvas points.
public struct AffineTransform: Hashable, Sendable, Codable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

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

    public func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }

    public var isIdentity: Bool { self == .identity }

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
    public var color: RGBA
    public var radius: Double
    public var x: Double
    public var y: Double
    public init(color: RGBA, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color; self.radius = radius; self.x = x; self.y = y
    }
}

/// A resolved material (`.ultraThinMaterial` …): blur what lies behind, boost saturation, tint.
public struct MaterialStyle: Hashable, Sendable, Codable {
    public var name: String
    public var blur: Double
    public var tint: RGBA
    public var saturation: Double
    public init(name: String, blur: Double, tint: RGBA, saturation: Double) {
        self.name = name; self.blur = blur; self.tint = tint; self.saturation = saturation
    }
}

private func cos(_ x: Double) -> Double { _cos(x) }
private func sin(_ x: Double) -> Double { _sin(x) }
