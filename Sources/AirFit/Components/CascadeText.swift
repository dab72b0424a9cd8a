import AppSupport
public import SwiftUI
import DisplayList
import Motion
import Tokens

/// Seed §3 as SwiftUI runs it: `@State phase`, animated 0 → 1 on appear inside
/// `withAnimation(.easeOut(duration: MotionToken.duration))`, drives a `CascadeModifier`
/// (an `AnimatableModifier`, so its body sees every phase between) in which each glyph's
/// progress is `min(max(phase − idx·stagger, 0), 1)`, driving its opacity, a 6 pt rise and
/// weight 300 → 400 — values from tokens (`motion.cascade`). Under reduced motion the
/// modifier is skipped for a plain 0.12 s fade (`motion.reducedMotion`).
///
/// The seed's modifier lays the letters out as an `HStack` of one `Text` per letter; this one
/// styles the glyphs of the one `Text` in place, so that "Welcome\nto AirFit" keeps its line
/// break and its centring (the seed's `HStack` puts the letters on one line, the "\n" a
/// blank letter — `AirFitSeedAsWrittenTests` records the seed's spelling).
nonisolated public struct CascadeText: View {
    @Environment(\.airFit) private var theme
    @Environment(\.reducedMotion) private var reducedMotion
    @Environment(\.heldAtRest) private var held
    @State private var phase: CGFloat = 0
    let text: String

    public init(text: String) { self.text = text }
    public init(_ text: String) { self.text = text }

    public var body: some View {
        // A clip that shows another component's animation holds this one at rest.
        appearing.transaction { [held] in if held.contains(.cascade) { $0.animation = nil } }
    }

    @ViewBuilder
    private var appearing: some View {
        if reducedMotion {
            Text(text)
                .opacity(phase)
                .onAppear { withAnimation(theme.reducedMotion.animation) { phase = 1 } }
        } else {
            let schedule = self.schedule
            Text(text)
                .modifier(CascadeModifier(phase: phase, schedule: schedule))
                .onAppear { withAnimation(.airFit(theme.cascade.curve,
                                                  duration: schedule.duration)) { phase = schedule.phaseEnd } }
        }
    }

    var schedule: CascadeSchedule { theme.cascade.schedule }
}

/// Seed §3's `CascadeModifier`: one style per character of the text (as the seed's
/// `Array(content.string)` indexes them) at the current phase.
nonisolated struct CascadeModifier: AnimatableModifier {
    var phase: CGFloat
    let schedule: CascadeSchedule

    var animatableData: CGFloat {
        get { phase }
        set { phase = newValue }
    }

    func body(content: Content) -> some View {
        let s = schedule
        let styles = Array(content.string).indices.map { idx in
            let p = min(max(phase - CGFloat(idx) * s.stagger, 0), 1)
            return GlyphStyle(opacity: p, offsetY: (1 - p) * s.offsetY, weight: s.weightFrom + (s.weightTo - s.weightFrom) * p)
        }
        return content.environment(\.glyphStyles, styles)
    }
}
