public import Layout

/// An onboarding step with its own bottom, or without the title block: "Add calories burned
/// back to your daily goal?" and "Rollover extra calories to the next day?" (seed 000 p7
/// "Calorie Adjustment Screens") end in No / Yes instead of Continue; "Thank you for
/// trusting us" (000 p7) centres its title under an illustration.
///
/// The same frame as `OnboardingPage` — round back button, thin progress bar, large bold
/// title (when given), grey subtitle, content, scrolling when it no longer fits — with
/// `footer` where the page has its Continue.
public struct StepPage<Content: View, Footer: View>: View {
    @Environment(\.calAI) private var theme
    let progress: Double
    let title: String?
    let subtitle: String?
    let content: () -> Content
    let footer: () -> Footer

    public init(progress: Double, title: String?, subtitle: String? = nil,
                @ViewBuilder content: @escaping () -> Content, @ViewBuilder footer: @escaping () -> Footer) {
        self.progress = progress; self.title = title; self.subtitle = subtitle
        self.content = content; self.footer = footer
    }

    @ViewBuilder
    var header: some View {
        let t = theme
        VStack(alignment: .leading, spacing: 0) {
            if let title {
                Text(title)
                    .font(t.typeface("title", .title))
                    .foregroundColor(t.swatch("text.primary"))
                    .padding(.top, 28)
            }
            if let subtitle {
                Text(subtitle)
                    .font(t.typeface("subtitle", .callout))
                    .foregroundColor(t.swatch("text.secondary"))
                    .padding(.top, t.length("spacing.titleToSubtitle"))
            }
        }
        .fixedSize(horizontal: false, vertical: true)
    }

    public var body: some View {
        let t = theme
        ZStack {
            t.swatch("background").ignoresSafeArea()
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 16) {
                    Image(systemName: "chevron.left")
                        .font(.system(size: 17, weight: .semibold))
                        .foregroundColor(t.swatch("text.primary"))
                        .frame(width: t.length("size.backButton"), height: t.length("size.backButton"))
                        .background(t.swatch("option.fill"), in: Circle())
                        .accessibilityLabel("Back")
                        .accessibilityAddTraits(.isButton)
                    StepProgressBar(progress: progress)
                }
                .padding(.top, 8)
                ViewThatFits(in: .vertical) {
                    VStack(alignment: .leading, spacing: 0) {
                        header
                        Spacer(minLength: 24)
                        content()
                        Spacer(minLength: 24)
                    }
                    ScrollView {
                        VStack(alignment: .leading, spacing: 0) {
                            header
                            content().padding(.vertical, 24)
                        }
                    }
                }
                footer()
                    .padding(.bottom, t.length("spacing.ctaBottom"))
            }
            .padding(.horizontal, t.length("spacing.screenHorizontal"))
        }
    }
}
