public import SwiftUI
import DisplayList
import Tokens

/// The red message under a field that failed validation ("Clear error messages below
/// fields"): an alert icon and the message, in `text.error`. Shared by the text field and
/// the date fields so every field error looks the same.
nonisolated public struct FieldErrorMessage: View {
    @Environment(\.nutriSync) private var theme
    let message: String
    public init(_ message: String) { self.message = message }
    public var body: some View {
        let t = theme
        HStack(alignment: .top, spacing: 6) {
            Image(systemName: "exclamationmark.circle.fill")
                .font(.system(size: 13, weight: .semibold, relativeTo: .footnote))
                .foregroundColor(Color(t.color(.textError)))
            Text(message)
                .font(t.font(.footnote, relativeTo: .footnote))
                .foregroundColor(Color(t.color(.textError)))
                .fixedSize(horizontal: false, vertical: true)
        }
        .id("error")
    }
}
