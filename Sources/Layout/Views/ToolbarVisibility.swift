import DisplayList

// SwiftUI's bar visibility and bar background modifiers, read by the enclosing
// `NavigationStack` as it reads `.navigationTitle`: `.toolbar(.hidden, for: .navigationBar)`
// draws no bar, and `.toolbarBackground(…, for: .navigationBar)` with the background
// visible fills the bar (and the status bar above it) with the style.

/// SwiftUI's `ToolbarPlacement`: which bar a visibility or background modifier is for.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// The bars the platform picks (on iOS: the navigation bar).
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// macOS' window toolbar (no bar on iOS).
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")

    /// Whether this placement names the navigation bar on iOS.
    var isNavigationBar: Bool { self == .navigationBar || self == .automatic }

    /// Whether a modifier given `bars` (none: the platform's) is for the navigation bar.
    static func includesNavigationBar(_ bars: [ToolbarPlacement]) -> Bool { bars.isEmpty || bars.contains { $0.isNavigationBar } }
}

extension MaterialKind {
    /// SwiftUI's `Material.bar`, the system bars' material: drawn as the regular material.
    public static var bar: MaterialKind { .regular }
}

/// What the modifiers below set on a navigation stack's root.
struct NavigationBarAppearance {
    var hidden = false
    var background: AnyShapeStyle?
    var backgroundVisibility: Visibility = .automatic

    /// The fill drawn behind the bar: only when the background is made visible (at rest, at
    /// the top of its content, iOS draws the bar clear); `.bar` when no style was given.
    var visibleBackground: AnyShapeStyle? {
        backgroundVisibility == .visible ? background ?? AnyShapeStyle(MaterialKind.bar) : nil
    }
}

protocol NavigationBarAppearanceSource { func apply(to appearance: inout NavigationBarAppearance) }

nonisolated struct NavigationBarAppearanceModifier<Content: View>: ModifierView, NavigationBarAppearanceSource {
    let content: Content
    let change: @Sendable (inout NavigationBarAppearance) -> Void
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode { context.buildContent(content) }
    func apply(to appearance: inout NavigationBarAppearance) { change(&appearance) }
}

extension View {
    /// SwiftUI's `.toolbar(_:for:)`: `.hidden` for the navigation bar (or `.automatic`)
    /// draws the enclosing stack without its bar; other bars are not drawn here.
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let hides = visibility == .hidden && ToolbarPlacement.includesNavigationBar(bars)
        return NavigationBarAppearanceModifier(content: self) { if hides { $0.hidden = true } }
    }
    /// SwiftUI's `.toolbarBackground(_:for:)` with a style: the bar's fill when its
    /// background is visible (`.toolbarBackground(.visible, for: .navigationBar)`).
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let applies = ToolbarPlacement.includesNavigationBar(bars)
        let erased = AnyShapeStyle(style)
        return NavigationBarAppearanceModifier(content: self) { if applies { $0.background = erased } }
    }
    /// SwiftUI's `.toolbarBackground(_:for:)` with a visibility: `.visible` fills the bar
    /// even at rest; `.hidden` and `.automatic` leave it clear, as iOS does over content
    /// scrolled to the top.
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let applies = ToolbarPlacement.includesNavigationBar(bars)
        return NavigationBarAppearanceModifier(content: self) { if applies { $0.backgroundVisibility = visibility } }
    }
    /// SwiftUI's `.toolbarBackgroundVisibility(_:for:)` (iOS 18): as `.toolbarBackground(_:for:)`.
    nonisolated public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let applies = ToolbarPlacement.includesNavigationBar(bars)
        return NavigationBarAppearanceModifier(content: self) { if applies { $0.backgroundVisibility = visibility } }
    }
    /// SwiftUI's `.toolbarColorScheme(_:for:)`: the bar's content in that appearance when its
    /// background shows. Drawn as it is: bar text here follows the screen's appearance.
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
}

/// The bar's fill, when one is visible: nothing else is added, so a bar without one keeps
/// its element ids.
nonisolated struct BarBackgroundModifier<Content: View>: ModifierView {
    let content: Content
    let style: AnyShapeStyle?
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        guard let style else { return context.buildContent(content) }
        let fill = Rectangle().fill(style).ignoresSafeArea(edges: .top)
        return DecorationNode(child: context.buildContent(content),
                              decoration: context.unnamed().build(fill, index: 0, name: "background"),
                              behind: true, alignment: .center)
    }
}
