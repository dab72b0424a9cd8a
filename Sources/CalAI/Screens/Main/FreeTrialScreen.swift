public import SwiftUI
import AppSupport

/// The free-trial offer (seed 000 p8 "Free Trial Offer: A screen promoting a free trial
/// with a 'Try for $0.00' button"; 001 p8 "A 'Try CalAI for free' screen with a 3-day
/// trial offer"): "We want you to try Cal AI for free", the app on a phone, "No payment due
/// now", the "Try for $0.00" capsule and the price after the trial.
nonisolated public struct CalAIFreeTrial: View {
    @Environment(\.mainLook) private var look
    let plan: CalAIPlan
    let offer: CalAIOffer

    public init(plan: CalAIPlan = CalAIPlan(profile: .sample), offer: CalAIOffer = .standard) { self.plan = plan; self.offer = offer }

    public var body: some View {
        let look = self.look
        let side = look.length(.spacingScreenHorizontal)
        let title = DesignedLines("We want you to try", "Cal AI for free")
            .font(look.font(.title, .title))
            .multilineTextAlignment(.center)
            .foregroundColor(look.color(.textPrimary))
            .fixedSize(horizontal: false, vertical: true)
            .padding(.top, 12)
        let footer = TrialFooter(action: "Try for $0.00",
                                 terms: "\(offer.trialDays) days free, then \(CalAIOffer.price(offer.yearlyCents)) per year (\(CalAIOffer.price(CalAIOffer.perMonth(offer.yearlyCents)))/mo)")
        ZStack {
            look.color(.background).ignoresSafeArea()
            VStack(spacing: 0) {
                MainTopBar()
                FooterPage {
                    VStack(spacing: 24) {
                        title
                        AppPreviewCard(plan: plan)
                        Spacer(minLength: 0)
                    }
                } content: {
                    VStack(spacing: 24) {
                        title
                        AppPreviewCard(plan: plan)
                    }
                    .padding(.bottom, 16)
                } footer: {
                    footer.padding(.bottom, look.length(.spacingCtaBottom))
                }
            }
            .padding(.horizontal, side)
        }
    }
}
