public import SwiftUI

/// Onboarding page 6, Obstacles: "What's stopping you from reaching your goals?" — "A list
/// of selectable options with icons (e.g., 'Lack of consistency,' 'Unhealthy eating
/// habits'). Multiple selections are allowed" (seed 000 p6; 001 p6).
nonisolated public struct CalAIObstacles: View {
    let selected: Set<Int>
    public init(selected: Set<Int> = []) { self.selected = selected }

    /// The five obstacles and the SF Symbol beside each.
    public static let options = [("Lack of consistency", "chart.bar.fill"), ("Unhealthy eating habits", "fork.knife"),
                                 ("Lack of support", "person.fill"), ("Busy schedule", "calendar"),
                                 ("Lack of meal inspiration", "sparkles")]

    public var body: some View {
        OnboardingPage(progress: 13 / 29, title: "What's stopping you from reaching your goals?", actionEnabled: !selected.isEmpty) {
            VStack(spacing: 12) {
                ForEach(Self.options.indices, id: \.self) { i in
                    OptionButton(Self.options[i].0, leading: .symbol(Self.options[i].1), selected: selected.contains(i))
                }
            }
        }
    }
}
