/// SwiftUI's `Label`: an icon and a title, drawn by the label style in force
/// (`.labelStyle(_:)`). The default style draws the icon leading the title in a row,
/// centred, with the standard spacing between them (8 pt here, as between any two views of
/// an `HStack`).
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style

    /// A label of `title` and `icon`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        // Inside a style's body, labels are drawn in the default style: a style that wraps
        // `Label(configuration)` decorates the standard look instead of calling itself.
        style.makeBody(LabelStyleConfiguration(title: .init(AnyView(title)), icon: .init(AnyView(icon))))
            .environment(\.labelStyle, AnyLabelStyle(DefaultLabelStyle()))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label of `title` and the SF Symbol `systemImage`.
    public init(_ title: String, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }
    /// A label of the localised `titleKey` and the SF Symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
    }
    /// SwiftUI's `Label(_:image:)`: a label of `title` and the app's image asset named `image`.
    public init(_ title: String, image: String) {
        self.init(title: { Text(title) }, icon: { Image(image) })
    }
    /// `Label(_:image:)` with a localised key.
    public init(_ titleKey: LocalizedStringKey, image: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(image) })
    }
    /// SwiftUI's `Label(_:image:)` with a generated asset symbol (`Label("Fountain", image: .fountain)`).
    public init(_ title: String, image: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(image) })
    }
    /// `Label(_:image:)` with a localised key and an asset symbol.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(image) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// SwiftUI's `Label(_ configuration:)`: the label a style is given, drawn in the default
    /// style (so a custom style can decorate the standard look).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// SwiftUI's `LabelStyle`: how labels inside are drawn, from their title and icon.
public protocol LabelStyle {
    /// The view a label becomes.
    associatedtype Body: View
    /// The title and icon of the label being drawn.
    typealias Configuration = LabelStyleConfiguration
    /// The label drawn from `configuration`'s title and icon.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// SwiftUI's `LabelStyleConfiguration`: the title and icon a style draws.
public struct LabelStyleConfiguration {
    /// A label's title, as a view.
    nonisolated public struct Title: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// A label's icon, as a view.
    nonisolated public struct Icon: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// The title.
    public let title: Title
    /// The icon.
    public let icon: Icon
}

/// SwiftUI's `DefaultLabelStyle`: title and icon (how iOS draws a label outside lists,
/// menus and toolbars).
nonisolated public struct DefaultLabelStyle: LabelStyle {
    /// The default style.
    public init() {}
    /// The icon, then the title, in a row.
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
}

/// SwiftUI's `TitleAndIconLabelStyle`: the icon, then the title.
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    /// The title-and-icon style.
    public init() {}
    /// The icon, then the title, in a row.
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
}

/// SwiftUI's `TitleOnlyLabelStyle`: the title alone.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    /// The title-only style.
    public init() {}
    /// The title alone.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// SwiftUI's `IconOnlyLabelStyle`: the icon alone.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    /// The icon-only style.
    public init() {}
    /// The icon alone.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// As the context draws labels (here: title and icon).
    nonisolated public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    nonisolated public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    nonisolated public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    nonisolated public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A label style in the environment, its type erased. A team's style is rarely `Sendable`;
/// the environment carries it to the views of one layout, on the thread that lays them out.
public struct AnyLabelStyle: @unchecked Sendable {
    let draw: (LabelStyleConfiguration) -> AnyView
    /// `style`, its type erased.
    public init<S: LabelStyle>(_ style: S) { draw = { AnyView(style.makeBody(configuration: $0)) } }
    /// The label `configuration` drawn in this style.
    func makeBody(_ configuration: LabelStyleConfiguration) -> AnyView { draw(configuration) }
}

struct LabelStyleKey: EnvironmentKey {
    static let defaultValue = AnyLabelStyle(DefaultLabelStyle())
}

extension EnvironmentValues {
    /// How labels inside are drawn (`.labelStyle(_:)`).
    public var labelStyle: AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// SwiftUI's `.labelStyle(_:)`: how labels inside are drawn.
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let erased = AnyLabelStyle(style)
        return EnvironmentModifier(content: self) { $0.labelStyle = erased }
    }
}
