public import SwiftUI

/// "Save your progress" (seed 000 p8 "Sign-In: A screen with 'Sign in with Apple' and
/// 'Sign in with Google' buttons"; 001 p8 "A screen to 'Save your progress'"): the plan
/// about to be saved, then the two sign-in buttons as their brand guidelines draw them,
/// and a way to skip.
nonisolated public struct CalAISignIn: View {
    @Environment(\.mainLook) private var look
    let plan: CalAIPlan

    public init(plan: CalAIPlan = CalAIPlan(profile: .sample)) { self.plan = plan }

    public var body: some View {
        let look = self.look
        let side = look.length(.spacingScreenHorizontal)
        let header = VStack(alignment: .leading, spacing: look.length(.spacingTitleToSubtitle)) {
            Text("Save your progress")
                .font(look.font(.title, .title))
                .foregroundColor(look.color(.textPrimary))
                .fixedSize(horizontal: false, vertical: true)
            Text("Sign in to keep your custom plan and your meals on every device.")
                .font(look.font(.subtitle, .callout))
                .foregroundColor(look.color(.textSecondary))
                .fixedSize(horizontal: false, vertical: true)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.top, 28)
        let buttons = VStack(spacing: look.length(.spacingOptionGap)) {
            AppleSignInButton()
            GoogleSignInButton()
            HStack(spacing: 4) {
                Text("Would you like to sign in later?")
                    .foregroundColor(look.color(.textSecondary))
                    .fixedSize(horizontal: false, vertical: true)
                Text("Skip")
                    .fontWeight(.semibold)
                    .foregroundColor(look.color(.textPrimary))
                    .fixedSize()
                    .accessibilityLabel("Skip")
                    .accessibilityAddTraits(.isButton)
            }
            .font(look.font(.subheadline, .subheadline))
            .padding(.top, 4)
        }
        ZStack {
            look.color(.background).ignoresSafeArea()
            VStack(spacing: 0) {
                MainTopBar(progress: 26 / 29)
                FooterPage {
                    VStack(spacing: 0) {
                        header
                        Spacer(minLength: 24)
                        PlanSnapshot(plan: plan)
                        Spacer(minLength: 24)
                    }
                } content: {
                    VStack(spacing: 0) {
                        header
                        PlanSnapshot(plan: plan).padding(.vertical, 24)
                    }
                } footer: {
                    buttons.padding(.bottom, look.length(.spacingCtaBottom))
                }
            }
            .padding(.horizontal, side)
        }
    }
}
