public import SwiftUI

/// The weight chart's key: the plan's black line and the red dashed traditional diet.
nonisolated public struct ChartLegend: View {
    @Environment(\.mainLook) private var look

    public init() {}

    public var body: some View {
        let look = self.look
        let thick = look.length(.sizeChartLine)
        HStack(spacing: 16) {
            HStack(spacing: 6) {
                Capsule().fill(look.color(.chartLine)).frame(width: 18, height: thick)
                Text("Cal AI").font(look.font(.caption, .caption)).foregroundColor(look.color(.textPrimary))
            }
            HStack(spacing: 6) {
                HStack(spacing: 2) {
                    ForEach(0..<3, id: \.self) { _ in
                        Capsule().fill(look.color(.chartTraditional)).frame(width: 5, height: thick - 1)
                    }
                }
                Text("Traditional diet").font(look.font(.caption, .caption)).foregroundColor(look.color(.textPrimary))
                    // Shrinks whole rather than breaking "Traditional" at the largest sizes on the SE.
                    .minimumScaleFactor(0.7)
            }
            Spacer(minLength: 0)
        }
        .fixedSize(horizontal: false, vertical: true)
    }
}
