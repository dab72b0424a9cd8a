public import SwiftUI
import Motion
import Tokens

/// Seed §7: a number in 64 pt thin rounded, tabular digits, filled with the active gradient,
/// `.animation(.easeOut(duration: 0.6), value: value)` (`motion.gradientNumber`; the plain
/// fade under reduced motion): when the value changes SwiftUI cross-fades the old digits out
/// and the new ones in (text cannot be interpolated, so it fades).
///
/// The seed fills the digits by overlaying the gradient masked by a second copy of the text;
/// this draws the same digits with the gradient as their fill — what the overlay shows,
/// without the primary-coloured copy beneath it fringing the glyphs' edges — so the contrast
/// check reads the colours the reader sees.
nonisolated public struct GradientNumber: View {
    @Environment(\.airFit) private var theme
    @Environment(\.activeGradient) private var active
    @Environment(\.appearance) private var appearance
    @Environment(\.gradientCrossfade) private var crossfade
    @Environment(\.reducedMotion) private var reducedMotion
    let value: Int

    public init(value: Int) { self.value = value }

    public var body: some View {
        digits(value)
            .animation(change, value: value)
    }

    /// `motion.gradientNumber` (easeOut 0.6 s), or the plain fade under reduced motion.
    private var change: Motion.Animation {
        guard let theme else { return .easeOut(duration: 0.6) }
        return (reducedMotion ? theme.reducedMotion : theme.gradientNumber).animation
    }

    @ViewBuilder
    func digits(_ value: Int) -> some View {
        let text = Text("\(value)")
            .font(.scaled(.system(size: 64, weight: .thin, design: .rounded)))
            .monospacedDigit()
        if let active {
            // The seed overlays the active gradient masked by the text, so the digits are
            // the very gradient the screen sits on — literally, whatever it does to contrast
            // (the contrast check reports it). While the background cross-fades to the next
            // token (GradientManager.next() inside withAnimation), SwiftUI animates the
            // overlay's gradient with it: its colours move from the old token's to the new.
            text.foregroundStyle(LinearGradient(gradient: Self.fill(active, crossfade, appearance),
                                                startPoint: .topLeading, endPoint: .bottomTrailing))
        } else {
            text
        }
    }

    /// The gradient the digits show: the active token's, or part-way to the incoming one
    /// during a cross-fade — both sampled at every stop position either has and mixed at
    /// the fade's progress, as the background's two layers mix at each point.
    static func fill(_ active: GradientToken, _ crossfade: GradientCrossfade?, _ appearance: Appearance) -> Gradient {
        let from = active.gradient(for: appearance)
        guard let crossfade, crossfade.progress > 0 else { return from }
        let to = crossfade.incoming.gradient(for: appearance)
        let p = min(crossfade.progress, 1)
        let positions = Set(from.stops.map(\.position) + to.stops.map(\.position)).sorted()
        return Gradient(stops: positions.map { x in
            let a = from.color(at: x), b = to.color(at: x)
            return GradientStop(color: RGBA(r: a.r + (b.r - a.r) * p, g: a.g + (b.g - a.g) * p,
                                            b: a.b + (b.b - a.b) * p, a: a.a + (b.a - a.a) * p), position: x)
        })
    }
}
