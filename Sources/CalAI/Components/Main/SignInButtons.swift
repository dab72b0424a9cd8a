public import SwiftUI
import AppSupport

/// "Sign in with Apple" as Apple's HIG draws it (seed 000 p8, 001 p8 "'Sign in with Apple'
/// and 'Sign in with Google' buttons"): the black button (white in dark mode) with the
/// Apple logo and the title in the system font, here in Cal AI's capsule.
nonisolated public struct AppleSignInButton: View {
    @Environment(\.mainLook) private var look

    public init() {}

    public var body: some View {
        let look = self.look
        HStack(spacing: 8) {
            Image(systemName: "applelogo")
                .font(.system(size: look.scaled(value: 20, .headline), weight: .medium))
            Text("Sign in with Apple")
                .font(look.font(.cta, .headline))
                .fixedSize(horizontal: false, vertical: true)
        }
        .foregroundColor(look.color(.signInAppleText))
        .padding(.horizontal, 20)
        .padding(.vertical, 8)
        .frame(maxWidth: .infinity)
        .frame(minHeight: look.length(.sizeCtaHeight))
        .background(look.color(.signInAppleFill), in: Capsule())
        .accessibilityLabel("Sign in with Apple")
        .accessibilityAddTraits(.isButton)
    }
}

/// "Sign in with Google" as Google's branding guidelines draw it: a white button (#131314
/// in dark) with a 1 pt grey border, the four-colour G, and the title in #1F1F1F.
nonisolated public struct GoogleSignInButton: View {
    @Environment(\.mainLook) private var look

    public init() {}

    public var body: some View {
        let look = self.look
        HStack(spacing: 10) {
            GoogleLogo(size: look.scaled(value: 20, .headline))
            Text("Sign in with Google")
                .font(look.font(.cta, .headline))
                .foregroundColor(look.color(.signInGoogleText))
                .fixedSize(horizontal: false, vertical: true)
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 8)
        .frame(maxWidth: .infinity)
        .frame(minHeight: look.length(.sizeCtaHeight))
        .background(Capsule().fill(look.color(.signInGoogleFill))
            .strokeBorder(look.color(.signInGoogleBorder), lineWidth: look.length(.sizeHairline)))
        .accessibilityLabel("Sign in with Google")
        .accessibilityAddTraits(.isButton)
    }
}
