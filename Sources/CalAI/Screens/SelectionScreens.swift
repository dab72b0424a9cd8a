public import SwiftUI

/// Onboarding page 2: "Choose your Gender".
nonisolated public struct CalAIGender: View {
    let selected: String?
    public init(selected: String? = nil) { self.selected = selected }
    public var body: some View {
        OnboardingPage(progress: 2 / 29, title: "Choose your Gender", subtitle: "This will be used to calibrate your custom plan.",
                       actionEnabled: selected != nil) {
            VStack(spacing: 12) {
                ForEach(["Male", "Female", "Other"], id: \.self) { option in
                    OptionButton(option, selected: option == selected).multilineTextAlignment(.center)
                }
            }
        }
    }
}

/// Onboarding page 3: "How many workouts do you do per week?" with bullets that fill in.
nonisolated public struct CalAIWorkouts: View {
    let selected: Int?
    public init(selected: Int? = nil) { self.selected = selected }
    static let options = [("0-2", "Workouts now and then"), ("3-5", "A few workouts per week"), ("6+", "Dedicated athlete")]
    public var body: some View {
        OnboardingPage(progress: 3 / 29, title: "How many workouts do you do per week?",
                       subtitle: "This will be used to calibrate your custom plan.", actionEnabled: selected != nil) {
            VStack(spacing: 12) {
                ForEach(Self.options.indices, id: \.self) { i in
                    OptionButton(Self.options[i].0, detail: Self.options[i].1, leading: .bullet, selected: i == selected)
                }
            }
        }
    }
}

/// Goal setting: "What is your goal?"
nonisolated public struct CalAIGoal: View {
    let selected: Int?
    public init(selected: Int? = nil) { self.selected = selected }
    public var body: some View {
        OnboardingPage(progress: 9 / 29, title: "What is your goal?", subtitle: "This helps us generate a plan for your calorie intake.",
                       actionEnabled: selected != nil) {
            VStack(spacing: 12) {
                ForEach(Array(["Lose weight", "Maintain", "Gain weight"].enumerated()), id: \.offset) { i, option in
                    OptionButton(option, selected: i == selected)
                }
            }
        }
    }
}
