public import SwiftUI
import DisplayList
import Tokens

/// The seed's input field ("Input Fields: Dark background, 16pt corner radius"): a label
/// above, the value (or a grey placeholder) in a field `size.input.height` tall on the
/// input fill, and — when `error` is set — a red border and the message below the field
/// ("Clear error messages below fields"). `focused` draws the green focus border.
nonisolated public struct NutriSyncTextField: View {
    @Environment(\.nutriSync) private var theme
    let label: String?
    let value: String?
    let placeholder: String
    let error: String?
    let focused: Bool
    let trailing: String?

    public init(_ label: String?, value: String?, placeholder: String = "", error: String? = nil, focused: Bool = false,
                trailing: String? = nil) {
        self.label = label; self.value = value; self.placeholder = placeholder; self.error = error
        self.focused = focused; self.trailing = trailing
    }

    public var body: some View {
        let t = theme
        let border: NutriSyncColor = error != nil ? .inputErrorBorder : focused ? .inputFocusBorder : .inputBorder
        VStack(alignment: .leading, spacing: 8) {
            if let label {
                Text(label)
                    .font(t.font(.subheadline, relativeTo: .subheadline))
                    .fontWeight(.medium)
                    .foregroundColor(Color(t.color(.textSubheader)))
            }
            HStack(spacing: 8) {
                Text(value ?? placeholder)
                    .font(t.font(.body, relativeTo: .body))
                    // A field is one line, as UITextField is (the prompt wrapped as "email@example /
                    // .com" at AX XL on the SE); an address has no spaces, so at the largest sizes
                    // it shrinks rather than being cut (to 0.6 at AX XL on the SE: 24 pt, still above
                    // Large's 17).
                    .lineLimit(1)
                    .minimumScaleFactor(0.6)
                    .foregroundColor(Color(t.color(value == nil ? .textPlaceholder : .textPrimary)))
                    .accessibilityLabel(value == nil ? "" : value!)
                Spacer(minLength: 0)
                if let trailing {
                    Text(trailing)
                        .font(t.font(.body, relativeTo: .body))
                        .foregroundColor(Color(t.color(.textSecondary)))
                }
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .frame(minHeight: t.dimension(.sizeInputHeight))
            .background(
                RoundedRectangle(cornerRadius: t.dimension(.radiusInput))
                    .fill(Color(t.color(.inputFill)))
                    .strokeBorder(Color(t.color(border)), lineWidth: error != nil || focused ? 1.5 : 1)
            )
            .id("input")
            .accessibilityLabel((label ?? placeholder) + ", " + (value ?? "empty") + (error.map { ", error: " + $0 } ?? ""))
            if let error { FieldErrorMessage(error) }
        }
    }
}
