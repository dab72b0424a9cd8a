/// One colour of a gradient at a position along it (0 = start, 1 = end), as in SwiftUI's
/// `Gradient.Stop(color:location:)`.
public struct GradientStop: Hashable, Sendable, Codable {
    /// The stop's colour, alpha included.
    public var color: RGBA
    /// Where the stop lies along the gradient, 0 (start) … 1 (end).
    public var position: Double

    /// A stop of `color` at `position` (0…1).
    public init(color: RGBA, position: Double) {
        self.color = color
        self.position = position
    }
}
