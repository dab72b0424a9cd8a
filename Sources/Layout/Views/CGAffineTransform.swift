import DisplayList
public import Foundation

/// Core Graphics' `CGAffineTransform`, which Foundation brings on Apple's platforms and not on
/// Linux: a point (x, y) goes to (a·x + c·y + tx, b·x + d·y + ty). `t1.concatenating(t2)`
/// applies t1 first; `t.rotated(by:)`, `scaledBy` and `translatedBy` apply the new step
/// before `t`, as `CGAffineTransformRotate` and its siblings do.
public struct CGAffineTransform: Hashable, Sendable {
    /// The matrix's entries, as Core Graphics names them.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// The transform with these entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    /// The identity.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    /// The identity.
    public static let identity = CGAffineTransform()
    /// A rotation by `angle` radians (clockwise on a y-down canvas).
    public init(rotationAngle angle: Double) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }
    /// A scale by `sx` across and `sy` down.
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A translation by (`tx`, `ty`).
    public init(translationX tx: Double, y ty: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// This transform, then `t`.
    public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                          c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                          tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
    /// A rotation by `angle`, then this transform.
    public func rotated(by angle: Double) -> CGAffineTransform { CGAffineTransform(rotationAngle: angle).concatenating(self) }
    /// A scale, then this transform.
    public func scaledBy(x sx: Double, y sy: Double) -> CGAffineTransform { CGAffineTransform(scaleX: sx, y: sy).concatenating(self) }
    /// A translation, then this transform.
    public func translatedBy(x tx: Double, y ty: Double) -> CGAffineTransform { CGAffineTransform(translationX: tx, y: ty).concatenating(self) }
    /// The inverse; a transform that cannot be inverted is returned unchanged, as Core Graphics does.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                 tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }
}

extension CGPoint {
    /// The point moved by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * Double(x) + t.c * Double(y) + t.tx, y: t.b * Double(x) + t.d * Double(y) + t.ty)
    }
}

extension CGSize {
    /// The size scaled and sheared by `t` (its translation ignored), as Core Graphics does.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * Double(width) + t.c * Double(height), height: t.b * Double(width) + t.d * Double(height))
    }
}

extension CGRect {
    /// The smallest rectangle holding this one's corners moved by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

extension Path {
    /// This path with every point moved by `transform` (an affine map keeps Bézier curves Bézier).
    public func applying(_ transform: CGAffineTransform) -> Path {
        var moved = Path(commands: commands.map { command in
            switch command {
            case .move(let p): return .move(transform.apply(p))
            case .line(let p): return .line(transform.apply(p))
            case .curve(let p, let c1, let c2): return .curve(transform.apply(p), control1: transform.apply(c1), control2: transform.apply(c2))
            case .close: return .close
            }
        })
        moved.style = style
        return moved
    }
    /// This path moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }
}
