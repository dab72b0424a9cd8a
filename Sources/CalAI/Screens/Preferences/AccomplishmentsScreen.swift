public import SwiftUI

/// Onboarding page 6, Accomplishments: "What would you like to accomplish?" — "A list of
/// selectable goals with icons (e.g., 'Eat and live healthier')" (seed 000 p6); "Boost my
/// energy and mood" (001 p6).
nonisolated public struct CalAIAccomplishments: View {
    let selected: Int?
    public init(selected: Int? = nil) { self.selected = selected }

    /// The goals and the SF Symbol beside each.
    public static let options = [("Eat and live healthier", "leaf.fill"), ("Boost my energy and mood", "sun.max.fill"),
                                 ("Stay motivated and consistent", "trophy.fill"), ("Feel better about my body", "heart.fill")]

    public var body: some View {
        OnboardingPage(progress: 15 / 29, title: "What would you like to accomplish?", actionEnabled: selected != nil) {
            VStack(spacing: 12) {
                ForEach(Self.options.indices, id: \.self) { i in
                    OptionButton(Self.options[i].0, leading: .symbol(Self.options[i].1), selected: i == selected)
                }
            }
        }
    }
}
