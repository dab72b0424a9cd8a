public import SwiftUI

/// The top of an onboarding step, as `OnboardingPage` draws it, for the plan and
/// subscription pages that lay out their own content: the round back button and, when
/// `progress` is given, the thin step bar (seed 000 §3, the App Store screenshots).
nonisolated public struct MainTopBar: View {
    let progress: Double?

    public init(progress: Double? = nil) { self.progress = progress }

    public var body: some View {
        HStack(spacing: 16) {
            MainBackButton()
            if let progress {
                StepProgressBar(progress: progress)
            } else {
                Spacer(minLength: 0)
            }
        }
        .padding(.top, 8)
    }
}

/// The back arrow in a 44 pt grey circle (000 §2.1 "a back arrow").
nonisolated public struct MainBackButton: View {
    @Environment(\.mainLook) private var look
    let fill: CalAIColor

    /// `fill`: the circle's colour token — `surface` on the grey canvas of the main app.
    public init(fill: CalAIColor = .optionFill) { self.fill = fill }

    public var body: some View {
        let look = self.look
        let d = look.length(.sizeBackButton)
        Image(systemName: "chevron.left")
            .font(.system(size: 17, weight: .semibold))
            .foregroundColor(look.color(.textPrimary))
            .frame(width: d, height: d)
            .background(look.color(fill), in: Circle())
            .accessibilityLabel("Back")
            .accessibilityAddTraits(.isButton)
    }
}
