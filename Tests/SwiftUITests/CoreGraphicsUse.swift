import CoreGraphics

/// A geometry helper as apps write them, importing only CoreGraphics.
enum CoreGraphicsUse {
    static func translated() -> CGPoint { CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 3, y: 4)) }
    static let sum = CGPoint(x: 1, y: 2) + CGPoint(x: 2, y: 3)
}

extension CGPoint {
    static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
}
