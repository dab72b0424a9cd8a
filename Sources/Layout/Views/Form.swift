public import DisplayList

/// SwiftUI's `Form` on iOS: its rows and sections drawn as an inset grouped `List` (as iOS
/// draws a form: grey grouped background, white rounded sections, 44-pt rows).
nonisolated public struct Form<Content: View>: View {
    let content: Content
    /// A form of `content`'s rows and sections.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { List { content } }
}

/// SwiftUI's form styles. On an iPhone every one draws the grouped form: `.columns` (labels
/// in a trailing-aligned column beside their controls) is macOS's.
public enum FormStyleKind: Hashable, Sendable {
    /// The platform's: grouped on iOS.
    case automatic
    /// Rows in rounded sections on the grouped background.
    case grouped
    /// macOS's two columns: grouped on an iPhone.
    case columns
}

extension View {
    /// SwiftUI's `.formStyle(_:)`: accepted; an iPhone draws every form grouped.
    nonisolated public func formStyle(_ style: FormStyleKind) -> some View { self }
}

/// SwiftUI's `NavigationView` (before iOS 16), drawn as a `NavigationStack`: on an iPhone it
/// is a stack with its first view at the root.
nonisolated public struct NavigationView<Content: View>: View {
    let content: Content
    /// A navigation view whose root is `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { NavigationStack { content } }
}

/// SwiftUI's navigation view styles: an iPhone draws a stack whichever is named.
public enum NavigationViewStyleKind: Hashable, Sendable {
    /// As the device draws it (a stack on an iPhone).
    case automatic
    /// One view at a time.
    case stack
    /// Columns (an iPad's): a stack on an iPhone.
    case columns
}

extension View {
    /// SwiftUI's `.navigationViewStyle(_:)`: accepted; an iPhone draws a stack.
    nonisolated public func navigationViewStyle(_ style: NavigationViewStyleKind) -> some View { self }
}

/// SwiftUI's `AnyShapeStyle`: any shape style, its type erased (so one expression can be a
/// colour or a gradient).
public struct AnyShapeStyle: ShapeStyle {
    private let draw: @Sendable (EnvironmentValues) -> Paint
    /// `style`, its type erased.
    public init<S: ShapeStyle>(_ style: S) { draw = { style.paint(in: $0) } }
    /// The style's paint in `environment`.
    public func paint(in environment: EnvironmentValues) -> Paint { draw(environment) }
}
