public import SwiftUI
import DisplayList
import Tokens

/// Mockup 4, "Interactive Schedule Builder" (`nutrisync/schedule-builder`), as the seed
/// draws it:
///
/// ```
///     Build Your Ideal Day
///  When do you need energy most?
///  (Drag to adjust windows)
///  7AM ─────────────────── 10PM
///  │ 🌅 ███                    │
///  │      ⇄                    │
///  │        ☀️ █████           │
///  │           ⇄               │
///  │              🌆 ████      │
///  │                 ⇄         │
///  └───────────────────────────┘
///  Total eating: … / Fasting period: …
///  [Reset] [Apply This Schedule]
/// ```
///
/// A card holds the 7AM – 10PM axis and the plan's three windows on their own rows, each
/// block at its span of the track (`TimelineScale`) with its emoji just before it and a ⇄
/// drag handle centred under it (windows snap to 30 minutes when dropped:
/// `TimelineScale.snapWindow`), and under that what the seed's `MealWindowBlock` says of it —
/// "Morning · 7-9 AM", "465 cal", "Energizing breakfast" — so a block is more than a green
/// bar. The mockup's margin notes ("(Draggable)") are annotations, not drawn. The totals are the plan's (`totalEatingText`,
/// `fastingPeriodText`: 12 and 12 hours for the sample's 7 AM – 7 PM day, where the
/// mockup's placeholder says 10 and 14).
///
/// The buttons sit side by side as the mockup draws them — Reset in the secondary style,
/// "Apply This Schedule" the green primary — and stack (Apply on top) when the two labels
/// no longer fit on one line. Section bar: Schedule, the 4th place, as Mockup 4 draws it.
nonisolated public struct ScheduleBuilderScreen: View {
    @Environment(\.nutriSync) private var theme
    let plan: NutriSyncPlan

    public init(plan: NutriSyncPlan) { self.plan = plan }

    public var body: some View {
        let t = theme
        OnboardingScreen(section: .schedule, title: "Build Your Ideal Day", centered: true) {
            VStack(alignment: .leading, spacing: 20) {
                VStack(alignment: .leading, spacing: 4) {
                    Text("When do you need energy most?")
                        .font(t.font(.subheader, relativeTo: .callout))
                        .foregroundColor(Color(t.color(.textSubheader)))
                        .fixedSize(horizontal: false, vertical: true)
                    Text("(Drag to adjust windows)")
                        .font(t.font(.subheadline, relativeTo: .subheadline))
                        .foregroundColor(Color(t.color(.textSecondary)))
                        .fixedSize(horizontal: false, vertical: true)
                }
                BuilderTrack(windows: plan.windows)
                VStack(alignment: .leading, spacing: 6) {
                    totalLine(plan.totalEatingText)
                    totalLine(plan.fastingPeriodText)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } footer: {
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 12) {
                    NutriSyncButton("Reset", style: .secondary).fixedSize(horizontal: true, vertical: false)
                    NutriSyncButton("Apply This Schedule")
                }
                VStack(spacing: 8) {
                    NutriSyncButton("Apply This Schedule")
                    NutriSyncButton("Reset", style: .secondary)
                }
            }
        }
    }

    func totalLine(_ text: String) -> some View {
        Text(text)
            .font(theme.font(.body, relativeTo: .body))
            .foregroundColor(Color(theme.color(.textPrimary)))
            .fixedSize(horizontal: false, vertical: true)
    }
}

/// The builder's card: "7AM ──── 10PM" and one row per window (emoji, block, ⇄ handle).
/// The rows' track is the axis line itself — it starts after "7AM" and ends before
/// "10PM", measured at the current text size (`WidthReader`) — so a block's edges sit
/// under the line at its times, and the morning emoji hangs under "7AM". When the labels
/// would leave the track under 60 % of the card (`AxisLabelPlacement`, the largest text
/// sizes), they go above the line, which then spans the track from the morning emoji's
/// width on. The theme is read once in `body` and passed down: the rows are built inside
/// `WidthReader`, where `@Environment` is no longer being read.
nonisolated struct BuilderTrack: View {
    @Environment(\.nutriSync) private var theme
    let windows: [NutriSyncMealWindow]
    static let labelGap = 8.0, emojiGap = 6.0, emojiSize = 22.0

    var body: some View {
        let t = theme
        let scale = t.timelineScale
        let start = TimelineScale.hourLabel(scale.startMinutes / 60), end = TimelineScale.hourLabel(scale.endMinutes / 60)
        NutriSyncCard(padding: 16) {
            WidthReader(measuring: [AnyView(Self.hourLabel(start, t)), AnyView(Self.hourLabel(end, t)),
                                    AnyView(EmojiText(windows.first?.icon ?? "🌅", size: Self.emojiSize))]) { w, available in
                let placement = AxisLabelPlacement.choose(leading: w[0], trailing: w[1], gap: Self.labelGap, width: available)
                let inline = placement == .inline
                Self.rows(windows, scale, t, placement: placement,
                          leadingInset: inline ? w[0] + Self.labelGap : w[2] + Self.emojiGap, trailingInset: inline ? w[1] + Self.labelGap : 0)
            }
        }
    }

    static func rows(_ windows: [NutriSyncMealWindow], _ scale: TimelineScale, _ t: NutriSyncTheme, placement: AxisLabelPlacement,
                     leadingInset: Double, trailingInset: Double) -> some View {
        let block = t.dimension(.sizeTimelineBlockHeight)
        let axis = Color(t.color(.timelineAxis))
        let start = TimelineScale.hourLabel(scale.startMinutes / 60), end = TimelineScale.hourLabel(scale.endMinutes / 60)
        return VStack(alignment: .leading, spacing: 14) {
            if placement == .inline {
                HStack(spacing: labelGap) {
                    hourLabel(start, t)
                    Rectangle().fill(axis).frame(height: 1.5).frame(maxWidth: .infinity)
                    hourLabel(end, t)
                }
            } else {
                VStack(alignment: .leading, spacing: 4) {
                    TrackRow(slots: [.at(0), .at(1)], leadingInset: leadingInset, trailingInset: trailingInset) {
                        hourLabel(start, t)
                        hourLabel(end, t)
                    }
                    TrackRow(slots: [TrackSlot(from: 0, to: 1, .fill)], leadingInset: leadingInset, trailingInset: trailingInset) {
                        Rectangle().fill(axis).frame(height: 1.5)
                    }
                }
            }
            ForEach(windows.indices, id: \.self) { i in
                let w = windows[i]
                let span = TrackSlot(from: scale.fraction(w.start.minutes), to: scale.fraction(DayTimeline.endMinutes(w)), .fill)
                VStack(alignment: .leading, spacing: 6) {
                    TrackRow(slots: [TrackSlot(from: span.from, to: span.to, .before(gap: emojiGap)), span],
                                leadingInset: leadingInset, trailingInset: trailingInset) {
                        EmojiText(w.icon, size: emojiSize)
                        MealWindowShape(isActive: false, emphasised: true)
                            .frame(height: block)
                            .accessibilityLabel("\(w.name), \(w.rangeText), drag to adjust")
                            .accessibilityAddTraits(.isButton)
                    }
                    TrackRow(slots: [TrackSlot(from: span.from, to: span.to, .centred)],
                                leadingInset: leadingInset, trailingInset: trailingInset) {
                        DragHandle(label: "Move \(w.name)")
                    }
                    caption(w, t)
                }
            }
        }
    }

    /// What the seed's `MealWindowBlock` carries, under its block: "Morning · 7-9 AM" and its
    /// calories on one line, its purpose under them — the block alone is only a green bar.
    /// The calories go under the name when both no longer fit on one line.
    static func caption(_ w: NutriSyncMealWindow, _ t: NutriSyncTheme) -> some View {
        let title = Text("\(w.name.replacingOccurrences(of: " Window", with: "")) · \(w.rangeText)")
            .font(t.font(.subheadline, relativeTo: .subheadline))
            .fontWeight(.semibold)
            .foregroundColor(Color(t.color(.textPrimary)))
            .fixedSize(horizontal: false, vertical: true)
        let calories = Text("\(NutriSyncImpact.grouped(w.calories)) cal")
            .font(t.font(.subheadline, relativeTo: .subheadline))
            .fontWeight(.semibold)
            .foregroundColor(Color(t.color(.accent)))
            .fixedSize(horizontal: false, vertical: true)
        return VStack(alignment: .leading, spacing: 2) {
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 8) { title; Spacer(minLength: 0); calories }
                VStack(alignment: .leading, spacing: 2) { title; calories }
            }
            Text(w.purpose)
                .font(t.font(.caption, relativeTo: .caption))
                .foregroundColor(Color(t.color(.textSecondary)))
                .fixedSize(horizontal: false, vertical: true)
        }
        .accessibilityElement(children: .combine)
    }

    static func hourLabel(_ text: String, _ t: NutriSyncTheme) -> some View {
        Text(text)
            .font(t.font(.caption, relativeTo: .caption))
            .fontWeight(.medium)
            .foregroundColor(Color(t.color(.timelineLabel)))
            .fixedSize()
    }
}

/// The mockup's "⇄": two opposed arrows in a small pill, `color.mealWindow.dragHandle`.
/// Inter has no ⇄ (U+21C4), so it is drawn as a path rather than fall back to another font.
nonisolated struct DragHandle: View {
    @Environment(\.nutriSync) private var theme
    let label: String

    var body: some View {
        let t = theme
        let ink = Color(t.color(.mealWindowDragHandle))
        Path { p in
            // → on top, ← below, each with its half-head.
            p.move(to: Point(x: 1, y: 4)); p.addLine(to: Point(x: 15, y: 4))
            p.move(to: Point(x: 11, y: 0.5)); p.addLine(to: Point(x: 15, y: 4)); p.addLine(to: Point(x: 11, y: 7.5))
            p.move(to: Point(x: 15, y: 12)); p.addLine(to: Point(x: 1, y: 12))
            p.move(to: Point(x: 5, y: 8.5)); p.addLine(to: Point(x: 1, y: 12)); p.addLine(to: Point(x: 5, y: 15.5))
        }
        .stroke(ink, lineWidth: 1.5, lineCap: .round)
        .frame(width: 16, height: 16)
        .padding(.horizontal, 10)
        .padding(.vertical, 4)
        .background(Capsule().fill(Color(t.color(.buttonSecondaryFill))))
        .accessibilityLabel(label)
        .accessibilityAddTraits(.isButton)
    }
}
