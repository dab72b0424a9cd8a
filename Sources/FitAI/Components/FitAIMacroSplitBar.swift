import SwiftUI

/// Where an entry's energy comes from: one capsule split protein / carbs / fat by their
/// kcal (4, 4, 9 per gram) in the macros' colours, and a legend of the percentages under it.
/// Drawn as a list row: the bar spans the row's width, worked out from the screen's (the
/// list's card inset and the row's padding on each side).
nonisolated struct FitAIMacroSplitBar: View {
    let macros: FitAIMacros

    @Environment(\.device) private var device

    private var rowWidth: Double {
        device.size.width - 2 * InsetGroupedMetrics.cardInset(screenWidth: device.size.width) - 2 * InsetGroupedMetrics.rowHorizontalPadding
    }

    var body: some View {
        let split = macros.energySplit
        let shares: [(FitAIMacroKind, Double)] = [(.protein, split.protein), (.carbs, split.carbs), (.fat, split.fat)]
        let shown = shares.filter { $0.1 > 0 }
        let gaps = 2.0 * Double(max(0, shown.count - 1))
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 2) {
                ForEach(shown, id: \.0) { kind, share in
                    Rectangle().fill(kind.color).frame(width: max(0, (rowWidth - gaps) * share), height: 8)
                }
            }
            .frame(width: rowWidth, height: 8, alignment: .leading)
            .background(Color.systemGray5, in: Capsule())
            .clipShape(Capsule())
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 14) { legend(shares) }
                VStack(alignment: .leading, spacing: 4) { legend(shares) }
            }
        }
        .padding(.vertical, 4)
        .accessibilityLabel("Energy from protein \(FitAIFormat.percent(split.protein)), carbs \(FitAIFormat.percent(split.carbs)), fat \(FitAIFormat.percent(split.fat))")
    }

    @ViewBuilder private func legend(_ shares: [(FitAIMacroKind, Double)]) -> some View {
        ForEach(shares, id: \.0) { kind, share in
            HStack(spacing: 5) {
                Circle().fill(kind.color).frame(width: 8, height: 8)
                Text("\(kind.title) \(FitAIFormat.percent(share))").font(.footnote).foregroundStyle(Color.secondaryLabel).fixedSize()
            }
        }
    }
}
