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
}
