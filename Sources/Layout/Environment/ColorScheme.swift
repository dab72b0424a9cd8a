/// SwiftUI's `ColorScheme`: light or dark appearance (`Appearance`, DesignProof's name for it).
public typealias ColorScheme = Appearance

extension EnvironmentValues {
    /// SwiftUI's `\.colorScheme`: the appearance views are drawn in (`appearance`).
    public var colorScheme: ColorScheme {
        get { appearance }
        set { appearance = newValue }
    }
}

extension View {
    /// SwiftUI's `.preferredColorScheme(_:)`: the appearance the view and everything inside
    /// it are drawn in (nil: the run's). SwiftUI hands the preference up to the window; a
    /// screen or preview whose root asks for one is drawn in it whole
    /// (`ViewParts.preferredColorScheme(of:)`).
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        PreferredColorSchemeModifier(content: self, scheme: colorScheme)
    }
    /// SwiftUI's deprecated `.colorScheme(_:)`: this view and its contents in `colorScheme`
    /// (the environment value; unlike `preferredColorScheme` it does not reach the window).
    nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        EnvironmentModifier(content: self) { $0.appearance = colorScheme }
    }
}

/// `.preferredColorScheme(_:)`: the content in `scheme`.
nonisolated struct PreferredColorSchemeModifier<Content: View>: ModifierView {
    let content: Content
    let scheme: ColorScheme?
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        guard let scheme else { return context.buildContent(content) }
        return context.with { $0.appearance = scheme }.buildContent(content)
    }
}
