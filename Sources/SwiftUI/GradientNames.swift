@_exported import struct DisplayList.UnitPoint
@_exported import enum DisplayList.BlendMode
@_exported import struct Tokens.Gradient
@_exported import struct Tokens.GradientStop
public import Tokens

// SwiftUI's gradient vocabulary by its own names: `Gradient(colors:)`, `Gradient(stops:)` with
// `Gradient.Stop(color:location:)`, and `UnitPoint`, which Layout takes from the stages below
// it (Tokens' `Gradient`, the display list's `UnitPoint`).

extension Gradient {
    /// SwiftUI's `Gradient.Stop`.
    public typealias Stop = GradientStop

    /// `colors` evenly spaced, first at 0 and last at 1 (each colour's light value, as
    /// `LinearGradient(colors:)` takes them).
    public init(colors: [Color]) {
        self.init(colors.map { $0.resolved(in: EnvironmentValues()) })
    }
}

extension GradientStop {
    /// SwiftUI's `Gradient.Stop(color:location:)`: `color` (its light value) at `location`, 0…1.
    public init(color: Color, location: Double) {
        self.init(color: color.resolved(in: EnvironmentValues()), position: location)
    }

    /// SwiftUI's name for `position`.
    public var location: Double { position }
}
