public import SwiftUI

/// The Health Score bar (000 §2.1 "A progress bar and score (e.g., '7/10')"; 000 p8 "a
/// 'Health Score' bar"): a grey track with a fill in the score's colour — green from
/// `healthScore.goodFrom`, orange from `healthScore.mediumFrom`, red below. `fill` (0…1)
/// grows the bar for `calai/health-score-fill`.
nonisolated public struct HealthScoreBar: View {
    @Environment(\.mainLook) private var look
    let score: Int
    let fill: Double

    public init(score: Int, fill: Double = 1) { self.score = score; self.fill = min(max(fill, 0), 1) }

    /// `color.healthScore.good|medium|poor` for `score`.
    public static func colorToken(score: Int, look: MainLook) -> CalAIColor {
        let good = look.number(.healthScoreGoodFrom), medium = look.number(.healthScoreMediumFrom)
        return Double(score) >= good ? .healthScoreGood : Double(score) >= medium ? .healthScoreMedium : .healthScorePoor
    }

    public var body: some View {
        let look = self.look
        let maximum = max(look.number(.healthScoreMax), 1)
        let fraction = min(Double(score) / maximum, 1) * fill
        Capsule().fill(look.color(.healthScoreTrack))
            .frame(height: look.length(.sizeHealthBarHeight))
            .overlay(alignment: .leading) {
                ProportionalFill(fraction: fraction) { Capsule().fill(look.color(Self.colorToken(score: score, look: look))) }
            }
            .accessibilityLabel("Health score \(score) out of \(Int(maximum))")
    }
}
