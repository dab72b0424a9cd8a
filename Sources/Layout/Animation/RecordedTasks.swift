// `.task { try await Task.sleep(for: .seconds(1)); withAnimation { … } }` in a recording.
//
// A task's body is main-actor code (it inherits the view's actor) and it suspends, so it can
// only run while the recording gives the main actor turns: whoever asks for frames steps the
// graph (`ViewGraph.step(to:)`), and when a step starts or wakes a task it stops and returns
// nil; the asker lets the main actor run (the task runs until it sleeps or ends) and steps
// again. `Task.sleep` inside such a task sleeps on the recording's clock: the task parks, and
// an event at the wake-up time resumes it. So the frames are the same every run, whatever the
// wall clock did. A task that awaits anything else (a network call), or sleeps in a child task
// (`async let`, a task group), cannot be timed: it is left out, and said.
//
// Everything here runs on the main actor: the task bodies (they inherit it), and the sleep,
// which runs on its caller's executor (`nonisolated(nonsending)`).

/// One `.task` of a recording: its handle, the continuation it is parked on and the wake-up
/// scheduled for it, and where it stands. Touched on the main actor only.
final class RecordedTask: @unchecked Sendable {
    var handle: Task<Void, Never>?
    var parked: UnsafeContinuation<Void, any Error>?
    /// The scheduled wake-up of the sleep it is parked in (`ViewGraph.schedule`'s order).
    var wake: Int?
    /// Running on the main actor now: started or resumed, not yet parked or ended.
    var running = true
    var cancelled = false
    var abandoned = false
    var ended = false
    /// The task's own identity (`UnsafeCurrentTask`'s hash): a child task that sleeps is not it.
    var identity: Int?
    /// A child task of it slept (what the recording cannot time; said when it is left out).
    var sleptInChild = false
    /// Where in the tree it was started (for messages).
    let place: String

    init(place: String) { self.place = place }

    /// The task this code runs in, when it is a recording's `.task` (or a child of one).
    @TaskLocal static var current: TaskLink?
}

/// The id of a `.task` given none.
private struct NoTaskID: Hashable {}

/// A recording's task and its graph, carried by the task (a task-local).
struct TaskLink: Sendable {
    let graph: ViewGraph
    let task: RecordedTask
}

extension ViewGraph {
    /// Registers the `.task` at `key` with `id` (nil: none): started after the first build the
    /// view is in, cancelled when a build leaves it out, restarted when its `id` changes.
    func task(_ key: String, id: AnyHashable?, place: String, _ action: @escaping @Sendable () async -> Void) {
        let wasShown = isShown(key)
        markShown(key)
        let idValue = id ?? AnyHashable(NoTaskID())
        let oldID = remember(idValue, at: key + "#id")
        if wasShown, oldID == idValue { return }
        if let live = liveTasks[key] { cancel(live); liveTasks[key] = nil }
        guard runsTasks, !isAtRest else { return }
        let environment = EnvironmentValues.current
        queue { [unowned self] in self.start(key, place: place, environment: environment, action) }
    }

    /// Tasks running on the main actor now (started or woken, not yet asleep or ended): while
    /// there are any, a step waits for them.
    var activeTasks: Int { allTasks.count { $0.running && !$0.abandoned } }

    private func start(_ key: String, place: String, environment: EnvironmentValues, _ action: @escaping @Sendable () async -> Void) {
        let record = RecordedTask(place: place)
        liveTasks[key] = record
        allTasks.removeAll { $0.ended || $0.abandoned }
        allTasks.append(record)
        let link = TaskLink(graph: self, task: record)
        let graphLink = GraphLink(graph: self)
        record.handle = Task { @MainActor in
            record.identity = withUnsafeCurrentTask { $0?.hashValue }
            await RecordedTask.$current.withValue(link) {
                await ViewGraph.$current.withValue(graphLink) {
                    await EnvironmentValues.$current.withValue(environment) { await action() }
                }
            }
            link.graph.ended(record)
        }
    }

    private func ended(_ task: RecordedTask) {
        task.ended = true
        task.running = false
        if !task.abandoned { tasksRan = true }
    }

    /// Cancels `task` as SwiftUI does when its view goes: `Task.isCancelled` turns true, and
    /// a task parked in `Task.sleep` wakes at once with `CancellationError` (its wake-up is
    /// dropped, so it keeps nothing scheduled).
    func cancel(_ task: RecordedTask) {
        guard !task.cancelled, !task.ended else { return }
        task.cancelled = true
        task.handle?.cancel()
        if let wake = task.wake { unschedule(wake); task.wake = nil }
        if let parked = task.parked, !task.abandoned {
            task.parked = nil
            task.running = true
            parked.resume(throwing: CancellationError())
        }
    }

    /// Parks the running `task` until the clock is `seconds` later (never, for an infinite
    /// time), or it is cancelled. Runs on the caller's executor: the task's, the main actor.
    nonisolated(nonsending) func sleep(_ task: RecordedTask, seconds: Double) async throws {
        if task.cancelled || task.abandoned { throw CancellationError() }
        let isTheTask = withUnsafeCurrentTask { $0?.hashValue } == task.identity
        try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
            // A child task (`async let`, a task group) runs beside its parent: its sleep cannot
            // be timed with the parent's, so it never wakes, and the parent is left out when
            // it waits for it.
            guard isTheTask else {
                task.sleptInChild = true
                return
            }
            task.parked = continuation
            task.wake = schedule(after: seconds) {
                guard let parked = task.parked, !task.abandoned else { return }
                task.parked = nil
                task.wake = nil
                task.running = true
                parked.resume()
            }
            task.running = false
            tasksRan = true
        }
        if task.cancelled { throw CancellationError() }
    }

    /// Leaves out the tasks still running (they await something the recording cannot time):
    /// the recording goes on without them, and says so. Their later changes to `@State` are
    /// not taken.
    func abandonRunningTasks() {
        for task in allTasks where task.running && !task.abandoned {
            task.abandoned = true
            task.running = false
            task.handle?.cancel()
            let why = task.sleptInChild ? "slept in a child task (async let, a task group)" : "awaited something besides Task.sleep"
            taskProblems.append("the .task of \(task.place) \(why) at \(Self.seconds(time)) s: left out from then")
        }
    }

    /// Leaves out every task (the recording starts again with a new graph): none wakes again.
    func abandonAllTasks() {
        for task in allTasks {
            task.abandoned = true
            task.running = false
            task.handle?.cancel()
        }
        allTasks = []
        liveTasks = [:]
    }

    static func seconds(_ t: Double) -> String {
        let ms = (t * 1000).rounded() / 1000
        return ms == ms.rounded() ? String(Int(ms)) : String(ms)
    }
}

extension Task where Success == Never, Failure == Never {
    /// `Task.sleep(for:)`: in a recording's `.task`, a sleep on the recording's clock (the
    /// task parks; an event at the wake-up time resumes it); elsewhere the continuous clock's.
    /// Throws `CancellationError` when the task is cancelled, as Swift's does.
    nonisolated(nonsending) public static func sleep(for duration: Duration) async throws {
        if let link = RecordedTask.current {
            let (seconds, attoseconds) = duration.components
            try await link.graph.sleep(link.task, seconds: Double(seconds) + Double(attoseconds) / 1e18)
        } else {
            try await ContinuousClock().sleep(for: duration)
        }
    }

    /// `Task.sleep(nanoseconds:)`, on the recording's clock in a recording's `.task`.
    nonisolated(nonsending) public static func sleep(nanoseconds duration: UInt64) async throws {
        if let link = RecordedTask.current {
            try await link.graph.sleep(link.task, seconds: Double(duration) / 1e9)
        } else {
            try await ContinuousClock().sleep(for: .nanoseconds(Int64(clamping: duration)))
        }
    }
}
