public import SwiftUI

/// Onboarding page 6, Diet Type: "Do you follow a specific diet?" — "A list of diet
/// options (Classic, Pescatarian, Vegetarian, Vegan)" (seed 001 p6), each with its food.
nonisolated public struct CalAIDiet: View {
    let selected: Int?
    public init(selected: Int? = nil) { self.selected = selected }

    /// The diets and the emoji beside each (drumstick, fish, carrot, seedling).
    public static let options = [("Classic", "🍗"), ("Pescatarian", "🐟"), ("Vegetarian", "🥕"), ("Vegan", "🌱")]

    public var body: some View {
        OnboardingPage(progress: 14 / 29, title: "Do you follow a specific diet?", actionEnabled: selected != nil) {
            VStack(spacing: 12) {
                ForEach(Self.options.indices, id: \.self) { i in
                    OptionButton(Self.options[i].0, leading: .emoji(Self.options[i].1), selected: i == selected)
                }
            }
        }
    }
}
