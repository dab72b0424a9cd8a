/// Modifiers that change the environment for everything inside (font, colour, alignment…).
nonisolated struct EnvironmentModifier<Content: View>: ModifierView {
    let content: Content
    let change: @Sendable (inout EnvironmentValues) -> Void
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode { context.with(change).buildContent(content) }
}

/// `.id(…)`: names the view and everything inside it.
/// A view with an explicit identity (`.id(_:)`), found through the modifiers around it.
protocol ExplicitlyIdentified {
    var explicitID: String { get }
}

/// The explicit identity (`.id(_:)`) of `view` or of what its modifiers wrap; nil for none.
func explicitIdentity(of view: any View) -> String? {
    var current = view
    for _ in 0..<64 {
        if let identified = current as? any ExplicitlyIdentified { return identified.explicitID }
        guard let modifier = current as? any ModifierView else { return nil }
        current = modifier.contentView
    }
    return nil
}

nonisolated struct IDModifier<Content: View>: ModifierView, ExplicitlyIdentified {
    var explicitID: String { id }
    let content: Content
    let id: String
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        context.graph?.noteIdentity(id, at: context.path)
        return context.identified(id).buildContent(content)
    }
}
