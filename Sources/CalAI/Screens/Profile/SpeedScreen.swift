public import SwiftUI
import DisplayList
import Tokens

/// Goal setting, "How fast do you want to reach your goal?": the pace per week in large
/// type ("1.0 lbs", live from the slider), the sloth–rabbit–cheetah slider, and a note on
/// the chosen speed — "Recommended" in the middle (seed 000 p5: "The weight loss speed
/// slider should dynamically update a text label with the current value"; seed 001 p5:
/// "a visual representation of the selected speed (e.g., '1.0 lbs')").
nonisolated public struct CalAISpeed: View {
    @Environment(\.calAI) private var theme
    let profile: CalAIProfile
    let emphasis: [SpeedSlider.Emphasis]?

    /// `emphasis`: the emoji's scale and opacity, slowest first, for `calai/speed-slider`.
    public init(profile: CalAIProfile = .sample, emphasis: [SpeedSlider.Emphasis]? = nil) {
        self.profile = profile; self.emphasis = emphasis
    }

    /// The sample profile with the slider on one of its three stops.
    public static func profile(at stop: SpeedSlider.Stop) -> CalAIProfile {
        var p = CalAIProfile.sample
        let scale = p.paceScale
        p.pace = stop == .slow ? scale.slowest : stop == .recommended ? scale.recommended : scale.fastest
        return p
    }

    /// What the app says under the slider for each part of it.
    public static func note(_ stop: SpeedSlider.Stop) -> String {
        switch stop {
        case .slow: "Slow and steady"
        case .recommended: "Recommended"
        case .fast: "You may feel very tired and develop loose skin"
        }
    }

    /// The note for `pace`: the note of the part of the slider it is in, except that
    /// "Recommended" is said only of the recommended value itself (to the slider's 0.1) —
    /// a pace beside it in the rabbit's part says how it compares, so that "1.0 lbs" is never
    /// called "Recommended" under a "1.5 lbs" recommendation.
    public static func note(for pace: CalAIProfile.Weight, on scale: CalAIProfile.PaceScale) -> String {
        let stop = SpeedSlider.activeStop(at: SpeedSlider.position(of: pace, on: scale))
        guard stop == .recommended else { return note(stop) }
        let shown = scale.text(for: pace), recommended = scale.text(for: scale.recommended)
        if shown == recommended { return note(.recommended) }
        return pace.micrograms < scale.recommended.micrograms ? "Steady — \(recommended) a week is recommended"
                                                              : "Brisk — \(recommended) a week is recommended"
    }

    var caption: String { profile.goal == .gain ? "Weight gain speed per week" : "Weight loss speed per week" }

    public var body: some View {
        let t = theme
        OnboardingPage(progress: 11 / 29, title: "How fast do you want to reach your goal?") {
            VStack(spacing: 28) {
                VStack(spacing: 8) {
                    Text(caption)
                        .font(t.font(.subheadline, relativeTo: .subheadline))
                        .foregroundColor(Color(t.color(.textSecondary)))
                        .multilineTextAlignment(.center)
                    Text(profile.paceText)
                        .font(t.font(.bigNumber, relativeTo: .largeTitle))
                        .foregroundColor(Color(t.color(.textPrimary)))
                        .monospacedDigit()
                }
                .frame(maxWidth: .infinity)
                SpeedSlider(scale: profile.paceScale, pace: profile.pace, emphasis: emphasis)
                Text(Self.note(for: profile.pace, on: profile.paceScale))
                    .font((t.font(.subheadline, relativeTo: .subheadline)).weight(.semibold))
                    .foregroundColor(Color(t.color(.textPrimary)))
                    .multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 12)
                    .frame(maxWidth: .infinity)
                    .background(Color(t.color(.optionFill)), in: RoundedRectangle(cornerRadius: t.dimension(.radiusOption)))
            }
        }
    }
}
