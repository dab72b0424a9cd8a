public import SwiftUI
import DisplayList
import Tokens

/// "Lose twice as much weight with Cal AI vs on your own": two bars in a grey card, the
/// grey "Without Cal AI 20%" and the tall black "With Cal AI 2X" (seed 000 p5: "A
/// promotional interlude screen comparing 'Without Cal AI' (20%) and 'With Cal AI' (2X)").
/// Bars stand on a common baseline; their heights are `fraction` of the chart's height.
nonisolated public struct ComparisonBars: View {
    @Environment(\.calAI) private var theme

    public struct Bar: Sendable, Hashable {
        public let label: String
        public let value: String
        public let fraction: Double
        public let highlighted: Bool
        public init(label: String, value: String, fraction: Double, highlighted: Bool) {
            self.label = label; self.value = value; self.fraction = fraction; self.highlighted = highlighted
        }
    }

    let bars: [Bar]
    /// The tallest bar, points: a card about a third of the screen, as in the app.
    static let chartHeight = 200.0

    public init(_ bars: [Bar]) { self.bars = bars }

    /// Side-by-side columns; when the labels grow too wide for them (large Dynamic Type),
    /// the same bars lying down, one under the other, so no word has to break.
    public var body: some View {
        let t = theme
        let padding = t.dimension(.spacingCardPadding)
        ViewThatFits(in: .horizontal) {
            columns
            rows
        }
        .padding(padding)
        .background(Color(t.color(.backgroundSecondary)), in: RoundedRectangle(cornerRadius: t.dimension(.radiusCard)))
    }

    func label(_ bar: Bar) -> some View {
        let t = theme
        return Text(bar.label)
            .font(t.font(.headline, relativeTo: .headline))
            .foregroundColor(Color(t.color(.textPrimary)))
            .fixedSize(horizontal: false, vertical: true)
    }

    func value(_ bar: Bar) -> some View {
        let t = theme
        return Text(bar.value)
            .font(t.font(.title2, relativeTo: .title2))
            .foregroundColor(Color(t.color(bar.highlighted ? .selectedText : .textPrimary)))
    }

    func fill(_ bar: Bar) -> Color {
        Color(theme.color(bar.highlighted ? .comparisonWithCalAI : .comparisonWithout))
    }

    var radius: Double { theme.dimension(.radiusOption) }
    var padding: Double { theme.dimension(.spacingCardPadding) }

    /// Labels on one line across the top, bars standing on one baseline below.
    var columns: some View {
        VStack(spacing: 12) {
            HStack(alignment: .top, spacing: padding) {
                ForEach(bars.indices, id: \.self) { i in
                    label(bars[i]).multilineTextAlignment(.center).frame(maxWidth: .infinity)
                }
            }
            HStack(alignment: .bottom, spacing: padding) {
                ForEach(bars.indices, id: \.self) { i in
                    value(bars[i])
                        .padding(.bottom, padding)
                        .frame(maxWidth: .infinity)
                        .frame(minHeight: Self.chartHeight * bars[i].fraction, alignment: .bottom)
                        .background(fill(bars[i]), in: RoundedRectangle(cornerRadius: radius))
                        .accessibilityLabel("\(bars[i].label): \(bars[i].value)")
                }
            }
            .frame(height: Self.chartHeight, alignment: .bottom)
        }
        .padding(.top, padding / 2)
    }

    /// Each label over its bar, the bars growing from the leading edge.
    var rows: some View {
        VStack(alignment: .leading, spacing: padding) {
            ForEach(bars.indices, id: \.self) { i in
                VStack(alignment: .leading, spacing: 8) {
                    label(bars[i])
                    value(bars[i])
                        .padding(.horizontal, padding)
                        .padding(.vertical, 10)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(alignment: .leading) {
                            ProportionalFill(fraction: bars[i].fraction) { RoundedRectangle(cornerRadius: radius).fill(fill(bars[i])) }
                        }
                        .accessibilityLabel("\(bars[i].label): \(bars[i].value)")
                }
            }
        }
    }
}
