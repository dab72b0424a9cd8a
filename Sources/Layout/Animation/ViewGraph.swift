import DisplayList
import Motion

/// What outlives one evaluation of a body while an animation is recorded — SwiftUI's
/// attribute graph, kept as simply as a recording allows: every update rebuilds the whole
/// tree (bodies are pure functions of their state), and what must persist is found by key.
///
/// - **State** (`@State`, and `@StateObject` through it), keyed by the view's place in the
///   tree, its type and the property's name: a view rebuilt at the same place gets its
///   state back; `.id(_:)` gives it a new place, so new state (SwiftUI's identity).
/// - **Animated values**, keyed by place and kind (`opacity`, `scale`, a shape's
///   `animatableData` …): each remembers its model value and runs a `PropertyAnimator`,
///   so what a body draws is the model value plus what its animations have left.
/// - **Lifecycle**: which `onAppear`s were there last time (so a new one runs), their
///   `onDisappear`s, `onChange` values, and actions scheduled on the virtual clock
///   (`withAnimation` completions, `PhaseAnimator` steps).
/// What a build no longer reaches is forgotten after it, as SwiftUI drops a removed view's state.
///
/// One graph belongs to one recording (or one still drawn at rest) and is used on one thread (`@unchecked Sendable` only
/// so that a task-local can name it while actions run).
final class ViewGraph: @unchecked Sendable {
    /// The virtual clock: seconds since the recording started.
    private(set) var time = 0.0
    /// True during the first build: nothing is inserted or changed then, so nothing animates.
    private(set) var isFirstBuild = true
    /// The transaction the next build runs under (what the changes since the last build were made with).
    private var pending: Transaction?
    /// State boxes by key.
    private var states: [String: AnyObject] = [:]
    /// Animated values by key.
    private var values: [String: AnyObject] = [:]
    /// Remembered values (`onChange`, `.animation(_:value:)`) by key.
    private var remembered: [String: Any] = [:]
    /// Keys reached by the build running now, and how often each kind occurred per place.
    private var touched: Set<String> = []
    private var occurrences: [String: Int] = [:]
    /// `onAppear` keys present in the last build, and this build's.
    private var appeared: Set<String> = []
    private var appearing: Set<String> = []
    /// The last build's `onDisappear` actions, and this build's.
    private var disappearActions: [String: () -> Void] = [:]
    private var nextDisappearActions: [String: () -> Void] = [:]
    /// Actions this build asks to run after it (new `onAppear`s, `onChange`s), in tree order.
    private var queued: [() -> Void] = []
    /// Actions on the clock: when, in the order they were scheduled.
    private var scheduled: [(time: Double, order: Int, action: () -> Void)] = []
    private var scheduleCount = 0
    /// Builds in the current update, to stop a body that changes state on every build.
    private var buildsThisUpdate = 0
    /// Set when an update had to stop rebuilding: a body or action changes state each time.
    private(set) var unstable = false
    /// Geometry, colours and default fades, compared element by element between updates.
    private var elementAnimations = ElementAnimations()
    /// The transaction of the build running now.
    private var buildTransaction = Transaction()
    /// Animations set for parts of the tree in this build (`.animation`, `.transaction`), by path.
    private var scopes: [String: Motion.Animation?] = [:]
    /// Transitions by the path of the view they belong to: this build's and the last one's.
    private var transitions: [String: AnyTransition] = [:]
    private var lastTransitions: [String: AnyTransition] = [:]
    /// Where each `.id(_:)` sits: the path its content's element ids restart from (the id)
    /// → the path of the place in the tree it occupies, as of the last build it was in. An
    /// element of a view with an explicit identity belongs to the transitions and
    /// transactions around that place.
    private var identities: [String: String] = [:]
    /// The keys of the clock ticks running (`onClockTick`).
    private var ticking: Set<String> = []
    /// The controls the last build showed, in tree order (what a tap by label finds), and
    /// the ones the build running now registers.
    private(set) var tapTargets: [TapTarget] = []
    private var buildingTapTargets: [TapTarget] = []
    /// `.task`s run only when whoever asks for frames gives the main actor turns between
    /// steps (`AnimationRecording.runsTasks`); otherwise they do not start.
    var runsTasks = false
    /// The `.task`s started and not ended, by key; how many run now (started or resumed and
    /// not yet parked on the clock or ended); whether any ran since the last step.
    var liveTasks: [String: RecordedTask] = [:]
    /// Every task started and not yet ended or left out, cancelled ones too (they still run
    /// to their end once woken).
    var allTasks: [RecordedTask] = []
    var tasksRan = false
    /// Counts the actions run (events, queued `onAppear`s and `onChange`s), and the one whose
    /// changes are being built now (0: none — a frame's own build, the first build): what an
    /// action inserts and changes again before it is done has no old value to animate from.
    private var actionSerial = 0
    private(set) var currentAction = 0
    /// Events run on the way to the frame asked for, over all its steps.
    private var stepEvents = 0
    /// What the recording's tasks could not do, one line each (a task left out).
    var taskProblems: [String] = []
    /// Views with a `.contentTransition`, by path: this build's, and the value each
    /// `numericText(value:)` showed last (which way its digits roll).
    private var contentTransitions: [String: ContentTransition] = [:]
    private var shownValues: [String: Double] = [:]
    /// Views with `.matchedGeometryEffect`, by path: this build's and the one before's.
    private var matched: [String: MatchedGeometryKey] = [:]
    private var lastMatched: [String: MatchedGeometryKey] = [:]
    /// A still drawn at rest (`atRest(_:)`): changes take effect at once, nothing animates.
    private(set) var isAtRest = false
    /// The list the last build laid out (what `atRest` returns).
    private var lastBuilt: DisplayList?
    /// What lays the tree out once: set by the recording.
    var render: (ViewGraph) -> DisplayList = { _ in DisplayList(size: Size(width: 0, height: 0), scale: 1, elements: []) }

    /// The graph whose actions are running now; nil outside a recording.
    @TaskLocal static var current: GraphLink?
    /// The graph whose tree is being built now (what `BuildContext` picks up); nil for a still
    /// built once.
    @TaskLocal static var building: GraphLink?

    /// Builds allowed in one update before it stops as unstable.
    static let maximumBuildsPerUpdate = 64
    /// Scheduled actions run on the way to one frame before the rest are dropped as unstable.
    static let maximumEventsPerAdvance = 2_000
    /// Controls remembered per build for taps by label (a list of 10⁶ buttons keeps the first).
    static let maximumTapTargets = 10_000

    // MARK: Updates

    /// The tree `layout` builds once it has appeared and come to rest: its `onAppear`s run
    /// (and the `onChange`s they set off), every change jumps to its end — under
    /// `withAnimation` too — and no clock runs. What a snapshot of a hosted SwiftUI view
    /// shows: its layers' model values, the animations' targets.
    static func atRest(_ layout: @escaping () -> DisplayList) -> DisplayList {
        let graph = ViewGraph()
        graph.isAtRest = true
        graph.render = { _ in layout() }
        var last = graph.build()
        graph.lastBuilt = nil
        graph.flush()
        // The last build of the update is the tree at rest (no clock runs to build again).
        if let rebuilt = graph.lastBuilt { last = rebuilt }
        return last
    }

    /// True once the first frame was built.
    var hasStarted: Bool { !isFirstBuild }

    /// Moves the clock to `t` (never back), runs what is scheduled up to then in time order,
    /// each with a build after it, and returns the tree laid out at `t`. The first call
    /// builds the tree as it appears and runs its `onAppear`s first.
    func advance(to t: Double) -> DisplayList {
        if let list = step(to: t) { return list }
        // Asked without turns for the main actor, a running task cannot go on: it is left out.
        abandonRunningTasks()
        return step(to: t) ?? build()
    }

    /// `advance(to:)` in steps: nil when a `.task` it started or woke must run on the main
    /// actor before the recording can go on (call again once the main actor had a turn).
    func step(to t: Double) -> DisplayList? {
        if activeTasks > 0 { return nil }
        if tasksRan {
            // A task changed what it changed since the last step: build it (a model changed
            // without a State write is seen only by building).
            tasksRan = false
            noteActionRan()
        }
        if isFirstBuild {
            build()
        }
        flush()
        if activeTasks > 0 { return nil }
        while let next = nextScheduled(upTo: t) {
            // Actions that keep scheduling more at no distance in time (a completion that
            // starts a zero-length animation whose completion does the same) would never let
            // the clock reach t: past the bound, what is left up to t is dropped and said.
            // Counted over the steps of one advance: a task that sleeps for no time in a loop
            // wakes once a step.
            stepEvents += 1
            if stepEvents > Self.maximumEventsPerAdvance {
                unstable = true
                scheduled.removeAll { $0.time <= t }
                break
            }
            if next.time > time {
                // The tree as it stands at the event's time, before the event changes it: what
                // a view the event removes is drawn as while it leaves, whatever frames were
                // asked for before (so the frames do not depend on the frame rate).
                time = next.time
                build()
            }
            perform(next.action)
            if activeTasks > 0 { return nil }
        }
        time = max(time, t)
        stepEvents = 0
        return build()
    }

    private func nextScheduled(upTo t: Double) -> (time: Double, order: Int, action: () -> Void)? {
        guard let index = scheduled.indices.filter({ scheduled[$0].time <= t })
            .min(by: { (scheduled[$0].time, scheduled[$0].order) < (scheduled[$1].time, scheduled[$1].order) }) else { return nil }
        return scheduled.remove(at: index)
    }

    /// Runs `action` at the current time after `delay` seconds (never, for an infinite delay).
    /// Returns the schedule's order number (`unschedule`), nil when it never runs.
    @discardableResult
    func schedule(after delay: Double, _ action: @escaping () -> Void) -> Int? {
        guard delay.isFinite else { return nil }
        return schedule(at: time + max(0, delay), action)
    }

    /// Runs `action` at `t` seconds on the clock (at once if that has passed).
    /// The action runs in the environment current when it was scheduled (an action's, for a
    /// `withAnimation` completion), as the action that scheduled it did.
    @discardableResult
    func schedule(at t: Double, _ action: @escaping () -> Void) -> Int {
        scheduleCount += 1
        let environment = EnvironmentValues.current
        scheduled.append((max(t, time), scheduleCount, { EnvironmentValues.$current.withValue(environment) { action() } }))
        return scheduleCount
    }

    /// Drops the scheduled action with order number `order` (a cancelled task's wake-up).
    func unschedule(_ order: Int) { scheduled.removeAll { $0.order == order } }

    /// Runs `action` as an event (a scripted change, a scheduled step), then builds until
    /// the tree is still: new `onAppear`s and `onChange`s run after the build that shows them.
    func perform(_ action: @escaping () -> Void) {
        actionSerial += 1
        currentAction = actionSerial
        defer { currentAction = 0 }
        buildsThisUpdate = 0
        Self.$current.withValue(GraphLink(graph: self)) { action() }
        noteActionRan()
        flush()
    }

    /// Builds if anything changed since the last build, and keeps building while the
    /// actions a build queues change more (bounded: `maximumBuildsPerUpdate`).
    func flush() {
        // Queued actions own what they change while they run; the caller's action after.
        let outer = currentAction
        defer { currentAction = outer }
        while pending != nil || !queued.isEmpty {
            if buildsThisUpdate >= Self.maximumBuildsPerUpdate {
                unstable = true
                pending = nil; queued = []
                return
            }
            if pending != nil { _ = build() }
            let actions = queued
            queued = []
            for action in actions {
                actionSerial += 1
                currentAction = actionSerial
                Self.$current.withValue(GraphLink(graph: self)) { action() }
                noteActionRan()
            }
        }
    }

    /// One build and layout under the pending transaction; queues what it makes run.
    @discardableResult
    func build() -> DisplayList {
        if pending == nil, queued.isEmpty { buildsThisUpdate = 0 }
        buildsThisUpdate += 1
        let transaction = pending ?? Transaction()
        pending = nil
        buildTransaction = transaction
        scopes = [:]
        lastTransitions.merge(transitions) { _, new in new }
        transitions = [:]
        lastMatched = matched
        matched = [:]
        contentTransitions = [:]
        touched = []
        occurrences = [:]
        appearing = []
        nextDisappearActions = [:]
        buildingTapTargets = []
        let laidOut = Self.$building.withValue(GraphLink(graph: self)) {
            Transaction.$current.withValue(transaction) { render(self) }
        }
        let list = isAtRest ? laidOut : elementAnimations.update(laidOut, time: time, isFirst: isFirstBuild, graph: self)
        // Views no longer built disappear: their state, values and lifecycle entries go.
        for (key, action) in disappearActions where nextDisappearActions[key] == nil { queued.append(action) }
        disappearActions = nextDisappearActions
        // Tasks of views no longer shown are cancelled, as SwiftUI cancels them.
        for key in liveTasks.keys.sorted() where !appearing.contains(key) {
            if let task = liveTasks[key] { cancel(task) }
            liveTasks[key] = nil
        }
        appeared = appearing
        tapTargets = buildingTapTargets
        states = states.filter { touched.contains($0.key) }
        values = values.filter { touched.contains($0.key) }
        remembered = remembered.filter { touched.contains($0.key) }
        running = runningNext
        runningNext = []
        isFirstBuild = false
        lastBuilt = list
        return list
    }

    /// A change was made under `transaction`: the next build runs under it. Changes made
    /// outside any `withAnimation` after animated ones are built first, on their own, so
    /// that each keeps its own transaction (`running(under:)` flushes around its body).
    func noteChange(_ transaction: Transaction) {
        pending = transaction
    }

    /// Runs `body` with its changes under `transaction`: changes made before are built first
    /// without it, and the changes `body` makes are built right after under it, so that an
    /// animated change and a plain one in the same action keep their own animations.
    /// At rest nothing animates, so a transaction changes nothing drawn: the changes are
    /// left to the enclosing update's one build, as a plain change is (SwiftUI batches them
    /// so too), rather than two builds of the whole tree around every `withAnimation`.
    static func running<Result>(under transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        guard let graph = current?.graph, !graph.isAtRest else { return try Transaction.$current.withValue(transaction) { try body() } }
        graph.flushChangesOnly()
        let result = try Transaction.$current.withValue(transaction) { try body() }
        // A model changed in the body (an @Observable's property) is seen only by building.
        graph.pending = graph.pending ?? transaction
        graph.flushChangesOnly()
        return result
    }

    /// Builds the pending change now (leaving queued actions to the enclosing flush).
    private func flushChangesOnly() {
        guard pending != nil, buildsThisUpdate < Self.maximumBuildsPerUpdate else { return }
        _ = build()
    }

    /// After an action ran outside `withAnimation`, a model may have changed without a State
    /// write (an `ObservableObject`, an `@Observable`): build once without animation.
    func noteActionRan() {
        if pending == nil { pending = Transaction() }
    }

    // MARK: Keys

    /// A key unique in this build for the `kind`-th thing of that kind at `path`.
    func key(_ path: String, _ kind: String) -> String {
        let base = path + "#" + kind
        let n = occurrences[base, default: 0]
        occurrences[base] = n + 1
        let key = n == 0 ? base : base + "#\(n)"
        touched.insert(key)
        return key
    }

    // MARK: State

    /// The box that holds the state at `key`: the one kept from earlier builds when its type
    /// matches, else a new one from `make` (kept from now on).
    func stateBox<Value>(_ key: String, make: () -> StateStorage<Value>) -> StateStorage<Value> {
        touched.insert(key)
        if let kept = states[key] as? StateStorage<Value> { return kept }
        let fresh = make()
        states[key] = fresh
        return fresh
    }

    // MARK: Animated values

    /// The value drawn for `model` at `key`: if the model changed since the last build, its
    /// animator takes the change with `animation`; a value new to the graph starts at
    /// `insertedFrom` when given (a transition) and animates from there.
    func animated<V: VectorArithmetic>(_ model: V, key: String, animation: Motion.Animation?, insertedFrom: V? = nil,
                                       target: String = "", labels: [String] = []) -> V {
        if isAtRest { return model }
        let slot: AnimatedValue<V>
        if let existing = values[key] as? AnimatedValue<V> {
            slot = existing
        } else {
            slot = AnimatedValue(model: insertedFrom ?? model)
            values[key] = slot
        }
        if slot.model != model {
            let used = isFirstBuild ? nil : animation
            slot.animator.change(from: slot.model, to: model, animation: used, at: time)
            if let used { log(target: target, labels: labels, old: slot.model, model: model, animator: slot.animator, animation: used) }
            slot.model = model
        }
        slot.animator.prune(at: time)
        return model + slot.animator.offset(at: time)
    }

    /// Every animated change so far, in the order made (at most `maximumChanges`).
    private(set) var changes: [RecordedChange] = []
    /// Rows kept for the timeline; later changes still animate but are not listed.
    static let maximumChanges = 2_000

    /// Lists an animated change for the timeline (numbers: `ComponentVector` and `Double`).
    func log<V: VectorArithmetic>(target: String, labels: [String], old: V, model: V, animator: PropertyAnimator<V>, animation: Motion.Animation) {
        guard changes.count < Self.maximumChanges else { return }
        if let old = old as? ComponentVector, let model = model as? ComponentVector, let animator = animator as? PropertyAnimator<ComponentVector> {
            changes += RecordedChange.rows(target: target, labels: labels, old: old, model: model, animator: animator, animation: animation, at: time)
        } else if let old = old as? Double, let model = model as? Double, let animator = animator as? PropertyAnimator<Double> {
            changes.append(RecordedChange(target: target, property: labels.first ?? "animatableData", from: old, to: model, start: time,
                                          end: animator.endTime(), animation: animation) { t in model + animator.offset(at: t) })
        }
    }

    /// Views that run on the clock by themselves (a `KeyframeAnimator`): until when, as of
    /// the last build (nil: for ever).
    private var running: [Double?] = []
    private var runningNext: [Double?] = []

    /// A view in this build keeps changing until `end` (nil: for ever) without a state change.
    func noteRunning(until end: Double?) { runningNext.append(end) }

    /// True while some value still animates; nil when one runs forever.
    var animationsEnd: Double? {
        guard var end = elementAnimations.endTime(now: time) else { return nil }
        for r in running {
            guard let r else { return nil }
            end = max(end, r)
        }
        for case let value as any AnyAnimatedValue in values.values {
            guard let e = value.endTime else { return nil }
            end = max(end, e)
        }
        return end
    }

    /// When the next scheduled action runs, if any.
    var nextScheduledTime: Double? { scheduled.map(\.time).min() }

    // MARK: Lifecycle

    /// Registers an `onAppear` at `key`: it runs after this build if the last build had none there.
    func appear(_ key: String, _ action: (() -> Void)?) {
        appearing.insert(key)
        if !appeared.contains(key), let action { queued.append(action) }
    }

    /// True when the view at `key` was in the last build.
    func isShown(_ key: String) -> Bool { appeared.contains(key) }

    /// Records that the view at `key` is in this build.
    func markShown(_ key: String) { appearing.insert(key) }

    /// Registers a repeating action at `key` (`onClockTick`): started at the first build the
    /// view is in, run every `interval` seconds after, until a build leaves the view out.
    func tick(_ key: String, every interval: Double, _ action: @escaping (Double) -> Void) {
        appearing.insert(key)
        guard !appeared.contains(key), ticking.insert(key).inserted else { return }
        scheduleTick(key, at: time + interval, every: interval, action)
    }

    private func scheduleTick(_ key: String, at t: Double, every interval: Double, _ action: @escaping (Double) -> Void) {
        schedule(at: t) { [unowned self] in
            guard self.appeared.contains(key) else {
                self.ticking.remove(key)
                return
            }
            action(self.time)
            self.scheduleTick(key, at: t + interval, every: interval, action)
        }
    }

    /// Registers a control the tree shows now (a `Button`, a `Toggle`, an `.onTapGesture`), so
    /// a scripted tap (`AnimationRecording.tap(_:at:)`) can find it by its label.
    func noteTapTarget(_ target: TapTarget) {
        if buildingTapTargets.count < Self.maximumTapTargets { buildingTapTargets.append(target) }
    }

    /// Taps the first enabled control the last build showed whose label is `label`, running
    /// its action as an event (its changes build after it); nil when it did, else why not.
    func tap(_ label: String) -> String? {
        let matching = tapTargets.filter { $0.label == label }
        guard let target = matching.first(where: \.isEnabled) else {
            if let disabled = matching.first { return "\(disabled.kind) \"\(label)\" is disabled" }
            return "nothing shown is labelled \"\(label)\"" + TapTarget.listing(tapTargets)
        }
        target.action()
        return nil
    }

    /// Registers an `onDisappear` at `key`, run after the first build that lacks it.
    func disappear(_ key: String, _ action: (() -> Void)?) {
        if let action { nextDisappearActions[key] = action }
    }

    /// True when `key` appears in this build but was not in the last one (and this is not
    /// the first build): the view was inserted.
    func isInserted(_ key: String) -> Bool {
        appearing.insert(key)
        return !isFirstBuild && !appeared.contains(key)
    }

    /// The value last remembered at `key` (nil the first time), and remembers `value`.
    func remember<V>(_ value: V, at key: String) -> V? {
        touched.insert(key)
        let old = remembered[key] as? V
        remembered[key] = value
        return old
    }

    // MARK: Animation scopes

    /// Records that the views at `path` and inside are built under `transaction`.
    func noteScope(_ path: String, _ transaction: Transaction) {
        scopes[path] = transaction.effectiveAnimation
    }

    /// Records that the view at `path` has the explicit identity `id` (its elements' ids
    /// start from `id`).
    func noteIdentity(_ id: String, at path: String) {
        if id != path { identities[id] = path }
    }

    /// Records the content transition of the view at `path`; for `numericText(value:)`, the
    /// way its value went since the last build (down: the digits roll down).
    func noteContentTransition(_ path: String, _ transition: ContentTransition) {
        var t = transition
        if let value = t.value {
            if let was = shownValues[path], value < was { t.countsDown = true }
            shownValues[path] = value
        }
        contentTransitions[path] = t
    }

    /// The content transition of the view the element `id` belongs to in this build.
    func contentTransition(for id: String) -> ContentTransition? {
        container(of: id, in: contentTransitions).flatMap { contentTransitions[$0] }
    }

    /// Whether this build or the one before has a matched view.
    var hasMatchedViews: Bool { !matched.isEmpty || !lastMatched.isEmpty }

    /// Records that the view at `path` is matched by `key` (`.matchedGeometryEffect`).
    func noteMatched(_ path: String, _ key: MatchedGeometryKey) { matched[path] = key }

    /// The matched view the element `id` belongs to, in this build or (`last`) the one
    /// before: its path and key; nil when it belongs to none.
    func matchedView(of id: String, last: Bool = false) -> (path: String, key: MatchedGeometryKey)? {
        let table = last ? lastMatched : matched
        guard let path = container(of: id, in: table), let key = table[path] else { return nil }
        return (path, key)
    }

    /// Records the transition of the view at `path`.
    func noteTransition(_ path: String, _ transition: AnyTransition) {
        transitions[path] = transition
    }

    /// The innermost path among `keys` that contains the element `id` (the path itself, or
    /// a path that `id` continues with `/` or `#`).
    private static func owner<V>(of id: String, in table: [String: V]) -> String? {
        var best: String?
        for path in table.keys where id == path || id.hasPrefix(path + "/") || id.hasPrefix(path + "#") {
            if best.map({ path.count > $0.count }) ?? true { best = path }
        }
        return best
    }

    /// The animation a change of the element `id` runs with in this build: its innermost
    /// scope's, else the update's.
    func animation(for id: String) -> Motion.Animation? {
        if let path = container(of: id, in: scopes) { return scopes[path] ?? nil }
        return buildTransaction.effectiveAnimation
    }

    /// `owner(of:in:)`, looked for through the places of the explicit identities `id` lies in
    /// when `id` itself is in none of `table`'s paths.
    private func container<V>(of id: String, in table: [String: V]) -> String? {
        var current = id
        for _ in 0..<Self.maximumIdentityNesting {
            if let path = Self.owner(of: current, in: table) { return path }
            guard let root = Self.owner(of: current, in: identities), let place = identities[root], place != current else { return nil }
            current = place
        }
        return nil
    }

    /// How many `.id(_:)`s inside one another `container(of:in:)` looks through.
    private static let maximumIdentityNesting = 16

    /// True when the element `id` belongs to a view with a `.transition` (its insertion is
    /// the transition's, not the default fade).
    func hasTransition(_ id: String) -> Bool { container(of: id, in: transitions) != nil }

    /// The view an element removed now belonged to, and its removal steps: its transition's
    /// (as of the last build it was in), or SwiftUI's default fade for the element alone.
    func removal(for id: String) -> (owner: String, steps: [AnyTransition.Step]) {
        if let path = container(of: id, in: lastTransitions), let t = lastTransitions[path] { return (path, t.removal) }
        return (id, [.opacity])
    }

    /// True when `trigger`, remembered at `key`, changed since the last build (never on the
    /// first): what `PhaseAnimator` and `KeyframeAnimator` with a trigger start on.
    func triggerChanged<T: Equatable>(_ trigger: T, at key: String) -> Bool {
        remember(trigger, at: key).map { $0 != trigger } ?? false
    }

    /// Queues `action` to run after this build.
    func queue(_ action: @escaping () -> Void) { queued.append(action) }
}

/// A name for the graph that may cross a task-local (the graph is used on one thread).
struct GraphLink: Sendable {
    let graph: ViewGraph
}

/// An animated value's model and animator.
final class AnimatedValue<V: VectorArithmetic>: AnyAnimatedValue {
    var model: V
    var animator = PropertyAnimator<V>()
    init(model: V) { self.model = model }
    var endTime: Double? { animator.endTime() }
}

/// What the graph asks of any animated value.
protocol AnyAnimatedValue: AnyObject {
    /// When its animations end; nil when one never does.
    var endTime: Double? { get }
}
