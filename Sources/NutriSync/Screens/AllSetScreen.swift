public import SwiftUI
import DisplayList
import Tokens

/// Screen 5.6, Welcome to NutriSync ("Successful completion"): a green success checkmark,
/// "You're all set! 🎉", "Your first meal window opens at 7:00 AM" (the plan's), a preview
/// of the main app screen built from the plan (`AllSetAppPreview`), and the green,
/// full-width "Start Tracking".
///
/// The seed's "Confetti animation" is `nutrisync/confetti`: its particles fall past the
/// bottom of the screen, so its last frame — and this static screen — is clean.
/// `checkScale`/`checkOpacity` drive `nutrisync/checkmark-bounce` ("Success checkmarks scale
/// in with bounce"); `confetti` holds the particles of one frame of the confetti clip.
nonisolated public struct AllSetScreen: View {
    @Environment(\.nutriSync) private var theme
    let plan: NutriSyncPlan
    let checkScale: Double
    let checkOpacity: Double
    let confetti: [ConfettiPiece]

    public init(plan: NutriSyncPlan, checkScale: Double = 1, checkOpacity: Double = 1, confetti: [ConfettiPiece] = []) {
        self.plan = plan; self.checkScale = checkScale; self.checkOpacity = checkOpacity; self.confetti = confetti
    }

    public static let title = "You're all set! 🎉"

    public var body: some View {
        let t = theme
        ZStack {
            OnboardingScreen(section: .setup, centered: true) {
                VStack(spacing: t.dimension(.spacingStack)) {
                    SuccessCheckmark()
                        .scaleEffect(checkScale)
                        .opacity(checkOpacity)
                    VStack(spacing: t.dimension(.spacingTitleToSubtitle)) {
                        HeaderTitle(Self.title)
                        Text(plan.firstWindowText)
                            .font(t.font(.subheader, relativeTo: .callout))
                            .foregroundColor(Color(t.color(.textSubheader)))
                            .multilineTextAlignment(.center)
                            .fixedSize(horizontal: false, vertical: true)
                    }
                    AllSetAppPreview(plan: plan)
                        .padding(.top, 8)
                }
                .frame(maxWidth: .infinity)
            } footer: {
                NutriSyncButton("Start Tracking")
            }
            if !confetti.isEmpty {
                ConfettiLayer(pieces: confetti)
            }
        }
    }
}

/// The success checkmark over the title: a green disc with a dark check
/// (`size.icon.appIcon` × 0.7). Decorative: the title says it.
nonisolated struct SuccessCheckmark: View {
    @Environment(\.nutriSync) private var theme
    var body: some View {
        let t = theme
        let side = (t.dimension(.sizeIconAppIcon)) * 0.7
        Circle().fill(Color(t.color(.accent)))
            .frame(width: side, height: side)
            .overlay(Image(systemName: "checkmark")
                .font(.system(size: side * 0.45, weight: .bold))
                .foregroundColor(Color(t.color(.background))))
            .id("successCheck")
            .accessibilityLabel("")
    }
}
