// `.task { try await Task.sleep(for: .seconds(1)); withAnimation { … } }` in a recording.
//
// A task's body is main-actor code (it inherits the view's actor) and it suspends, so it can
// only run while the recording gives the main actor turns: whoever asks for frames steps the
// graph (`ViewGraph.step(to:)`), and when a step starts or wakes a task it stops and returns
// nil; the asker lets the main actor run (the task runs until it sleeps or ends) and steps
// again. `Task.sleep` inside such a task sleeps on the recording's clock: the task parks, and
// an event at the wake-up time resumes it. So the frames are the same every run, whatever the
// wall clock did. A task that awaits anything else (a network call) cannot be timed: it is left
// out, and said.

/// One `.task` of a recording: its handle, the continuation it is parked on, and whether the
/// graph cancelled it or left it out. Touched on the main actor only.
final class RecordedTask: @unchecked Sendable {
    var handle: Task<Void, Never>?
    var parked: UnsafeContinuation<Void, any Error>?
    var cancelled = false
    var abandoned = false
    var ended = false
    /// Where in the tree it was started (for messages).
    let place: String

    init(place: String) { self.place = place }

    /// The task this code runs in, when it is a recording's `.task`.
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

    private func start(_ key: String, place: String, environment: EnvironmentValues, _ action: @escaping @Sendable () async -> Void) {
        let record = RecordedTask(place: place)
        liveTasks[key] = record
        activeTasks += 1
        let link = TaskLink(graph: self, task: record)
        let graphLink = GraphLink(graph: self)
        record.handle = Task { @MainActor in
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
        guard !task.abandoned else { return }
        activeTasks -= 1
        tasksRan = true
    }

    /// Cancels `task` as SwiftUI does when its view goes: `Task.isCancelled` turns true, and
    /// a task parked in `Task.sleep` wakes at once with `CancellationError`.
    func cancel(_ task: RecordedTask) {
        guard !task.cancelled, !task.ended else { return }
        task.cancelled = true
        task.handle?.cancel()
        if let parked = task.parked, !task.abandoned {
            task.parked = nil
            activeTasks += 1
            parked.resume(throwing: CancellationError())
        }
    }

    /// Parks the running `task` until the clock is `seconds` later (never, for an infinite
    /// time), or it is cancelled.
    func sleep(_ task: RecordedTask, seconds: Double) async throws {
        if task.cancelled || task.abandoned { throw CancellationError() }
        try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
            task.parked = continuation
            activeTasks -= 1
            tasksRan = true
            schedule(after: seconds) { [unowned self] in
                guard let parked = task.parked, !task.abandoned else { return }
                task.parked = nil
                self.activeTasks += 1
                parked.resume()
            }
        }
    }

    /// Leaves out the tasks still running (they await something the recording cannot time):
    /// the recording goes on without them, and says so.
    func abandonRunningTasks() {
        guard activeTasks > 0 else { return }
        for (_, task) in liveTasks.sorted(by: { $0.key < $1.key }) where !task.ended && task.parked == nil && !task.abandoned {
            task.abandoned = true
            task.handle?.cancel()
            taskProblems.append("the .task of \(task.place) awaited something besides Task.sleep at \(Self.seconds(time)) s: left out from then")
        }
        activeTasks = 0
    }

    /// Leaves out every task (the recording starts again with a new graph): none wakes again.
    func abandonAllTasks() {
        for task in liveTasks.values {
            task.abandoned = true
            task.handle?.cancel()
        }
        liveTasks = [:]
        activeTasks = 0
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
