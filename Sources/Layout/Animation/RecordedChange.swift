public import Motion

/// One animated change a recording ran: a property of a view or an element going from one
/// value to another with an animation, from `start`. What `proof previews --animate` writes
/// as a row of `timeline.json` and the timeline chart; `value(t)` is what the frames draw
/// for this change (the change alone: a later change of the same property is its own row).
public struct RecordedChange {
    /// The view's place or the element's id (`Preview/VStack/Text.1`).
    public let target: String
    /// Which number changes ("opacity", "offset x", "width", "fill red" …).
    public let property: String
    /// The value before the change.
    public let from: Double
    /// The value after it.
    public let to: Double
    /// When the change was made, in seconds from the recording's start.
    public let start: Double
    /// When its animation ends; nil when it repeats forever.
    public let end: Double?
    /// The animation it runs with.
    public let animation: Motion.Animation
    /// The value the frames draw at `t` seconds, for this change.
    public let value: (Double) -> Double
}

extension RecordedChange {
    /// The rows of a change just made from `old` to `model` (one per number that changed),
    /// their values read from `animator` as it is right after the change.
    static func rows(target: String, labels: [String], old: ComponentVector, model: ComponentVector,
                     animator: PropertyAnimator<ComponentVector>, animation: Motion.Animation, at time: Double) -> [RecordedChange] {
        let end = animator.endTime()
        return model.values.indices.compactMap { i -> RecordedChange? in
            guard i < old.values.count, old.values[i] != model.values[i] else { return nil }
            let goal = model.values[i]
            return RecordedChange(target: target, property: i < labels.count ? labels[i] : "value \(i)", from: old.values[i], to: goal,
                                  start: time, end: end, animation: animation) { t in
                let offset = animator.offset(at: t).values
                return goal + (i < offset.count ? offset[i] : 0)
            }
        }
    }
}
