import SwiftUI
import Tokens

/// Seed §8's push as the clips draw it: push `pushed.index` takes screen `index` away and
/// brings `index + 1` in (`.opacity.combined(with: .offset(y: 12))`) over the background's
/// cross-fade (GradientManager.next()); `step` says, from the tokens, how far both have run at
/// the recording's clock (`time`). Each screen keeps its identity (`.id` of its name) from the
/// push that brings it in to the one that takes it away, so its components animate once, as
/// they appear, and carry on while it leaves.
nonisolated struct PushScene: View {
    /// How far the push has moved (0…1) and how far the background has faded to the next
    /// gradient (0…1).
    struct Step {
        let move: Double
        let fade: Double
    }

    /// Which push runs: set by the recording's events at the push times, as a navigation's
    /// state is (one per recording, on the recording's thread).
    final class Pushed: @unchecked Sendable {
        var index = 0
    }

    @Environment(\.time) private var time
    let screens: [AirFitScreen]
    let gradients: [GradientToken]
    let offset: Double
    let pushed: Pushed
    let step: (_ index: Int, _ time: Double) -> Step

    var body: some View {
        let i = pushed.index
        let s = step(i, time)
        ZStack {
            GradientBackground()
            // Once the push is over SwiftUI removes the screen it took away (and with it
            // whatever still moves there, such as a ripple).
            if s.move < 1 { screen(i).opacity(1 - s.move).offset(y: offset * s.move) }
            screen(i + 1).opacity(s.move).offset(y: offset * (1 - s.move))
        }
        .environment(\.activeGradient, gradients[i])
        .environment(\.gradientCrossfade, GradientCrossfade(incoming: gradients[i + 1], progress: s.fade))
    }

    private func screen(_ i: Int) -> some View {
        screens[i].view
            .environment(\.drawsBackground, false)
            // The first screen is on show when the clip starts: its components are at rest.
            .transaction { if i == 0 { $0.animation = nil } }
            .id(screens[i].rawValue)
    }
}
