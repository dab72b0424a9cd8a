/// Modifiers that change the environment for everything inside (font, colour, alignment…).
nonisolated struct EnvironmentModifier<Content: View>: ModifierView {
    let content: Content
    let change: @Sendable (inout EnvironmentValues) -> Void
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode { context.with(change).buildContent(content) }
}

/// `.id(…)`: names the view and everything inside it.
nonisolated struct IDModifier<Content: View>: ModifierView {
    let content: Content
    let id: String
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode { context.identified(id).buildContent(content) }
}
