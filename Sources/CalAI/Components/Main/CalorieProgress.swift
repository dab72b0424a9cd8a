public import SwiftUI

/// "Progress Bar: A subtle, horizontal progress bar at the top right showing daily calorie
/// consumption" (seed 000 §2.1): eaten of the plan's daily calories, above an 80 pt bar.
nonisolated public struct CalorieProgress: View {
    @Environment(\.mainLook) private var look
    let eaten: Int
    let goal: Int

    public init(eaten: Int, goal: Int) { self.eaten = eaten; self.goal = goal }

    public var body: some View {
        let look = self.look
        let fraction = goal > 0 ? Double(eaten) / Double(goal) : 0
        VStack(alignment: .trailing, spacing: 6) {
            Text("\(eaten) / \(goal) kcal")
                .font(look.font(.caption, .caption))
                .monospacedDigit()
                .foregroundColor(look.color(.textSecondary))
                .fixedSize()
            Capsule().fill(look.color(.progressTrack))
                .frame(width: look.length(.sizeProgressBarCalorieWidth), height: look.length(.sizeProgressBarHeight))
                .overlay(alignment: .leading) {
                    ProportionalFill(fraction: fraction) { Capsule().fill(look.color(.progressFill)) }
                }
        }
        .accessibilityLabel("\(eaten) of \(goal) calories eaten today")
    }
}
