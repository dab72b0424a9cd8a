import SwiftUI

/// `fitai/login` and `fitai/sign-up` (seed §Authentication Flow: "User enters email and
/// password"; "Input validation … in AuthViewModel"), as stock SwiftUI on iOS 18 draws a
/// form: a large-title `NavigationStack` over an inset-grouped `List` whose rows are the
/// fields (label leading, value or placeholder after it, as in Settings), the validation
/// message as the section's footer right under the fields (red in state `error`), a
/// full-width `.borderedProminent` `.controlSize(.large)` button and a link to the other screen.
/// The fields and the button are Layout's stock `TextField`, `SecureField` and `Button`.
nonisolated struct FitAIAuthScreen: View {
    enum Kind { case login, signUp }
    let kind: Kind
    let showsError: Bool
    let theme: FitAITheme

    @Environment(\.contentSize) private var contentSize

    /// The validation message state `error` shows under the fields.
    static func errorMessage(_ kind: Kind) -> String {
        switch kind {
        case .login: "Enter a valid email address, like name@example.com"
        case .signUp: "Password must be at least 6 characters."
        }
    }

    private var title: String { kind == .login ? "Log In" : "Sign Up" }
    private var buttonTitle: String { kind == .login ? "Log In" : "Create Account" }

    /// What the fields hold: empty at first (their prompts show); in state `error`, what was typed.
    private var email: String { showsError ? (kind == .login ? "alex@example" : "alex@example.com") : "" }
    private var password: String { showsError ? (kind == .signUp ? "abc" : "password") : "" }

    var body: some View {
        NavigationStack {
            List {
                // No footer at all when there is nothing to say (an empty one would still add its spacing).
                if let footer {
                    Section(footer: footer) { fields }
                } else {
                    Section { fields }
                }
                Button { Text(buttonTitle).frame(maxWidth: .infinity) }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                switchLink
            }
            .navigationTitle(title)
        }
    }

    @ViewBuilder private var fields: some View {
        fieldRow("Email",
                 beside: TextField("Email", text: email, prompt: Text("name@example.com")),
                 under: TextField("Email", text: email, prompt: Text("name@example.com")))
            // A one-line field, as UITextField is (a wrapping one broke the prompt as
            // "name@example. / com" at AX XL on the SE); an address has no spaces, so at the
            // largest sizes it shrinks — to 0.75 at AX XL on the SE — rather than truncating
            // (beyond AX XL, where the seed asks nothing, iOS truncates the prompt's tail).
            .minimumScaleFactor(0.75)
            .keyboardType(.emailAddress)
            .textContentType(.emailAddress)
        fieldRow("Password",
                 beside: SecureField("Password", text: password, prompt: Text("Required")),
                 under: SecureField("Password", text: password, prompt: Text("Required")))
            .textContentType(kind == .login ? .password : .newPassword)
    }

    /// A form row: its label, then the field (the fields line up after a 90-pt label column).
    /// At accessibility sizes both rows stack the field under the label, as iOS stacks a form
    /// row there: choosing per row let a short password ("•••") stay beside a label it no
    /// longer fitted next to and print over "Password", while the email above had stacked.
    /// Below those sizes a row still stacks when the two do not fit side by side (the SE at
    /// xxxLarge), the field then one line across the row's width.
    @ViewBuilder private func fieldRow(_ label: String, beside: some View, under: some View) -> some View {
        let stacked = VStack(alignment: .leading, spacing: 2) {
            Text(label).foregroundStyle(Color.label)
            under
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        if contentSize.isAccessibilityCategory {
            stacked
        } else {
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 8) {
                    Text(label).foregroundStyle(Color.label).fixedSize().frame(minWidth: 90, alignment: .leading)
                    // At its ideal width, so the row is measured whole: a field that only fits
                    // squeezed stacks instead of pushing the label out of the row.
                    beside.fixedSize()
                    Spacer(minLength: 0)
                }
                stacked
            }
        }
    }

    /// The footer under the fields: the validation message in red in state `error`; on
    /// sign-up otherwise the password rule, in the footer's usual secondary colour; none on login.
    private var footer: AnyView? {
        // The message quotes an address, which has no spaces: it shrinks a little rather than breaking it.
        if showsError { return AnyView(Text(Self.errorMessage(kind)).foregroundStyle(Color.systemRed).minimumScaleFactor(0.95)) }
        if kind == .signUp { return AnyView(Text("Use at least 6 characters.")) }
        return nil
    }

    /// The question and the link on one centred line; stacked when that no longer fits.
    private var switchLink: some View {
        let question = Text(kind == .login ? "Don’t have an account?" : "Already have an account?")
            .foregroundStyle(Color.secondaryLabel)
        let link = Text(kind == .login ? "Sign Up" : "Log In")
            .foregroundStyle(Color.systemBlue)
            .accessibilityAddTraits(.isButton)
        return ViewThatFits(in: .horizontal) {
            HStack(spacing: 4) { question.fixedSize(); link.fixedSize() }
            VStack(spacing: 4) { question.multilineTextAlignment(.center); link }
        }
        .font(.subheadline)
        .frame(maxWidth: .infinity)
    }
}
