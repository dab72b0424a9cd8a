public import SwiftUI
import DisplayList
import Tokens

/// Screen 2.2, Body Metrics: "What's your height?", [Tab: Imperial | Metric], [5] ft [7] in
/// or [170] cm, "What's your current weight?", [165] lbs or [75] kg, [Next button]. The
/// values are the sample profile's, converted (`Values`); states `imperial` (the default)
/// and `metric`.
nonisolated public struct BodyMetricsScreen: View {
    @Environment(\.nutriSync) private var theme
    let values: Values
    let metric: Bool

    public init(plan: NutriSyncPlan, metric: Bool = false) {
        values = Values(plan.profile)
        self.metric = metric
    }

    /// The profile's height and weight in both systems, as whole numbers the fields show:
    /// 5 ft 7 in = 67 in = 170.18 cm → 170; 165 lb = 74.84 kg → 75. A height entered in
    /// centimetres shows as the nearest whole inch in feet and inches.
    public struct Values: Sendable, Hashable {
        public let feet: Int, inches: Int, centimetres: Int, pounds: Int, kilograms: Int

        public init(_ profile: NutriSyncProfile) {
            switch profile.height {
            case let .imperial(feet, inches):
                (self.feet, self.inches) = (feet, inches)
            case let .metric(cm):
                let total = Int((cm / NutriSyncProfile.centimetresPerInch).rounded())
                (feet, inches) = (total / 12, total % 12)
            }
            centimetres = Int(profile.height.centimetres.rounded())
            pounds = Int(profile.weight.pounds.rounded())
            kilograms = Int(profile.weight.kilograms.rounded())
        }
    }

    public var body: some View {
        let t = theme
        let gap = t.dimension(.spacingOptionGap)
        OnboardingScreen(section: .profile, title: nil, action: "Next") {
            VStack(alignment: .leading, spacing: t.dimension(.spacingSection)) {
                Question("What's your height?") {
                    VStack(alignment: .leading, spacing: 16) {
                        UnitTabs(["Imperial", "Metric"], selected: metric ? 1 : 0)
                        if metric {
                            NutriSyncTextField(nil, value: "\(values.centimetres)", placeholder: "Height in centimetres", trailing: "cm")
                        } else {
                            HStack(spacing: gap) {
                                NutriSyncTextField(nil, value: "\(values.feet)", placeholder: "Height, feet", trailing: "ft")
                                NutriSyncTextField(nil, value: "\(values.inches)", placeholder: "Height, inches", trailing: "in")
                            }
                        }
                    }
                }
                Question("What's your current weight?") {
                    if metric {
                        NutriSyncTextField(nil, value: "\(values.kilograms)", placeholder: "Weight in kilograms", trailing: "kg")
                    } else {
                        NutriSyncTextField(nil, value: "\(values.pounds)", placeholder: "Weight in pounds", trailing: "lbs")
                    }
                }
            }
            // A form starts under the section bar, as iOS lays forms out, not mid-screen.
            .frame(maxHeight: .infinity, alignment: .top)
        }
    }
}
