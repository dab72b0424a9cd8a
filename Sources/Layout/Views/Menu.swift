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
