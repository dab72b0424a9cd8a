import SwiftUI

@main
struct StepCounterApp: App {
    @StateObject private var model = ActivityModel()

    var body: some Scene {
        WindowGroup {
            TodayView()
                .environmentObject(model)
        }
    }
}
