import SwiftUI

/// Today's activity, as the app's views read it.
final class ActivityModel: ObservableObject {
    @Published var steps: Int
    @Published var goal: Int
    @Published var walks: [Walk]

    init(steps: Int = 6_420, goal: Int = 10_000, walks: [Walk] = Walk.samples) {
        self.steps = steps
        self.goal = goal
        self.walks = walks
    }

    var progress: Double { min(1, Double(steps) / Double(max(goal, 1))) }
}

struct Walk: Identifiable {
    let id = UUID()
    let name: String
    let minutes: Int
    let steps: Int

    static let samples = [
        Walk(name: "Morning loop", minutes: 32, steps: 3_900),
        Walk(name: "Lunch errand", minutes: 14, steps: 1_620),
        Walk(name: "Evening stroll", minutes: 9, steps: 900),
    ]
}
