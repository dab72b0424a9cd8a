public import SwiftUI
import DisplayList
import Tokens

/// Onboarding page 4, "Height & weight": the Imperial/Metric control over a height wheel
/// (feet and inches, or centimetres) and a weight wheel (pounds or kilograms), on the
/// sample profile's 5 ft 10 in / 180 lb = 178 cm / 82 kg (seed 000 p4: "A segmented
/// control for Imperial/Metric units, with scrolling pickers for height (feet/inches) and
/// weight (pounds)"; seed 001 p4: "The Imperial/Metric toggle … changes the units
/// displayed").
nonisolated public struct CalAIHeightWeight: View {
    @Environment(\.calAI) private var theme
    let profile: CalAIProfile

    public init(profile: CalAIProfile = .sample) { self.profile = profile }

    /// The wheels' ranges: what a person can weigh and measure, as the app offers.
    static let feet = 1...8, inches = 0...11, pounds = 40...600, centimetres = 60...243, kilograms = 20...272

    var heightColumns: [WheelColumn] {
        switch profile.units {
        case .imperial:
            let h = profile.height.feetAndInches
            return [WheelColumn(Self.feet, selected: h.feet) { "\($0) ft" }, WheelColumn(Self.inches, selected: h.inches) { "\($0) in" }]
        case .metric:
            return [WheelColumn(Self.centimetres, selected: profile.height.wholeCentimetres) { "\($0) cm" }]
        }
    }

    var weightColumns: [WheelColumn] {
        let value = Int(profile.weight.value(in: profile.units).rounded())
        return profile.units == .imperial ? [WheelColumn(Self.pounds, selected: value) { "\($0) lb" }]
                                          : [WheelColumn(Self.kilograms, selected: value) { "\($0) kg" }]
    }

    public var body: some View {
        let t = theme
        OnboardingPage(progress: 6 / 29, title: "Height & weight", subtitle: "This will be used to calibrate your custom plan.") {
            VStack(spacing: t.dimension(.spacingSection)) {
                SegmentedControl(CalAIProfile.UnitSystem.allCases.map(\.title),
                                 selected: CalAIProfile.UnitSystem.allCases.firstIndex(of: profile.units) ?? 0)
                    .frame(maxWidth: .infinity)
                HStack(alignment: .top, spacing: 16) {
                    column("Height", WheelPicker("Height", columns: heightColumns))
                    column("Weight", WheelPicker("Weight", columns: weightColumns))
                }
            }
        }
    }

    func column(_ title: String, _ picker: WheelPicker) -> some View {
        let t = theme
        return VStack(spacing: 12) {
            Text(title)
                .font(t.font(.headline, relativeTo: .headline))
                .foregroundColor(Color(t.color(.textPrimary)))
            picker
        }
        .frame(maxWidth: .infinity)
    }
}
