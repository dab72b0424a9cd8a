public import SwiftUI
import AppSupport
import DisplayList
import Tokens
import Illustrations

/// Onboarding page 1: a full-screen banner photo of a meal with calories overlaid (both seeds:
/// "A large, full-screen banner image", edge to edge and under the status bar, running into
/// the page at its foot), "Calorie tracking made easy" centred below, and the black "Get
/// Started" capsule.
nonisolated public struct CalAIWelcome: View {
    @Environment(\.calAI) private var theme
    /// The flame beside "460" grows with the number's text style, as a symbol in text does
    /// (a fixed 18 pt sat beside a 50-pt number at AX XL).
    @ScaledMetric(relativeTo: .title2) private var flame = 18.0
    public init() {}

    public var body: some View {
        let t = theme
        ZStack {
            Color(t.color(.background)).ignoresSafeArea()
            // The photo gives way first when the title grows (the SE, large type): the
            // banner takes all the title and the button leave, 260 pt at least; below that
            // the page scrolls.
            ViewThatFits(in: .vertical) {
                page(banner: 260...Double.infinity)
                ScrollView { page(banner: 260...260) }
            }
        }
    }

    /// The banner (as tall as `banner` allows, measured at its shortest), the title and the
    /// button: the banner takes the height the other two leave.
    func page(banner: ClosedRange<Double>) -> some View {
        let t = theme
        let background = Color(t.color(.background))
        return VStack(spacing: 0) {
            ZStack(alignment: .bottomLeading) {
                Image(illustration: Illustrations.meal, aspectRatio: 390.0 / 560.0)
                    .aspectRatio(contentMode: .fill)
                    .frame(maxWidth: .infinity)
                    .frame(minHeight: banner.lowerBound, idealHeight: banner.lowerBound, maxHeight: banner.upperBound)
                    .clipped()
                // The photo runs into the page at its foot, and under the status bar at its
                // head behind a veil of the page's colour, so the clock and battery (dark in
                // light mode, light in dark) read on it as on the page.
                VStack(spacing: 0) {
                    LinearGradient(colors: [background.opacity(0.85), background.opacity(0)], startPoint: .top, endPoint: .bottom)
                        .frame(height: 96)
                    Spacer(minLength: 0)
                    LinearGradient(colors: [background.opacity(0), background], startPoint: .top, endPoint: .bottom)
                        .frame(height: 72)
                        // One point past the photo's foot: the photo's clip and the fade both
                        // end inside a pixel row (468.7 pt on the SE), and two antialiased
                        // edges there left a 1-px line of photo under the fade.
                        .padding(.bottom, -1)
                }
                // The calorie read-out Cal AI lays over its banner photo.
                HStack(spacing: 10) {
                    Image(systemName: "flame.fill").font(.system(size: flame, weight: .semibold))
                    VStack(alignment: .leading, spacing: 0) {
                        Text("Calories").font(.caption)
                        Text("460").font(.system(size: 22, weight: .bold, relativeTo: .title2)).monospacedDigit()
                    }
                }
                .foregroundColor(Color(t.color(.textPrimary)))
                .padding(.horizontal, 14)
                .padding(.vertical, 10)
                .background(Color(t.color(.surface)), in: RoundedRectangle(cornerRadius: 16))
                .padding(.horizontal, t.dimension(.spacingScreenHorizontal))
                .padding(.bottom, 28)
                .accessibilityLabel("460 calories")
            }
            // Full-screen, as both seeds ask: edge to edge and up under the status bar.
            .ignoresSafeArea(edges: .top)
            .accessibilityLabel("A turkey sandwich with potato chips, 460 calories")
            DesignedLines("Calorie tracking", "made easy")
                .font(t.font(.welcomeTitle, relativeTo: .largeTitle))
                .multilineTextAlignment(.center)
                .foregroundColor(Color(t.color(.textPrimary)))
                .fixedSize(horizontal: false, vertical: true)
                // In the page's margins, as the button is: flowing at AX XL it ran to 6 pt
                // from the SE's edges.
                .padding(.horizontal, t.dimension(.spacingScreenHorizontal))
                .padding(.top, 12)
                .padding(.bottom, 32)
            PrimaryButton("Get Started")
                .padding(.horizontal, t.dimension(.spacingScreenHorizontal))
                .padding(.bottom, 16)
        }
    }
}
