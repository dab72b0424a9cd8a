public import Layout
import DisplayList
import Tokens

/// An onboarding interlude: the step's back button and progress bar at the top, a
/// message in the middle of the screen, and the Continue capsule (seed 000 p5: "Realistic
/// Target: An interlude screen displaying a message like 'Losing 12 lbs is a realistic
/// target. It's not hard at all!'"; "A promotional interlude screen"). Like
/// `OnboardingPage`, it scrolls when the message no longer fits (large Dynamic Type).
public struct InterludePage<Content: View>: View {
    @Environment(\.calAI) private var theme
    @Environment(\.onboardingSlide) private var slide
    let progress: Double
    let action: String
    let content: () -> Content

    public init(progress: Double, action: String = "Continue", @ViewBuilder content: @escaping () -> Content) {
        self.progress = progress; self.action = action; self.content = content
    }

    public var body: some View {
        let t = theme
        let slide = self.slide
        ZStack {
            Color(t?.color("background") ?? .white).ignoresSafeArea()
                .offset(x: slide.offsetX)
            VStack(alignment: .leading, spacing: 0) {
                StepChrome(progress: progress)
                ViewThatFits(in: .vertical) {
                    VStack(spacing: 0) {
                        Spacer(minLength: 24)
                        content()
                        Spacer(minLength: 24)
                    }
                    ScrollView {
                        content().padding(.vertical, 24)
                    }
                }
                .offset(x: slide.offsetX)
                PrimaryButton(action)
                    .padding(.bottom, t?.dimension("spacing.ctaBottom") ?? 16)
                    .offset(x: slide.offsetX)
            }
            .padding(.horizontal, t?.dimension("spacing.screenHorizontal") ?? 24)
        }
    }
}
