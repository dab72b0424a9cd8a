import SwiftUI
import DisplayList
import Tokens

/// The "Preview of main app screen" on screen 5.6: a small phone (a bezel with rounded
/// corners and a Dynamic Island pill) showing today as the app will — "Today" with the
/// day's calories, the 7 AM – 10 PM timeline (`schedule.startHour`/`endHour`) with the
/// plan's windows as green blocks, and the next window with its time, purpose and calories.
/// Everything it shows is the plan's.
///
/// The phone is `baseWidth` wide at the default text size and grows with Dynamic Type
/// (like `@ScaledMetric(relativeTo: .footnote)`) up to `maxWidth`, which fits the iPhone
/// SE; its block positions are computed for that width.
nonisolated struct AllSetAppPreview: View {
    @Environment(\.nutriSync) private var theme
    @Environment(\.contentSize) private var contentSize
    let plan: NutriSyncPlan

    static let baseWidth = 300.0
    static let maxWidth = 320.0
    static let padding = 14.0

    var body: some View {
        let t = theme
        let width = min(scaledFontSize(Self.baseWidth, relativeTo: .footnote, at: contentSize), Self.maxWidth)
        let next = plan.windows[0]
        VStack(alignment: .leading, spacing: 12) {
            Capsule().fill(Color(t.color(.black)))
                .frame(width: 64, height: 18)
                .frame(maxWidth: .infinity)
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 8) { todayTitle; Spacer(minLength: 0); calories }
                VStack(alignment: .leading, spacing: 2) { todayTitle; calories }
            }
            PreviewTimeline(windows: plan.windows, width: width - 2 * Self.padding)
            VStack(alignment: .leading, spacing: 6) {
                Text("Next window")
                    .font(t.font(.caption, relativeTo: .caption))
                    .fontWeight(.semibold)
                    .foregroundColor(Color(t.color(.textSecondary)))
                // Name and purpose on the left, time and calories on the right; stacked
                // under one another when that does not fit (large text).
                ViewThatFits(in: .horizontal) {
                    HStack(alignment: .top, spacing: 8) {
                        EmojiText(next.icon, size: 18, relativeTo: .footnote)
                        VStack(alignment: .leading, spacing: 2) { nextName(next); nextPurpose(next) }
                        Spacer(minLength: 0)
                        VStack(alignment: .trailing, spacing: 2) { nextRange(next); nextCalories(next) }
                    }
                    HStack(alignment: .top, spacing: 8) {
                        EmojiText(next.icon, size: 18, relativeTo: .footnote)
                        VStack(alignment: .leading, spacing: 2) {
                            nextName(next); nextRange(next); nextPurpose(next); nextCalories(next)
                        }
                        Spacer(minLength: 0)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(10)
                .background(RoundedRectangle(cornerRadius: 12).fill(Color(t.color(.mealWindowFill))))
            }
        }
        .padding(.horizontal, Self.padding)
        .padding(.top, 10)
        .padding(.bottom, Self.padding + 4)
        .frame(width: width)
        .background(
            RoundedRectangle(cornerRadius: 34)
                .fill(Color(t.color(.background)))
                .strokeBorder(Color(t.color(.timelineAxis)), lineWidth: 3)
        )
        .id("appPreview")
        .accessibilityLabel("Preview of the app: today, \(plan.windows.count) meal windows; next, \(next.name), \(next.rangeText)")
    }

    func nextName(_ w: NutriSyncMealWindow) -> some View {
        Text(w.name)
            .font(t.font(.footnote, relativeTo: .footnote))
            .fontWeight(.semibold)
            .foregroundColor(Color(t.color(.textPrimary)))
            .fixedSize(horizontal: false, vertical: true)
    }

    func nextPurpose(_ w: NutriSyncMealWindow) -> some View {
        Text(w.purpose)
            .font(t.font(.footnote, relativeTo: .footnote))
            .foregroundColor(Color(t.color(.textSecondary)))
            .fixedSize(horizontal: false, vertical: true)
    }

    func nextRange(_ w: NutriSyncMealWindow) -> some View {
        Text(w.rangeText)
            .font(t.font(.footnote, relativeTo: .footnote))
            .fontWeight(.semibold)
            .foregroundColor(Color(t.color(.textPrimary)))
    }

    func nextCalories(_ w: NutriSyncMealWindow) -> some View {
        Text("\(w.calories) kcal")
            .font(t.font(.footnote, relativeTo: .footnote))
            .foregroundColor(Color(t.color(.accent)))
    }

    var todayTitle: some View {
        Text("Today")
            .font(t.font(.headline, relativeTo: .headline))
            .foregroundColor(Color(t.color(.textPrimary)))
    }

    var calories: some View {
        Text("\(NutriSyncImpact.grouped(plan.calories)) kcal")
            .font(t.font(.footnote, relativeTo: .footnote))
            .foregroundColor(Color(t.color(.accent)))
    }

    private var t: NutriSyncTheme { theme }
}

/// The preview's day: an axis from `schedule.startHour` to `schedule.endHour`, the windows
/// as rounded green blocks at their times (the next one solid, the later ones outlined)
/// with their emoji above, the two end hours under it. Laid out for a
/// known `width`, so each block's x is its time's share of the day.
nonisolated struct PreviewTimeline: View {
    @Environment(\.nutriSync) private var theme
    @Environment(\.contentSize) private var contentSize
    let windows: [NutriSyncMealWindow]
    let width: Double

    var body: some View {
        let t = theme
        let start = t.number(.scheduleStartHour), end = t.number(.scheduleEndHour)
        let span = max((end - start) * 60, 1)
        let x = { (minutes: Int) in min(max((Double(minutes) - start * 60) / span, 0), 1) * width }
        VStack(alignment: .leading, spacing: 4) {
            ZStack(alignment: .topLeading) {
                ForEach(windows.indices, id: \.self) { i in
                    let from = x(windows[i].start.minutes)
                    let to = max(x(windows[i].start.minutes + windows[i].lengthMinutes), from + 4)
                    // Centred over its block, in a slot at least as wide as the emoji
                    // (which grows with Dynamic Type), kept inside the timeline.
                    let slot = min(max(to - from, scaledFontSize(12, relativeTo: .caption, at: contentSize) * 1.3), width)
                    EmojiText(windows[i].icon, size: 12, relativeTo: .caption)
                        .frame(width: slot)
                        .offset(x: min(max((from + to) / 2 - slot / 2, 0), width - slot))
                }
            }
            .frame(width: width, alignment: .leading)
            ZStack(alignment: .leading) {
                Capsule().fill(Color(t.color(.timelineAxis))).frame(width: width, height: 2)
                ForEach(windows.indices, id: \.self) { i in
                    let from = x(windows[i].start.minutes)
                    let to = max(x(windows[i].start.minutes + windows[i].lengthMinutes), from + 4)
                    // The next window solid green, the later ones outlined blocks.
                    RoundedRectangle(cornerRadius: 4)
                        .fill(Color(t.color(i == 0 ? .accent : .mealWindowFill)))
                        .strokeBorder(Color(t.color(.mealWindowBorder)), lineWidth: 1)
                        .frame(width: to - from, height: 14)
                        .offset(x: from)
                }
            }
            .frame(width: width, height: 16, alignment: .leading)
            HStack {
                Text(NutriSyncTime(hour: Int(start)).shortText)
                Spacer(minLength: 0)
                Text(NutriSyncTime(hour: Int(end)).shortText)
            }
            .font(t.font(.caption, relativeTo: .caption))
            .foregroundColor(Color(t.color(.timelineLabel)))
            .frame(width: width)
        }
        .accessibilityLabel("")
    }
}
