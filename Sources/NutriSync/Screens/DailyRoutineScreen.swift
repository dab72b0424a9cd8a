public import SwiftUI
import DisplayList
import Tokens

/// Screen 4.2, Daily Routine: "What time do you usually..." and the seed's four questions,
/// each with the profile's time in a `TimeStepper` (the sample's are the seed's own: 6:00 AM,
/// 12:00 PM, 5:00 PM, 10:00 PM). The plan's meal windows are built from these times.
nonisolated public struct DailyRoutineScreen: View {
    @Environment(\.nutriSync) private var theme
    let profile: NutriSyncProfile

    public init(profile: NutriSyncProfile) { self.profile = profile }

    /// The seed's questions, in its order, with the answer each reads from the profile.
    var questions: [(String, NutriSyncTime)] {
        [("Wake up?", profile.wake), ("Have lunch?", profile.lunch), ("Finish work?", profile.finishWork),
         ("Go to bed?", profile.bed)]
    }

    public var body: some View {
        let t = theme
        OnboardingScreen(section: .schedule, title: "What time do you usually...", action: "Next") {
            VStack(alignment: .leading, spacing: t.dimension(.spacingStack)) {
                ForEach(questions.indices, id: \.self) { i in
                    TimeStepper(questions[i].0, time: questions[i].1)
                }
            }
        }
    }
}
