/// The outline of a drawn element, in the element's frame.
public enum Shape: Hashable, Sendable, Codable {
    case rectangle
    /// `RoundedRectangle(cornerRadius:style:)`; `.continuous` is Apple's smooth corner.
    case roundedRectangle(cornerRadius: Double, style: CornerStyle)
    /// Fully rounded ends on the shorter side.
    case capsule
    case ellipse
    /// An open or closed path in points, relative to the frame's origin.
    case path([PathCommand])

    public enum CornerStyle: String, Hashable, Sendable, Codable { case circular, continuous }
}

public enum PathCommand: Hashable, Sendable, Codable {
    case move(Point)
    case line(Point)
    case curve(Point, control1: Point, control2: Point)
    case close
}

/// `Shape` under a name that modules importing both DisplayList and a SwiftUI-like DSL
/// (which has shape *views*) can use without ambiguity.
public typealias ShapeOutline = Shape
