import SwiftUI

/// One number against its goal as a list row: the name, "88 / 150 g" after it, and a linear
/// `ProgressView` in the metric's colour under both. Over its goal the row says so — "173 /
/// 150 g" gains "23 g over" and the bar, full, turns the verdict's red, as the calorie bar
/// does — rather than passing for a goal just reached. At sizes where name and numbers no longer fit on one line, the numbers
/// go under the name rather than truncating. Used by home and day-detail; stats can use it.
nonisolated struct FitAIMacroProgressRow: View {
    let title: String
    let value: Double
    let goal: Double
    let unit: String
    let color: Color
    /// What the bar draws when it differs from `value`: in `fitai/progress-fill` under Reduce
    /// Motion the old bar lies under the new numbers while the bars cross-fade.
    var barValue: Double? = nil

    /// Over the goal by more than rounding shows.
    private var over: Bool { goal > 0 && (value - goal).rounded() >= 1 }

    private func amount(_ v: Double) -> String { unit == "kcal" ? FitAIFormat.kcal(v) : FitAIFormat.grams(v) }

    private var numbers: String {
        "\(FitAIFormat.number(value)) / \(amount(goal))" + (over ? " · \(amount(value - goal)) over" : "")
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
            ProgressView(value: barValue ?? value, total: goal).tint(over ? Color.systemRed : color)
        }
        .padding(.vertical, 2)
        .accessibilityLabel("\(title), \(FitAIFormat.number(value)) of \(FitAIFormat.number(goal)) \(unit == "kcal" ? "kilocalories" : "grams")"
                            + (over ? ", \(FitAIFormat.number(value - goal)) over" : ""))
    }
}
