import SwiftUI

/// A form row holding a text field, as Settings and Health draw one: the label leading,
/// the field after it (its text, or the prompt in the tertiary colour while empty) and an
/// optional unit ("kg", "g") in the secondary colour. When label and field no longer fit
/// side by side (large Dynamic Type on the SE) the field goes under the label instead of
/// truncating either, as iOS stacks a form row at accessibility sizes; there the field wraps.
nonisolated struct FitAIFormRow: View {
    let label: String
    var text: String = ""
    var prompt: String = ""
    var unit: String? = nil

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 8) {
                Text(label).foregroundStyle(Color.label).fixedSize()
                Spacer(minLength: 8)
                field.fixedSize()
                unitText
            }
            VStack(alignment: .leading, spacing: 2) {
                Text(label).foregroundStyle(Color.label)
                HStack(spacing: 6) { wrappingField; unitText }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .accessibilityLabel(label + (text.isEmpty ? "" : ", " + text + (unit.map { " " + $0 } ?? "")))
    }

    private var field: some View {
        TextField(label, text: text, prompt: Text(prompt.isEmpty ? label : prompt)).keyboardType(.decimalPad)
    }

    /// Stacked, a single-line field still truncated "e.g. Chicken salad" at AX XL on the
    /// iPhone 16 (`proof check dynamic-type`); a vertical-axis field wraps instead.
    private var wrappingField: some View {
        TextField(label, text: text, prompt: Text(prompt.isEmpty ? label : prompt), axis: .vertical).keyboardType(.decimalPad)
    }

    @ViewBuilder private var unitText: some View {
        if let unit { Text(unit).foregroundStyle(Color.secondaryLabel).fixedSize() }
    }
}
