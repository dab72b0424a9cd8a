public import SwiftUI
import DisplayList
import Tokens

/// Every Cal AI onboarding step: a round back button and a thin progress bar at the top,
/// a large bold title and a grey subtitle, the step's content, and the black Continue
/// capsule at the bottom.
///
/// Some steps end differently or have no title block: "Add calories burned back to your
/// daily goal?" and "Rollover extra calories to the next day?" (seed 000 p7) end in
/// No / Yes, "Thank you for trusting us" centres its title under an illustration. They
/// pass their own `footer` and a nil `title`; the frame stays the same.
nonisolated public struct OnboardingPage<Content: View, Footer: View>: View {
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
                    .font(t.font(.title, relativeTo: .title))
                    .foregroundColor(Color(t.color(.textPrimary)))
                    .padding(.top, 28)
            }
            if let subtitle {
                Text(subtitle)
                    .font(t.font(.subtitle, relativeTo: .callout))
                    .foregroundColor(Color(t.color(.textSecondary)))
                    .padding(.top, t.dimension(.spacingTitleToSubtitle))
            }
        }
        // Titles never truncate: the page scrolls instead (ViewThatFits below).
        .fixedSize(horizontal: false, vertical: true)
    }

    public var body: some View {
        StepFrame(progress: progress) {
            VStack(alignment: .leading, spacing: 0) {
                header
                Spacer(minLength: 24)
                content()
                Spacer(minLength: 24)
            }
        } scrolling: {
            VStack(alignment: .leading, spacing: 0) {
                header
                content().padding(.vertical, 24)
            }
        } footer: {
            footer()
        }
    }
}

extension OnboardingPage where Footer == PrimaryButton {
    /// The usual step: a title and the Continue capsule (greyed until `actionEnabled`).
    public init(progress: Double, title: String, subtitle: String? = nil, action: String = "Continue", actionEnabled: Bool = true,
                @ViewBuilder content: @escaping () -> Content) {
        self.init(progress: progress, title: title, subtitle: subtitle, content: content) {
            PrimaryButton(action, enabled: actionEnabled)
        }
    }
}

/// Where an onboarding page is during a navigation push (`calai/push`): the page's
/// background, title, content and footer move sideways by `offsetX` while its back button
/// and step bar stay put — shown on the incoming page (`barProgress` animating the bar),
/// hidden on the outgoing one. The default is the page at rest.
public struct OnboardingSlide: Sendable, Equatable {
    public var offsetX: Double
    public var showsChrome: Bool
    public var barProgress: Double?
    public init(offsetX: Double = 0, showsChrome: Bool = true, barProgress: Double? = nil) {
        self.offsetX = offsetX; self.showsChrome = showsChrome; self.barProgress = barProgress
    }
    public static let atRest = OnboardingSlide()
}

struct OnboardingSlideKey: EnvironmentKey {
    static let defaultValue = OnboardingSlide.atRest
}

extension EnvironmentValues {
    /// The page's place in a push transition (`OnboardingSlide`); at rest by default.
    public var onboardingSlide: OnboardingSlide {
        get { self[OnboardingSlideKey.self] }
        set { self[OnboardingSlideKey.self] = newValue }
    }
}

/// The thin bar at the top of each step: a grey track, black fill.
nonisolated public struct StepProgressBar: View {
    @Environment(\.calAI) private var theme
    let progress: Double
    public init(progress: Double) { self.progress = progress }
    public var body: some View {
        let t = theme
        Capsule().fill(Color(t.color(.progressTrack)))
            .frame(height: t.dimension(.sizeProgressBarHeight))
            .overlay(alignment: .leading) {
                ProportionalFill(fraction: progress) { Capsule().fill(Color(t.color(.progressFill))) }
            }
            .accessibilityLabel("Step progress \(Int((progress * 100).rounded())) percent")
    }
}

/// A view as wide as `fraction` of what it is offered (progress fills).
nonisolated public struct ProportionalFill<Content: View>: PrimitiveView {
    let fraction: Double
    let content: Content
    public init(fraction: Double, @ViewBuilder content: () -> Content) {
        self.fraction = min(max(fraction, 0), 1); self.content = content()
    }
    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        ProportionalNode(fraction: fraction, child: context.buildContent(content))
    }
}

struct ProportionalNode: LayoutNode {
    let fraction: Double
    let child: any LayoutNode
    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        Size(width: (proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0) * fraction, height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 0)
    }
    func place(in frame: Rect, _ context: inout PlacementContext) { child.place(in: frame, &context) }
}
