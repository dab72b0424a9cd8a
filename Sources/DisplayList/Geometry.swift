/// Points, sizes and rectangles in iOS points (the renderer multiplies by the scale).
public struct Point: Hashable, Sendable, Codable {
    /// Points from the canvas's left edge.
    public var x: Double
    /// Points from the canvas's top edge (y grows downwards, as in UIKit).
    public var y: Double
    /// The point at (`x`, `y`).
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The top-left corner.
    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height in points.
public struct Size: Hashable, Sendable, Codable {
    /// Points across.
    public var width: Double
    /// Points down.
    public var height: Double
    /// A size of `width` × `height` points.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// No size at all.
    public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle in points: its top-left corner and its size.
public struct Rect: Hashable, Sendable, Codable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// Points across (a negative width is empty: nothing contains a point).
    public var width: Double
    /// Points down.
    public var height: Double
    /// The rectangle with its top-left corner at (`x`, `y`).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    /// The rectangle of `size` with its top-left corner at `origin`.
    public init(origin: Point, size: Size) { self.init(x: origin.x, y: origin.y, width: size.width, height: size.height) }

    /// The left edge.
    public var minX: Double { x }
    /// The top edge.
    public var minY: Double { y }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }
    /// Its width and height.
    public var size: Size { Size(width: width, height: height) }

    /// The rectangle moved in by `dx` on the left and right and `dy` at the top and bottom
    /// (outwards for negative values).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The same rectangle moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// Whether `p` lies inside: left and top edges included, right and bottom excluded, as
    /// pixel centres are counted.
    public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }

    /// Whether the two share some area (touching edges do not count).
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}

/// SwiftUI's `UnitPoint`: a point in a frame's unit square (0,0 top-leading).
public struct UnitPoint: Hashable, Sendable, Codable {
    /// 0 at the leading edge, 1 at the trailing edge.
    public var x: Double
    /// 0 at the top, 1 at the bottom.
    public var y: Double
    /// The unit point (`x`, `y`); values outside 0…1 lie outside the frame.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    // SwiftUI's named unit points.
    /// (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The absolute point this unit point names inside `rect`.
    public func point(in rect: Rect) -> Point {
        Point(x: rect.x + x * rect.width, y: rect.y + y * rect.height)
    }
}
