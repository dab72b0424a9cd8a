public import SwiftUI

/// Seed §6: every screen sits on the active gradient, which ignores the safe area.
///
///     ZStack { gm.active.linear.ignoresSafeArea(); content() }
nonisolated public struct BaseScreen<Content: View>: View {
    @Environment(\.activeGradient) private var active
    @Environment(\.gradientCrossfade) private var crossfade
    @Environment(\.drawsBackground) private var drawsBackground
    @Environment(\.appearance) private var appearance
    let content: () -> Content

    public init(@ViewBuilder content: @escaping () -> Content) { self.content = content }

    public var body: some View {
        ZStack {
            if drawsBackground { GradientBackground() }
            content()
        }
    }
}

/// The active gradient, and the next one fading in over it during a cross-fade.
nonisolated public struct GradientBackground: View {
    @Environment(\.activeGradient) private var active
    @Environment(\.gradientCrossfade) private var crossfade
    @Environment(\.appearance) private var appearance

    public init() {}

    public var body: some View {
        // Once the fade is over GradientManager.next() has made the incoming token the
        // active one, so the old one is no longer drawn beneath it (and the last frame of a
        // cross-fade draws what the screen draws on the new gradient).
        let finished = (crossfade?.progress ?? 0) >= 1
        let base = finished ? crossfade?.incoming : active
        ZStack {
            if let base { base.linear(appearance).ignoresSafeArea() }
            if let crossfade, crossfade.progress > 0, !finished {
                crossfade.incoming.linear(appearance).ignoresSafeArea().opacity(crossfade.progress)
            }
        }
    }
}
