public import SwiftUI

/// The Health Score card (000 §2.2 "A dedicated card with a progress bar and score"): a
/// heart on a disc in the score's colour, "Health Score", the score ("9/10") and the bar.
nonisolated public struct HealthScoreCard: View {
    @Environment(\.mainLook) private var look
    @Environment(\.contentSize) private var contentSize
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
                let icon = OnScreen {
                    Image(systemName: "heart.fill")
                        .font(.system(size: d * 0.5, weight: .semibold))
                        .foregroundColor(look.color(.black))
                }
                    .frame(width: d, height: d)
                    .background(look.color(HealthScoreBar.colorToken(score: score, look: look)), in: Circle())
                    .accessibilityLabel("Health")
                let title = Text("Health Score")
                    .font(look.font(.headline, .headline))
                    .foregroundColor(look.color(.textPrimary))
                    .fixedSize(horizontal: false, vertical: true)
                let value = Text("\(score)/\(maximum)")
                    .font(look.font(.headline, .headline))
                    .monospacedDigit()
                    .foregroundColor(look.color(.textPrimary))
                    .fixedSize()
                if contentSize.isAccessibilityCategory {
                    // The score under the title, as iOS stacks a cell's trailing value at these
                    // sizes: beside it, "Health Score" had 86 pt on the SE and broke mid-word.
                    HStack(alignment: .top, spacing: 12) {
                        icon
                        VStack(alignment: .leading, spacing: 4) { title; value }
                        Spacer(minLength: 0)
                    }
                } else {
                    HStack(spacing: 12) {
                        icon
                        title
                        Spacer(minLength: 8)
                        value
                    }
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
