public import SwiftUI
import DisplayList
import Tokens

/// Screen 5.2, Calculating Plan ("Build anticipation"): the `ProgressRing` filling, "Creating
/// your personalized nutrition plan...", and under it the progress message of the moment,
/// one of the seed's three. No button: the app moves on by itself when the ring is full.
///
/// `progress` is the ring's fill; `messages` are (index into `messages`, opacity) pairs so
/// that `nutrisync/calculating-ring` can cross-fade one message into the next (both drawn
/// in the same place). The static screen is a still of that clip (see
/// `NutriSyncAnimations.calculatingStill`).
nonisolated public struct CalculatingScreen: View {
    @Environment(\.nutriSync) private var theme
    let progress: Double
    let shown: [(index: Int, opacity: Double)]

    /// The seed's "Progress messages cycling", in order.
    public static let messages = ["Analyzing your metabolism...", "Optimizing meal windows...", "Calculating macro targets..."]
    public static let title = "Creating your personalized nutrition plan..."

    public init(progress: Double, message: Int) {
        self.init(progress: progress, messages: [(message, 1)])
    }

    public init(progress: Double, messages: [(index: Int, opacity: Double)]) {
        self.progress = progress
        shown = messages.filter { Self.messages.indices.contains($0.index) }
    }

    public var body: some View {
        let t = theme
        OnboardingScreen(section: .setup, centered: true) {
            VStack(spacing: t.dimension(.spacingSection)) {
                ProgressRing(progress: progress, label: "Creating your plan", icon: "⚡")
                VStack(spacing: 12) {
                    HeaderTitle(Self.title)
                    ZStack {
                        ForEach(shown.indices, id: \.self) { k in
                            Text(Self.messages[shown[k].index])
                                .font(t.font(.subheader, relativeTo: .callout))
                                .foregroundColor(Color(t.color(.textSubheader)))
                                .multilineTextAlignment(.center)
                                .fixedSize(horizontal: false, vertical: true)
                                .opacity(shown[k].opacity)
                        }
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            .frame(maxWidth: .infinity)
        } footer: {
            EmptyView()
        }
    }
}
