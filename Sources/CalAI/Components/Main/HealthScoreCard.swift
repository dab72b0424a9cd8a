public import SwiftUI

/// The Health Score card (000 §2.2 "A dedicated card with a progress bar and score"): a
/// heart on a disc in the score's colour, "Health Score", the score ("9/10") and the bar.
nonisolated public struct HealthScoreCard: View {
    @Environment(\.mainLook) private var look
    let score: Int
    let fill: Double
    let carded: Bool

    /// `carded: false` draws the content only, for a card that already has a frame.
    public init(score: Int, fill: Double = 1, carded: Bool = true) { self.score = score; self.fill = fill; self.carded = carded }

    public var body: some View {
        let look = self.look
        let d = look.scaled(value: 32, .headline)
        let maximum = Int(max(look.number(.healthScoreMax), 1))
        let content = VStack(alignment: .leading, spacing: 12) {
            OnScreen {
                HStack(spacing: 12) {
                    OnScreen {
                        Image(systemName: "heart.fill")
                            .font(.system(size: d * 0.5, weight: .semibold))
                            .foregroundColor(look.color(.black))
                    }
                        .frame(width: d, height: d)
                        .background(look.color(HealthScoreBar.colorToken(score: score, look: look)), in: Circle())
                        .accessibilityLabel("Health")
                    Text("Health Score")
                        .font(look.font(.headline, .headline))
                        .foregroundColor(look.color(.textPrimary))
                        .fixedSize(horizontal: false, vertical: true)
                    Spacer(minLength: 8)
                    Text("\(score)/\(maximum)")
                        .font(look.font(.headline, .headline))
                        .monospacedDigit()
                        .foregroundColor(look.color(.textPrimary))
                        .fixedSize()
                }
            }
            OnScreen { HealthScoreBar(score: score, fill: fill) }
        }
        if carded {
            content.mainCard(look)
        } else {
            content
        }
    }
}
