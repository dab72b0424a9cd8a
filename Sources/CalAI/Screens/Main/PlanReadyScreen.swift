public import SwiftUI
import AppSupport

/// Onboarding page 8: "Congratulations your custom plan is ready!" (seed 000 p8 "Final Plan
/// Summary"; 001 p8 "The daily recommendation is displayed with specific calorie, carb,
/// protein, and fat counts", "How to reach your goals", "A list of the sources"). Long: the
/// summary scrolls between the step bar and the "Let's get started!" capsule, and renders
/// at its full length with `scrollFullLength`. `fill` drives the rings and the Health Score
/// bar, `scoreFill` the bar alone, `scrollOffset` scrolls the summary (in points).
nonisolated public struct CalAIPlanReady: View {
    @Environment(\.mainLook) private var look
    let plan: CalAIPlan
    let fill: Double
    let scoreFill: Double?
    let scrollOffset: Double

    public init(plan: CalAIPlan = CalAIPlan(profile: .sample), fill: Double = 1, scoreFill: Double? = nil, scrollOffset: Double = 0) {
        self.plan = plan; self.fill = fill; self.scoreFill = scoreFill; self.scrollOffset = scrollOffset
    }

    public var body: some View {
        let look = self.look
        let side = look.length(.spacingScreenHorizontal)
        ZStack {
            look.color(.background).ignoresSafeArea()
            VStack(spacing: 0) {
                MainTopBar(progress: 25 / 29).padding(.horizontal, side)
                LazyScroll(offset: scrollOffset) {
                    PlanSummary(plan: plan, fill: fill, scoreFill: scoreFill)
                        .padding(.horizontal, side)
                        .padding(.vertical, 24)
                }
                // Above the pinned button, the cut line fades into the page: it scrolls.
                .foldFade(look.color(.background))
                // Its whole height, whatever the rows above want: a squeezed capsule would
                // leave its two-line title over the rows at the largest type.
                PrimaryButton("Let's get started!")
                    .fixedSize(horizontal: false, vertical: true)
                    .padding(.horizontal, side)
                    .padding(.top, 8)
                    .padding(.bottom, look.length(.spacingCtaBottom))
            }
        }
    }
}
