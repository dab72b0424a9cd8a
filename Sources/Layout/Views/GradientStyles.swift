public import DisplayList
public import Tokens

/// SwiftUI's `AngularGradient` (a conic gradient): the stops around `center`, clockwise from
/// `startAngle` to `endAngle` (0° points right). How a sweep under or over a turn is drawn is
/// `AngularSweep`'s, as Apple documents it.
nonisolated public struct AngularGradient: ShapeStyle, PrimitiveView, Hashable {
    /// The colour stops, in the order the sweep meets them.
    public let gradient: Gradient
    /// The centre, as a fraction of the frame it fills.
    public let center: UnitPoint
    /// Where the first stop lies.
    public let startAngle: Angle
    /// Where the last stop lies; equal to `startAngle`, a whole turn.
    public let endAngle: Angle

    /// `gradient` swept from `startAngle` to `endAngle` around `center` (both zero: one whole turn from 3 o'clock).
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle; self.endAngle = endAngle
    }

    /// Evenly spaced `colors` (their light values) swept from `startAngle` to `endAngle`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors.map { $0.resolved(in: EnvironmentValues()) }), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `stops` swept from `startAngle` to `endAngle`.
    public init(stops: [GradientStop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn of `gradient` starting at `angle` (SwiftUI's conic form; without an
    /// angle, the start-and-end form is meant).
    @_disfavoredOverload
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .radians(angle.radians + 2 * .pi))
    }

    /// A whole turn of evenly spaced `colors` starting at `angle`.
    @_disfavoredOverload
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors.map { $0.resolved(in: EnvironmentValues()) }), center: center, angle: angle)
    }

    /// A whole turn of `stops` starting at `angle`.
    @_disfavoredOverload
    public init(stops: [GradientStop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    public func paint(in environment: EnvironmentValues) -> Paint {
        .angularGradient(gradient, center: center, startAngle: startAngle.degrees, endAngle: endAngle.degrees)
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        ShapeNode(id: context.path, shape: .rectangle, fill: paint(in: context.environment), stroke: nil, circular: false)
    }
}

extension RadialGradient {
    /// Evenly spaced `colors` (their light values) from `startRadius` to `endRadius`.
    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors.map { $0.resolved(in: EnvironmentValues()) }), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// `stops` from `startRadius` to `endRadius`.
    public init(stops: [GradientStop], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension LinearGradient {
    /// `stops` from `startPoint` to `endPoint`.
    public init(stops: [GradientStop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

// SwiftUI's gradient shape-style statics: `.fill(.linearGradient(colors: …, startPoint: .top,
// endPoint: .bottom))`, `.foregroundStyle(.conicGradient(…))`.

extension ShapeStyle where Self == LinearGradient {
    /// `LinearGradient(gradient:startPoint:endPoint:)`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// `LinearGradient(colors:startPoint:endPoint:)`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// `LinearGradient(stops:startPoint:endPoint:)`.
    public static func linearGradient(stops: [GradientStop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// `RadialGradient(gradient:center:startRadius:endRadius:)`.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// `RadialGradient(colors:center:startRadius:endRadius:)`.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// `RadialGradient(stops:center:startRadius:endRadius:)`.
    public static func radialGradient(stops: [GradientStop], center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// `AngularGradient(gradient:center:startAngle:endAngle:)`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `AngularGradient(colors:center:startAngle:endAngle:)`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `AngularGradient(stops:center:startAngle:endAngle:)`.
    public static func angularGradient(stops: [GradientStop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A whole turn of `gradient` from `angle` (SwiftUI's `.conicGradient`).
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    /// A whole turn of evenly spaced `colors` from `angle`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    /// A whole turn of `stops` from `angle`.
    public static func conicGradient(stops: [GradientStop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}

/// SwiftUI's `AnyGradient` (`Color.blue.gradient`): the standard gradient iOS derives from
/// one colour, top to bottom, from a lighter tint of it to the colour itself. Apple does not
/// publish the derivation; drawn here from the colour mixed 15 % toward white at the top to
/// the colour at the bottom, which matches its look on a device to within a few levels.
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    let color: Color
    /// The light top share of white.
    static let lightening = 0.15
    /// The gradient iOS derives from `color`.
    public init(_ color: Color) { self.color = color }
    /// The style's paint in `environment`.
    public func paint(in environment: EnvironmentValues) -> Paint {
        let c = color.resolved(in: environment)
        let top = mix(c, RGBA(r: 1, g: 1, b: 1, a: c.a), Self.lightening)
        return .linearGradient(Gradient([top, c]), start: .top, end: .bottom)
    }
}

extension Color {
    /// SwiftUI's `Color.gradient`: the standard gradient derived from this colour.
    public var gradient: AnyGradient { AnyGradient(self) }
}

/// SwiftUI's `Gradient` as a shape style (iOS 16): a linear gradient from the top of the
/// shape to its bottom, as SwiftUI draws one.
extension Gradient: ShapeStyle {
    /// The style's paint in `environment`.
    public func paint(in environment: EnvironmentValues) -> Paint { .linearGradient(self, start: .top, end: .bottom) }
}
