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
