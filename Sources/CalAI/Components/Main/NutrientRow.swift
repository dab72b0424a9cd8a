public import SwiftUI

/// The scanned meal's nutrient breakdown (seed 000 §2.1 "Nutrient Breakdown: A horizontal
/// row of data points for Calories, Protein, Carbs, and Fats. Each has an icon and a value
/// (e.g., '460 Cals')"): one grey strip of four columns — the macro's icon, the value, the
/// name. Two rows of two when Dynamic Type makes four columns too narrow.
nonisolated public struct NutrientRow: View {
    @Environment(\.mainLook) private var look
    let meal: ScannedMeal

    public init(meal: ScannedMeal) { self.meal = meal }

    static let order: [Macro] = [.calories, .protein, .carbs, .fats]

    func column(_ macro: Macro) -> some View {
        let look = self.look
        return VStack(spacing: 4) {
            MacroIcon(macro, diameter: 22)
            Text(meal.value(macro))
                .font(look.font(.subheadline, .subheadline))
                .fontWeight(.semibold)
                .monospacedDigit()
                .foregroundColor(look.color(.textPrimary))
                .fixedSize()
            Text(macro.title)
                .font(look.font(.caption, .caption))
                .foregroundColor(look.color(.textSecondary))
                .fixedSize()
        }
        .frame(maxWidth: .infinity)
        .accessibilityLabel("\(macro.title) \(meal.value(macro))")
    }

    public var body: some View {
        let look = self.look
        let strip = RoundedRectangle(cornerRadius: look.length(.radiusChip))
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 4) { ForEach(Self.order, id: \.self) { column($0) } }
                .padding(.vertical, 12)
                .padding(.horizontal, 4)
                .background(look.color(.optionFill), in: strip)
            VStack(spacing: 12) {
                HStack(spacing: 4) { column(.calories); column(.protein) }
                HStack(spacing: 4) { column(.carbs); column(.fats) }
            }
            .padding(12)
            .background(look.color(.optionFill), in: strip)
        }
    }
}
