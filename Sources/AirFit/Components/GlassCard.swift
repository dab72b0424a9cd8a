import AppSupport
public import SwiftUI
import Motion
import Tokens

/// Seed §4 as written — `@State loaded`, flipped on appear inside
/// `withAnimation(.interpolatingSpring(stiffness: 130, damping: 12))`, driving
/// `.scaleEffect(loaded ? 1 : 0.96)` and `.opacity(loaded ? 1 : 0)` — with the values from
/// tokens: ultra-thin material in a 20 pt continuous rounded rectangle, a 1 pt white 30 %
/// stroke, a black 5 % shadow (radius 8, y 4), `spring.glassIn`. Under reduced motion the
/// spring becomes the plain fade (`motion.reducedMotion`), without the scale.
nonisolated public struct GlassCard<Content: View>: View {
    @Environment(\.airFit) private var theme
    @Environment(\.reducedMotion) private var reducedMotion
    @Environment(\.heldAtRest) private var held
    @State private var loaded = false
    let content: () -> Content

    public init(@ViewBuilder content: @escaping () -> Content) { self.content = content }

    public var body: some View {
        let glass = theme.glass
        let radius = glass.radius
        let shadow = glass.shadow
        let scaleFrom = reducedMotion ? 1 : glass.scaleFrom
        content()
            .padding()
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: radius, style: .continuous))
            .overlay(RoundedRectangle(cornerRadius: radius).stroke(Color.white.opacity(glass.strokeOpacity),
                                                                  lineWidth: glass.strokeWidth))
            .shadow(color: Color(shadow.color), radius: shadow.blur, y: shadow.offsetY)
            .scaleEffect(loaded ? 1 : scaleFrom)
            .opacity(loaded ? 1 : glass.opacityFrom)
            .onAppear {
                withAnimation(appear) { loaded = true }
            }
            // A clip that shows another component's animation holds this one at rest.
            .transaction { [held] in if held.contains(.glass) { $0.animation = nil } }
    }

    /// The spring-in, or the plain fade under reduced motion.
    private var appear: Motion.Animation {
        if reducedMotion { return theme.reducedMotion.animation }
        return .interpolating(Spring(theme.glass.spring))
    }
}
