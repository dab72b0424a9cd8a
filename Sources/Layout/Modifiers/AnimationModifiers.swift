public import DisplayList
public import Motion
public import Foundation

// SwiftUI's animation modifiers. A still shows the state a change leads to, where its
// animation ends, so outside a recording each draws the view as it is. In a recording
// (`AnimationRecording`) they set the transaction of the views inside them, as SwiftUI's do.

extension View {
    /// SwiftUI's `.animation(_:value:)`: when `value` changed in this update, the changes
    /// inside run with `animation` (nil: without one) instead of the update's own.
    nonisolated public func animation<V: Equatable>(_ animation: Motion.Animation?, value: V) -> some View {
        TransactionModifier(content: self) { context in
            guard let graph = context.graph else { return }
            let old = graph.remember(value, at: graph.key(context.path, "animationValue"))
            if let old, old != value, !context.transaction.disablesAnimations { context.transaction.animation = animation }
        }
    }
    /// SwiftUI's `.animation(_:)` (deprecated in iOS 15): every change inside runs with `animation`.
    nonisolated public func animation(_ animation: Motion.Animation?) -> some View {
        TransactionModifier(content: self) { context in
            if !context.transaction.disablesAnimations { context.transaction.animation = animation }
        }
    }
    /// SwiftUI's `.transaction(_:)`: `transform` changes the transaction of the changes inside
    /// (`$0.animation = nil` stops them animating; `$0.disablesAnimations = true` too).
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        TransactionModifier(content: self) { context in transform(&context.transaction) }
    }
    /// SwiftUI's `.transition(_:)`: how the view comes in when it is inserted under an
    /// animation (from the transition's active state to none) — a still shows it in place.
    nonisolated public func transition(_ transition: AnyTransition) -> some View {
        TransitionModifier(content: self, transition: transition)
    }
    /// SwiftUI's `.contentTransition(_:)`: how a text inside changes when its string changes
    /// under an animation — cross-fading (`.opacity`, the default), at once (`.identity`), or
    /// each changed character rolling (`.numericText()`). A still shows the text as it is.
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View {
        GraphNoteModifier(content: self) { $0.noteContentTransition($1, transition) }
    }
}

/// A modifier that changes the transaction of the views inside it.
nonisolated struct TransactionModifier<Content: View>: ModifierView, ListDistributingModifier {
    let content: Content
    let change: (inout BuildContext) -> Void
    var contentView: any View { content }
    /// On a list, the list's children built under the changed transaction.
    func distribute(_ context: BuildContext) -> [BuiltChild]? {
        guard context.isDistributedList(content) else { return nil }
        var inner = context
        change(&inner)
        context.graph?.noteScope(context.path, inner.transaction)
        return inner.listChildren(of: content)
    }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        var inner = context
        change(&inner)
        context.graph?.noteScope(context.path, inner.transaction)
        return inner.buildContent(content)
    }
}

/// SwiftUI's `AnyTransition`: how a view comes and goes — the effects it has at the edge
/// of its life (its "active" state), which an animation takes to none.
public struct AnyTransition: Sendable {
    /// One effect at the transition's active state.
    enum Step: Sendable {
        /// Transparent.
        case opacity
        /// Scaled by `scale` about `anchor`.
        case scale(Double, UnitPoint)
        /// Moved by a fixed offset.
        case offset(x: Double, y: Double)
        /// Moved by its own size toward `edge`.
        case move(Edge)
        /// Blurred by `radius` points.
        case blur(Double)
    }
    let insertion: [Step]
    let removal: [Step]
    let animation: Motion.Animation?

    init(insertion: [Step], removal: [Step], animation: Motion.Animation? = nil) {
        self.insertion = insertion; self.removal = removal; self.animation = animation
    }
    init(_ steps: [Step]) { self.init(insertion: steps, removal: steps) }

    /// Fades in and out.
    public static let opacity = AnyTransition([.opacity])
    /// Slides in from the leading edge and out to the trailing one.
    public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])
    /// Grows from and shrinks to nothing.
    public static let scale = AnyTransition([.scale(0, .center)])
    /// No transition.
    public static let identity = AnyTransition([])
    /// Grows from and shrinks to `scale` about `anchor`.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition([.scale(scale, anchor)]) }
    /// iOS 17's `.scale(_:anchor:)`: grows from and shrinks to `scale`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition([.scale(scale, anchor)]) }
    /// Moves in from and out to `edge`, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition([.move(edge)]) }
    /// Pushes in from `edge` and out toward the opposite one, fading (iOS 16).
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(edge.opposite), .opacity])
    }
    /// Moves in from and out to an offset.
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition([.offset(x: x, y: y)]) }
    /// Moves in from and out to an offset.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition([.offset(x: offset.width, y: offset.height)]) }
    /// iOS 17's `.blurReplace`: comes in and goes out blurred by 7 pt, scaled to 0.9 and
    /// transparent (OpenSwiftUI's reading of SwiftUI's `BlurReplaceTransition`).
    public static let blurReplace = AnyTransition([.blur(7), .scale(0.9, .center), .opacity])
    /// Comes in and goes out blurred by `radius` points.
    public static func blur(radius: Double = 10) -> AnyTransition { AnyTransition([.blur(radius)]) }
    /// `insertion` coming in, `removal` going out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal, animation: insertion.animation ?? removal.animation)
    }
    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal, animation: animation ?? other.animation)
    }
    /// This transition with its own animation, instead of the change's.
    public func animation(_ animation: Motion.Animation?) -> AnyTransition {
        AnyTransition(insertion: insertion, removal: removal, animation: animation)
    }
}

extension Edge {
    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .top: return .bottom
        case .bottom: return .top
        case .leading: return .trailing
        case .trailing: return .leading
        }
    }
}

extension AnyTransition.Step {
    /// The effect with no transition applied (where an insertion ends), and at its active
    /// state (where it starts).
    var identityAndActive: (identity: Effect, active: Effect) {
        switch self {
        case .opacity: return (.opacity(1), .opacity(0))
        case .scale(let s, let anchor): return (.scale(x: 1, y: 1, anchor: anchor), .scale(x: s, y: s, anchor: anchor))
        case .offset(let x, let y): return (.offset(x: 0, y: 0), .offset(x: x, y: y))
        case .move(let edge):
            let (x, y): (Double, Double)
            switch edge {
            case .leading: (x, y) = (-1, 0)
            case .trailing: (x, y) = (1, 0)
            case .top: (x, y) = (0, -1)
            case .bottom: (x, y) = (0, 1)
            }
            return (.sizeOffset(x: 0, y: 0), .sizeOffset(x: x, y: y))
        case .blur(let r): return (.blur(0), .blur(r))
        }
    }
}

/// A view with a transition: inserted under an animation, it starts at the transition's
/// active state and animates to none (the effects sit outside the view, as SwiftUI's do).
nonisolated struct TransitionModifier<Content: View>: ModifierView {
    let content: Content
    let transition: AnyTransition
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        var node = context.buildContent(content)
        guard let graph = context.graph else { return node }
        graph.noteTransition(context.path, transition)
        // A view given a new identity inside (`.id(x).transition(t)` with x changed) is a
        // new view: inserted, as SwiftUI inserts it, though its place is the old one's.
        let explicit = explicitIdentity(of: content)
        let inserted = graph.isInserted(graph.key(context.path, "transition" + (explicit.map { "=" + $0 } ?? "")))
        var outer = context
        if let own = transition.animation, outer.transaction.effectiveAnimation != nil { outer.transaction.animation = own }
        let animates = inserted && outer.transaction.effectiveAnimation != nil
        for step in transition.insertion {
            let (identity, active) = step.identityAndActive
            let effect = outer.animatedEffect(identity, kind: "transition", identity: explicit, insertedFrom: animates ? active : nil)
            node = EffectNode(child: node, effect: effect.sanitized, owner: context.path)
        }
        return node
    }
}

/// A modifier that tells the recording's graph something about the view at its place
/// (`.contentTransition`, `.matchedGeometryEffect`) and draws the view as it is.
nonisolated struct GraphNoteModifier<Content: View>: ModifierView {
    let content: Content
    let note: @Sendable (ViewGraph, String) -> Void
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        if let graph = context.graph { note(graph, context.path) }
        return context.buildContent(content)
    }
}

/// SwiftUI's `ContentTransition`.
public struct ContentTransition: Sendable {
    let name: String
    /// For `numericText`: whether the numbers go down (the changed digits roll down).
    var countsDown = false
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(name: "opacity")
    /// Replaced without a transition.
    public static let identity = ContentTransition(name: "identity")
    /// Each changed character rolls: the old one up and out, the new one up from below, both
    /// fading (down when `countsDown`) — SwiftUI's `.numericText()`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: "numericText", countsDown: countsDown)
    }
    /// `.numericText()` rolling the way `value` went (iOS 17's `numericText(value:)`): down
    /// when it is below the value the text showed before.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(name: "numericText", countsDown: false, value: value)
    }
    /// The value a `numericText(value:)` shows.
    var value: Double?

    init(name: String, countsDown: Bool = false, value: Double? = nil) {
        self.name = name; self.countsDown = countsDown; self.value = value
    }
    /// Interpolated where it can be.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// An SF Symbol replaced through `effect` (`.symbolEffect(.replace)`); a still shows the
    /// symbol now in place.
    public static func symbolEffect(_ effect: some SymbolEffect = NamedSymbolEffect.replace,
                                    options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }
}

/// SwiftUI's `PlaceholderContentView`: the view a `.phaseAnimator` modifier hands its content
/// closure — the modified view itself.
nonisolated public struct PlaceholderContentView<Value>: View {
    let view: AnyView
    /// The modified view.
    public var body: some View { view }
}

extension View {
    /// SwiftUI's `.phaseAnimator(_:content:animation:)`: this view in the first phase, where
    /// a still shows it.
    nonisolated public func phaseAnimator<Phase: Equatable, S: Sequence, V: View>(
        _ phases: S, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Motion.Animation? = { _ in .default }) -> some View where S.Element == Phase {
        let view = PlaceholderContentView<Self>(view: AnyView(self))
        return PhaseAnimator(phases, content: { phase in content(view, phase) }, animation: animation)
    }
    /// `.phaseAnimator(_:trigger:content:animation:)`: one pass through the phases each
    /// time `trigger` changes.
    nonisolated public func phaseAnimator<Phase: Equatable, S: Sequence, T: Equatable, V: View>(
        _ phases: S, trigger: T, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Motion.Animation? = { _ in .default }) -> some View where S.Element == Phase {
        let view = PlaceholderContentView<Self>(view: AnyView(self))
        return PhaseAnimator(phases, trigger: trigger, content: { phase in content(view, phase) }, animation: animation)
    }
}
