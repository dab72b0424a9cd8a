public import SwiftUI
import AppSupport
import DisplayList
import Tokens

/// The frame every NutriSync onboarding screen shares: the #0A0A0A background, the section
/// bar at the top (`SectionProgressBar`), an optional header (SF Pro Display 32 bold) and
/// subheader (16 pt, white at 70 %), the screen's content, and its footer (the full-width
/// buttons and links) at the bottom. When the content does not fit — a small phone, a large
/// Dynamic Type size — the middle scrolls instead of cutting text, as SwiftUI's would.
nonisolated public struct OnboardingScreen<Content: View, Footer: View>: View {
    @Environment(\.nutriSync) private var theme
    let section: OnboardingSection
    let title: String?
    let subtitle: String?
    let centered: Bool
    let content: () -> Content
    let footer: () -> Footer

    public init(section: OnboardingSection, title: String? = nil, subtitle: String? = nil, centered: Bool = false,
                @ViewBuilder content: @escaping () -> Content, @ViewBuilder footer: @escaping () -> Footer) {
        self.section = section; self.title = title; self.subtitle = subtitle; self.centered = centered
        self.content = content; self.footer = footer
    }

    @ViewBuilder
    var header: some View {
        let t = theme
        VStack(alignment: centered ? .center : .leading, spacing: t.dimension(.spacingTitleToSubtitle)) {
            if let title {
                // At its ideal height: as two flexible texts, the stack offered the title half
                // of its height first and cut it to one line (body-composition, SE, xxxLarge).
                HeaderTitle(title, alignment: centered ? .center : .leading)
            }
            if let subtitle {
                Text(subtitle)
                    .font(t.font(.subheader, relativeTo: .callout))
                    .foregroundColor(Color(t.color(.textSubheader)))
                    .multilineTextAlignment(centered ? .center : .leading)
                    .fixedSize(horizontal: false, vertical: true)
            }
        }
        .frame(maxWidth: .infinity, alignment: centered ? .center : .leading)
        .fixedSize(horizontal: false, vertical: true)
    }

    public var body: some View {
        let t = theme
        let gap = t.dimension(.spacingSection)
        ZStack {
            Color(t.color(.background)).ignoresSafeArea()
            VStack(spacing: 0) {
                SectionProgressBar(current: section)
                    .padding(.top, t.dimension(.spacingScreenTop))
                    .padding(.bottom, 8)
                ViewThatFits(in: .vertical) {
                    VStack(alignment: centered ? .center : .leading, spacing: 0) {
                        if title != nil || subtitle != nil { header.padding(.top, 16) }
                        Spacer(minLength: gap * 0.75)
                        content()
                        Spacer(minLength: gap * 0.75)
                    }
                    ScrollView {
                        VStack(alignment: centered ? .center : .leading, spacing: 0) {
                            if title != nil || subtitle != nil { header.padding(.top, 16) }
                            content().padding(.vertical, gap * 0.75)
                        }
                    }
                    // Above the pinned footer, the cut line fades into the page: it scrolls.
                    .foldFade(Color(t.color(.background)))
                    // The fade ends a little above the footer, not against its first line
                    // (a white Apple button dissolved right onto "Complete Later").
                    .padding(.bottom, 8)
                }
                // The pinned footer stops growing at Accessibility XL, the largest size the
                // checks require: beyond it, on the SE, a three-line "Enable Smart Reminders"
                // left the scrolling middle no room and was squeezed into it.
                VStack(spacing: 8) { footer() }
                    .dynamicTypeSize(...ContentSizeCategory.accessibilityExtraLarge)
                    .padding(.bottom, t.dimension(.spacingScreenBottom))
            }
            .padding(.horizontal, t.dimension(.spacingScreenHorizontal))
        }
    }
}

extension OnboardingScreen where Footer == NutriSyncButton {
    /// The usual screen: a header and one green button (greyed until `actionEnabled`).
    public init(section: OnboardingSection, title: String?, subtitle: String? = nil, action: String, actionEnabled: Bool = true,
                centered: Bool = false, @ViewBuilder content: @escaping () -> Content) {
        self.init(section: section, title: title, subtitle: subtitle, centered: centered, content: content) {
            NutriSyncButton(action, enabled: actionEnabled)
        }
    }
}
