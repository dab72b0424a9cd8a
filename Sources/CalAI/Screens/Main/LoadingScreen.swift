public import SwiftUI

/// The last step of plan generation (seed 000 p7 "Loading Screen: A progress bar that
/// animates from 0% to 100%, with a checklist of 'Daily recommendation' items appearing as
/// the bar fills"; 001 p7 "a percentage bar"): the big percentage, "We're setting
/// everything up for you", the thin bar with what is being computed, and the checklist.
/// `progress` is 0…1; the catalogue shows it at 65 %, `calai/loading-progress` animates it.
nonisolated public struct CalAILoading: View {
    @Environment(\.mainLook) private var look
    let progress: Double
    let checklist: [Double]?

    /// `checklist`: how far each item is ticked (0…1), for the animation; by default each
    /// item is ticked once `progress` has passed it.
    public init(progress: Double = 0.65, checklist: [Double]? = nil) {
        self.progress = min(max(progress, 0), 1)
        self.checklist = checklist
    }

    /// What the line under the bar says at `progress`: the steps of `CalAIPlan`.
    public static func status(_ progress: Double) -> String {
        switch progress {
        case ..<0.25: "Estimating your metabolic rate…"
        case ..<0.5: "Applying the Mifflin-St Jeor formula…"
        case ..<0.75: "Balancing your macros…"
        case ..<1: "Calculating your health score…"
        default: "Your plan is ready!"
        }
    }

    public var body: some View {
        let look = self.look
        let side = look.length(.spacingScreenHorizontal)
        let percent = Int((progress * 100).rounded())
        let content = VStack(spacing: 0) {
            Text("\(percent)%")
                .font(look.font(.bigNumber, .largeTitle))
                .monospacedDigit()
                .foregroundColor(look.color(.textPrimary))
            Text("We're setting everything up for you")
                .font(look.font(.title, .title))
                .multilineTextAlignment(.center)
                .foregroundColor(look.color(.textPrimary))
                .fixedSize(horizontal: false, vertical: true)
                .padding(.top, 8)
            Capsule().fill(look.color(.progressTrack))
                .frame(height: look.length(.sizeLoadingBarHeight))
                .overlay(alignment: .leading) {
                    ProportionalFill(fraction: progress) { Capsule().fill(look.color(.progressFill)) }
                }
                .accessibilityLabel("\(percent) percent")
                .padding(.top, 32)
            Text(Self.status(progress))
                .font(look.font(.subheadline, .subheadline))
                .foregroundColor(look.color(.textSecondary))
                .fixedSize(horizontal: false, vertical: true)
                .padding(.top, 12)
            RecommendationChecklist(progress: progress, reveal: checklist)
                .padding(.top, 40)
        }
        .padding(.horizontal, side)
        ZStack {
            look.color(.background).ignoresSafeArea()
            ViewThatFits(in: .vertical) {
                VStack(spacing: 0) {
                    Spacer(minLength: 24)
                    content
                    Spacer(minLength: 24)
                }
                ScrollView { content.padding(.vertical, 24) }
            }
        }
    }
}
