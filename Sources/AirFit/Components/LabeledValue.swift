public import SwiftUI

/// A name on the leading edge and its value on the trailing edge ("Protein … 112 / 140 g"),
/// stacked name-over-value when Dynamic Type makes the pair wider than the row — the way
/// an iOS list row gives up its trailing column at accessibility sizes instead of breaking
/// "205 / 260 g" across two lines.
nonisolated public struct LabeledValue<Label: View, Value: View>: View {
    let label: Label
    let value: Value

    public init(@ViewBuilder _ label: () -> Label, @ViewBuilder value: () -> Value) {
        self.label = label()
        self.value = value()
    }

    public var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                label
                Spacer()
                value
            }
            VStack(alignment: .leading, spacing: 2) {
                label
                value
            }
        }
    }
}
