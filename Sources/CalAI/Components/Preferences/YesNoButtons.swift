public import SwiftUI

/// The No / Yes pair at the bottom of the calorie-adjustment steps (seed 000 p7): two
/// capsules side by side, "No" light grey with dark text like an unselected option, "Yes"
/// the black Continue capsule.
nonisolated public struct YesNoButtons: View {
    @Environment(\.calAI) private var theme
    let no: String
    let yes: String

    public init(no: String = "No", yes: String = "Yes") { self.no = no; self.yes = yes }

    public var body: some View {
        let t = theme
        HStack(spacing: t.length(.spacingOptionGap)) {
            Text(no)
                .font(t.typeface(.cta, .headline))
                .foregroundColor(t.swatch(.optionText))
                .multilineTextAlignment(.center)
                .fixedSize(horizontal: false, vertical: true)
                .padding(.vertical, 8)
                .frame(maxWidth: .infinity)
                .frame(minHeight: t.length(.sizeCtaHeight))
                .background(t.swatch(.optionFill), in: Capsule())
                .accessibilityLabel(no)
                .accessibilityAddTraits(.isButton)
            PrimaryButton(yes)
        }
    }
}
