public import SwiftUI
import DisplayList
import Tokens

/// Screen 5.5, Account Creation, in the seed's order: "Create your account", Email
/// ("email@example.com") and Password (dots) fields, "□ Send me weekly progress insights",
/// the green "Create Account", "Or continue with:", "Sign in with Apple" and "Sign in with
/// Google" (the companies' own buttons, where the seed sketches 🍎 and 📧), and "Complete Later" at the
/// bottom (the seed's "Skip Options": a "Complete Later" option for account creation).
///
/// `email` / `password` nil show the seed's placeholders. The messages under the fields
/// are `NutriSyncValidation.account`'s for what is typed ("Clear error messages below
/// fields"); with any of them Create Account is disabled ("Can't proceed without required
/// fields"). Before anything is typed nothing is flagged.
nonisolated public struct AccountScreen: View {
    @Environment(\.nutriSync) private var theme
    let email: String?
    let password: String?

    public init(email: String? = nil, password: String? = nil) { self.email = email; self.password = password }

    /// The catalogue's "error" state: an address without a domain dot and a 5-character
    /// password, so both fields fail.
    public static let errorExample = (email: "alex@mail", password: "sync1")

    /// What `NutriSyncValidation` says about the fields typed so far (none when empty).
    public var errors: [NutriSyncValidation.Field: String] {
        guard email != nil || password != nil else { return [:] }
        return NutriSyncValidation.account(email: email ?? "", password: password ?? "")
    }

    public var body: some View {
        let t = theme
        let errors = self.errors
        OnboardingScreen(section: .setup, title: "Create your account") {
            VStack(spacing: t.dimension(.spacingStack)) {
                NutriSyncTextField("Email", value: email, placeholder: "email@example.com", error: errors[.email])
                NutriSyncTextField("Password", value: password.map { String(repeating: "•", count: $0.count) },
                                   placeholder: "••••••••", error: errors[.password])
                InsightsCheckbox()
                NutriSyncButton("Create Account", enabled: errors.isEmpty)
                    .padding(.top, 8)
                Text("Or continue with:")
                    .font(t.font(.subheadline, relativeTo: .subheadline))
                    .foregroundColor(Color(t.color(.textSecondary)))
                    .frame(maxWidth: .infinity)
                // Apple's and Google's own buttons where the seed sketches emoji (README "What the seeds get wrong").
                NutriSyncSignInButton(.apple)
                NutriSyncSignInButton(.google)
            }
        } footer: {
            NutriSyncLink("Complete Later")
        }
    }
}

/// "□ Send me weekly progress insights": an unchecked box and its words, one control.
nonisolated struct InsightsCheckbox: View {
    @Environment(\.nutriSync) private var theme
    var body: some View {
        let t = theme
        HStack(spacing: 12) {
            CheckboxMark(checked: false)
            Text("Send me weekly progress insights")
                .font(t.font(.subheadline, relativeTo: .subheadline))
                .foregroundColor(Color(t.color(.textSubheader)))
                .fixedSize(horizontal: false, vertical: true)
            Spacer(minLength: 0)
        }
        .frame(minHeight: 44)
        .accessibilityLabel("Send me weekly progress insights, not checked")
        .accessibilityAddTraits(.isButton)
    }
}
