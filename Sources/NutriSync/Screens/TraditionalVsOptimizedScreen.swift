public import SwiftUI
import DisplayList
import Tokens

/// Mockup 2, "Traditional vs. Optimized Comparison" (`nutrisync/traditional-vs-optimized`),
/// as the seed draws it: two cards, each titled in its top rule ("─── Traditional Eating
/// ────"), a row of five emoji for the energy through the day, a row of bars and a caption;
/// then the three benefit lines and "See My Schedule".
///
/// - Traditional Eating: 😴 🥱 😐 😑 😴 over the mockup's eight even bars ("▓ ▓ ▓ ▓ ▓ ▓ ▓ ▓",
///   grazing all day) in the neutral `color.traditional`, "Energy crashes all day";
/// - NutriSync Windows: 🚀 💪 ⚡ 🎯 😌 over the plan's own windows on the 7 AM – 10 PM track
///   ("▓▓▓   ▓▓▓▓▓   ▓▓▓▓"), green-bordered `MealWindowShape` blocks, "Sustained peak energy".
///
/// "📈 85% more stable energy" is the seed's figure (`NutriSyncPotential`). Section bar:
/// Goals, as the mockup draws it (see `ScheduleIntroScreen`).
nonisolated public struct TraditionalVsOptimizedScreen: View {
    @Environment(\.nutriSync) private var theme
    let plan: NutriSyncPlan

    public init(plan: NutriSyncPlan) { self.plan = plan }

    static let traditionalEmoji = ["😴", "🥱", "😐", "😑", "😴"]
    static let optimizedEmoji = ["🚀", "💪", "⚡", "🎯", "😌"]
    /// The mockup's "▓ ▓ ▓ ▓ ▓ ▓ ▓ ▓".
    static let traditionalBars = 8
    /// Chosen: 16 pt bars (and the tight spacing of the cards), so that the screen fits an
    /// iPhone SE at the default text size without scrolling.
    static let barHeight = 16.0

    var benefits: [(String, String)] {
        [("📈", plan.potential.stableEnergyText), ("🎯", "Better focus & productivity"), ("💤", "Improved sleep quality")]
    }

    public var body: some View {
        let t = theme
        OnboardingScreen(section: .goals, title: "Traditional vs. Optimized", action: "See My Schedule", centered: true) {
            VStack(alignment: .leading, spacing: 10) {
                ComparisonCard(title: "Traditional Eating", emoji: Self.traditionalEmoji, caption: "Energy crashes all day") {
                    HStack(spacing: 8) {
                        ForEach(0..<Self.traditionalBars, id: \.self) { _ in
                            RoundedRectangle(cornerRadius: 4).fill(Color(t.color(.traditional))).frame(height: Self.barHeight)
                        }
                    }
                }
                ComparisonCard(title: "NutriSync Windows", emoji: Self.optimizedEmoji, caption: "Sustained peak energy") {
                    WindowBars(windows: plan.windows)
                }
                VStack(alignment: .leading, spacing: 6) {
                    ForEach(benefits.indices, id: \.self) { i in
                        HStack(alignment: .center, spacing: 10) {
                            EmojiText(benefits[i].0, size: 18, relativeTo: .callout)
                            Text(benefits[i].1)
                                .font(t.font(.callout, relativeTo: .callout))
                                .foregroundColor(Color(t.color(.textPrimary)))
                                .fixedSize(horizontal: false, vertical: true)
                            Spacer(minLength: 0)
                        }
                    }
                }
                .padding(.top, 4)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// The plan's windows as bare blocks on the 7 AM – 10 PM track, as high as the other bars: the
/// "▓▓▓   ▓▓▓▓▓   ▓▓▓▓" of Mockup 2. Emphasised (green border): at the plain 18 % green
/// they looked dimmer than the traditional card's grey bars, the opposite of the point.
nonisolated struct WindowBars: View {
    @Environment(\.nutriSync) private var theme
    let windows: [NutriSyncMealWindow]
    var body: some View {
        let scale = theme.timelineScale
        TrackRow(slots: windows.map { TrackSlot(from: scale.fraction($0.start.minutes), to: scale.fraction(DayTimeline.endMinutes($0)), .fill) }) {
            ForEach(windows.indices, id: \.self) { _ in
                MealWindowShape(isActive: false, emphasised: true, radius: 4).frame(height: TraditionalVsOptimizedScreen.barHeight)
            }
        }
    }
}

/// One card of Mockup 2: its title set in the top rule ("─── Traditional Eating ────"),
/// five emoji spread over the day, the bars, and the caption.
nonisolated struct ComparisonCard<Bars: View>: View {
    @Environment(\.nutriSync) private var theme
    let title: String
    let emoji: [String]
    let caption: String
    let bars: () -> Bars

    init(title: String, emoji: [String], caption: String, @ViewBuilder bars: @escaping () -> Bars) {
        self.title = title; self.emoji = emoji; self.caption = caption; self.bars = bars
    }

    var body: some View {
        let t = theme
        let rule = Color(t.color(.cardBorder))
        NutriSyncCard(padding: 14) {
            VStack(alignment: .leading, spacing: 8) {
                let heading = Text(title)
                    .font(t.font(.headline, relativeTo: .headline))
                    .foregroundColor(Color(t.color(.textPrimary)))
                    .accessibilityAddTraits(.isHeader)
                // The title in its rule while it fits on one line; else the title alone, wrapped:
                // beside a title of two lines the rules read as a strikethrough (AX sizes).
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 8) {
                        Rectangle().fill(rule).frame(width: 20, height: 1)
                        heading.fixedSize()
                        Rectangle().fill(rule).frame(height: 1).frame(minWidth: 20, maxWidth: .infinity)
                    }
                    heading.fixedSize(horizontal: false, vertical: true)
                }
                HStack(spacing: 0) {
                    ForEach(emoji.indices, id: \.self) { i in
                        if i > 0 { Spacer(minLength: 4) }
                        EmojiText(emoji[i], size: 20)
                    }
                }
                // The day's five faces are a picture, not words: they grow to Accessibility
                // Large and no further. At AX XL five 59-pt faces made the card 12 pt wider
                // than the SE's page, its sides cut.
                .dynamicTypeSize(...DynamicTypeSize.accessibility2)
                bars()
                Text(caption)
                    .font(t.font(.subheadline, relativeTo: .subheadline))
                    .foregroundColor(Color(t.color(.textSecondary)))
                    .fixedSize(horizontal: false, vertical: true)
            }
        }
        .accessibilityLabel("\(title): \(caption)")
    }
}
