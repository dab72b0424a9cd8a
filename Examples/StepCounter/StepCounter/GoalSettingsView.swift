import SwiftUI

struct GoalSettingsView: View {
    @Binding var goal: Int
    @State private var reminders = true

    var body: some View {
        Form {
            Section {
                Stepper("\(goal) steps", value: $goal, in: 1_000...30_000, step: 500)
            } header: {
                Text("Daily goal")
                    .foregroundStyle(Color.primary)
            }
            Section {
                Toggle("Evening reminder", isOn: $reminders)
                Text("A nudge at 7 pm when you are short of your goal.")
                    .font(.footnote)
            }
        }
    }
}

#Preview("Settings") {
    @Previewable @State var goal = 10_000
    GoalSettingsView(goal: $goal)
}
