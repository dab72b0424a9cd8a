public import Layout

/// The payment screen (seed 000 p8 "Payment Screen: A final screen with a one-time offer,
/// a toggle between monthly/yearly pricing, and a 'Start Free Trial' button that triggers
/// the App Store subscription sheet"; 001 p8 "pricing for a monthly and yearly plan, with
/// the yearly plan highlighted as a better deal"): "Unlock Cal AI to reach your goals
/// faster", the offer banner, what the plan brings (from the plan), the two plan tiles —
/// yearly badged as the better deal — and "Start Free Trial". `yearly` selects the tile.
public struct CalAIPaywall: View {
    @Environment(\.mainLook) private var look
    let plan: CalAIPlan
    let offer: CalAIOffer
    let yearly: Bool

    public init(plan: CalAIPlan = CalAIPlan(profile: .sample), offer: CalAIOffer = .standard, yearly: Bool = true) {
        self.plan = plan; self.offer = offer; self.yearly = yearly
    }

    public var body: some View {
        let look = self.look
        let side = look.length("spacing.screenHorizontal")
        let offer = self.offer
        let perYear = offer.offerYearlyCents
        let features = [
            ("camera.viewfinder", "Scan your food in seconds"),
            ("flame.fill", "Your plan: \(plan.dailyCalories) kcal a day"),
            ("flag.fill", plan.goalText),
        ]
        let content = VStack(alignment: .leading, spacing: 20) {
            Text("Unlock Cal AI to reach your goals faster")
                .font(look.font("title", .title))
                .foregroundColor(look.color("text.primary"))
                .fixedSize(horizontal: false, vertical: true)
            OfferBanner(discount: offer.discount)
            VStack(alignment: .leading, spacing: 12) {
                ForEach(Array(features.enumerated()), id: \.offset) { _, feature in
                    HStack(spacing: 12) {
                        Image(systemName: feature.0)
                            .font(.system(size: look.scaled(value: 18, .body), weight: .semibold))
                            .foregroundColor(look.color("text.primary"))
                            .frame(width: look.scaled(value: 24, .body))
                            .accessibilityLabel("Feature")
                        Text(feature.1)
                            .font(look.font("body", .body))
                            .foregroundColor(look.color("text.primary"))
                            .fixedSize(horizontal: false, vertical: true)
                        Spacer(minLength: 0)
                    }
                }
            }
        }
        let plans = ViewThatFits(in: .horizontal) {
            HStack(spacing: look.length("spacing.cardGap")) { tiles(offer, perYear) }
                .fixedSize(horizontal: false, vertical: true)
            VStack(spacing: look.length("spacing.cardGap") + 8) { tiles(offer, perYear) }
                .fixedSize(horizontal: false, vertical: true)
        }
        .padding(.top, 10)
        let footer = TrialFooter(action: "Start Free Trial",
                                 terms: "\(offer.trialDays) days free, then " + (yearly ? "\(CalAIOffer.price(perYear)) per year" : "\(CalAIOffer.price(offer.monthlyCents)) per month"))
        ZStack {
            look.color("background").ignoresSafeArea()
            VStack(spacing: 0) {
                HStack {
                    MainBackButton()
                    Spacer()
                    Text("Restore")
                        .font(look.font("subheadline", .subheadline))
                        .foregroundColor(look.color("text.secondary"))
                        .accessibilityLabel("Restore purchases")
                        .accessibilityAddTraits(.isButton)
                }
                .padding(.top, 8)
                ViewThatFits(in: .vertical) {
                    VStack(spacing: 0) {
                        content.padding(.top, 16)
                        Spacer(minLength: 16)
                        plans.padding(.bottom, 20)
                    }
                    ScrollView {
                        VStack(spacing: 20) { content; plans }.padding(.vertical, 16)
                    }
                }
                footer.padding(.bottom, look.length("spacing.ctaBottom"))
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
