public import DisplayList
public import Tokens

/// Anything that can fill a shape or colour text: SwiftUI's `ShapeStyle`.
public protocol ShapeStyle: Sendable {
    /// SwiftUI's resolved style: what a team's own style becomes in an environment
    /// (`func resolve(in:) -> some ShapeStyle`); `Never` for styles that paint themselves.
    associatedtype Resolved: ShapeStyle = Never
    /// SwiftUI's `resolve(in:)`: the style this one is in `environment` (a team's
    /// `ShapeStyle` implements this, as on iOS 17; DesignProof's own styles paint directly).
    func resolve(in environment: EnvironmentValues) -> Resolved
    /// The paint this style draws with in `environment` (a colour resolves by appearance).
    func paint(in environment: EnvironmentValues) -> Paint
}

extension ShapeStyle {
    /// A team's style paints as what it resolves to in `environment`.
    public func paint(in environment: EnvironmentValues) -> Paint { resolve(in: environment).paint(in: environment) }
}

extension ShapeStyle where Resolved == Never {
    /// Never called: a style that paints itself is not resolved.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) paints itself; it has no resolved style")
    }
}

extension Never: ShapeStyle {
    /// Never called: `Never` has no values.
    public func paint(in environment: EnvironmentValues) -> Paint { fatalError("Never has no values") }
}

/// SwiftUI's `Color`: a shape style, and a view that fills what it is offered.
nonisolated public struct Color: ShapeStyle, PrimitiveView, Hashable {
    /// `dynamic`: a system colour with one value per appearance (SystemColors.swift);
    /// `accessible`: one with its Increase Contrast values too (`colorSchemeContrast`);
    /// `leveled`: a background colour with a third value for elevated content (sheets) in dark.
    public enum Value: Hashable, Sendable {
        /// A fixed colour; `.primary`/`.secondary` label colours; or one value per appearance.
        case rgba(RGBA), primary, secondary, dynamic(light: RGBA, dark: RGBA)
        /// One value per appearance, and per appearance under Increase Contrast.
        case accessible(light: RGBA, dark: RGBA, increasedLight: RGBA, increasedDark: RGBA)
        /// A background: light, dark, and dark on elevated content (a sheet).
        case leveled(light: RGBA, dark: RGBA, darkElevated: RGBA)
        /// SwiftUI's `.accentColor`: the environment's tint, at `opacity`.
        case accent(opacity: Double = 1)
        /// `Color("name")`: the colour set `name` of the environment's asset catalogue, at
        /// `opacity`; one no catalogue has is recorded as missing (the screen is refused).
        case named(String, opacity: Double = 1)
    }
    /// Which colour this is: fixed, or resolved by the environment it is drawn in.
    public let value: Value
    /// For iOS's semantic colours (`.secondary`, `.systemBlue` …): UIKit's name for it
    /// (`secondaryLabel`, `systemBlue`), by which an app's own palette
    /// (`EnvironmentValues.systemPalette`) may give it other values; nil for others.
    public let systemName: String?

    /// A fixed colour, the same in both appearances. (Disfavoured, so `Color(.white)` means
    /// SwiftUI's `Color.white`, not the `RGBA` of the same name.)
    @_disfavoredOverload
    public init(_ rgba: RGBA) { value = .rgba(rgba); systemName = nil }
    /// A fixed colour from `#RGB`, `#RRGGBB` or `#RRGGBBAA`; clear when `hex` does not parse.
    public init(hex: String) { value = .rgba(RGBA(hex: hex) ?? .clear); systemName = nil }
    init(value: Value, systemName: String? = nil) { self.value = value; self.systemName = systemName }

    /// Opaque white in both appearances.
    public static let white = Color(RGBA.white)
    /// Opaque black in both appearances.
    public static let black = Color(RGBA.black)
    /// Fully transparent.
    public static let clear = Color(RGBA.clear)
    /// SwiftUI's `.primary`: black in light appearance, white in dark (UIKit's `label`).
    public static let primary = Color(value: .primary, systemName: "label")
    /// SwiftUI's `.secondary`: #3C3C43 at 60 % in light appearance, #EBEBF5 at 60 % in dark
    /// (UIKit's `secondaryLabel`).
    public static let secondary = Color(value: .secondary, systemName: "secondaryLabel")

    /// This colour with its alpha multiplied by `opacity` (0…1), in every appearance
    /// (`.primary` and `.secondary` are returned unchanged).
    public func opacity(_ opacity: Double) -> Color {
        // NaN changes nothing (a division by zero in a team's code must not reach the JSON).
        let opacity = opacity.isNaN ? 1 : opacity
        return switch value {
        case .rgba(let c): Color(c.opacity(opacity))
        case .dynamic(let light, let dark): Color(value: .dynamic(light: light.opacity(opacity), dark: dark.opacity(opacity)))
        case .accessible(let l, let d, let il, let id):
            Color(value: .accessible(light: l.opacity(opacity), dark: d.opacity(opacity), increasedLight: il.opacity(opacity), increasedDark: id.opacity(opacity)))
        case .leveled(let light, let dark, let elevated):
            Color(value: .leveled(light: light.opacity(opacity), dark: dark.opacity(opacity), darkElevated: elevated.opacity(opacity)))
        case .accent(let alpha): Color(value: .accent(opacity: alpha * opacity))
        case .named(let name, let alpha): Color(value: .named(name, opacity: alpha * opacity))
        case .primary, .secondary: self
        }
    }

    /// The colour drawn in `environment`: its appearance, contrast and interface level pick
    /// the value — from the app's palette when it gives this system colour values of its own.
    public func resolved(in environment: EnvironmentValues) -> RGBA {
        if let systemName, let own = environment.systemPalette.colors[systemName] { return Self.resolve(own, in: environment) }
        return Self.resolve(value, in: environment)
    }

    private static func resolve(_ value: Value, in environment: EnvironmentValues) -> RGBA {
        switch value {
        case .rgba(let c): c
        case .primary: environment.primaryColor
        case .secondary: environment.secondaryColor
        case .dynamic(let light, let dark): environment.appearance == .light ? light : dark
        case .accessible(let l, let d, let il, let id):
            environment.colorSchemeContrast == .increased ? (environment.appearance == .light ? il : id) : (environment.appearance == .light ? l : d)
        case .leveled(let light, let dark, let elevated):
            environment.appearance == .light ? light : environment.userInterfaceLevel == .elevated ? elevated : dark
        case .accent(let opacity):
            // A tint of `.accentColor` itself is iOS's default, blue.
            (environment.tint.value.isAccent ? Color.systemBlue : environment.tint).resolved(in: environment).opacity(opacity)
        case .named(let name, let opacity): resolveNamed(name, in: environment).opacity(opacity)
        }
    }

    /// A colour set's value in `environment`, or clear and recorded as missing. A colour
    /// made outside a body (a gradient's stops) finds the body's catalogue.
    private static func resolveNamed(_ name: String, in environment: EnvironmentValues) -> RGBA {
        let catalog = environment.assetCatalog.folders.isEmpty ? EnvironmentValues.current.assetCatalog : environment.assetCatalog
        guard let set = catalog.colors[name] else {
            if let problem = catalog.problem(color: name) { environment.recordMissingAsset(problem) }
            return .clear
        }
        return set.resolved(in: environment)
    }

    public func paint(in environment: EnvironmentValues) -> Paint { .solid(resolved(in: environment)) }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        ShapeNode(id: context.path, shape: .rectangle, fill: paint(in: context.environment), stroke: nil, circular: false)
    }
}

/// SwiftUI's `LinearGradient`: a shape style and a view.
nonisolated public struct LinearGradient: ShapeStyle, PrimitiveView, Hashable {
    /// The colour stops.
    public let gradient: Gradient
    /// Where the gradient starts, as a fraction of the frame it fills.
    public let startPoint: UnitPoint
    /// Where the gradient ends, as a fraction of the frame it fills.
    public let endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint` (fractions of the frame: `.top`, `.bottomTrailing` …).
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }

    /// Evenly spaced `colors` (their light values) from `startPoint` to `endPoint`.
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
nonisolated public struct RadialGradient: ShapeStyle, PrimitiveView, Hashable {
    /// The colour stops, from the centre outwards.
    public let gradient: Gradient
    /// The centre, as a fraction of the frame it fills.
    public let center: UnitPoint
    /// Where the first stop is drawn, in points from the centre.
    public let startRadius: Double
    /// Where the last stop is drawn, in points from the centre; beyond it, the last colour.
    public let endRadius: Double

    /// A gradient of circles around `center`, from `startRadius` to `endRadius` points.
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
