public import Layout

/// Seed §6: every screen sits on the active gradient, which ignores the safe area.
///
///     ZStack { gm.active.linear.ignoresSafeArea(); content() }
public struct BaseScreen<Content: View>: View {
    @Environment(\.activeGradient) private var active
    @Environment(\.appearance) private var appearance
    let content: () -> Content

    public init(@ViewBuilder content: @escaping () -> Content) { self.content = content }

    public var body: some View {
        ZStack {
            if let active { active.linear(appearance).ignoresSafeArea() }
            content()
        }
    }
}
