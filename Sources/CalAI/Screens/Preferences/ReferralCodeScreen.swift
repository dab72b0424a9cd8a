public import SwiftUI

/// Onboarding page 7: "Enter referral code (optional)" — "A screen with a text field for a
/// referral code and a 'Submit' button" (seed 000 p7; 001 p7 "A screen for entering a
/// referral code"). The rounded field with its placeholder and Submit, and Continue. State
/// `filled`: a code typed in, Submit active.
nonisolated public struct CalAIReferralCode: View {
    let code: String
    public init(code: String = "") { self.code = code }

    /// The code the `filled` state shows.
    public static let sampleCode = "FRIEND20"

    public var body: some View {
        OnboardingPage(progress: 23 / 29, title: "Enter referral code (optional)", subtitle: "You can skip this step") {
            VStack(spacing: 0) {
                TextFieldBox(placeholder: "Referral Code", text: code)
                Spacer(minLength: 0)
            }
        }
    }
}
