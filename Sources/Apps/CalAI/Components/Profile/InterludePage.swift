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
        let backSize = t?.dimension("size.backButton") ?? 44
        let slide = self.slide
        ZStack {
            Color(t?.color("background") ?? .white).ignoresSafeArea()
                .offset(x: slide.offsetX)
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 16) {
                    Image(systemName: "chevron.left")
                        .font(.system(size: 17, weight: .semibold))
                        .foregroundColor(Color(t?.color("text.primary") ?? .black))
                        .frame(width: backSize, height: backSize)
                        .background(Color(t?.color("option.fill") ?? .white), in: Circle())
                        .accessibilityLabel("Back")
                        .accessibilityAddTraits(.isButton)
                    StepProgressBar(progress: slide.barProgress ?? progress)
                }
                .padding(.top, 8)
                .opacity(slide.showsChrome ? 1 : 0)
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
