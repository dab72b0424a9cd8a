import AppSupport
public import SwiftUI
import Motion
import Tokens

/// Seed §4, with the values from tokens: ultra-thin material in a 20 pt continuous
/// rounded rectangle, a 1 pt white 30 % stroke, a black 5 % shadow (radius 8, y 4), and a
/// spring-in from scale 0.96 and opacity 0 (interpolatingSpring stiffness 130, damping 12);
/// under reduced motion, the plain fade (`motion.reducedMotion`).
nonisolated public struct GlassCard<Content: View>: View {
    @Environment(\.airFit) private var theme
    @Environment(\.glassClock) private var time
    @Environment(\.reducedMotion) private var reducedMotion
    let content: () -> Content

    public init(@ViewBuilder content: @escaping () -> Content) { self.content = content }

    public var body: some View {
        let radius = theme?.glass.radius ?? 20
        let shadow = theme?.glass.shadow
        content()
            .padding()
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: radius, style: .continuous))
            .overlay(RoundedRectangle(cornerRadius: radius).stroke(Color.white.opacity(theme?.glass.strokeOpacity ?? 0.3),
                                                                  lineWidth: theme?.glass.strokeWidth ?? 1))
            .shadow(color: Color(shadow?.color ?? RGBA(r: 0, g: 0, b: 0, a: 0.05)), radius: shadow?.blur ?? 8, y: shadow?.offsetY ?? 4)
            .scaleEffect(scale)
            .opacity(opacity)
    }

    /// Spring progress of `loaded` at the current time (it overshoots 1 briefly).
    var progress: Double {
        if reducedMotion { return 1 }
        let s = theme?.glass.spring ?? SpringParameters(stiffness: 130, damping: 12)
        return Spring(s).progress(at: max(0, time))
    }

    var scale: Double {
        let from = theme?.glass.scaleFrom ?? 0.96
        return from + (1 - from) * progress
    }

    var opacity: Double {
        if reducedMotion { return theme.map { $0.reducedMotion.progress(at: time) } ?? min(max(time / ReducedMotion.fadeDuration, 0), 1) }
        let from = theme?.glass.opacityFrom ?? 0
        return from + (1 - from) * min(max(progress, 0), 1)
    }
}
