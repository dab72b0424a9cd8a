public import SwiftUI

/// The referral code field (seed 000 p7 "A screen with a text field for a referral code and
/// a 'Submit' button"): a light grey rounded field like an option button, the placeholder
/// in grey until something is typed (then the text in black with the caret after it), and
/// the "Submit" capsule inside it at the trailing end — grey while the field is empty,
/// black once there is a code to submit.
nonisolated public struct TextFieldBox: View {
    @Environment(\.calAI) private var theme
    /// The caret is as tall as the line it stands in, as UITextField's is (a fixed 22 pt
    /// stood beside 40-pt text at AX XL).
    @ScaledMetric(relativeTo: .body) private var caretHeight = 22.0
    let placeholder: String
    let text: String
    let action: String

    public init(placeholder: String, text: String = "", action: String = "Submit") {
        self.placeholder = placeholder; self.text = text; self.action = action
    }

    var isEmpty: Bool { text.isEmpty }

    var field: some View {
        let t = theme
        return HStack(spacing: 1) {
            // The placeholder in the secondary grey: text.tertiary (iOS placeholderText)
            // is 2.4:1 on the field, below WCAG's 4.5:1.
            Text(isEmpty ? placeholder : text)
                .font(t.typeface(.option, .body))
                .foregroundColor(t.swatch(isEmpty ? .textSecondary : .textPrimary))
                .fixedSize(horizontal: false, vertical: true)
            if !isEmpty {
                Rectangle().fill(t.swatch(.textPrimary)).frame(width: 2, height: caretHeight)
            }
        }
        .accessibilityLabel(isEmpty ? placeholder + ", text field" : placeholder + ", " + text)
    }

    var submit: some View {
        let t = theme
        return Text(action)
            .accessibilityAddTraits(isEmpty ? .notEnabled : [])
            .font(t.typeface(.cta, .subheadline))
            .foregroundColor(t.swatch(isEmpty ? .ctaDisabledText : .ctaText))
            .fixedSize()
            .padding(.horizontal, 18)
            // Room above and below the word once it outgrows the 40-pt capsule (AX sizes).
            .padding(.vertical, 6)
            .frame(minHeight: 40)
            .background(t.swatch(isEmpty ? .ctaDisabledFill : .ctaFill), in: Capsule())
            .accessibilityLabel(action)
            .accessibilityAddTraits(isEmpty ? [.isButton, .notEnabled] : .isButton)
    }

    public var body: some View {
        let t = theme
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 12) {
                field
                Spacer(minLength: 0)
                submit
            }
            .padding(.leading, 20)
            .padding(.trailing, 12)
            VStack(alignment: .leading, spacing: 12) {
                field
                submit
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
        }
        .frame(minHeight: t.length(.sizeOptionHeight))
        .background(t.swatch(.optionFill), in: RoundedRectangle(cornerRadius: t.length(.radiusOption)))
    }
}
