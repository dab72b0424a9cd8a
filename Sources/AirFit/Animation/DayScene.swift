import SwiftUI

/// The dashboard showing `shown.day`, for a clip whose data changes on the recording's
/// clock: an event sets the day (the calories logged), and the dashboard's GradientNumber
/// animates the change as its `.animation(_:value:)` says.
nonisolated struct DayScene: View {
    /// The day on show: set by the recording's events (one per recording, on its thread).
    final class Shown: @unchecked Sendable {
        var day: SampleDay
        init(_ day: SampleDay) { self.day = day }
    }

    let shown: Shown

    var body: some View { Dashboard(day: shown.day) }
}
