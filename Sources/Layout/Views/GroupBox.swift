/// SwiftUI's `GroupBox`: a label and content drawn together as a card by the group box style
/// in force (`.groupBoxStyle(_:)`). The default style, as iOS draws it: the label in the
/// headline font above the content, 8 pt apart, both leading-aligned, 16 pt of padding
/// on every side, on a rounded rectangle (8-pt continuous corners) in the secondary system
/// background — the tertiary one for a group box inside another, so nested boxes stand apart.
///
///     GroupBox("Today") { Text("3 workouts") }
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.groupBoxStyle) private var style

    /// A group box of `content` titled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
    /// SwiftUI's older `GroupBox(label:content:)`.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    public var body: some View {
        // Inside a style's body, group boxes are drawn in the default style (as labels are),
        // so `GroupBox(configuration)` there is this box, not one inside it.
        EnvironmentModifier(content: style.makeBody(GroupBoxStyleConfiguration(label: .init(AnyView(label)), content: .of(content)))) {
            $0.groupBoxStyle = AnyGroupBoxStyle(DefaultGroupBoxStyle())
        }
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box of `content` with no label.
    public init(@ViewBuilder content: () -> Content) { self.init(content: content) { EmptyView() } }
}

extension GroupBox where Label == Text {
    /// `GroupBox("Title") { … }`.
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
    /// `GroupBox(titleKey) { … }` with a localised key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// SwiftUI's `GroupBox(_ configuration:)`: the box a style is given, drawn in the default
    /// style (so a custom style can decorate the standard look).
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// SwiftUI's `GroupBoxStyle`: how group boxes inside are drawn.
public protocol GroupBoxStyle {
    /// The view a group box becomes.
    associatedtype Body: View
    /// The label and content of the group box being drawn.
    typealias Configuration = GroupBoxStyleConfiguration
    /// The group box drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// SwiftUI's `GroupBoxStyleConfiguration`: the label and content a style draws.
public struct GroupBoxStyleConfiguration {
    /// A group box's label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// A group box's content, as a view. Its views stay separate views, as in SwiftUI: in
    /// a stack each is the stack's own child (aligned and spaced by it), not one block.
    /// The content is one group box deeper than the box (a box inside it steps its fill down).
    nonisolated public struct Content: PrimitiveView, ViewList {
        let content: any View
        private init(_ content: any View) { self.content = content }
        /// `content` as a box's content; a box's own content passed on (`GroupBox(configuration)`) as it is.
        static func of(_ content: any View) -> Content { content as? Content ?? Content(content) }
        public func makeNode(_ context: BuildContext) -> any LayoutNode {
            context.with { $0.groupBoxDepth += 1 }.build(content, index: 0, name: context.baseTypeName(of: content))
        }
        func children(_ context: BuildContext) -> [BuiltChild] { context.with { $0.groupBoxDepth += 1 }.flattenContent(content) }
    }
    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
}

/// SwiftUI's `DefaultGroupBoxStyle`: the card described on `GroupBox`.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The default style.
    public init() {}
    /// The label over the content on the card.
    public func makeBody(configuration: Configuration) -> some View { DefaultGroupBox(configuration: configuration) }
}

/// The default style's card.
nonisolated struct DefaultGroupBox: View {
    let configuration: GroupBoxStyleConfiguration
    @Environment(\.groupBoxDepth) private var depth

    /// Label to content; padding inside the card; the card's corners.
    static let spacing = 8.0
    static let padding = 16.0
    static let cornerRadius = 8.0

    var body: some View {
        VStack(alignment: .leading, spacing: Self.spacing) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(Self.padding)
        .background(depth > 0 ? Color.tertiarySystemBackground : Color.secondarySystemBackground,
                    in: RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's style (the card).
    nonisolated public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// A group box style in the environment, its type erased (carried on one layout's thread,
/// as `AnyLabelStyle` is).
public struct AnyGroupBoxStyle: @unchecked Sendable {
    let draw: (GroupBoxStyleConfiguration) -> AnyView
    /// `style`, its type erased.
    public init<S: GroupBoxStyle>(_ style: S) { draw = { AnyView(style.makeBody(configuration: $0)) } }
    func makeBody(_ configuration: GroupBoxStyleConfiguration) -> AnyView { draw(configuration) }
}

struct GroupBoxStyleKey: EnvironmentKey { static let defaultValue = AnyGroupBoxStyle(DefaultGroupBoxStyle()) }
/// How many group boxes enclose a view (the default style's fill steps down inside one).
struct GroupBoxDepthKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
    /// How group boxes inside are drawn (`.groupBoxStyle(_:)`).
    public var groupBoxStyle: AnyGroupBoxStyle {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
    /// How many group boxes enclose the view.
    var groupBoxDepth: Int {
        get { self[GroupBoxDepthKey.self] }
        set { self[GroupBoxDepthKey.self] = newValue }
    }
}

extension View {
    /// SwiftUI's `.groupBoxStyle(_:)`: group boxes inside drawn in `style`.
    nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, AnyGroupBoxStyle(style))
    }
}
