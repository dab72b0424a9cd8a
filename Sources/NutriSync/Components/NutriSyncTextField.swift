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
        let border = error != nil ? "input.errorBorder" : focused ? "input.focusBorder" : "input.border"
        VStack(alignment: .leading, spacing: 8) {
            if let label {
                Text(label)
                    .font(t?.font("subheadline", relativeTo: .subheadline) ?? .subheadline)
                    .fontWeight(.medium)
                    .foregroundColor(Color(t?.color("text.subheader") ?? .white))
            }
            HStack(spacing: 8) {
                Text(value ?? placeholder)
                    .font(t?.font("body", relativeTo: .body) ?? .body)
                    .foregroundColor(Color(t?.color(value == nil ? "text.placeholder" : "text.primary") ?? .white))
                    .accessibilityLabel(value == nil ? "" : value!)
                Spacer(minLength: 0)
                if let trailing {
                    Text(trailing)
                        .font(t?.font("body", relativeTo: .body) ?? .body)
                        .foregroundColor(Color(t?.color("text.secondary") ?? .white))
                }
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .frame(minHeight: t?.dimension("size.input.height") ?? 52)
            .background(
                RoundedRectangle(cornerRadius: t?.dimension("radius.input") ?? 16)
                    .fill(Color(t?.color("input.fill") ?? .white))
                    .strokeBorder(Color(t?.color(border) ?? .white), lineWidth: error != nil || focused ? 1.5 : 1)
            )
            .id("input")
            .accessibilityLabel((label ?? placeholder) + ", " + (value ?? "empty") + (error.map { ", error: " + $0 } ?? ""))
            if let error { FieldErrorMessage(error) }
        }
    }
}
