public import SwiftUI
import DisplayList
import Tokens
import Illustrations

/// Onboarding page 1: a full-width photo of a meal with calories overlaid, "Calorie
/// tracking made easy" centred below, and the black "Get Started" capsule.
nonisolated public struct CalAIWelcome: View {
    @Environment(\.calAI) private var theme
    public init() {}

    public var body: some View {
        let t = theme
        ZStack {
            Color(t.color(.background)).ignoresSafeArea()
            // The photo gives way first when the title grows (the SE, large type): the
            // banner takes what the title and the button leave, 470 pt at most and 260 at
            // least; below that the page scrolls.
            ViewThatFits(in: .vertical) {
                page(banner: 260...470)
                ScrollView { page(banner: 260...260) }
            }
        }
    }

    /// The banner (as tall as `banner` allows, measured at its shortest), the title and the
    /// button, spread over the height.
    func page(banner: ClosedRange<Double>) -> some View {
        let t = theme
        return VStack(spacing: 0) {
            ZStack(alignment: .bottomLeading) {
                Image(illustration: Illustrations.meal, aspectRatio: 390.0 / 560.0)
                    .aspectRatio(contentMode: .fill)
                    .frame(maxWidth: .infinity)
                    .frame(minHeight: banner.lowerBound, idealHeight: banner.lowerBound, maxHeight: banner.upperBound)
                    .clipShape(RoundedRectangle(cornerRadius: 32))
                // The calorie read-out Cal AI lays over its banner photo.
                HStack(spacing: 10) {
                    Image(systemName: "flame.fill").font(.system(size: 18, weight: .semibold))
                    VStack(alignment: .leading, spacing: 0) {
                        Text("Calories").font(.caption)
                        Text("460").font(.system(size: 22, weight: .bold, relativeTo: .title2)).monospacedDigit()
                    }
                }
                .foregroundColor(Color(t.color(.textPrimary)))
                .padding(.horizontal, 14)
                .padding(.vertical, 10)
                .background(Color(t.color(.surface)), in: RoundedRectangle(cornerRadius: 16))
                .padding(16)
                .accessibilityLabel("460 calories")
            }
            .accessibilityLabel("A turkey sandwich with potato chips, 460 calories")
            .padding(.horizontal, 12)
            Spacer(minLength: 24)
            Text("Calorie tracking\nmade easy")
                .font(t.font(.welcomeTitle, relativeTo: .largeTitle))
                .multilineTextAlignment(.center)
                .foregroundColor(Color(t.color(.textPrimary)))
                .fixedSize(horizontal: false, vertical: true)
            Spacer(minLength: 24)
            PrimaryButton("Get Started")
                .padding(.horizontal, t.dimension(.spacingScreenHorizontal))
                .padding(.bottom, 16)
        }
    }
}
