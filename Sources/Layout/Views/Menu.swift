/// SwiftUI's `Menu` as it sits closed on screen: its label drawn as a borderless button
/// (in the tint, a button to VoiceOver); the items `content` lists appear only when it is
/// tapped, so a still draws none of them.
///
///     Menu("Sort") { Button("Name") {}; Button("Date") {} }
///     Menu { … } label: { Label("More", systemImage: "ellipsis.circle") }
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A menu of `content` shown by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label()
    }
    /// The same with a primary action on tap (the menu opens on a long press); never run.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }

    public var body: some View { Button(action: {}) { label } }
}

extension Menu where Label == Text {
    /// `Menu("Sort") { … }`.
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
    /// `Menu(titleKey) { … }` with a localised key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
    /// `Menu(model.title) { … }`: any string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(String(title)) } }
}

extension Menu where Label == Layout.Label<Text, Image> {
    /// `Menu("More", systemImage: "ellipsis.circle") { … }`.
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Layout.Label(title, systemImage: systemImage) }
    }
}

/// SwiftUI's menu styles: a menu in a still is its label, drawn as a button whatever the style.
public struct MenuStyleKind: Hashable, Sendable {
    let name: String
    /// The platform's.
    public static let automatic = MenuStyleKind(name: "automatic")
    /// A button (the label, tinted).
    public static let button = MenuStyleKind(name: "button")
    /// macOS' borderless button.
    public static let borderlessButton = MenuStyleKind(name: "borderlessButton")
    /// macOS' bordered button.
    public static let borderedButton = MenuStyleKind(name: "borderedButton")
}

extension View {
    /// SwiftUI's `.menuStyle(_:)`: accepted; a menu is drawn as its label.
    nonisolated public func menuStyle(_ style: MenuStyleKind) -> some View { self }
    /// SwiftUI's `.menuIndicator(_:)`: accepted; iOS draws no indicator on a menu's label.
    nonisolated public func menuIndicator(_ visibility: Visibility) -> some View { self }
    /// SwiftUI's `.menuOrder(_:)`: accepted; a closed menu shows no order.
    nonisolated public func menuOrder(_ order: MenuOrder) -> some View { self }
}

/// SwiftUI's `MenuOrder`.
public struct MenuOrder: Hashable, Sendable {
    let name: String
    /// The system's.
    public static let automatic = MenuOrder(name: "automatic")
    /// First item nearest the tap.
    public static let priority = MenuOrder(name: "priority")
    /// As written.
    public static let fixed = MenuOrder(name: "fixed")
}
