public import SwiftUI

/// Onboarding page 7: "Give us a rating" — "A screen prompting a 5-star rating with user
/// reviews below" (seed 000 p7); "The rating screen should be a custom view with a modal
/// pop-up for the user to rate the app" (001 p7). A card with the App Store score and five
/// gold stars, "Cal AI was made for people like you" over a row of avatar circles, the
/// review cards, and Continue. State `modal`: the iOS "Enjoying Cal AI?" prompt over it,
/// five stars tapped.
nonisolated public struct CalAIRating: View {
    @Environment(\.calAI) private var theme
    let modal: Bool

    public init(modal: Bool = false) { self.modal = modal }

    /// Reviews shown under the score: name and quote.
    public static let reviews = [
        ("Jake Sullivan", "I lost 15 lbs in 2 months! I was about to go on Ozempic but decided to give this app a shot and it worked :)"),
        ("Benny Marcs", "The time I have saved by just taking pictures of my food instead of logging everything is amazing."),
    ]

    public var body: some View {
        DimmedPresentation(presented: modal) {
            OnboardingPage(progress: 21 / 29, title: "Give us a rating") {
                VStack(alignment: .leading, spacing: 20) {
                    scoreCard
                    community
                    VStack(spacing: 12) {
                        ForEach(Self.reviews.indices, id: \.self) { i in
                            ReviewCard(name: Self.reviews[i].0, quote: Self.reviews[i].1)
                        }
                    }
                }
            }
        } dialog: {
            RatingPrompt()
        }
    }

    var scoreCard: some View {
        let t = theme
        return HStack(spacing: 14) {
            Text("4.8")
                .font(t.typeface(.bigNumber, .largeTitle))
                .foregroundColor(t.swatch(.textPrimary))
            VStack(alignment: .leading, spacing: 4) {
                StarRow(filled: 5, size: 24, spacing: 4)
                Text("200K+ App Ratings")
                    .font(t.typeface(.subheadline, .subheadline))
                    .foregroundColor(t.swatch(.textSecondary))
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 16)
        .background(t.swatch(.optionFill), in: RoundedRectangle(cornerRadius: t.length(.radiusCard)))
        .accessibilityLabel("Rated 4.8 out of 5 from over 200 thousand App Store ratings")
    }

    var community: some View {
        let t = theme
        return VStack(alignment: .center, spacing: 10) {
            Text("Cal AI was made for people like you")
                .font(t.typeface(.title3, .title3))
                .foregroundColor(t.swatch(.textPrimary))
                .multilineTextAlignment(.center)
                .fixedSize(horizontal: false, vertical: true)
            HStack(spacing: 10) {
                HStack(spacing: -6) {
                    ForEach(0..<3) { _ in
                        Image(systemName: "person.fill")
                            .font(.system(size: 15, weight: .regular))
                            .foregroundColor(t.swatch(.onInverse))
                            .frame(width: 32, height: 32)
                            .background(t.swatch(.inverse), in: Circle())
                            .overlay(Circle().strokeBorder(t.swatch(.background), lineWidth: 2))
                    }
                }
                Text("5M+ Cal AI users")
                    .font(t.typeface(.subheadline, .subheadline))
                    .foregroundColor(t.swatch(.textSecondary))
            }
            .accessibilityLabel("More than 5 million Cal AI users")
        }
        .frame(maxWidth: .infinity)
    }
}

/// The App Store rating prompt iOS shows (SKStoreReviewController) as the rating step's
/// modal (seed 001 p7 "a modal pop-up for the user to rate the app"): the app icon,
/// "Enjoying Cal AI?", "Tap a star to rate it on the App Store.", a hairline, five stars
/// in the system blue (all five tapped), and Not Now / Submit.
nonisolated struct RatingPrompt: View {
    @Environment(\.calAI) private var theme
    @Environment(\.device) private var device

    var body: some View {
        let t = theme
        SystemAlert(title: "Enjoying Cal AI?", message: "Tap a star to rate it on the App Store.",
                    buttons: [AlertButton("Not Now"), AlertButton("Submit", preferred: true)]) {
            CalAIAppIcon(size: 60).padding(.bottom, 14)
        } accessory: {
            VStack(spacing: 0) {
                Rectangle().fill(t.swatch(.dialogSeparator)).frame(height: 1 / device.scale)
                StarRow(filled: 5, size: 28, spacing: 12, colorName: .dialogButton).padding(.vertical, 10)
            }
            .padding(.top, 16)
            .padding(.horizontal, -16)
            .padding(.bottom, -18)
        }
    }
}
