import AppSupport
import SwiftUI

extension CalAIScreens {
    /// Onboarding pages 4–5: where you heard of us, prior apps, height and weight, birth date, desired weight, realistic target, speed, comparison.
    static func profile(_ theme: CalAITheme) -> [ScreenEntry] {
        [
            entry("referral-source", states: ["selected"], theme: theme) { s in AnyView(CalAIReferralSource(selected: s == nil ? nil : .youtube)) },
            entry("prior-apps", states: ["selected"], theme: theme) { s in AnyView(CalAIPriorApps(selected: s == nil ? nil : true)) },
            entry("height-weight", states: ["imperial", "metric"], theme: theme) { s in
                var p = CalAIProfile.sample
                p.units = s == "metric" ? .metric : .imperial
                return AnyView(CalAIHeightWeight(profile: p))
            },
            entry("birth-date", theme: theme) { _ in AnyView(CalAIBirthDate()) },
            entry("desired-weight", theme: theme) { _ in AnyView(CalAIDesiredWeight()) },
            entry("realistic-target", theme: theme) { _ in AnyView(CalAIRealisticTarget()) },
            entry("speed", states: ["slow", "recommended", "fast"], theme: theme) { s in
                let stop = s.flatMap { name in SpeedSlider.Stop.allCases.first { $0.name.lowercased() == name } }
                return AnyView(CalAISpeed(profile: stop.map(CalAISpeed.profile(at:)) ?? .sample))
            },
            entry("comparison", theme: theme) { _ in AnyView(CalAIComparison()) },
        ]
    }
}
