public import SwiftUI

/// Seed §6.3, as written there.
nonisolated public struct VoiceLog: View {
    public init() {}

    public var body: some View {
        BaseScreen {
            VStack(spacing: 48) {
                CascadeText(text: "Log your\nmeal")
                    .multilineTextAlignment(.center)
                    .font(.scaled(.system(size: 36, weight: .thin, design: .rounded)))
                MicRippleView()
            }.padding(24)
        }
    }
}
