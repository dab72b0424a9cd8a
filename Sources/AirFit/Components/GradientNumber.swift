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
    @EnvironmentObject private var gm: GradientManager
    @Environment(\.airFit) private var theme
    @Environment(\.appearance) private var appearance
    @Environment(\.reducedMotion) private var reducedMotion
    let value: Int

    public init(value: Int) { self.value = value }

    public var body: some View {
        // The digits are the very gradient the screen sits on — literally, whatever it does
        // to contrast (the contrast check reports it). While the background cross-fades to
        // the next token (GradientManager.next() inside withAnimation), SwiftUI animates
        // their gradient with it: its colours move from the old token's to the new.
        Text("\(value)")
            .font(.scaled(.system(size: 64, weight: .thin, design: .rounded)))
            .monospacedDigit()
            .foregroundStyle(gm.active.linear(appearance))
            .animation(change, value: value)
    }

    /// `motion.gradientNumber` (easeOut 0.6 s), or the plain fade under reduced motion.
    private var change: Motion.Animation {
        return (reducedMotion ? theme.reducedMotion : theme.gradientNumber).animation
    }
}
