public import DisplayList
public import Layout
public import Motion

/// One row of an animation's timeline: an element's property going from one value to
/// another between two times along a curve. `value(t)` is what the frames actually draw,
/// so the chart and `timeline.json` show the same numbers as the pixels.
public struct TimelineRow: @unchecked Sendable {
    /// What changes, as the chart labels it (not necessarily a display-list id).
    public let element: String
    /// Which of its properties changes ("opacity", "offset x (pt)", "scale" …).
    public let property: String
    /// The value before `start`.
    public let from: Double
    /// The value from `end` on.
    public let to: Double
    /// When the change starts, in seconds from the clip's start.
    public let start: Double
    /// When it ends, in seconds from the clip's start.
    public let end: Double
    /// The curve in words, as the chart and `timeline.json` print it ("spring, clamped to 1").
    public let curve: String
    /// The spring the row runs on, when it runs on one: `timeline.json` writes it in all
    /// three of SwiftUI's forms. nil for timing curves and fixed schedules.
    public let spring: Spring?
    /// The value at `t` seconds from the clip's start, as the frames draw it.
    public let value: (Double) -> Double

    /// A row of these values; `value` must be what the frames draw.
    public init(element: String, property: String, from: Double, to: Double, start: Double, end: Double, curve: String,
                spring: Spring? = nil, value: @escaping (Double) -> Double) {
        self.element = element; self.property = property; self.from = from; self.to = to
        self.start = start; self.end = end; self.curve = curve; self.spring = spring; self.value = value
    }
}

/// What `proof animate` renders: a duration, the frame at any time, and the timeline.
public struct AnimationClip {
    /// The animation's id (`airfit/cascade`).
    public let id: String
    /// Seconds from the first frame to the last.
    public let duration: Double
    /// The timeline rows the chart and `timeline.json` show.
    public let rows: [TimelineRow]
    /// The tokens whose values set `duration` (paths in the clip's design-system file, e.g.
    /// `motion.cascade.duration`, `spring.glassIn` for its settling time), so that a run
    /// too long to render can say what to change (`AnimationBudget`). Empty when the seed
    /// fixes the length in code.
    public let lengthTokens: [String]
    /// True when the frames are drawn from the environment's seed (`EnvironmentValues.seed`:
    /// NutriSync's confetti), so that `proof animate --seed` changes them; false for a clip
    /// with no randomness, which refuses a seed rather than ignore it.
    public let isSeeded: Bool
    /// False for a recording cut at its length because it never settles (`repeatForever`):
    /// `proof animate` says so in one line. True for every clip that ends on its own.
    public let settles: Bool
    /// What the recording could not do as asked, one line each (a scripted tap that found no
    /// control labelled so): `proof animate` prints them as notes.
    public var notes: [String] = []
    /// The scripted taps (`EnvironmentValues.recordingTaps`) that found nothing to tap.
    public var missedTaps: [RecordingTap] = []
    let frame: (Double) -> DisplayList

    /// A clip whose frame at `t` seconds is `frame(t)`.
    public init(id: String, duration: Double, rows: [TimelineRow], lengthTokens: [String] = [], isSeeded: Bool = false,
                settles: Bool = true, frame: @escaping (Double) -> DisplayList) {
        self.id = id; self.duration = duration; self.rows = rows; self.lengthTokens = lengthTokens; self.isSeeded = isSeeded
        self.settles = settles; self.frame = frame
    }

    /// The same clip cut at `seconds` (`proof animate --duration`): its frames and rows are
    /// unchanged up to then. A clip that never settles runs to `seconds` whatever length it had.
    public func cut(at seconds: Double) -> AnimationClip {
        var cut = AnimationClip(id: id, duration: settles ? min(duration, seconds) : seconds, rows: rows, lengthTokens: lengthTokens,
                                isSeeded: isSeeded, settles: settles, frame: frame)
        cut.notes = notes
        cut.missedTaps = missedTaps
        return cut
    }

    /// The frame at `t` seconds (frame k of an animation at f fps is t = k / f).
    public func frame(at t: Double) -> DisplayList { frame(t) }
}

/// `timeline.json`: the rows with their values sampled at every frame.
public struct TimelineDocument: Codable, Sendable, Equatable {
    /// One row with its samples.
    public struct Row: Codable, Sendable, Equatable {
        /// The element that changes.
        public let element: String
        /// What changes.
        public let property: String
        /// The value before `start`.
        public let from: Double
        /// The value from `end` on.
        public let to: Double
        /// When the change starts, in seconds.
        public let start: Double
        /// When it ends, in seconds.
        public let end: Double
        /// The curve in words.
        public let curve: String
        /// Only on rows that run on a spring (absent, not null, on the others).
        public let spring: SpringForms?
        /// The value at every frame time `k / fps`, rounded to 6 decimals.
        public let samples: [Double]
    }

    /// One spring in SwiftUI's three spellings, side by side, with what it does: the keys
    /// name the SwiftUI call each pair of numbers fits —
    /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`,
    /// `spring(response:dampingFraction:)` and `Spring(duration:bounce:)` — plus the
    /// settling time (to within 0.1 % of the distance) and the overshoot past the target
    /// (a fraction of the distance). Numbers are rounded to 6 decimals, as samples are.
    public struct SpringForms: Codable, Sendable, Equatable {
        /// The spring as `interpolatingSpring` takes it.
        public struct Physical: Codable, Sendable, Equatable {
            /// Mass (SwiftUI's default 1).
            public let mass: Double
            /// Stiffness k (> 0).
            public let stiffness: Double
            /// Damping c (0 never settles).
            public let damping: Double
            /// Progress per second at the start, towards the target.
            public let initialVelocity: Double
        }
        /// The spring as `spring(response:dampingFraction:)` takes it.
        public struct Response: Codable, Sendable, Equatable {
            /// Seconds of one undamped oscillation.
            public let response: Double
            /// Damping as a fraction of critical: 1 is critical, below 1 bounces.
            public let dampingFraction: Double
        }
        /// The spring as `Spring(duration:bounce:)` takes it.
        public struct DurationBounce: Codable, Sendable, Equatable {
            /// Perceptual duration in seconds (equal to `response`).
            public let duration: Double
            /// 1 − ζ up to critical damping (0…1), negative when over-damped.
            public let bounce: Double
        }
        /// The `interpolatingSpring` form.
        public let interpolatingSpring: Physical
        /// The `spring(response:dampingFraction:)` form.
        public let responseDampingFraction: Response
        /// The `Spring(duration:bounce:)` form.
        public let durationBounce: DurationBounce
        /// Seconds until the spring stays within 0.1 % of the distance of its target.
        public let settlingDuration: Double
        /// How far it swings past the target, as a fraction of the distance (0 when it does not).
        public let overshoot: Double

        /// The forms of `spring`, rounded to 6 decimals.
        public init(_ spring: Spring) {
            let r = TimelineDocument.rounded
            interpolatingSpring = Physical(mass: r(spring.mass), stiffness: r(spring.stiffness), damping: r(spring.damping),
                                           initialVelocity: r(spring.initialVelocity))
            responseDampingFraction = Response(response: r(spring.response), dampingFraction: r(spring.dampingRatio))
            durationBounce = DurationBounce(duration: r(spring.duration), bounce: r(spring.bounce))
            settlingDuration = r(spring.settlingDuration())
            overshoot = r(spring.overshoot)
        }
    }

    /// To 6 decimals, as every number in the file.
    static func rounded(_ x: Double) -> Double { (x * 1e6).rounded() / 1e6 }
    /// Always `OutputSchema.timeline`: decoding refuses any other (a reference written
    /// before schemas, which has none, is re-recorded).
    public let schema: OutputSchema
    /// The animation's id.
    public let animation: String
    /// Frames per second the samples were taken at.
    public let fps: Int
    /// The clip's duration in seconds.
    public let duration: Double
    /// How many frames: ⌊duration · fps⌋ + 1.
    public let frameCount: Int
    /// The rows, in the clip's order.
    public let rows: [Row]

    /// The document of `clip` sampled at `fps` frames per second.
    public init(clip: AnimationClip, fps: Int) {
        let times = AnimationClip.frameTimes(duration: clip.duration, fps: fps)
        schema = .timeline
        animation = clip.id
        self.fps = fps
        duration = clip.duration
        frameCount = times.count
        rows = clip.rows.map { r in
            Row(element: r.element, property: r.property, from: r.from, to: r.to, start: r.start, end: r.end, curve: r.curve,
                spring: r.spring.map(SpringForms.init), samples: times.map { TimelineDocument.rounded(r.value($0)) })
        }
    }
}

extension TimelineDocument {
    private enum CodingKeys: String, CodingKey { case schema, animation, fps, duration, frameCount, rows }

    /// The schema first: a file that is not a timeline of this version says so in words.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let problem = OutputSchema.timeline.problem(with: try c.decodeIfPresent(OutputSchema.self, forKey: .schema)) {
            throw DecodingError.dataCorruptedError(forKey: .schema, in: c, debugDescription: problem)
        }
        schema = .timeline
        animation = try c.decode(String.self, forKey: .animation)
        fps = try c.decode(Int.self, forKey: .fps)
        duration = try c.decode(Double.self, forKey: .duration)
        frameCount = try c.decode(Int.self, forKey: .frameCount)
        rows = try c.decode([Row].self, forKey: .rows)
    }
}

extension AnimationClip {
    /// Frame k at t = k / fps, k = 0…⌊duration·fps⌋ (0.6 s at 120 fps → 73 frames).
    public static func frameTimes(duration: Double, fps: Int) -> [Double] {
        let last = Int((duration * Double(fps) + 1e-9).rounded(.down))
        return (0...max(0, last)).map { Double($0) / Double(fps) }
    }
}
