/// SwiftUI's `KeyframeAnimator`: content drawn with a value that keyframes move through time.
/// Without a trigger it plays from its appearance (over and over when `repeating`); with one,
/// once each time the trigger changes. A still is the moment it appears: the initial value.
nonisolated public struct KeyframeAnimator<Value, Content: View>: PrimitiveView {
    let initialValue: Value
    let repeating: Bool
    let trigger: ((ViewGraph, String) -> Bool)?
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframeTracks<Value>

    /// Keyframes played from the view's appearance, over and over unless `repeating` is false.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>) {
        self.initialValue = initialValue; self.repeating = repeating; trigger = nil
        self.content = content; self.keyframes = keyframes
    }

    /// Keyframes played once each time `trigger` changes.
    public init<T: Equatable>(initialValue: Value, trigger: T, @ViewBuilder content: @escaping (Value) -> Content,
                              @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>) {
        self.initialValue = initialValue; repeating = false
        self.trigger = { graph, key in graph.triggerChanged(trigger, at: key) }
        self.content = content; self.keyframes = keyframes
    }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        guard let graph = context.graph else { return context.buildContent(content(initialValue)) }
        let start = graph.stateBox(graph.key(context.path, "keyframeStart")) { StateStorage<Double?>(nil, graph: graph) }
        if let trigger {
            if trigger(graph, graph.key(context.path, "keyframeTrigger")) { graph.queue { start.value = graph.time } }
        } else {
            graph.appear(graph.key(context.path, "keyframeAppear")) { start.value = graph.time }
        }
        var value = initialValue
        if let begun = start.value {
            let timeline = KeyframeTimeline(initialValue: initialValue, tracks: keyframes(initialValue).tracks)
            let elapsed = max(0, graph.time - begun), length = timeline.duration
            if repeating, length > 0 {
                value = timeline.value(time: elapsed.truncatingRemainder(dividingBy: length))
                graph.noteRunning(until: nil)
            } else {
                value = timeline.value(time: min(elapsed, length))
                if elapsed < length { graph.noteRunning(until: begun + length) }
            }
        }
        return context.buildContent(content(value))
    }
}

extension View {
    /// SwiftUI's `.keyframeAnimator(initialValue:repeating:content:keyframes:)`: this view
    /// drawn by `content` with the keyframes' value, played from its appearance.
    nonisolated public func keyframeAnimator<Value, V: View>(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>) -> some View {
        let view = PlaceholderContentView<Self>(view: AnyView(self))
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(view, $0) }, keyframes: keyframes)
    }

    /// SwiftUI's `.keyframeAnimator(initialValue:trigger:content:keyframes:)`: played once each
    /// time `trigger` changes.
    nonisolated public func keyframeAnimator<Value, T: Equatable, V: View>(
        initialValue: Value, trigger: T, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>) -> some View {
        let view = PlaceholderContentView<Self>(view: AnyView(self))
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(view, $0) }, keyframes: keyframes)
    }
}

extension KeyframeTimeline {
    /// A timeline of `tracks` from `initialValue`.
    init(initialValue: Value, tracks: [KeyframeTrackOf<Value>]) {
        self.initialValue = initialValue
        self.tracks = tracks
    }
}
