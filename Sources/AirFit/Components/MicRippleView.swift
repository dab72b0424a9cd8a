import AppSupport
public import SwiftUI
import Motion
import Tokens

/// Seed §5 — `@State ripple` driving `.scaleEffect(ripple ? 1.6 : 0.2)` and
/// `.opacity(ripple ? 0 : 1)` on a white 10 % circle, under
/// `withAnimation(.easeOut(duration: 1.5).repeatForever(autoreverses: false))`, behind a
/// 28 pt light mic.fill in white, in a 72 pt frame — with the values from tokens
/// (`motion.micRipple`).
///
/// One line differs from the seed, for a reason the seed's own code shows when SwiftUI runs
/// it: the seed's `onAppear` toggles `ripple` twice, `ripple.toggle()` and then
/// `withAnimation(…) { ripple.toggle() }`. SwiftUI applies the plain change and the animated
/// one as two updates, so the circle jumps to 1.6 and then animates back to 0.2 and
/// opacity 1 — it implodes, forever, instead of rippling out. Setting `ripple = true` once,
/// inside `withAnimation`, is the ripple the seed describes (docs/ANIMATION.md, "The seed's
/// own mistakes"; `AirFitSeedAsWrittenTests` records the seed's spelling).
/// Under reduced motion the decorative ripple rests at its end (invisible).
nonisolated public struct MicRippleView: View {
    @Environment(\.airFit) private var theme
    @Environment(\.reducedMotion) private var reducedMotion
    @Environment(\.heldAtRest) private var held
    @State private var ripple = false

    public init() {}

    public var body: some View {
        let t = theme.micRipple
        ZStack {
            Circle().fill(Color(t.fill))
                .scaleEffect(ripple ? t.scaleTo : t.scaleFrom)
                .opacity(ripple ? t.opacityTo : t.opacityFrom)
            Image(systemName: "mic.fill")
                .font(.system(size: t.iconSize, weight: .light))
                .foregroundColor(.white)
        }
        .frame(width: t.frame, height: t.frame)
        .accessibilityLabel("Start recording")
        .accessibilityAddTraits(.isButton)
        .onAppear {
            if reducedMotion {
                ripple = true
            } else {
                withAnimation(rippleAnimation) { ripple = true }
            }
        }
        // A clip that shows another component's animation holds this one at rest.
        .transaction { [held] in if held.contains(.ripple) { $0.animation = nil } }
    }

    /// One ripple along `motion.micRipple`'s curve, repeated without reversing.
    private var rippleAnimation: Motion.Animation {
        let r = theme.micRipple
        return Motion.Animation(curve: Curve(r.curve), duration: r.duration, repetition: .forever(autoreverses: false))
    }
}
