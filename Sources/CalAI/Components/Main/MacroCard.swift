public import SwiftUI

/// One of the four daily recommendation cards (000 §2.2: "Four distinct, rounded cards for
/// Calories, Carbs, Protein, and Fats, each with a value, an icon, and a small pencil icon
/// for editing"; 000 p8): icon, name and pencil at the top, the ring with the value below.
nonisolated public struct MacroCard: View {
    @Environment(\.mainLook) private var look
    let macro: Macro
    let value: String
    let fraction: Double
    let fill: Double

    public init(_ macro: Macro, value: String, fraction: Double, fill: Double = 1) {
        self.macro = macro; self.value = value; self.fraction = fraction; self.fill = fill
    }

    /// The card for `macro` with the plan's value and share.
    public init(_ macro: Macro, plan: CalAIPlan, fill: Double = 1) {
        self.init(macro, value: macro.value(in: plan), fraction: macro.share(in: plan), fill: fill)
    }

    public var body: some View {
        let look = self.look
        VStack(alignment: .leading, spacing: 10) {
            OnScreen {
                HStack(spacing: 8) {
                    MacroIcon(macro, diameter: 22)
                    Text(macro.title)
                        .font(look.font(.subheadline, .subheadline))
                        .fontWeight(.medium)
                        .foregroundColor(look.color(.textPrimary))
                        .fixedSize(horizontal: false, vertical: true)
                    Spacer(minLength: 0)
                    Image(systemName: "pencil")
                        .font(.system(size: look.scaled(.sizeMacroRingPencil, .subheadline), weight: .medium))
                        .foregroundColor(look.color(.textSecondary))
                        .accessibilityLabel("Edit \(macro.title)")
                        .accessibilityAddTraits(.isButton)
                }
            }
            OnScreen {
                MacroRing(macro, value: value, fraction: fraction, fill: fill)
                    .frame(maxWidth: .infinity)
                    .padding(.bottom, 4)
            }
        }
        .frame(maxWidth: .infinity)
        .mainCard(look, padding: look.length(.spacingCardPadding) - 2)
    }
}
