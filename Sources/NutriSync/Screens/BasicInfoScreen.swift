public import SwiftUI
import DisplayList
import Tokens

/// Screen 2.1, Basic Info, as the seed draws it: "What should we call you?" [Name input
/// field], "When were you born?" [Date picker - Month, Day, Year], "What's your biological
/// sex?" ○ Female ○ Male, [Next button].
///
/// At rest it shows the sample profile (Alex, April 12, 1993, Female) and Next is enabled.
/// `showsErrors` is the `error` state — the seed's "Clear error messages below fields" and
/// "Can't proceed without required fields": the name left empty and the birth year typed
/// as one that makes the user 12 (the profile's month and day, `minimumAge − 1` years
/// before today), each field's message from `NutriSyncValidation`, and Next disabled.
nonisolated public struct BasicInfoScreen: View {
    @Environment(\.nutriSync) private var theme
    @Environment(\.contentSize) private var contentSize
    let name: String
    let birthDate: NutriSyncDate
    let sex: NutriSyncProfile.BiologicalSex
    let errors: [NutriSyncValidation.Field: String]

    public init(plan: NutriSyncPlan, showsErrors: Bool = false) {
        let p = plan.profile
        name = showsErrors ? "" : p.name
        birthDate = showsErrors ? Self.underageBirthDate(plan) : p.birthDate
        sex = p.sex
        errors = NutriSyncValidation.basicInfo(name: name, birthDate: birthDate, today: plan.today)
    }

    /// The profile's birthday `minimumAge − 1` years before today's year: one year too young.
    public static func underageBirthDate(_ plan: NutriSyncPlan) -> NutriSyncDate {
        let year = plan.today.year - (NutriSyncValidation.minimumAge - 1)
        let b = plan.profile.birthDate
        return NutriSyncDate(year: year, month: b.month, day: b.day) ?? NutriSyncDate(year: year, month: b.month, day: 28) ?? plan.today
    }

    public var body: some View {
        let t = theme
        OnboardingScreen(section: .profile, title: nil, action: "Next", actionEnabled: errors.isEmpty) {
            VStack(alignment: .leading, spacing: t.dimension(.spacingSection)) {
                Question("What should we call you?") {
                    NutriSyncTextField(nil, value: name.isEmpty ? nil : name, placeholder: "Name", error: errors[.name])
                }
                Question("When were you born?") {
                    DateFields("Birth date", date: birthDate, error: errors[.birthDate])
                }
                Question("What's your biological sex?") {
                    // One above the other at accessibility sizes, where each row stacks its
                    // grown radio over its word and two no longer share the width.
                    if contentSize.isAccessibilityCategory {
                        VStack(spacing: t.dimension(.spacingOptionGap)) { options }
                    } else {
                        ViewThatFits(in: .horizontal) {
                            HStack(spacing: t.dimension(.spacingOptionGap)) { options }
                            VStack(spacing: t.dimension(.spacingOptionGap)) { options }
                        }
                    }
                }
            }
            // A form starts under the section bar, as iOS lays forms out, not mid-screen.
            .frame(maxHeight: .infinity, alignment: .top)
        }
    }

    @ViewBuilder
    var options: some View {
        ForEach(NutriSyncProfile.BiologicalSex.allCases, id: \.self) { option in
            SelectionRow(option.title, control: .radio, selected: option == sex)
        }
    }
}
