public import AppSupport

extension AirFitApp {
    /// Seed §1's and §3's motion claims, where each animation comes to rest and where each
    /// spring is measured (`proof check motion`).
    public var motionClaims: MotionClaims {
        MotionClaims(
            nothingLinearExceptFades: "Physics-based micro-animations; nothing linear except opacity fades. (§1)",
            reducedFadeSource: "Reduced-Motion ➔ skip modifier; plain 0.12 s fade. (§3)",
            endings: [
                "airfit/crossfade": .screen("airfit/welcome", gradient: "mintAqua"),
                "airfit/cascade": .screen("airfit/welcome"),
                "airfit/glass-in": .screen("airfit/dashboard"),
                "airfit/mic-ripple": .none(reason: "repeats forever (§5's repeatForever): its last frame is its first, the ripple's start; the catalogue's voice-log shows the ripple at rest, grown and faded out (its model value)"),
                "airfit/gradient-number": .screen("airfit/dashboard"),
                "airfit/push": .screen("airfit/dashboard"),
                "airfit/qa-pass": .screen("airfit/rep-counter"),
            ],
            springs: [
                "spring.glassIn": .measured(animation: "airfit/glass-in", element: "GlassCard/background", signal: .width),
                "spring.transition": .measured(animation: "airfit/push", element: "Dashboard/VStack.1/ScrollView.1/VStack/GlassCard/background", signal: .centreY),
            ],
            // SwiftUI's default animation (.smooth), the push's: what a linear curve becomes.
            standardSpring: "spring.transition",
            // Seed §3: phase animated to 1, each glyph lagging it by idx · stagger.
            glyphLanding: GlyphLanding(phaseEndToken: "motion.cascade.phaseEnd", staggerToken: "motion.cascade.stagger"))
    }
}
