/// What an app's seed says about its motion, and what its animations are, in the terms
/// `proof check motion` checks: each app states it once (`DesignApp.motionClaims`), and
/// the check measures every claim on the frames' display lists.
public struct MotionClaims: Sendable {
    /// The seed's words when it forbids linear motion except opacity fades (AirFit §1:
    /// "Physics-based micro-animations; nothing linear except opacity fades"); nil when
    /// the seed says nothing of the kind.
    public var nothingLinearExceptFades: String?
    /// The fade reduced motion puts in place of movement: the token that times it (every
    /// app's `motion.reducedMotion.fadeDuration`) and where its value comes from — the
    /// seed's words, or "chosen: …" when the seed names no length.
    public var reducedFadeToken: String
    /// Where the fade's length comes from: the seed's words, or "chosen: …".
    public var reducedFadeSource: String
    /// Where each animation (`APP/ANIMATION`) ends: every id of `DesignApp.animationIDs`.
    public var endings: [String: AnimationEnding]
    /// Each spring token of the app (`spring.glassIn`): where it is measured, or why not.
    public var springs: [String: SpringUse]
    /// Elements a reduced-motion variant moves on purpose, with why.
    public var reducedMotionMovers: [ReducedMotionMover]
    /// The spring token the app's motion runs on by default (AirFit: `spring.transition`,
    /// SwiftUI's default animation): what `check motion --propose` puts in place of a curve
    /// token that moves something on a straight line where the seed forbids it. nil: none.
    public var standardSpring: String?
    /// The tokens of a text whose glyphs appear one by one (a letter cascade), for
    /// `check motion --propose` when one comes to rest with glyphs part-way; nil: the app
    /// draws no such text, or names no token that lands them.
    public var glyphLanding: GlyphLanding?

    /// Claims of these values.
    public init(nothingLinearExceptFades: String? = nil, reducedFadeToken: String = "motion.reducedMotion.fadeDuration",
                reducedFadeSource: String, endings: [String: AnimationEnding],
                springs: [String: SpringUse], reducedMotionMovers: [ReducedMotionMover] = [], standardSpring: String? = nil,
                glyphLanding: GlyphLanding? = nil) {
        self.nothingLinearExceptFades = nothingLinearExceptFades
        self.reducedFadeToken = reducedFadeToken; self.reducedFadeSource = reducedFadeSource
        self.endings = endings; self.springs = springs; self.reducedMotionMovers = reducedMotionMovers
        self.standardSpring = standardSpring; self.glyphLanding = glyphLanding
    }
}

/// How an app's letter cascade runs, in tokens: glyph i's progress is `phase − i · stagger`
/// (clamped to 0…1) with phase animated to `phaseEnd`, so every glyph of an n-glyph text lands
/// when phaseEnd ≥ 1 + (n − 1) · stagger.
public struct GlyphLanding: Sendable {
    /// The number token phase is animated to (AirFit: `motion.cascade.phaseEnd`, the seed's 1).
    public let phaseEndToken: String
    /// The token of the lag between glyphs, in units of phase (AirFit: `motion.cascade.stagger`).
    public let staggerToken: String
    /// A cascade of these tokens.
    public init(phaseEndToken: String, staggerToken: String) { self.phaseEndToken = phaseEndToken; self.staggerToken = staggerToken }
}

/// The catalogue screen an animation comes to rest on, whose display list its last frame
/// must draw, or why it comes to rest on none.
public enum AnimationEnding: Sendable {
    /// `APP/SCREEN` in `state` on `gradient` (nil: the screen's defaults).
    case screen(String, state: String? = nil, gradient: String? = nil)
    /// The animation does not end on a catalogue screen, for this reason.
    case none(reason: String)
}

/// A spring token as the motion check meets it.
public enum SpringUse: Sendable {
    /// Measured on `animation`: the first element whose display-list id contains
    /// `element` moves on this spring alone from `start` seconds, so its `signal` per frame
    /// is the spring's progress. `from`: the signal at the start as a share of its value at
    /// rest, for an element the first frame cannot draw as it is (a checkmark scaled from 0
    /// is drawn at 1 %, since Cairo cannot draw through a flat matrix); nil: read it from
    /// the frame at `start`.
    case measured(animation: String, element: String, signal: SpringSignal, start: Double = 0, from: Double? = nil)
    /// No animation moves an element on it alone, for this reason; its figures are worked
    /// out but not measured.
    case notMeasured(reason: String)
}

/// What of an element's placement follows a spring: its centre across or down, or its
/// width or height (a scale).
public enum SpringSignal: String, Sendable {
    /// The centre's x or y, or the width or height.
    case centreX, centreY, width, height
}

/// Elements a reduced-motion variant moves on purpose: `animation`'s elements whose id
/// contains `element`, with why.
public struct ReducedMotionMover: Sendable {
    /// The animation (`APP/ANIMATION`).
    public let animation: String
    /// What the moving elements' ids contain.
    public let element: String
    /// Why they move under reduced motion.
    public let reason: String

    /// Elements of `animation` whose id contains `element`, moving for `reason`.
    public init(animation: String, element: String, reason: String) {
        self.animation = animation; self.element = element; self.reason = reason
    }
}
