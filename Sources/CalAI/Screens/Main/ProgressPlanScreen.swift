public import SwiftUI
import AppSupport

/// The plan in the main app (seed 000 §2.2 "Progress/Plan Screen: … A vertical scroll view
/// with clear, sectioned components"): the header "Congratulations your custom plan is
/// ready!", "You should lose: Lose 12 lbs by December 26", the four recommendation cards,
/// the Health Score card, "How to reach your goals:" and the sources, on the grey canvas of
/// the app under a "My Plan" bar, with the tab bar below.
nonisolated public struct CalAIProgressPlan: View {
    @Environment(\.mainLook) private var look
    let plan: CalAIPlan

    public init(plan: CalAIPlan = CalAIPlan(profile: .sample)) { self.plan = plan }

    public var body: some View {
        let look = self.look
        let side = look.length(.spacingScreenHorizontal)
        let back = look.length(.sizeBackButton)
        ZStack {
            look.color(.backgroundSecondary).ignoresSafeArea()
            VStack(spacing: 0) {
                HStack(spacing: 8) {
                    MainBackButton(fill: .surface)
                    Spacer(minLength: 0)
                    Text("My Plan")
                        .font(look.font(.headline, .headline))
                        .foregroundColor(look.color(.textPrimary))
                        .fixedSize()
                    Spacer(minLength: 0)
                    Color.clear.frame(width: back, height: back)
                }
                .padding(.horizontal, side)
                .padding(.top, 8)
                .padding(.bottom, 4)
                LazyScroll {
                    PlanSummary(plan: plan, tileFill: .surface)
                        .padding(.horizontal, side)
                        .padding(.vertical, 20)
                }
                // Above the tab bar, the cut line fades into the page: it scrolls.
                .foldFade(look.color(.backgroundSecondary))
                MainTabBar(selected: 1)
            }
        }
    }
}
