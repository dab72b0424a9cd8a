public import SwiftUI
import AppSupport

/// A page with a call to action at the bottom that stays there while it can: the whole page
/// when it fits; else the content scrolls above the pinned footer, as long as at least
/// `minimumScroll` points of it, and 60 % of the page, show; else — the largest type on a small phone — the footer
/// scrolls with the page, rather than the two being squeezed over each other.
nonisolated public struct FooterPage<Fitting: View, Content: View, Footer: View>: View {
    let minimumScroll: Double
    let fitting: () -> Fitting
    let content: () -> Content
    let footer: () -> Footer

    /// `fitting`: the page's middle when nothing scrolls (with its own spacers); `content`:
    /// the same middle, to scroll; `footer`: the call to action and what goes with it.
    public init(minimumScroll: Double = 220, @ViewBuilder fitting: @escaping () -> Fitting,
                @ViewBuilder content: @escaping () -> Content, @ViewBuilder footer: @escaping () -> Footer) {
        self.minimumScroll = minimumScroll; self.fitting = fitting; self.content = content; self.footer = footer
        hasFitting = true
    }

    /// Only the scrolling forms, for a page that offers its own fitting ones before this.
    public init(minimumScroll: Double = 220, @ViewBuilder content: @escaping () -> Content,
                @ViewBuilder footer: @escaping () -> Footer) where Fitting == EmptyView {
        self.minimumScroll = minimumScroll; self.fitting = { EmptyView() }; self.content = content; self.footer = footer
        hasFitting = false
    }

    let hasFitting: Bool
    /// The least share of the page's height its scrolling content keeps above a pinned footer.
    static var pageShare: Double { 0.6 }
    @Environment(\.calAI) private var theme

    public var body: some View {
        // The footer stays pinned only while the page keeps `pageShare` of the room for its
        // content (and `minimumScroll` points): a footer grown past that at the largest type
        // on a small phone left the title and a sliver of page above it (the paywall on the
        // SE at AX XL, its footer 300 of 600 pt).
        GeometryReader { proxy in
            ViewThatFits(in: .vertical) {
                if hasFitting {
                    VStack(spacing: 0) {
                        fitting()
                        footer()
                    }
                }
                VStack(spacing: 0) {
                    // Above the pinned footer, the cut line fades into the page: it scrolls.
                    ScrollView { content() }
                        .foldFade(Color(theme.color(.background)))
                        .frame(idealHeight: max(minimumScroll, proxy.size.height * Self.pageShare), maxHeight: .infinity)
                    footer()
                        .fixedSize(horizontal: false, vertical: true)
                }
                ScrollView {
                    VStack(spacing: 0) {
                        content()
                        footer()
                    }
                }
            }
        }
    }
}
