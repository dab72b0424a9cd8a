public import SwiftUI

/// The serving counter (seed 000 §2.1 "Serving Counter: A stepper with '+' and '-'
/// buttons"): two 32 pt round buttons with a hairline border and the count between them.
nonisolated public struct ServingStepper: View {
    @Environment(\.mainLook) private var look
    let servings: Int

    public init(servings: Int) { self.servings = servings }

    func button(_ symbol: String, _ label: String) -> some View {
        let look = self.look
        let d = look.scaled(.sizeStepperButton, .body)
        return Image(systemName: symbol)
            .font(.system(size: d * 0.45, weight: .semibold))
            .foregroundColor(look.color(.textPrimary))
            .frame(width: d, height: d)
            .background(Circle().fill(look.color(.surface)).strokeBorder(look.color(.border), lineWidth: look.length(.sizeHairline)))
            .accessibilityLabel(label)
            .accessibilityAddTraits(.isButton)
    }

    public var body: some View {
        let look = self.look
        HStack(spacing: 10) {
            button("minus", "Fewer servings")
            Text("\(servings)")
                .font(look.font(.headline, .headline))
                .monospacedDigit()
                .foregroundColor(look.color(.textPrimary))
                .fixedSize()
                .accessibilityLabel("\(servings) serving" + (servings == 1 ? "" : "s"))
            button("plus", "More servings")
        }
        .padding(4)
        .background(RoundedRectangle(cornerRadius: look.length(.radiusStepper) + 4).fill(look.color(.optionFill)))
    }
}
