import SwiftUI
import DisplayList
import Tokens

/// A question of the Profile section's forms ("What should we call you?"), with its answer
/// below: Body-size semibold white, a header for VoiceOver.
nonisolated struct Question<Answer: View>: View {
    @Environment(\.nutriSync) private var theme
    let text: String
    let answer: () -> Answer
    init(_ text: String, @ViewBuilder answer: @escaping () -> Answer) { self.text = text; self.answer = answer }
    var body: some View {
        let t = theme
        VStack(alignment: .leading, spacing: 12) {
            Text(text)
                .font(t.font(.headline, relativeTo: .headline))
                .foregroundColor(Color(t.color(.textPrimary)))
                .fixedSize(horizontal: false, vertical: true)
                .accessibilityAddTraits(.isHeader)
            answer()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
