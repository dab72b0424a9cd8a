/// SwiftUI's `ViewModifier`: a team's own modifier, whose `body(content:)` wraps the view
/// it is applied to (`.modifier(CardStyle())`). Main-actor code, as SwiftUI's is.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of `body(content:)`.
    associatedtype Body: View
    /// The view the modifier is applied to, as its body sees it.
    typealias Content = ViewModifierContent<Self>
    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` is applied to, inside its `body(content:)`.
nonisolated public struct ViewModifierContent<Modifier: ViewModifier>: PrimitiveView {
    let view: any View
    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        context.build(view, index: 0, name: context.baseTypeName(of: view))
    }
}

/// SwiftUI's `ModifiedContent`: `content` with `modifier` applied (what `.modifier(_:)`
/// makes). The modifier's `body(content:)` is main-actor code, called on the thread that
/// lays the screen out as a view's `body` is (`BuildContext.modifierBody`).
nonisolated public struct ModifiedContent<Content: View, Modifier: ViewModifier>: PrimitiveView {
    /// The view modified.
    public let content: Content
    /// The modifier applied.
    public let modifier: Modifier
    /// `content` with `modifier` applied.
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        if let environmental = modifier as? any EnvironmentalModifier {
            return context.buildContent(context.resolvedModifier(environmental, content: content))
        }
        return context.buildContent(context.modifierBody(modifier, content: ViewModifierContent(view: content)))
    }
}

/// SwiftUI's `EnvironmentalModifier`: a modifier that reads the environment it is applied in
/// and answers the modifier to apply (`resolve(in:)`), instead of having a body.
@MainActor @preconcurrency
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    /// The modifier `resolve(in:)` answers.
    associatedtype ResolvedModifier: ViewModifier
    /// The modifier to apply in `environment`.
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    /// No body: `ModifiedContent` applies `resolve(in:)`'s modifier instead, and never calls this.
    public func body(content: Content) -> Never {
        preconditionFailure("an EnvironmentalModifier is applied through resolve(in:)")
    }
}

extension View {
    /// SwiftUI's `.modifier(_:)`: this view through `modifier`'s `body(content:)`.
    nonisolated public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
