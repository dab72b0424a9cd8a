import Layout

/// `fitai/login` and `fitai/sign-up` (seed §Authentication Flow: "User enters email and
/// password"; "Input validation … in AuthViewModel"), as stock SwiftUI on iOS 18 draws a
/// form: a large-title `NavigationStack` over an inset-grouped `List` whose rows are the
/// fields (label leading, value or placeholder after it, as in Settings), the validation
/// message as the section's footer right under the fields (red in state `error`), a
/// full-width `.borderedProminent` `.controlSize(.large)` button and a link to the other screen.
struct FitAIAuthScreen: View {
    enum Kind { case login, signUp }
    let kind: Kind
    let showsError: Bool
    let theme: FitAITheme

    /// The validation message state `error` shows under the fields.
    static func errorMessage(_ kind: Kind) -> String {
        switch kind {
        case .login: "Enter a valid email address, like name@example.com."
        case .signUp: "Password must be at least 6 characters."
        }
    }

    private var title: String { kind == .login ? "Log In" : "Sign Up" }
    private var buttonTitle: String { kind == .login ? "Log In" : "Create Account" }

    /// What the fields hold: placeholders at first; in state `error`, what was typed.
    private var email: (text: String, isPlaceholder: Bool) {
        showsError && kind == .login ? ("alex@example", false) : showsError ? ("alex@example.com", false) : ("name@example.com", true)
    }
    private var password: (text: String, isPlaceholder: Bool) {
        showsError && kind == .signUp ? ("•••", false) : showsError ? ("••••••••", false) : ("Required", true)
    }

    var body: some View {
        NavigationStack {
            List {
                // No footer at all when there is nothing to say (an empty one would still add its spacing).
                if let footer {
                    Section(footer: footer) { fields }
                } else {
                    Section { fields }
                }
                FitAIProminentButton(title: buttonTitle, theme: theme)
                switchLink
            }
            .navigationTitle(title)
        }
    }

    @ViewBuilder private var fields: some View {
        FitAIFieldRow(label: "Email", value: email.text, isPlaceholder: email.isPlaceholder)
        FitAIFieldRow(label: "Password", value: password.text, isPlaceholder: password.isPlaceholder)
    }

    /// The footer under the fields: the validation message in red in state `error`; on
    /// sign-up otherwise the password rule, in the footer's usual secondary colour; none on login.
    private var footer: AnyView? {
        if showsError { return AnyView(Text(Self.errorMessage(kind)).foregroundStyle(Color.systemRed)) }
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

/// A form row holding a text field: its label, then the text (or the placeholder, in the
/// tertiary label colour, as `TextField("Required", …)` shows it empty). When the label and
/// value no longer fit side by side (large Dynamic Type on the SE), the value goes under the
/// label, as iOS stacks a form row at accessibility sizes, instead of truncating either.
struct FitAIFieldRow: View {
    let label: String
    let value: String
    let isPlaceholder: Bool

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 8) {
                labelText.frame(minWidth: 90, alignment: .leading)
                valueText
                Spacer(minLength: 0)
            }
            VStack(alignment: .leading, spacing: 2) {
                Text(label).foregroundStyle(Color.label)
                // May break (an address longer than the row at AX sizes) rather than overflow.
                Text(value).foregroundStyle(isPlaceholder ? Color.tertiaryLabel : Color.label)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    private var labelText: some View { Text(label).foregroundStyle(Color.label).fixedSize() }
    private var valueText: some View {
        Text(value).foregroundStyle(isPlaceholder ? Color.tertiaryLabel : Color.label).fixedSize()
    }
}

/// `Button(…).buttonStyle(.borderedProminent).controlSize(.large)` stretched full width:
/// white semibold body text on the system blue, `size.button.height` tall (taller with Dynamic Type), `radius.button` corners.
struct FitAIProminentButton: View {
    let title: String
    let theme: FitAITheme

    var body: some View {
        Text(title)
            .font(.body.weight(.semibold))
            .foregroundStyle(Color.white)
            .multilineTextAlignment(.center)
            // 14 + a body line (22) + 14 = size.button.height at the default size; grows with
            // Dynamic Type as iOS's large bordered button does, rather than clipping its label.
            .padding(.vertical, 14)
            .frame(maxWidth: .infinity, minHeight: theme.buttonHeight)
            .background(Color.systemBlue, in: RoundedRectangle(cornerRadius: theme.buttonRadius))
            .accessibilityLabel(title)
            .accessibilityAddTraits(.isButton)
    }
}
