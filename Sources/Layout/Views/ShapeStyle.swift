public import DisplayList
public import Tokens

/// Anything that can fill a shape or colour text: SwiftUI's `ShapeStyle`.
public protocol ShapeStyle: Sendable {
    func paint(in environment: EnvironmentValues) -> Paint
}

/// SwiftUI's `Color`: a shape style, and a view that fills what it is offered.
public struct Color: ShapeStyle, PrimitiveView, Hashable {
    /// `dynamic`: a system colour with one value per appearance (SystemColors.swift);
    /// `accessible`: one with its Increase Contrast values too (`colorSchemeContrast`);
    /// `leveled`: a background colour with a third value for elevated content (sheets) in dark.
    public enum Value: Hashable, Sendable {
        case rgba(RGBA), primary, secondary, dynamic(light: RGBA, dark: RGBA)
        case accessible(light: RGBA, dark: RGBA, increasedLight: RGBA, increasedDark: RGBA)
        case leveled(light: RGBA, dark: RGBA, darkElevated: RGBA)
    }
    public let value: Value

    public init(_ rgba: RGBA) { value = .rgba(rgba) }
    public init(hex: String) { value = .rgba(RGBA(hex: hex) ?? .clear) }
    init(value: Value) { self.value = value }

    public static let white = Color(RGBA.white)
    public static let black = Color(RGBA.black)
    public static let clear = Color(RGBA.clear)
    /// SwiftUI's `.primary`: black in light appearance, white in dark.
    public static let primary = Color(value: .primary)
    public static let secondary = Color(value: .secondary)

    public func opacity(_ opacity: Double) -> Color {
        switch value {
        case .rgba(let c): Color(c.opacity(opacity))
        case .dynamic(let light, let dark): Color(value: .dynamic(light: light.opacity(opacity), dark: dark.opacity(opacity)))
        case .accessible(let l, let d, let il, let id):
            Color(value: .accessible(light: l.opacity(opacity), dark: d.opacity(opacity), increasedLight: il.opacity(opacity), increasedDark: id.opacity(opacity)))
        case .leveled(let light, let dark, let elevated):
            Color(value: .leveled(light: light.opacity(opacity), dark: dark.opacity(opacity), darkElevated: elevated.opacity(opacity)))
        case .primary, .secondary: self
        }
    }

    public func resolved(in environment: EnvironmentValues) -> RGBA {
        switch value {
        case .rgba(let c): c
        case .primary: environment.primaryColor
        case .secondary: environment.secondaryColor
        case .dynamic(let light, let dark): environment.appearance == .light ? light : dark
        case .accessible(let l, let d, let il, let id):
            environment.colorSchemeContrast == .increased ? (environment.appearance == .light ? il : id) : (environment.appearance == .light ? l : d)
        case .leveled(let light, let dark, let elevated):
            environment.appearance == .light ? light : environment.userInterfaceLevel == .elevated ? elevated : dark
        }
    }

    public func paint(in environment: EnvironmentValues) -> Paint { .solid(resolved(in: environment)) }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        ShapeNode(id: context.path, shape: .rectangle, fill: paint(in: context.environment), stroke: nil, circular: false)
    }
}

/// SwiftUI's `LinearGradient`: a shape style and a view.
public struct LinearGradient: ShapeStyle, PrimitiveView, Hashable {
    public let gradient: Gradient
    public let startPoint: UnitPoint
    public let endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors.map { $0.resolved(in: EnvironmentValues()) }), startPoint: startPoint, endPoint: endPoint)
    }

    public func paint(in environment: EnvironmentValues) -> Paint { .linearGradient(gradient, start: startPoint, end: endPoint) }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        ShapeNode(id: context.path, shape: .rectangle, fill: paint(in: context.environment), stroke: nil, circular: false)
    }
}

/// A Paint used directly as a style.
extension Paint: ShapeStyle {
    public func paint(in environment: EnvironmentValues) -> Paint { self }
}

/// SwiftUI's `RadialGradient`.
public struct RadialGradient: ShapeStyle, PrimitiveView, Hashable {
    public let gradient: Gradient
    public let center: UnitPoint
    public let startRadius: Double
    public let endRadius: Double

    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }

    public func paint(in environment: EnvironmentValues) -> Paint {
        .radialGradient(gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        ShapeNode(id: context.path, shape: .rectangle, fill: paint(in: context.environment), stroke: nil, circular: false)
    }
}
