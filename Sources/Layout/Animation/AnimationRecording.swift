public import DisplayList

/// A view's animations recorded as SwiftUI runs them: its state changes under
/// `withAnimation`, `.animation(_:value:)`, transitions, `onAppear`, `PhaseAnimator` —
/// frame by frame on a virtual clock, so the frame at t is the same every run, on any thread.
///
/// The view appears at t = 0 (its `onAppear`s run then, after the first update, so frame 0
/// shows the state before their changes animate). Scripted events (`at(_:perform:)`) run at
/// their times: set a model's value, flip a `@State` through a binding, call what a button's
/// action calls. Frames are asked for in time order; asking for an earlier time than the last
/// replays the recording from the start, which gives the same answer.
///
/// ```swift
/// let recording = AnimationRecording(GlassCard(), environment: env, measurer: measurer)
/// let frames = (0...60).map { recording.frame(at: Double($0) / 60) }
/// ```
///
/// A tap by label (`tap(_:at:)`, and the environment's `recordingTaps`) runs what a tap on a
/// `Button`, a `Toggle` or a view with `.onTapGesture` runs, found by what VoiceOver calls it.
public final class AnimationRecording {
    private let layout: (EnvironmentValues) -> DisplayList
    private let environment: EnvironmentValues
    private var events: [(time: Double, action: () -> Void)] = []
    private var graph: ViewGraph
    private var missed: [(tap: RecordingTap, problem: String)] = []

    /// A recording of `view` laid out full screen on `environment.device` (as `ScreenLayout`
    /// lays a screen out), element ids under `rootName` (default: the view's type name).
    public convenience init<V: View>(_ view: V, environment: EnvironmentValues, measurer: any TextMeasuring, rootName: String? = nil) {
        self.init(environment: environment) { env in
            ScreenLayout.layout(view, environment: env, measurer: measurer, rootName: rootName)
        }
    }

    /// A recording of `view` laid out in `frame` (no device), as `ScreenLayout.layout(_:in:)`:
    /// for components and tests.
    public convenience init<V: View>(_ view: V, in frame: Rect, environment: EnvironmentValues = EnvironmentValues(),
                                     measurer: any TextMeasuring, rootName: String? = nil) {
        self.init(environment: environment) { env in
            ScreenLayout.layout(view, in: frame, environment: env, measurer: measurer, rootName: rootName)
        }
    }

    private init(environment: EnvironmentValues, layout: @escaping (EnvironmentValues) -> DisplayList) {
        self.environment = environment
        self.layout = layout
        graph = ViewGraph()
        graph.render = Self.renderer(layout, environment)
        for tap in environment.recordingTaps { self.tap(tap.label, at: tap.time) }
    }

    private static func renderer(_ layout: @escaping (EnvironmentValues) -> DisplayList,
                                 _ environment: EnvironmentValues) -> (ViewGraph) -> DisplayList {
        { graph in
            var env = environment
            env.time = graph.time
            return layout(env)
        }
    }

    /// Runs `action` at `time` seconds: a scripted event. Changes it makes under
    /// `withAnimation` animate; plain ones jump. Events at the same time run in the order
    /// they were added. Adding one replays the recording from the start when needed.
    public func at(_ time: Double, perform action: @escaping () -> Void) {
        let t = time.isFinite ? max(0, time) : 0
        events.append((t, action))
        if graph.time > t || !graph.hasStarted { restart() } else { graph.schedule(at: t, action) }
    }

    /// Taps the control labelled `label` at `time` seconds, as a finger would: the first
    /// enabled `Button`, `Toggle` or `.onTapGesture` shown then whose accessibility label
    /// (a button's title, the text of its label joined with ", ") is `label` runs its action.
    /// A tap that finds none does nothing and is said in `tapProblems`.
    public func tap(_ label: String, at time: Double) {
        let t = time.isFinite ? max(0, time) : 0
        at(t) { [weak self] in
            guard let graph = ViewGraph.current?.graph, let problem = graph.tap(label) else { return }
            self?.missed.append((RecordingTap(label: label, time: t), "the tap on \"\(label)\" at \(Self.seconds(t)) s did nothing: \(problem)"))
        }
    }

    /// Why each tap that ran so far did nothing (a label nothing shown has, a disabled
    /// control), in time order; empty when every tap landed.
    public var tapProblems: [String] { missed.map(\.problem) }

    /// The taps that ran so far and did nothing, in time order.
    public var missedTaps: [RecordingTap] { missed.map(\.tap) }

    private static func seconds(_ t: Double) -> String {
        let ms = (t * 1000).rounded() / 1000
        return ms == ms.rounded() ? String(Int(ms)) : String(ms)
    }

    /// The frame at `t` seconds (frame k at f fps is t = k / f). `.task`s run only when
    /// `runsTasks` is set and the main actor gets turns (`step(to:)`, `frame(runningTasksAt:)`):
    /// a task still running here is left out (`taskProblems`).
    public func frame(at t: Double) -> DisplayList {
        let time = t.isFinite ? max(0, t) : 0
        if graph.hasStarted, time < graph.time { restart() }
        return graph.advance(to: time)
    }

    /// True to run the views' `.task`s (their `Task.sleep`s on the recording's clock); they
    /// need the main actor to have turns between steps, so they run only for `step(to:)` and
    /// `frame(runningTasksAt:)`. Setting it starts the recording again.
    public var runsTasks = false {
        didSet { restart() }
    }

    /// One step towards the frame at `t`: the frame, or nil when a `.task` started or woken on
    /// the way must run on the main actor first — give the main actor a turn (return to its
    /// queue) and call again. Call it on the main actor.
    public func step(to t: Double) -> DisplayList? {
        let time = t.isFinite ? max(0, t) : 0
        if graph.hasStarted, time < graph.time, graph.activeTasks == 0 { restart() }
        return graph.step(to: time)
    }

    /// Leaves out the tasks running now (awaiting what the recording cannot time, such as a
    /// network call): what `step(to:)` waits for when they never park or end. Said in `taskProblems`.
    public func abandonRunningTasks() { graph.abandonRunningTasks() }

    /// The frame at `t`, letting the views' `.task`s run on the main actor as the recording
    /// needs them to (`runsTasks` must be set). A task that neither sleeps nor ends within
    /// `maximumTaskTurns` turns of the main actor is left out.
    @MainActor public func frame(runningTasksAt t: Double) async -> DisplayList {
        var turns = 0
        while true {
            if let list = step(to: t) { return list }
            await Task.yield()
            // Turns are counted while a task stays running (a task that sleeps again has
            // moved on, however often it wakes).
            turns = hasRunningTasks ? turns + 1 : 0
            if turns > Self.maximumTaskTurns {
                abandonRunningTasks()
                turns = 0
            }
        }
    }

    /// True while a `.task` started or woken runs on the main actor (has not slept or ended).
    public var hasRunningTasks: Bool { graph.activeTasks > 0 }

    /// Turns of the main actor a task gets to sleep or end before it is left out.
    public static let maximumTaskTurns = 1_000

    /// What the views' tasks could not do (a task left out because it awaited something
    /// besides `Task.sleep`), one line each.
    public var taskProblems: [String] { graph.taskProblems }

    /// When every animation has ended and nothing more is scheduled, as of the last frame:
    /// nil while something runs forever (`repeatForever`, a `PhaseAnimator` cycling).
    public var settleTime: Double? {
        guard graph.nextScheduledTime == nil else { return nil }
        return graph.animationsEnd
    }

    /// Every animated change made up to the last frame asked for, in the order made: one per
    /// number that changed (`proof previews --animate` writes them as the timeline).
    public var changes: [RecordedChange] { graph.changes }

    /// True when an update had to stop rebuilding because a body or an action changes state
    /// every time it runs (SwiftUI would loop); the frames show where it stopped.
    public var isUnstable: Bool { graph.unstable }

    private func restart() {
        missed = []
        graph.abandonAllTasks()
        graph = ViewGraph()
        graph.runsTasks = runsTasks
        graph.render = Self.renderer(layout, environment)
        for event in events { graph.schedule(at: event.time, event.action) }
    }
}
