public import Foundation
public import Tokens
import DisplayList

// SwiftUI's system shape styles: `.fill` and its levels (`.fill.tertiary`), `.separator`,
// `.background` (the view's background style), with `.background()` and `.backgroundStyle(_:)`.

/// SwiftUI's `FillShapeStyle`: iOS's system fills, `systemFill` and its three fainter levels.
public struct FillShapeStyle: ShapeStyle, Hashable {
    let level: Int
    /// The level's colour in `environment`.
    public func paint(in environment: EnvironmentValues) -> Paint {
        [Color.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill][min(max(level, 0), 3)].paint(in: environment)
    }
    /// `secondarySystemFill`.
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    /// `tertiarySystemFill`.
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    /// `quaternarySystemFill`.
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// SwiftUI's `.fill`: `systemFill`.
    public static var fill: FillShapeStyle { FillShapeStyle(level: 0) }
}

/// SwiftUI's `SeparatorShapeStyle`: the separator colour.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    /// The separator colour in `environment`.
    public func paint(in environment: EnvironmentValues) -> Paint { Color.separator.paint(in: environment) }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// SwiftUI's `.separator`.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// SwiftUI's `BackgroundStyle`: the style `.backgroundStyle(_:)` set, else the system background.
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// The background style in `environment`.
    public func paint(in environment: EnvironmentValues) -> Paint {
        environment.backgroundStyle ?? Color.systemBackground.paint(in: environment)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// SwiftUI's `.background`: the view's background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

private struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: Paint? = nil }

extension EnvironmentValues {
    /// SwiftUI's `\.backgroundStyle`, resolved: nil for the system background.
    public var backgroundStyle: Paint? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// SwiftUI's `.backgroundStyle(_:)`: what `.background` (the style) and `.background()` draw below.
    nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentModifier(content: self) { $0.backgroundStyle = style.paint(in: $0) }
    }
    /// SwiftUI's `.background(_:ignoresSafeAreaEdges:)` with a shape style: a rectangle of the
    /// style behind the view, reaching into the safe area on `edges` where the view touches it.
    @_disfavoredOverload
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: EdgeSet = .all) -> some View {
        background { Rectangle().fill(style).ignoresSafeArea(.container, edges: edges) }
    }
    /// SwiftUI's `.background(ignoresSafeAreaEdges:)`: the background style behind the view.
    nonisolated public func background(ignoresSafeAreaEdges edges: EdgeSet = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }
    /// SwiftUI's `.flipsForRightToLeftLayoutDirection(_:)`: mirrored in right-to-left layouts;
    /// DesignProof lays out left to right, so drawn as it is.
    nonisolated public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }
}

extension ShapeView {
    /// `strokeBorder` in the foreground style.
    nonisolated public func strokeBorder(lineWidth: Double = 1) -> Self { strokeBorder(ForegroundStyle(), lineWidth: lineWidth) }
}

/// SwiftUI's `ContainerBackgroundPlacement`: which container's background
/// `.containerBackground(_:for:)` sets.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    /// The navigation stack's background, behind its pages.
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// The tab view's background (watchOS's vertical pages).
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")
    /// A widget's background.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

extension View {
    /// SwiftUI's `.containerBackground(_:for:)`: the container's background, drawn as it
    /// draws it — behind the view, across the whole screen, the safe area included.
    nonisolated public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        background(style, ignoresSafeAreaEdges: .all)
    }
}

extension ShadowStyle {
    /// SwiftUI's `ShadowStyle.drop(color:radius:x:y:)`: a shadow cast below the shape (black
    /// at 33 % by default, as SwiftUI's).
    public static func drop(color: Color = Color(RGBA(r: 0, g: 0, b: 0, a: 0.33)), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color.resolved(in: EnvironmentValues()), radius: Double(radius), x: Double(x), y: Double(y))
    }
}

/// A shape style with a drop shadow (`.background.shadow(.drop(radius: 6))`): the style's
/// paint, and the shape it fills casts the shadow.
public struct ShadowedShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let shadow: ShadowStyle
    /// The style's paint in `environment`.
    public func paint(in environment: EnvironmentValues) -> Paint { base.paint(in: environment) }
}

/// What the shape a style fills reads to cast the style's shadow.
protocol ShadowCastingStyle { var castShadow: ShadowStyle { get } }
extension ShadowedShapeStyle: ShadowCastingStyle { var castShadow: ShadowStyle { shadow } }

extension ShapeStyle {
    /// SwiftUI's `ShapeStyle.shadow(_:)`: this style, the shape it fills casting `style`.
    public func shadow(_ style: ShadowStyle) -> ShadowedShapeStyle<Self> { ShadowedShapeStyle(base: self, shadow: style) }
}

extension MaterialKind: ShapeStyle {
    /// A material used as a plain style (`.backgroundStyle(.regularMaterial)`,
    /// `.fill(.thinMaterial)`): its tint, without the blur of what is behind it, which only
    /// `.background(_:)` and `.background(_:in:)` with a material draw.
    public func paint(in environment: EnvironmentValues) -> Paint {
        .solid(environment.material(self).tint)
    }
}

extension ShapeStyle where Self == MaterialKind {
    /// `.ultraThinMaterial` where any shape style is taken (`.backgroundStyle(.ultraThinMaterial)`).
    public static var ultraThinMaterial: MaterialKind { .ultraThin }
    /// `.thinMaterial` where any shape style is taken.
    public static var thinMaterial: MaterialKind { .thin }
    /// `.regularMaterial` where any shape style is taken.
    public static var regularMaterial: MaterialKind { .regular }
    /// `.thickMaterial` where any shape style is taken.
    public static var thickMaterial: MaterialKind { .thick }
    /// `.ultraThickMaterial` where any shape style is taken.
    public static var ultraThickMaterial: MaterialKind { .ultraThick }
}

extension View {
    /// SwiftUI's `.background(.regularMaterial)`: the frosted backdrop behind the view (the
    /// view's rectangle, reaching into the safe area on `edges` where the view touches it).
    nonisolated public func background(_ material: MaterialKind, ignoresSafeAreaEdges edges: EdgeSet = .all) -> some View {
        background { MaterialShape(shape: Rectangle(), kind: material).ignoresSafeArea(.container, edges: edges) }
    }
}
