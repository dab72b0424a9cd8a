public import Motion

/// SwiftUI's `Transaction`: the context of a state change — the animation it runs with.
/// `withAnimation` makes one for the changes in its body; `.animation(_:value:)` and
/// `.transaction(_:)` change it for the views inside them.
public struct Transaction: Sendable {
    /// The animation the change runs with (nil: none).
    public var animation: Motion.Animation?
    /// Whether animations are off for the change (`.animation` modifiers inside leave it alone).
    public var disablesAnimations = false
    /// A transaction with no animation.
    public init() {}
    /// A transaction with `animation`.
    public init(animation: Motion.Animation?) { self.animation = animation }

    /// The animation a change under this transaction runs with.
    var effectiveAnimation: Motion.Animation? { disablesAnimations ? nil : animation }

    /// The transaction of the changes being made now: `withAnimation`'s inside its body,
    /// none outside (a plain change jumps). Scoped to the task that runs the body.
    @TaskLocal static var current = Transaction()
}

/// SwiftUI's `withTransaction(_:_:)`: runs `body` with its changes under `transaction`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try ViewGraph.running(under: transaction, body)
}

/// SwiftUI's `withAnimation(_:_:)`: the state `body` changes animates with `animation`.
/// In a still nothing moves, so the change is drawn done; in a recording
/// (`AnimationRecording`) the views it changes animate from where they are.
@discardableResult
public func withAnimation<Result>(_ animation: Motion.Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try ViewGraph.running(under: Transaction(animation: animation), body)
}

/// SwiftUI's `withAnimation(_:completionCriteria:_:completion:)` (iOS 17): runs `body` under
/// `animation`, then `completion` when the animation is over — at once in a still; in a
/// recording, when `animation` is logically complete (a timing curve's duration, a spring's
/// response) or, for `.removed`, settled.
@discardableResult
public func withAnimation<Result>(_ animation: Motion.Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try ViewGraph.running(under: Transaction(animation: animation), body)
    if let graph = ViewGraph.current?.graph {
        graph.schedule(after: animation.map { completionCriteria.duration(of: $0) } ?? 0, completion)
    } else {
        completion()
    }
    return result
}

/// SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    /// When the animated value reaches its target.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When it has settled (a spring's tail too).
    public static let removed = AnimationCompletionCriteria(name: "removed")

    /// Seconds from the change to the completion; infinite for an animation that repeats
    /// forever (its completion never runs, as in SwiftUI).
    func duration(of animation: Motion.Animation) -> Double {
        guard let total = animation.totalDuration else { return .infinity }
        if self == .logicallyComplete, animation.evaluation == .integratedSpring, case .spring(let s) = animation.curve,
           animation.repetition == .once {
            // SwiftUI's spring is logically complete one response after it starts.
            return animation.delay + s.response / animation.speed
        }
        return total
    }
}
