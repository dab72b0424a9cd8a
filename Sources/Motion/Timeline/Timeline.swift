/// Every track of a piece of motion, sampled frame by frame for review and rendering.
/// Encodes as `{"tracks":[…]}`; the duration is derived, not stored.
public struct Timeline: Hashable, Sendable, Codable {
    /// The tracks, in the order they were added.
    public var tracks: [Track]

    /// A timeline of `tracks`.
    public init(tracks: [Track]) {
        self.tracks = tracks
    }

    /// When the last track ends (0 for no tracks).
    public var duration: Double { tracks.map(\.end).max() ?? 0 }

    /// Every track's value at `t`, in track order.
    public func sample(at t: Double) -> [TrackSample] {
        tracks.map { TrackSample(elementID: $0.elementID, property: $0.property, value: $0.value(at: t)) }
    }

    /// This timeline's frame times; see `frameTimes(duration:fps:)`.
    public func frameTimes(fps: Int) -> [Double] {
        Timeline.frameTimes(duration: duration, fps: fps)
    }

    /// t = k / fps for k = 0 … ⌊duration · fps⌋, so both the first and the last frame
    /// are included: a 0.6 s animation at 120 fps has frames 0…72, 73 in all. The frame
    /// count uses a 1e-6-frame tolerance so that a product such as 0.6 · 120 that lands
    /// a hair below an integer in floating point does not lose its last frame, and each
    /// time is computed from the integer k, so errors do not accumulate.
    public static func frameTimes(duration: Double, fps: Int) -> [Double] {
        precondition(fps > 0, "fps must be > 0")
        precondition(duration >= 0 && duration.isFinite, "duration must be finite and >= 0")
        let last = Int((duration * Double(fps) + 1e-6).rounded(.down))
        return (0...last).map { Double($0) / Double(fps) }
    }
}
