public import SwiftUI

/// Seed §6: every screen sits on the active gradient, which ignores the safe area.
///
///     ZStack { gm.active.linear.ignoresSafeArea(); content() }
///
/// Inside a push (`drawsBackground` false) the navigation draws one background for both
/// screens, the root ZStack §2 cross-fades.
nonisolated public struct BaseScreen<Content: View>: View {
    @EnvironmentObject private var gm: GradientManager
    @Environment(\.drawsBackground) private var drawsBackground
    let content: () -> Content

    public init(@ViewBuilder content: @escaping () -> Content) { self.content = content }

    public var body: some View {
        ZStack {
            if drawsBackground { gm.active.linear.ignoresSafeArea() }
            content()
        }
    }
}

/// The active gradient on its own: the background a navigation draws beneath its screens.
/// When GradientManager.next() changes the token under its fade, SwiftUI animates the
/// gradient's colours from the old token's to the new one's.
nonisolated public struct GradientBackground: View {
    @EnvironmentObject private var gm: GradientManager

    public init() {}

    public var body: some View { gm.active.linear.ignoresSafeArea() }
}
