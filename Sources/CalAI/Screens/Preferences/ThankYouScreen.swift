public import SwiftUI

/// Onboarding page 7: "Thank you for trusting us" — "An animated screen with 'Thank you for
/// trusting us' and a privacy message" (seed 000 p7); "a brief message about privacy and
/// security" (001 p7). The illustration, the title and a line centred, then a grey card
/// with a lock and the privacy promise, and Continue.
nonisolated public struct CalAIThankYou: View {
    @Environment(\.calAI) private var theme
    public init() {}

    public var body: some View {
        let t = theme
        OnboardingPage(progress: 17 / 29, title: nil) {
            VStack(spacing: 0) {
                TrustIllustration(size: 200)
                Text("Thank you for trusting us")
                    .font(t.typeface(.interludeTitle, .title))
                    .foregroundColor(t.swatch(.textPrimary))
                    .multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)
                    .padding(.top, 32)
                Text("Now let's personalize Cal AI for you...")
                    .font(t.typeface(.subtitle, .callout))
                    .foregroundColor(t.swatch(.textSecondary))
                    .multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)
                    .padding(.top, t.length(.spacingTitleToSubtitle))
                privacyCard.padding(.top, 32)
            }
            .frame(maxWidth: .infinity)
        } footer: {
            PrimaryButton("Continue")
        }
    }

    var privacyCard: some View {
        let t = theme
        return VStack(spacing: 8) {
            Image(systemName: "lock.fill")
                .font(.system(size: 20, weight: .medium))
                .foregroundColor(t.swatch(.textPrimary))
                .frame(width: 40, height: 40)
                .background(t.swatch(.background), in: Circle())
            Text("Your privacy and security matter to us.")
                .font(t.typeface(.headline, .headline))
                .foregroundColor(t.swatch(.textPrimary))
                .multilineTextAlignment(.center)
                .fixedSize(horizontal: false, vertical: true)
            Text("We promise to always keep your personal information private and secure.")
                .font(t.typeface(.footnote, .footnote))
                .foregroundColor(t.swatch(.textSecondary))
                .multilineTextAlignment(.center)
                .fixedSize(horizontal: false, vertical: true)
        }
        .frame(maxWidth: .infinity)
        .padding(t.length(.spacingCardPadding))
        .padding(.vertical, 4)
        .background(t.swatch(.optionFill), in: RoundedRectangle(cornerRadius: t.length(.radiusCard)))
        .accessibilityLabel("Your privacy and security matter to us. We promise to always keep your personal information private and secure.")
    }
}
