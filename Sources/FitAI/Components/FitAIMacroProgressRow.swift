import SwiftUI

/// One number against its goal as a list row: the name, "88 / 150 g" after it, and a linear
/// `ProgressView` in the metric's colour under both. Clamped at full when over (the numbers
/// say by how much). At sizes where name and numbers no longer fit on one line, the numbers
/// go under the name rather than truncating. Used by home and day-detail; stats can use it.
nonisolated struct FitAIMacroProgressRow: View {
    let title: String
    let value: Double
    let goal: Double
    let unit: String
    let color: Color
    /// What the bar draws when it differs from `value`: mid-animation (`fitai/progress-fill`)
    /// the bar grows while the numbers already say the new total, as SwiftUI swaps text.
    var barValue: Double? = nil

    private var numbers: String {
        unit == "kcal" ? "\(FitAIFormat.number(value)) / \(FitAIFormat.kcal(goal))"
                       : "\(FitAIFormat.number(value)) / \(FitAIFormat.grams(goal))"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 8) {
                    Text(title).foregroundStyle(Color.label).fixedSize()
                    Spacer(minLength: 0)
                    Text(numbers).foregroundStyle(Color.secondaryLabel).monospacedDigit().fixedSize()
                }
                VStack(alignment: .leading, spacing: 2) {
                    Text(title).foregroundStyle(Color.label)
                    Text(numbers).foregroundStyle(Color.secondaryLabel).monospacedDigit()
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            ProgressView(value: barValue ?? value, total: goal).tint(color)
        }
        .padding(.vertical, 2)
        .accessibilityLabel("\(title), \(FitAIFormat.number(value)) of \(FitAIFormat.number(goal)) \(unit == "kcal" ? "kilocalories" : "grams")")
    }
}
