public import SwiftUI

/// Onboarding page 4, "Where did you hear about us?": a scrolling list of sources, each
/// with its logo (seed 000 p4: "Source of Referral: A scrollable list of options (e.g.,
/// 'Youtube,' 'Instagram')"; seed 001 p4: "A full-screen list with multiple options (TV,
/// Youtube, etc.). Tapping an option selects it.").
nonisolated public struct CalAIReferralSource: View {
    /// The marks grow with the options' body text, as icons in a text style do.
    @ScaledMetric(relativeTo: .body) private var mark = 28.0
    let selected: BrandMark.Brand?
    public init(selected: BrandMark.Brand? = nil) { self.selected = selected }

    /// The options in the app's order, with their labels.
    public static let options: [(BrandMark.Brand, String)] = [
        (.appStore, "App Store"), (.instagram, "Instagram"), (.tiktok, "TikTok"), (.youtube, "YouTube"),
        (.google, "Google"), (.facebook, "Facebook"), (.tv, "TV"), (.friends, "Friend or family"),
    ]

    public var body: some View {
        OnboardingPage(progress: 4 / 29, title: "Where did you hear about us?", actionEnabled: selected != nil) {
            VStack(spacing: 12) {
                ForEach(Self.options.indices, id: \.self) { i in
                    IconOptionButton(Self.options[i].1, selected: Self.options[i].0 == selected) {
                        BrandMark(Self.options[i].0, size: mark)
                    }
                }
            }
        }
    }
}
