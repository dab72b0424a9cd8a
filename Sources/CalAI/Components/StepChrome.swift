import SwiftUI
import DisplayList
import Tokens

/// The top of every onboarding step: the round back button and the thin step progress
/// bar. During a push (`\.onboardingSlide`) it stays put while the pages move, shows the
/// bar's animated value, and hides on the page that is leaving.
nonisolated struct StepChrome: View {
    @Environment(\.calAI) private var theme
    @Environment(\.onboardingSlide) private var slide
    let progress: Double

    var body: some View {
        let t = theme
        HStack(spacing: 16) {
            Image(systemName: "chevron.left")
                .font(.system(size: 17, weight: .semibold))
                .foregroundColor(Color(t.color(.textPrimary)))
                .frame(width: t.dimension(.sizeBackButton), height: t.dimension(.sizeBackButton))
                .background(Color(t.color(.optionFill)), in: Circle())
                .accessibilityLabel("Back")
                .accessibilityAddTraits(.isButton)
            StepProgressBar(progress: slide.barProgress ?? progress)
        }
        .padding(.top, 8)
        .opacity(slide.showsChrome ? 1 : 0)
    }
}
