public import SwiftUI

/// The payment screen (seed 000 p8 "Payment Screen: A final screen with a one-time offer,
/// a toggle between monthly/yearly pricing, and a 'Start Free Trial' button that triggers
/// the App Store subscription sheet"; 001 p8 "pricing for a monthly and yearly plan, with
/// the yearly plan highlighted as a better deal"): "Unlock Cal AI to reach your goals
/// faster", the offer banner, what the plan brings (from the plan), the two plan tiles —
/// yearly badged as the better deal — and "Start Free Trial". `yearly` selects the tile.
nonisolated public struct CalAIPaywall: View {
    @Environment(\.mainLook) private var look
    let plan: CalAIPlan
    let offer: CalAIOffer
    let yearly: Bool

    public init(plan: CalAIPlan = CalAIPlan(profile: .sample), offer: CalAIOffer = .standard, yearly: Bool = true) {
        self.plan = plan; self.offer = offer; self.yearly = yearly
    }

    /// The title, the offer and what the plan brings; `compact` tightens the spacing for a
    /// short screen (the SE), so the plan cards still show whole above the footer.
    func content(compact: Bool) -> some View {
        let look = self.look
        let features = [
            ("camera.viewfinder", "Scan your food in seconds"),
            ("flame.fill", "Your plan: \(plan.dailyCalories) kcal a day"),
            ("flag.fill", plan.goalText),
        ]
        return VStack(alignment: .leading, spacing: compact ? 14 : 20) {
            Text("Unlock Cal AI to reach your goals faster")
                .font(look.font(.title, .title))
                .foregroundColor(look.color(.textPrimary))
                .fixedSize(horizontal: false, vertical: true)
            OfferBanner(discount: offer.discount)
            VStack(alignment: .leading, spacing: compact ? 8 : 12) {
                ForEach(Array(features.enumerated()), id: \.offset) { _, feature in
                    HStack(spacing: 12) {
                        Image(systemName: feature.0)
                            .font(.system(size: look.scaled(value: 18, .body), weight: .semibold))
                            .foregroundColor(look.color(.textPrimary))
                            .frame(width: look.scaled(value: 24, .body))
                            .accessibilityLabel("Feature")
                        Text(feature.1)
                            .font(look.font(.body, .body))
                            .foregroundColor(look.color(.textPrimary))
                            .fixedSize(horizontal: false, vertical: true)
                        Spacer(minLength: 0)
                    }
                }
            }
        }
    }

    /// The two plan tiles side by side, or stacked when they do not fit across.
    var plans: some View {
        let look = self.look
        let perYear = offer.offerYearlyCents
        return ViewThatFits(in: .horizontal) {
            HStack(spacing: look.length(.spacingCardGap)) { tiles(offer, perYear) }
                .fixedSize(horizontal: false, vertical: true)
            VStack(spacing: look.length(.spacingCardGap) + 8) { tiles(offer, perYear) }
                .fixedSize(horizontal: false, vertical: true)
        }
    }

    public var body: some View {
        let look = self.look
        let side = look.length(.spacingScreenHorizontal)
        let offer = self.offer
        let perYear = offer.offerYearlyCents
        let footer = TrialFooter(action: "Start Free Trial",
                                 terms: "\(offer.trialDays) days free, then " + (yearly ? "\(CalAIOffer.price(perYear)) per year" : "\(CalAIOffer.price(offer.monthlyCents)) per month"))
            .padding(.top, 12)
            .padding(.bottom, look.length(.spacingCtaBottom))
        ZStack {
            look.color(.background).ignoresSafeArea()
            VStack(spacing: 0) {
                HStack {
                    MainBackButton()
                    Spacer()
                    Text("Restore")
                        .font(look.font(.subheadline, .subheadline))
                        .foregroundColor(look.color(.textSecondary))
                        .accessibilityLabel("Restore purchases")
                        .accessibilityAddTraits(.isButton)
                }
                .padding(.top, 8)
                // The plan cards follow what the plan brings (no dead gap above them), the
                // block centred in the room a tall phone leaves, and whole above the footer:
                // with the SE's tighter spacing if need be, else scrolling above it, else —
                // the largest type — scrolling with it.
                ViewThatFits(in: .vertical) {
                    VStack(spacing: 0) {
                        Spacer(minLength: 16)
                        content(compact: false)
                        plans.padding(.top, 30)
                        Spacer(minLength: 0)
                        footer
                    }
                    VStack(spacing: 0) {
                        content(compact: true).padding(.top, 8)
                        plans.padding(.top, 22)
                        Spacer(minLength: 0)
                        footer
                    }
                    FooterPage {
                        VStack(spacing: 20) { content(compact: false); plans }.padding(.vertical, 16)
                    } footer: {
                        footer
                    }
                }
            }
            .padding(.horizontal, side)
        }
    }

    @ViewBuilder
    func tiles(_ offer: CalAIOffer, _ perYear: Int) -> some View {
        PlanCard(title: "Monthly", price: "\(CalAIOffer.price(offer.monthlyCents))/mo", detail: "Billed monthly", selected: !yearly, badgeRoom: true)
        PlanCard(title: "Yearly", price: "\(CalAIOffer.price(CalAIOffer.perMonth(perYear)))/mo", was: CalAIOffer.price(offer.yearlyCents),
                 detail: "\(CalAIOffer.price(perYear)) billed yearly", badge: "BEST VALUE", selected: yearly)
    }
}
