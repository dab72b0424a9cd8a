public import SwiftUI
public import Tokens
import DisplayList
import AppSupport
import Motion

/// AirFit's design values, read from `tokens/airfit.resolver.json` (never copied by hand).
public struct AirFitTheme: Sendable {
    public let gradients: [GradientToken]
    /// The gradient each screen is shown on by default: its row of seed §11's QA table.
    public let screenGradients: [AirFitScreen: GradientToken]
    public let cascade: CascadeTokens
    public let glass: GlassTokens
    public let micRipple: MicRippleTokens
    public let ring: RingTokens
    public let materials: [Appearance: [MaterialKind: MaterialStyle]]
    public let fontFamilies: [FontDesign: String]
    public let spacing: Spacing
    /// Seed §8: push/pop offset and SwiftUI's default animation for it.
    public let transitionOffset: Double
    public let transitionSpring: SpringParameters
    /// Seed §2: the root gradient's cross-fade (`motion.crossfade`, 0.6 s easeInOut).
    public let crossfade: FadeTokens
    /// Seed §7: GradientNumber's `.animation(.easeOut(duration: 0.6))` (`motion.gradientNumber`).
    public let gradientNumber: FadeTokens
    /// Seed §3: "Reduced-Motion ➔ plain 0.12 s fade" (`motion.reducedMotion`, linear).
    public let reducedMotion: FadeTokens

    /// A duration and the curve it runs along.
    public struct FadeTokens: Sendable {
        public let duration: Double
        public let curve: CubicBezier

        /// Progress 0…1 of the fade at `t` (1 from the end on, so a zero-length fade is
        /// complete at once): what the clips, the components and `proof bench` draw.
        public func progress(at t: Double) -> Double {
            t >= duration ? 1 : TimingCurve(curve).progress(max(0, t) / duration)
        }
    }

    /// The letter cascade; its curve a Bézier, or a spring a proposal laid over it.
    public struct CascadeTokens: Sendable {
        public let duration, stagger, offsetY, weightFrom, weightTo: Double
        public let curve: MotionCurve
        /// What phase is animated to (`motion.cascade.phaseEnd`; the seed's 1).
        public let phaseEnd: Double

        /// The cascade these tokens describe.
        public var schedule: CascadeSchedule {
            CascadeSchedule(duration: duration, stagger: stagger, offsetY: offsetY, weightFrom: weightFrom, weightTo: weightTo,
                            curve: Curve(curve), ending: phaseEnd == 1 ? .seed : .phase(phaseEnd))
        }
    }
    public struct GlassTokens: Sendable {
        public let radius, strokeWidth, strokeOpacity, scaleFrom, opacityFrom: Double
        public let shadow: Shadow
        public let spring: SpringParameters
    }
    public struct MicRippleTokens: Sendable {
        public let duration, frame, iconSize, scaleFrom, scaleTo, opacityFrom, opacityTo: Double
        /// A Bézier over each period, or a spring a proposal laid over it (run from each period's start).
        public let curve: MotionCurve
        public let fill: RGBA
    }
    public struct RingTokens: Sendable { public let diameter, lineWidth: Double; public let track, progressStart, progressEnd: RGBA }
    public struct Spacing: Sendable { public let screen, welcome, dashboard, dashboardCards, voiceLog, repCounter: Double }

    /// Reads the tokens once, by the theme mechanism every app shares (`ThemeReader`):
    /// every token below is read, and each that is missing, mistyped or out of range is
    /// reported together (`ThemeTokensInvalid`, each with its file and pointer).
    public init(tokens t: TokenSet) throws(ThemeTokensInvalid) {
        var r = ThemeReader(tokens: t)
        let gradients = t.childNames(of: "gradient").map { r.gradientToken($0) }
        var screenGradients: [AirFitScreen: GradientToken] = [:]
        // Read through the reader so a missing QA gradient is a load error naming it.
        for screen in AirFitScreen.allCases { if let g = r.gradientToken(screen.qaGradient) { screenGradients[screen] = g } }
        let cascade = CascadeTokens(reading: &r), glass = GlassTokens(reading: &r), micRipple = MicRippleTokens(reading: &r),
            ring = RingTokens(reading: &r), spacing = Spacing(reading: &r)
        var materials: [Appearance: [MaterialKind: MaterialStyle]] = [:]
        for appearance in Appearance.allCases {
            for kind in MaterialKind.allCases {
                let m = r.read("material.\(kind.rawValue).\(appearance.rawValue)") { t, p throws(TokenError) in try t.material(p) }
                if let m { materials[appearance, default: [:]][kind] = MaterialStyle(name: kind.rawValue + "Material", blur: m.blur, tint: m.tint, saturation: m.saturation) }
            }
        }
        let sans = r.familyName("font.family.sans"), rounded = r.familyName("font.family.rounded")
        let transitionOffset = r.dimension("motion.transition.offsetY"), transitionSpring = r.spring("spring.transition")
        let crossfade = FadeTokens(reading: &r, "motion.crossfade"), gradientNumber = FadeTokens(reading: &r, "motion.gradientNumber"),
            reducedMotion = FadeTokens(reading: &r, "motion.reducedMotion", durationName: "fadeDuration")
        try r.finish()
        // finish() threw if any token could not be read, so every value is here.
        guard let cascade, let glass, let micRipple, let ring, let spacing, let sans, let rounded, let transitionOffset,
              let transitionSpring, let crossfade, let gradientNumber, let reducedMotion else {
            preconditionFailure("ThemeReader.finish() passed with an AirFit token unread")
        }
        self.gradients = gradients.compactMap { $0 }
        self.screenGradients = screenGradients
        self.cascade = cascade
        self.glass = glass
        self.micRipple = micRipple
        self.ring = ring
        self.materials = materials
        fontFamilies = [.default: sans, .rounded: rounded, .monospaced: sans, .serif: sans]
        self.spacing = spacing
        self.transitionOffset = transitionOffset
        self.transitionSpring = transitionSpring
        self.crossfade = crossfade
        self.gradientNumber = gradientNumber
        self.reducedMotion = reducedMotion
    }

    public func gradient(named name: String) -> GradientToken? { gradients.first { $0.name == name } }

    /// The environment a screen of this design system is built in, with a GradientManager
    /// showing `active` (the first token when nil) as its `@EnvironmentObject` — what the
    /// seed's App.swift injects (§10).
    public func environment(_ base: EnvironmentValues = EnvironmentValues(), active: GradientToken? = nil) -> EnvironmentValues {
        environment(base, manager: gradientManager(active: active))
    }

    /// The environment a screen is built in, with `manager` as its GradientManager (a
    /// recording keeps it, to call `next()` at a push).
    public func environment(_ base: EnvironmentValues, manager: GradientManager) -> EnvironmentValues {
        var env = base
        env.fontFamilies = fontFamilies
        env.materials = materials[env.appearance] ?? env.materials
        env[AirFitThemeKey.self] = self
        env.setObject(manager)
        return env
    }

    /// A GradientManager over the 12 tokens showing `active`, fading as `motion.crossfade`
    /// says; `next()` takes `script`'s tokens in order, then seeded choices.
    public func gradientManager(active: GradientToken? = nil, script: [GradientToken] = []) -> GradientManager {
        GradientManager(tokens: gradients, choice: script.isEmpty ? .seeded(0) : .scripted(script), active: active, fade: crossfade.animation)
    }
}

struct AirFitThemeKey: EnvironmentKey {
    static let defaultValue: AirFitTheme? = nil
}

struct DrawsBackgroundKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// The AirFit theme of the screen being built (set by `AirFitTheme.environment`). Like a
    /// SwiftUI `@EnvironmentObject`, it must be there: an AirFit view built outside that
    /// environment is a programming error, stopped here rather than drawn with stand-ins.
    public var airFit: AirFitTheme {
        guard let theme = self[AirFitThemeKey.self] else {
            preconditionFailure("No AirFitTheme found: build AirFit views in AirFitTheme.environment(_:)")
        }
        return theme
    }
    /// False inside a navigation transition, which draws one background for both screens.
    public var drawsBackground: Bool {
        get { self[DrawsBackgroundKey.self] }
        set { self[DrawsBackgroundKey.self] = newValue }
    }
    /// The components that appear at rest here instead of animating in (a clip that shows
    /// one component's animation holds the others still).
    public var heldAtRest: Set<AirFitComponent> {
        get { self[HeldAtRestKey.self] }
        set { self[HeldAtRestKey.self] = newValue }
    }
}

/// AirFit's components that animate as they appear.
public enum AirFitComponent: Hashable, Sendable {
    /// Seed §3's letter cascade (`CascadeText`).
    case cascade
    /// Seed §4's spring-in (`GlassCard`).
    case glass
    /// Seed §5's ripple (`MicRippleView`).
    case ripple
}

struct HeldAtRestKey: EnvironmentKey {
    static let defaultValue: Set<AirFitComponent> = []
}
