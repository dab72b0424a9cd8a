/// What runs instead of an animation when the user asks for reduced motion. The seed's
/// rule is "Reduced-Motion ➔ skip modifier; plain 0.12 s fade": nothing moves, scales,
/// turns or changes weight on screen; things that appear still fade in, briefly.
///
/// So motion properties jump to their end values at t = 0, opacity runs a linear 0.12 s
/// fade from t = 0, and a decorative animation that repeats forever is replaced by its
/// end state. Delays and staggers are dropped with the modifier, so everything is
/// settled 0.12 s after the trigger.
public enum ReducedMotion {
    /// Seconds of the plain fade that replaces opacity animations: 0.12.
    public static let fadeDuration = 0.12

    /// What an animation animates, as far as reduced motion cares.
    public enum Property: String, Hashable, Sendable, Codable, CaseIterable {
        /// Fading, or moving, scaling, changing weight or turning.
        case opacity, offset, scale, weight, rotation

        /// Everything but opacity is motion.
        public var isMotion: Bool { self != .opacity }

        /// The property of a timeline track named e.g. "opacity", "offsetY", "scale",
        /// "weight" or "rotation"; nil for anything else (such as "gradient").
        public init?(trackProperty name: String) {
            switch name {
            case "opacity": self = .opacity
            case "offset", "offsetX", "offsetY": self = .offset
            case "scale", "scaleX", "scaleY": self = .scale
            case "weight": self = .weight
            case "rotation": self = .rotation
            default: return nil
            }
        }
    }

    /// The plain fade that replaces the animation of opacity.
    public static let fade = Animation.linear(duration: fadeDuration)
    /// Progress 1 from t = 0: the end state, with no animation.
    public static let jump = Animation.linear(duration: 0)

    /// The animation to run for `property` in place of `animation`.
    public static func substitute(for animation: Animation, animating property: Property) -> Animation {
        if case .forever = animation.repetition { return jump }
        return property.isMotion ? jump : fade
    }

    /// The track that reduced motion plays in place of `track`: opacity fades linearly
    /// over 0.12 s from t = 0; every other property, including ones this type does not
    /// know (decorative, such as "gradient"), shows its end value from t = 0.
    public static func reduce(_ track: Track) -> Track {
        let fades = Property(trackProperty: track.property) == .opacity
        return Track(elementID: track.elementID, property: track.property, from: track.from, to: track.to,
                     curve: .timing(.linear), start: 0, duration: fades ? fadeDuration : 0)
    }

    /// `timeline` with every track reduced as `reduce(_:)` of a track does.
    public static func reduce(_ timeline: Timeline) -> Timeline {
        Timeline(tracks: timeline.tracks.map(reduce))
    }
}
