public import Layout

/// Seed §6: every screen sits on the active gradient, which ignores the safe area.
///
///     ZStack { gm.active.linear.ignoresSafeArea(); content() }
public struct BaseScreen<Content: View>: View {
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
public struct GradientBackground: View {
    @Environment(\.activeGradient) private var active
    @Environment(\.gradientCrossfade) private var crossfade
    @Environment(\.appearance) private var appearance

    public init() {}

    public var body: some View {
        ZStack {
            if let crossfade, crossfade.progress >= 1 {
                // The fade is over: GradientManager.next() has made the incoming token the
                // active one, so the old one is no longer drawn beneath it.
                crossfade.incoming.linear(appearance).ignoresSafeArea()
            } else {
                if let active { active.linear(appearance).ignoresSafeArea() }
                if let crossfade, crossfade.progress > 0 {
                    crossfade.incoming.linear(appearance).ignoresSafeArea().opacity(crossfade.progress)
                }
            }
        }
    }
}
