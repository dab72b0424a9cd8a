public import SwiftUI

/// The bottom of the free-trial and paywall screens: "✓ No payment due now", the black
/// capsule, and the price after the trial in small grey type.
nonisolated public struct TrialFooter: View {
    @Environment(\.mainLook) private var look
    let action: String
    let terms: String

    public init(action: String, terms: String) { self.action = action; self.terms = terms }

    public var body: some View {
        let look = self.look
        VStack(spacing: 10) {
            HStack(spacing: 6) {
                Image(systemName: "checkmark")
                    .font(.system(size: look.scaled(value: 14, .subheadline), weight: .bold))
                    .accessibilityLabel("Included")
                Text("No payment due now")
                    .font(look.font(.subheadline, .subheadline))
                    .fontWeight(.semibold)
                    .fixedSize(horizontal: false, vertical: true)
            }
            .foregroundColor(look.color(.textPrimary))
            PrimaryButton(action)
            Text(terms)
                .font(look.font(.footnote, .footnote))
                .multilineTextAlignment(.center)
                .foregroundColor(look.color(.textSecondary))
                .fixedSize(horizontal: false, vertical: true)
        }
    }
}
