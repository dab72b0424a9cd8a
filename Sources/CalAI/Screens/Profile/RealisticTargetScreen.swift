public import SwiftUI
import DisplayList
import Tokens

/// The interlude after the desired weight: "Losing 12 lbs is a realistic target. It's not
/// hard at all!", the amount set off, both from the plan (seed 000 p5: "Realistic Target:
/// An interlude screen displaying a message like …"; seed 001 p5: "should appear after the
/// desired weight is set"), with the app's line on what users report under it.
nonisolated public struct CalAIRealisticTarget: View {
    @Environment(\.calAI) private var theme
    let plan: CalAIPlan

    public init(plan: CalAIPlan = CalAIPlan(profile: .sample)) { self.plan = plan }

    public static let note = "90% of users say that the change is obvious after using Cal AI and it is not easy to rebound."

    public var body: some View {
        let t = theme
        let titleSize = t.typography(.interludeTitle).fontSize
        InterludePage(progress: 10.5 / 29) {
            VStack(spacing: 20) {
                EmphasisText(plan.realisticTargetText, emphasis: plan.targetAmountText,
                             font: t.font(.interludeTitle, relativeTo: .title), baseSize: titleSize)
                Text(Self.note)
                    .font(t.font(.callout, relativeTo: .callout))
                    .foregroundColor(Color(t.color(.textSecondary)))
                    .multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)
            }
            .frame(maxWidth: .infinity)
        }
    }
}
