public import Motion

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

/// SwiftUI's `AnimatableModifier`: a modifier whose `animatableData` an animation
/// interpolates frame by frame, its body called with each value (a cascade's phase running
/// 0 → 1 draws every step between). Deprecated in SwiftUI for `Animatable` + `ViewModifier`,
/// which animate here the same way.
@MainActor @preconcurrency
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// The view a `ViewModifier` is applied to, inside its `body(content:)`.
/// It stands where the modified view would stand: the view keeps its element id.
nonisolated public struct ViewModifierContent<Modifier: ViewModifier>: ModifierView {
    let view: any View
    var contentView: any View { view }
    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        context.buildContent(view)
    }
}

/// SwiftUI's `ModifiedContent`: `content` with `modifier` applied (what `.modifier(_:)`
/// makes). The modifier's `body(content:)` is main-actor code, called on the thread that
/// lays the screen out as a view's `body` is (`BuildContext.modifierBody`).
/// Transparent to element ids, as every modifier is (SwiftUI gives a modifier no identity
/// of its own): the modified view keeps the id it would have without it.
nonisolated public struct ModifiedContent<Content: View, Modifier: ViewModifier>: ModifierView {
    /// The view modified.
    public let content: Content
    var contentView: any View { content }
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
