public import DisplayList
public import Motion

// SwiftUI's animation spellings, so a team's views compile and draw: a still shows the
// state a change leads to, which is where an animation ends, so each modifier draws the view
// as it is. (Issue 34 records what happens in between.)

extension View {
    /// SwiftUI's `.animation(_:value:)`: drawn as it is (in a still the change is done).
    nonisolated public func animation<V: Equatable>(_ animation: Motion.Animation?, value: V) -> some View { self }
    /// SwiftUI's `.animation(_:)` (deprecated in iOS 15): drawn as it is.
    nonisolated public func animation(_ animation: Motion.Animation?) -> some View { self }
    /// SwiftUI's `.transition(_:)`: drawn as it is (a still shows the view inserted).
    nonisolated public func transition(_ transition: AnyTransition) -> some View { self }
    /// SwiftUI's `.transaction(_:)`: changes the transaction of the changes inside; drawn as
    /// it is (in a still the change is done).
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
    /// SwiftUI's `.contentTransition(_:)`: drawn as it is.
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

/// SwiftUI's `withAnimation(_:_:)`: runs `body` — in a still, the state it changes is drawn
/// as changed, where the animation would end.
@discardableResult
public func withAnimation<Result>(_ animation: Motion.Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// SwiftUI's `withAnimation(_:completionCriteria:_:completion:)` (iOS 17): runs `body`,
/// then `completion`, as the animation is over in a still.
@discardableResult
public func withAnimation<Result>(_ animation: Motion.Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    /// When the animated value reaches its target.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When it has settled (a spring's tail too).
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// SwiftUI's `AnyTransition`: how a view comes and goes. A still shows it in place.
public struct AnyTransition: Sendable {
    let name: String
    /// Fades in and out.
    public static let opacity = AnyTransition(name: "opacity")
    /// Slides in from the leading edge and out to the trailing one.
    public static let slide = AnyTransition(name: "slide")
    /// Grows from and shrinks to nothing.
    public static let scale = AnyTransition(name: "scale")
    /// No transition.
    public static let identity = AnyTransition(name: "identity")
    /// Grows from and shrinks to `scale` about `anchor`.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale") }
    /// iOS 17's `.scale(_:anchor:)`: grows from and shrinks to `scale`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale") }
    /// Moves in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// Pushes in from `edge` (iOS 16).
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    /// Moves in from and out to an offset.
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition(name: "offset") }
    /// `insertion` coming in, `removal` going out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition(name: "asymmetric") }
    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: name + "+" + other.name) }
    /// This transition with its own animation.
    public func animation(_ animation: Motion.Animation?) -> AnyTransition { self }
}

/// SwiftUI's `ContentTransition`.
public struct ContentTransition: Sendable {
    let name: String
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(name: "opacity")
    /// Replaced without a transition.
    public static let identity = ContentTransition(name: "identity")
    /// Each changed digit rolls (SwiftUI's `.numericText()`).
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// Interpolated where it can be.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// An SF Symbol replaced through `effect` (`.symbolEffect(.replace)`); a still shows the
    /// symbol now in place.
    public static func symbolEffect(_ effect: some SymbolEffect = NamedSymbolEffect.replace,
                                    options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }
}

/// SwiftUI's `PhaseAnimator`: content that cycles through `phases`, animating between them.
/// A still is the moment it appears, so the content is drawn in the first phase (issue 34
/// records the cycle). With no phases it draws nothing, as nothing can be drawn.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content

    /// Content cycling through `phases` for as long as it is shown.
    public init<S: Sequence>(_ phases: S, @ViewBuilder content: @escaping (Phase) -> Content,
                             animation: @escaping (Phase) -> Motion.Animation? = { _ in .default }) where S.Element == Phase {
        first = phases.first { _ in true }; self.content = content
    }
    /// Content stepping through `phases` once each time `trigger` changes.
    public init<S: Sequence, T: Equatable>(_ phases: S, trigger: T, @ViewBuilder content: @escaping (Phase) -> Content,
                                           animation: @escaping (Phase) -> Motion.Animation? = { _ in .default }) where S.Element == Phase {
        first = phases.first { _ in true }; self.content = content
    }

    public var body: some View {
        if let first { content(first) }
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
        return PhaseAnimator(phases) { phase in content(view, phase) }
    }
    /// `.phaseAnimator(_:trigger:content:animation:)`: the first phase too.
    nonisolated public func phaseAnimator<Phase: Equatable, S: Sequence, T: Equatable, V: View>(
        _ phases: S, trigger: T, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Motion.Animation? = { _ in .default }) -> some View where S.Element == Phase {
        let view = PlaceholderContentView<Self>(view: AnyView(self))
        return PhaseAnimator(phases) { phase in content(view, phase) }
    }
}
