public import SwiftUI

/// The scanned meal (seed 000 §2.1 "Main Card"): the meal's photo, the time it was eaten and
/// its name beside the serving stepper, the nutrient row, the health score, and the "Fix
/// Results" and "Done" buttons.
nonisolated public struct MealCard: View {
    @Environment(\.mainLook) private var look
    let meal: ScannedMeal

    public init(meal: ScannedMeal) { self.meal = meal }

    public var body: some View {
        let look = self.look
        let meal = self.meal
        let title = VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 4) {
                Image(systemName: "clock")
                    .font(.system(size: look.scaled(value: 12, .caption), weight: .medium))
                    .accessibilityLabel("Eaten at")
                Text(meal.time)
                    .font(look.font(.caption, .caption))
                    .fixedSize(horizontal: false, vertical: true)
            }
            .foregroundColor(look.color(.textSecondary))
            Text(meal.name)
                .font(look.font(.title3, .title3))
                .foregroundColor(look.color(.textPrimary))
                .fixedSize(horizontal: false, vertical: true)
        }
        VStack(alignment: .leading, spacing: 16) {
            Image(illustration: meal.illustration, aspectRatio: 16.0 / 10.0)
                .aspectRatio(contentMode: .fill)
                .frame(maxWidth: .infinity)
                .frame(height: 160)
                .clipShape(RoundedRectangle(cornerRadius: look.length(.radiusImage)))
                .accessibilityLabel("Photo of \(meal.name)")
            if look.contentSize.isAccessibilityCategory {
                VStack(alignment: .leading, spacing: 12) {
                    title
                    ServingStepper(servings: meal.servings)
                }
            } else {
                HStack(alignment: .top, spacing: 12) {
                    title
                    Spacer(minLength: 0)
                    ServingStepper(servings: meal.servings)
                }
            }
            NutrientRow(meal: meal)
            HealthScoreCard(score: meal.healthScore, carded: false)
                .padding(12)
                .background(look.color(.optionFill), in: RoundedRectangle(cornerRadius: look.length(.radiusChip)))
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 12) { buttons }
                VStack(spacing: 12) { buttons }
            }
        }
        .mainCard(look)
    }

    @ViewBuilder
    var buttons: some View {
        let look = self.look
        HStack(spacing: 8) {
            Image(systemName: "sparkles")
                .font(.system(size: look.scaled(value: 16, .headline), weight: .semibold))
            Text("Fix Results")
                .font(look.font(.cta, .headline))
                .fixedSize()
        }
        .foregroundColor(look.color(.textPrimary))
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity)
        .frame(height: look.scaled(.sizeCtaHeight, .headline) - 4)
        .background(Capsule().fill(look.color(.surface)).strokeBorder(look.color(.border), lineWidth: look.length(.sizeSelectionBorder) / 2 + 0.5))
        .accessibilityLabel("Fix Results")
        .accessibilityAddTraits(.isButton)
        Text("Done")
            .font(look.font(.cta, .headline))
            .foregroundColor(look.color(.ctaText))
            .fixedSize()
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity)
            .frame(height: look.scaled(.sizeCtaHeight, .headline) - 4)
            .background(look.color(.ctaFill), in: Capsule())
            .accessibilityLabel("Done")
            .accessibilityAddTraits(.isButton)
    }
}
