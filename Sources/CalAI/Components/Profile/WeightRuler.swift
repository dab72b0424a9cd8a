public import SwiftUI
import DisplayList
import Tokens

/// The desired-weight picker: a horizontal ruler that scrolls under a fixed black needle
/// (seed 001 p5: "A scrollable weight picker that lets the user set their target weight.
/// It shows the difference between the current weight and the target weight"; seed 000
/// p5: "A screen with a scrollable picker for the target weight").
///
/// The needle is in the middle on `value`; ticks every unit, taller every 5, tallest and
/// numbered every 10; the stretch between the target and the current weight is shaded, so
/// the difference reads on the ruler too.
nonisolated public struct WeightRuler: View {
    @Environment(\.calAI) private var theme
    @Environment(\.contentSize) private var contentSize
    let value: Int
    let reference: Int
    let unit: String

    /// Units shown either side of the needle.
    public static let halfSpan = 20
    /// Tick heights (1, 5, 10 units) and the needle's, points; a hairline-and-a-half tick.
    static let minorTick = 14.0, midTick = 22.0, majorTick = 34.0, needle = 56.0, tickWidth = 1.5, needleWidth = 3.0

    public init(value: Int, reference: Int, unit: String) { self.value = value; self.reference = reference; self.unit = unit }

    /// Where `v` falls on the ruler, 0…1 (unclamped).
    func fraction(_ v: Int) -> Double { 0.5 + Double(v - value) / Double(2 * Self.halfSpan) }

    public var body: some View {
        let t = theme
        let ticks = Array((value - Self.halfSpan)...(value + Self.halfSpan))
        let majors = ticks.filter { $0 % 10 == 0 }
        let lo = min(max(fraction(min(value, reference)), 0), 1), hi = min(max(fraction(max(value, reference)), 0), 1)
        let tickColour = Color(t.color(.textTertiary))
        let majorColour = Color(t.color(.textSecondary))
        VStack(spacing: 10) {
            ZStack {
                // The shaded stretch between the target and the current weight.
                ZStack(alignment: .leading) {
                    Color.clear
                    ProportionalFill(fraction: hi) {
                        ZStack(alignment: .trailing) {
                            Color.clear
                            ProportionalFill(fraction: hi > 0 ? (hi - lo) / hi : 0) {
                                Rectangle().fill(Color(t.color(.progressTrack)))
                            }
                        }
                    }
                }
                .frame(height: Self.needle)
                FractionRow(fractions: ticks.map(fraction), gap: 0) {
                    ForEach(ticks, id: \.self) { v in
                        Rectangle()
                            .fill(v % 10 == 0 ? majorColour : tickColour)
                            .frame(width: Self.tickWidth, height: v % 10 == 0 ? Self.majorTick : v % 5 == 0 ? Self.midTick : Self.minorTick)
                            .frame(height: Self.needle, alignment: .center)
                    }
                }
                Capsule()
                    .fill(Color(t.color(.textPrimary)))
                    .frame(width: Self.needleWidth, height: Self.needle)
            }
            FractionRow(fractions: majors.map(fraction)) {
                ForEach(majors, id: \.self) { v in
                    Text("\(v)")
                        .font(t.font(.caption, relativeTo: .caption))
                        .foregroundColor(Color(t.color(.textSecondary)))
                        .monospacedDigit()
                }
            }
            // The scale's numbers grow with Dynamic Type up to the seed's Accessibility XL
            // and no further (SwiftUI's `.dynamicTypeSize(...)` cap): three numbers larger
            // than that do not fit side by side under a phone-wide ruler.
            .environment(\.contentSize, min(contentSize, .accessibilityExtraLarge))
        }
        .accessibilityLabel("Desired weight, \(value) \(unit)")
    }
}
