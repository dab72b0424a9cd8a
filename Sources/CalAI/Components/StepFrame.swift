import SwiftUI
import AppSupport
import DisplayList
import Tokens

/// The frame every onboarding step shares: the background, the back button and step bar
/// (`StepChrome`), the step's middle, and its footer at the bottom. At large Dynamic Type
/// sizes the middle scrolls (`scrolling`) instead of cutting text (`fitting`). During a push
/// (`\.onboardingSlide`) the background, middle and footer move while the chrome stays.
nonisolated struct StepFrame<Fitting: View, Scrolling: View, Footer: View>: View {
    @Environment(\.calAI) private var theme
    @Environment(\.onboardingSlide) private var slide
    let progress: Double
    let fitting: () -> Fitting
    let scrolling: () -> Scrolling
    let footer: () -> Footer

    var body: some View {
        let t = theme
        let slide = self.slide
        ZStack {
            Color(t.color(.background)).ignoresSafeArea()
                .offset(x: slide.offsetX)
            VStack(alignment: .leading, spacing: 0) {
                StepChrome(progress: progress)
                ViewThatFits(in: .vertical) {
                    fitting()
                    // Above the footer, the cut line fades into the page: it scrolls.
                    ScrollView { scrolling() }.foldFade(Color(t.color(.background)))
                }
                .offset(x: slide.offsetX)
                footer()
                    .padding(.bottom, t.dimension(.spacingCtaBottom))
                    .offset(x: slide.offsetX)
            }
            .padding(.horizontal, t.dimension(.spacingScreenHorizontal))
        }
    }
}
