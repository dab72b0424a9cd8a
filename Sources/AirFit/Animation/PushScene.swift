import Motion
import SwiftUI

/// Seed §8's push as SwiftUI runs it: a navigation shows one screen at a time, each with
/// `.transition(.opacity.combined(with: .offset(y: 12)))` (`motion.transition.offsetY`) and its
/// identity (`.id` of its name), over one background — the root ZStack whose gradient §2
/// cross-fades. A push (`Navigation.push`) changes the screen under the transition's
/// animation and calls GradientManager.next(), as §8 asks of every successful push: the screen
/// taken away leaves along the transition and is removed when its animation ends, the one
/// brought in arrives along it, and its components (GlassCards, the cascade) animate in as
/// they appear.
nonisolated struct PushScene: View {
    /// Which screen is on show: changed by the recording's events at the push times, as a
    /// navigation's state is (one per recording, on the recording's thread).
    final class Navigation: ObservableObject, @unchecked Sendable {
        @Published var index = 0
        let transition: Motion.Animation
        let gradients: GradientManager

        init(transition: Motion.Animation, gradients: GradientManager) {
            self.transition = transition
            self.gradients = gradients
        }

        /// Seed §8: push the next screen, then `GradientManager.next()`.
        func push() {
            withAnimation(transition) { index += 1 }
            gradients.next()
        }
    }

    @ObservedObject var navigation: Navigation
    let screens: [AirFitScreen]
    let offset: Double

    var body: some View {
        ZStack {
            GradientBackground()
            screen(navigation.index)
        }
    }

    private func screen(_ i: Int) -> some View {
        screens[i].view
            .environment(\.drawsBackground, false)
            // The first screen is on show when the clip starts: its components are at rest.
            .transaction { if i == 0 { $0.animation = nil } }
            .id(screens[i].rawValue)
            .transition(.opacity.combined(with: .offset(y: offset)))
    }
}
