// SwiftUI's event and interaction modifiers. A still is the screen at rest after it
// appeared: its `onAppear`s have run, with every change they make already at its end (what
// a snapshot of a hosted view shows — see `ScreenLayout`); nothing taps, refreshes or runs
// a task in it. In a recording (`AnimationRecording`), `onAppear`, `onDisappear` and
// `onChange` run as SwiftUI runs them, after the update that shows the change.
extension View {
    /// SwiftUI's `.onAppear(perform:)`: in a recording, the action runs after the first
    /// update the view is in (at t = 0 for the views of the first frame).
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleModifier(content: self) { context in
            guard let graph = context.graph else {
                if action != nil { context.types.changesOnAppear = true }
                return
            }
            graph.appear(graph.key(context.path, "onAppear"), action.map { context.inEnvironment($0) })
        }
    }
    /// Not SwiftUI: `action` every `interval` seconds of the recording's clock (handed the
    /// clock's time) from the view's appearance for as long as it is shown — what
    /// `.onReceive(Timer.publish(every:…).autoconnect())` becomes in a recording. A still runs
    /// none: nothing runs on a clock in a still. Intervals under a millisecond tick every
    /// millisecond.
    nonisolated public func onClockTick(every interval: Double, perform action: @escaping (Double) -> Void) -> some View {
        LifecycleModifier(content: self) { context in
            guard let graph = context.graph, !graph.isAtRest, interval.isFinite, interval > 0 else { return }
            let environment = context.environment
            graph.tick(graph.key(context.path, "onClockTick"), every: max(interval, 0.001)) { t in
                EnvironmentValues.$current.withValue(environment) { action(t) }
            }
        }
    }
    /// SwiftUI's `.onDisappear(perform:)`: in a recording, the action runs after the first
    /// update the view is no longer in.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleModifier(content: self) { context in
            guard let graph = context.graph else { return }
            graph.disappear(graph.key(context.path, "onDisappear"), action.map { context.inEnvironment($0) })
        }
    }
    /// SwiftUI's `.onTapGesture(count:perform:)`: drawn as it is; in a recording, a tap by
    /// label (the text in the view, or its symbol's name) is the whole gesture — `count` taps
    /// — and runs `action` once, as SwiftUI does when it recognises them.
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        let spoken = Button<Text>.spokenText(in: self).joined(separator: ", ")
        return tapTarget(spoken.isEmpty ? Button<Text>.tapLabel(in: self) : spoken, kind: "tap gesture", isEnabled: true, action: action)
    }
    /// SwiftUI's `.onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`: drawn as it is.
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: Double = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }
    /// SwiftUI's `.onChange(of:initial:_:)` (iOS 17: old and new value): in a recording, the
    /// action runs after an update in which `value` changed (and after the first with
    /// `initial: true`, with the value as both).
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        LifecycleModifier(content: self) { context in
            guard let graph = context.graph else { return }
            let old = graph.remember(value, at: graph.key(context.path, "onChange"))
            if let old {
                if old != value { graph.queue(context.inEnvironment { action(old, value) }) }
            } else if initial {
                graph.queue(context.inEnvironment { action(value, value) })
            }
        }
    }
    /// SwiftUI's `.onChange(of:initial:_:)` without the values.
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }
    /// SwiftUI's `.onChange(of:perform:)` (before iOS 17): the new value.
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        onChange(of: value, initial: false) { _, new in action(new) }
    }
    /// SwiftUI's `.task(priority:_:)`. In a recording that gives the main actor turns
    /// (`proof previews --animate`, `AnimationRecording.frame(runningTasksAt:)`), the task starts
    /// after the first update the view is in, its `Task.sleep`s sleep on the recording's clock,
    /// and it is cancelled when the view goes; a still runs none. As in SwiftUI, the closure
    /// inherits the view's actor (the main actor), so it reads a view's main-actor state
    /// without `await`.
    nonisolated public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        LifecycleModifier(content: self) { context in
            guard let graph = context.graph else { return }
            graph.task(graph.key(context.path, "task"), id: nil, place: context.path, action)
        }
    }
    /// SwiftUI's `.task(id:priority:_:)`: as `.task`, and cancelled and started again when
    /// `value` changes.
    nonisolated public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        LifecycleModifier(content: self) { context in
            guard let graph = context.graph else { return }
            graph.task(graph.key(context.path, "task"), id: TaskIdentity(value), place: context.path, action)
        }
    }
    /// SwiftUI's `.onSubmit(of:_:)`: drawn as it is.
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    /// SwiftUI's `.refreshable(action:)`: drawn as it is (no pull-to-refresh in a still).
    nonisolated public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View { self }
}

/// A `.task(id:)`'s value as a hashable key: equal when the values are equal (an
/// `Equatable` that is not `Hashable` hashes to one bucket).
struct TaskIdentity: Hashable {
    let value: Any
    let equals: (Any) -> Bool
    init<T: Equatable>(_ value: T) {
        self.value = value
        equals = { ($0 as? T) == value }
    }
    static func == (a: TaskIdentity, b: TaskIdentity) -> Bool { a.equals(b.value) }
    func hash(into hasher: inout Hasher) {}
}

/// SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Return in a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// A search field's submit.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// SwiftUI's `HoverEffect`: how a view reacts under an iPad's pointer.
public struct HoverEffect: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = HoverEffect(name: "automatic")
    /// The pointer morphs into a highlight behind the view.
    public static let highlight = HoverEffect(name: "highlight")
    /// The view lifts and casts a shadow.
    public static let lift = HoverEffect(name: "lift")
}

extension View {
    /// SwiftUI's `.hoverEffect(_:isEnabled:)`: an iPhone has no pointer, so the view is drawn
    /// as it is.
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
}

/// SwiftUI's scroll target behaviours: where a scroll view comes to rest after a swipe.
public struct ScrollTargetBehaviorKind: Hashable, Sendable {
    let name: String
    /// At a view's leading edge (views marked by `.scrollTargetLayout()`).
    public static let viewAligned = ScrollTargetBehaviorKind(name: "viewAligned")
    /// A page (the scroll view's size) at a time.
    public static let paging = ScrollTargetBehaviorKind(name: "paging")
}

extension View {
    /// SwiftUI's `.scrollTargetBehavior(_:)`: where scrolling stops; a still shows the scroll
    /// view at rest at its start, which every behaviour keeps, so it is drawn as it is.
    nonisolated public func scrollTargetBehavior(_ behavior: ScrollTargetBehaviorKind) -> some View { self }
}

/// A modifier that tells the recording's graph about the view (its appearance, a value it
/// watches) while it is built, and draws the view as it is.
extension BuildContext {
    /// `action` run in this place's environment: an action reads (`@Environment`,
    /// `@EnvironmentObject`, `@Query`) what its view was built with, as in SwiftUI, whenever
    /// it runs.
    func inEnvironment(_ action: @escaping () -> Void) -> () -> Void {
        let environment = self.environment
        return { EnvironmentValues.$current.withValue(environment) { action() } }
    }
}

nonisolated struct LifecycleModifier<Content: View>: ModifierView, ListDistributingModifier {
    let content: Content
    let register: (BuildContext) -> Void
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        register(context)
        return context.buildContent(content)
    }
    /// On a list, registered once for the list (at its place) and the list's children left
    /// as they are.
    func distribute(_ context: BuildContext) -> [BuiltChild]? {
        guard context.isDistributedList(content) else { return nil }
        register(context)
        return context.listChildren(of: content)
    }
}
