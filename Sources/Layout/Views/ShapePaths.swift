public import Foundation
import DisplayList

// SwiftUI's `path(in:)` on the built-in shapes: the outline each draws in `rect`, as a `Path`
// a team's code can fill in a `Canvas`, combine or stroke.

extension Rectangle {
    /// The rectangle `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension RoundedRectangle {
    /// `rect` with this shape's corners (radius clamped to half the shorter side).
    public func path(in rect: CGRect) -> Path {
        let radius = min(max(0, cornerRadius.isFinite ? cornerRadius : 0), Double(min(rect.width, rect.height)) / 2)
        return Path(roundedRect: rect, cornerRadius: radius, style: cornerStyle)
    }
}

extension Capsule {
    /// `rect` with half-circle ends along its longer side.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: Double(min(rect.width, rect.height)) / 2, style: .circular)
    }
}

extension Ellipse {
    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension Circle {
    /// The circle inscribed in `rect`, centred (its diameter the shorter side).
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

extension Path {
    /// SwiftUI's `boundingRect`: the smallest rectangle holding the ends of the path's
    /// segments (control points left out, as Core Graphics' path bounding box does; exact
    /// for lines, rectangles, rounded rectangles and ellipses). `.null`-like zero at the
    /// origin for an empty path.
    public var boundingRect: CGRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for command in commands {
            let point: Point
            switch command {
            case let .move(p), let .line(p): point = p
            case let .curve(p, _, _): point = p
            case .close: continue
            }
            minX = Swift.min(minX, point.x); minY = Swift.min(minY, point.y)
            maxX = Swift.max(maxX, point.x); maxY = Swift.max(maxY, point.y)
        }
        guard minX <= maxX, minY <= maxY else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
