public import SwiftUI

/// Seed §6.1, as written there.
nonisolated public struct OnboardingWelcome: View {
    public init() {}

    public var body: some View {
        BaseScreen {
            VStack(spacing: 32) {
                Spacer()
                CascadeText(text: "Welcome\nto AirFit")
                    .multilineTextAlignment(.center)
                    .font(.scaled(.system(size: 44, weight: .thin, design: .rounded)))
                Spacer()
                GlassCard { Text("Get Started").frame(maxWidth: .infinity).font(.headline) }
                    .accessibilityLabel("Get Started")
                    .accessibilityAddTraits(.isButton)
            }.padding(24)
        }
    }
}
