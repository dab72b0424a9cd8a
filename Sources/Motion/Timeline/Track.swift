/// One property of one element changing over time, the unit a motion review looks at:
/// e.g. glyph 16's opacity going 0 → 1 with ease-out from 0.012 s for 0.6 s.
public struct Track: Hashable, Sendable, Codable {
    /// The display-list id of the element that changes.
    public var elementID: String
    /// What changes: "opacity", "offsetY", "scale", "weight", "gradient", …
    public var property: String
    /// The value before the change.
    public var from: Double
    /// The value after the change.
    public var to: Double
    /// How the value runs from `from` to `to`.
    public var curve: Curve
    /// Seconds from the timeline's start to the track's start.
    public var start: Double
    /// Seconds the change takes. For springs, the settling duration: after it the track
    /// holds `to` exactly.
    public var duration: Double

    /// A nil `duration` means the curve's natural one: 0.35 s (SwiftUI's default) for
    /// timing curves, the settling duration for springs.
    public init(elementID: String, property: String, from: Double, to: Double, curve: Curve,
                start: Double = 0, duration: Double? = nil) {
        let duration = duration ?? curve.naturalDuration
        precondition(duration >= 0 && duration.isFinite, "track duration must be finite and >= 0")
        self.elementID = elementID
        self.property = property
        self.from = from
        self.to = to
        self.curve = curve
        self.start = start
        self.duration = duration
    }

    /// Seconds from the timeline's start to the track's end: `start + duration`.
    public var end: Double { start + duration }

    /// `from` before the start, `to` from the end on, and in between `from` plus the
    /// curve's progress of the way to `to` (beyond `to` while a spring overshoots).
    public func value(at t: Double) -> Double {
        if t < start { return from }
        if t >= end { return to }
        return from + (to - from) * curve.progress(at: t - start, duration: duration)
    }
}

/// One track's value at one instant.
public struct TrackSample: Hashable, Sendable, Codable {
    /// The element the value belongs to.
    public var elementID: String
    /// The property sampled ("opacity", "offsetY" …).
    public var property: String
    /// Its value at the instant.
    public var value: Double

    /// The value `value` of `property` of `elementID`.
    public init(elementID: String, property: String, value: Double) {
        self.elementID = elementID
        self.property = property
        self.value = value
    }
}
