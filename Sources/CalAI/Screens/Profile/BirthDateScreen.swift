public import SwiftUI
import DisplayList
import Tokens

/// Onboarding page 4, "When were you born?": a three-wheel date picker — month, day,
/// year — on the sample profile's birth date, 15 June 1995 (seed 000 p4: "Date of Birth: A
/// date picker component for month, day, and year"; seed 001 p4: "A date picker allows the
/// user to scroll to select the month, day, and year").
nonisolated public struct CalAIBirthDate: View {
    let profile: CalAIProfile

    public init(profile: CalAIProfile = .sample) { self.profile = profile }

    /// Years back from the profile's "today" the year wheel offers.
    static let yearsBack = 100

    var columns: [WheelColumn] {
        let date = profile.birthDate
        let days = CalendarDate.daysInMonth(date.month, year: date.year)
        return [
            WheelColumn(values: CalendarDate.monthNames, selected: date.month - 1, weight: 2),
            WheelColumn(1...days, selected: date.day, weight: 1) { "\($0)" },
            WheelColumn((profile.today.year - Self.yearsBack)...profile.today.year, selected: date.year, weight: 1.3) { "\($0)" },
        ]
    }

    public var body: some View {
        OnboardingPage(progress: 7 / 29, title: "When were you born?", subtitle: "This will be used to calibrate your custom plan.") {
            WheelPicker("Date of birth", columns: columns)
        }
    }
}
