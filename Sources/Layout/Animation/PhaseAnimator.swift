public import Motion

/// SwiftUI's `PhaseAnimator`: content that steps through `phases`, each step animated with
/// `animation(phase)` and the next one begun when it is logically complete. Without a trigger
/// it cycles for as long as it is shown, starting when it appears; with one, it runs through
/// the phases once each time the trigger changes and comes back to the first. A still is the
/// moment it appears, so it shows the first phase. No phases: nothing is drawn.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: PrimitiveView {
    let phases: [Phase]
    let trigger: ((ViewGraph, String) -> Bool)?
    let content: (Phase) -> Content
    let animation: (Phase) -> Motion.Animation?

    /// Content cycling through `phases` for as long as it is shown.
    public init<S: Sequence>(_ phases: S, @ViewBuilder content: @escaping (Phase) -> Content,
                             animation: @escaping (Phase) -> Motion.Animation? = { _ in .default }) where S.Element == Phase {
        self.phases = Array(phases.prefix(Self.maximumPhases)); trigger = nil
        self.content = content; self.animation = animation
    }
    /// Content stepping through `phases` once each time `trigger` changes.
    public init<S: Sequence, T: Equatable>(_ phases: S, trigger: T, @ViewBuilder content: @escaping (Phase) -> Content,
                                           animation: @escaping (Phase) -> Motion.Animation? = { _ in .default }) where S.Element == Phase {
        self.phases = Array(phases.prefix(Self.maximumPhases))
        self.trigger = { graph, key in graph.triggerChanged(trigger, at: key) }
        self.content = content; self.animation = animation
    }

    /// Phases beyond this many are not read (a sequence may be endless).
    static var maximumPhases: Int { 10_000 }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        guard let first = phases.first else { return context.buildContent(EmptyView()) }
        guard let graph = context.graph else { return context.buildContent(content(first)) }
        let index = graph.stateBox(graph.key(context.path, "phase")) { StateStorage(0, graph: graph) }
        let steps = Steps(phases: phases, animation: animation, index: index)
        if let trigger {
            if trigger(graph, graph.key(context.path, "phaseTrigger")) { graph.queue { steps.run(cycling: false, graph: graph) } }
        } else {
            graph.appear(graph.key(context.path, "phaseAppear")) { steps.run(cycling: true, graph: graph) }
        }
        return context.buildContent(content(phases[min(max(index.value, 0), phases.count - 1)]))
    }

    /// The stepping: each step's change is made under its phase's animation; the next step
    /// runs when that animation is logically complete (a frame later when it takes no time).
    struct Steps {
        let phases: [Phase]
        let animation: (Phase) -> Motion.Animation?
        let index: StateStorage<Int>

        func run(cycling: Bool, graph: ViewGraph) {
            let next = (index.value + 1) % phases.count
            let step = animation(phases[next])
            withAnimation(step) { index.value = next }
            guard cycling || next != 0 else { return }
            let wait = step.map { AnimationCompletionCriteria.logicallyComplete.duration(of: $0) } ?? 0
            guard wait.isFinite else { return }
            graph.schedule(after: max(wait, 1.0 / 60)) { run(cycling: cycling, graph: graph) }
        }
    }
}
