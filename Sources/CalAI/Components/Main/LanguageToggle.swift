public import SwiftUI

/// The header's language toggle (seed 000 §2.1 "Header: Contains the current time, a back
/// arrow, and a language toggle"): a globe and the language code in a grey capsule.
nonisolated public struct LanguageToggle: View {
    @Environment(\.mainLook) private var look
    let code: String
    let fill: CalAIColor

    public init(code: String = "EN", fill: CalAIColor = .optionFill) { self.code = code; self.fill = fill }

    public var body: some View {
        let look = self.look
        HStack(spacing: 6) {
            Image(systemName: "globe")
                .font(.system(size: look.scaled(value: 15, .subheadline), weight: .medium))
            Text(code)
                .font(look.font(.subheadline, .subheadline))
                .fontWeight(.semibold)
                .fixedSize()
        }
        .foregroundColor(look.color(.textPrimary))
        .padding(.horizontal, 12)
        .frame(minHeight: look.length(.sizeBackButton))
        .background(look.color(fill), in: Capsule())
        .accessibilityLabel("Language: English")
        .accessibilityAddTraits(.isButton)
    }
}
