public import SwiftUI
import DisplayList
import Tokens

/// The seed's `DayTimeline` (Component Library): "Horizontal timeline 7AM-10PM, Meal
/// windows as blocks, Current time indicator". The track runs from `schedule.startHour`
/// to `schedule.endHour` (`TimelineScale`), with a tick at every hour; each window is a
/// `MealWindowShape` block at its span (7–9 AM on a 7 AM – 10 PM track W wide: x 0, 2/15 W
/// wide); the window holding `currentTime`, if any, is the active one (accent border,
/// and the `pulse` of the window-pulse animation), with a white line at that time.
/// Windows arrive on the 30-minute grid: the plan snaps them with `NutriSyncPlan.snapMinutes`,
/// which `TimelineScaleTests` pins equal to `schedule.snapIncrement`; a drag snaps through
/// `TimelineScale.snap` / `snapWindow` (the seed's "Drag gesture support" has nothing to
/// drive it in a still render, so the timeline itself takes no gesture).
///
/// Two ways to label the axis, as the seed draws them:
/// - `.arrow`: "7AM ──────────> 10PM" above the blocks (Mockup 1), with each window's
///   range ("7-9", "12-1", "5:30-7") under its block (on staggered lines when they would
///   collide, at the largest text sizes; the two ends above the arrow when beside it they
///   would leave the track under 60 % of the width: `AxisLabelPlacement`);
/// - `.hours`: hour labels under the track, as many as fit ("7AM 10AM 1PM 4PM 7PM 10PM"
///   on a phone; every 5 hours, then the ends alone, at the largest text sizes), for the
///   schedule preview's "Full day timeline (7 AM - 10 PM)".
///
/// `showsIcons` puts each window's emoji above its block (staggered, like the ranges, when
/// at the largest text sizes two would touch); `windowOpacity` fades blocks one by one
/// (the windows-slide-in animation).
nonisolated public struct DayTimeline: View {
    public enum AxisStyle: Sendable { case arrow, hours }
    @Environment(\.nutriSync) private var theme
    let windows: [NutriSyncMealWindow]
    let currentTime: NutriSyncTime?
    let axis: AxisStyle
    let showsRanges: Bool
    let showsIcons: Bool
    let pulse: Double
    let windowOpacity: [Double]

    public init(windows: [NutriSyncMealWindow], currentTime: NutriSyncTime? = nil, axis: AxisStyle = .hours,
                showsRanges: Bool = false, showsIcons: Bool = false, pulse: Double = 0, windowOpacity: [Double] = []) {
        self.windows = windows; self.currentTime = currentTime; self.axis = axis; self.showsRanges = showsRanges
        self.showsIcons = showsIcons; self.pulse = pulse; self.windowOpacity = windowOpacity
    }

    /// The index of the window open at `time` (start ≤ time < end), if any.
    public static func activeIndex(_ windows: [NutriSyncMealWindow], at time: NutriSyncTime?) -> Int? {
        guard let time else { return nil }
        return windows.firstIndex { time.minutes >= $0.start.minutes && time.minutes < $0.start.minutes + $0.lengthMinutes }
    }

    /// "7-9", "12-1", "5:30-7": Mockup 1's labels under the blocks (no AM/PM).
    public static func shortRange(_ w: NutriSyncMealWindow) -> String { "\(w.start.shortClock)-\(w.end.shortClock)" }

    /// Minutes after midnight of a window's end, read forward from its start (a window
    /// that ends after midnight stays after its start).
    static func endMinutes(_ w: NutriSyncMealWindow) -> Int { w.start.minutes + w.lengthMinutes }

    func opacity(_ i: Int) -> Double { i < windowOpacity.count ? windowOpacity[i] : 1 }

    public var body: some View {
        // Read once here: the rows are built later, inside `WidthReader`, where the
        // environment is no longer being read.
        let t = theme
        let scale = t.timelineScale
        VStack(alignment: .leading, spacing: 0) {
            if axis == .arrow {
                // The blocks' track is the arrow: it starts after "7AM" and ends at the
                // arrow's tip before "10PM", measured at the current text size — or, when
                // the labels would leave it too little room, the labels go above the arrow
                // and the track runs the full width.
                WidthReader(measuring: [AnyView(Self.label(TimelineScale.hourLabel(scale.startMinutes / 60), color: .timelineLabel, t)),
                                        AnyView(Self.label(TimelineScale.hourLabel(scale.endMinutes / 60), color: .timelineLabel, t))]) { w, available in
                    let placement = AxisLabelPlacement.choose(leading: w[0], trailing: w[1], gap: Self.labelGap, width: available)
                    if placement == .inline {
                        rows(scale, t, placement, leadingInset: w[0] + Self.labelGap, trailingInset: w[1] + Self.labelGap)
                    } else {
                        rows(scale, t, placement, leadingInset: 0, trailingInset: 0)
                    }
                }
            } else {
                rows(scale, t, .inline, leadingInset: 0, trailingInset: 0)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .accessibilityLabel(accessibilityText(scale, active: Self.activeIndex(windows, at: currentTime)))
    }

    static let labelGap = 8.0

    /// The rows, top to bottom: the arrow axis, the emoji, the track (axis line — under
    /// `.hours` only, the arrow is the axis otherwise —, hour ticks, blocks, now line), the
    /// ranges, the hour labels.
    func rows(_ scale: TimelineScale, _ t: NutriSyncTheme, _ placement: AxisLabelPlacement, leadingInset: Double,
              trailingInset: Double) -> some View {
        let block = t.dimension(.sizeTimelineBlockHeight)
        let rowHeight = block + 12
        let active = Self.activeIndex(windows, at: currentTime)
        let spans = windows.map { TrackSlot(from: scale.fraction($0.start.minutes), to: scale.fraction(Self.endMinutes($0)), .fill) }
        let middles = windows.map { TrackSlot.at((scale.fraction($0.start.minutes) + scale.fraction(Self.endMinutes($0))) / 2) }
        let axisColor = Color(t.color(.timelineAxis))
        let line = axis == .hours ? [TrackSlot(from: 0, to: 1, .fill)] : []
        return VStack(alignment: .leading, spacing: 8) {
            if axis == .arrow { arrowAxis(scale, t, placement) }
            if showsIcons {
                TrackRow(slots: middles, leadingInset: leadingInset, trailingInset: trailingInset, staggers: true, gap: 4) {
                    ForEach(windows.indices, id: \.self) { i in
                        EmojiText(windows[i].icon, size: 20, relativeTo: .caption).opacity(opacity(i))
                    }
                }
            }
            TrackRow(slots: line + scale.hours.map { .at(scale.fraction($0 * 60)) } + spans
                        + (currentTime.map { [.at(scale.fraction($0.minutes))] } ?? []),
                        leadingInset: leadingInset, trailingInset: trailingInset) {
                if axis == .hours { Rectangle().fill(axisColor).frame(height: 2).frame(height: rowHeight) }
                ForEach(scale.hours, id: \.self) { _ in
                    Rectangle().fill(axisColor).frame(width: 1, height: 10).frame(height: rowHeight)
                }
                ForEach(windows.indices, id: \.self) { i in
                    MealWindowShape(isActive: i == active, pulse: i == active ? pulse : 0)
                        .frame(height: block)
                        .frame(height: rowHeight)
                        .opacity(opacity(i))
                }
                if currentTime != nil { nowIndicator(height: rowHeight, t) }
            }
            if showsRanges {
                TrackRow(slots: middles, leadingInset: leadingInset, trailingInset: trailingInset, staggers: true) {
                    ForEach(windows.indices, id: \.self) { i in
                        Self.label(Self.shortRange(windows[i]), color: .textSecondary, t).opacity(opacity(i))
                    }
                }
            }
            if axis == .hours {
                TrackLabels(fractions: scale.hours.map { scale.fraction($0 * 60) }) {
                    ForEach(scale.hours, id: \.self) { hour in Self.label(TimelineScale.hourLabel(hour), color: .timelineLabel, t) }
                }
            }
        }
    }

    /// "7AM ──────────> 10PM": the two ends and an arrow between them; `.above`: the two
    /// ends on a line of their own, the arrow under them across the width.
    @ViewBuilder
    func arrowAxis(_ scale: TimelineScale, _ t: NutriSyncTheme, _ placement: AxisLabelPlacement) -> some View {
        let start = Self.label(TimelineScale.hourLabel(scale.startMinutes / 60), color: .timelineLabel, t)
        let end = Self.label(TimelineScale.hourLabel(scale.endMinutes / 60), color: .timelineLabel, t)
        if placement == .inline {
            HStack(spacing: Self.labelGap) {
                start
                arrow(t)
                end
            }
        } else {
            VStack(alignment: .leading, spacing: 4) {
                HStack(spacing: Self.labelGap) {
                    start
                    Spacer(minLength: 0)
                    end
                }
                arrow(t)
            }
        }
    }

    func arrow(_ t: NutriSyncTheme) -> some View {
        let ink = Color(t.color(.timelineLabel))
        return HStack(spacing: 0) {
            Rectangle().fill(ink).frame(height: 1.5)
            Path { p in
                p.move(to: Point(x: 0, y: 0)); p.addLine(to: Point(x: 7, y: 4)); p.addLine(to: Point(x: 0, y: 8))
            }
            .stroke(ink, lineWidth: 1.5)
            .frame(width: 7, height: 8)
        }
        .frame(maxWidth: .infinity)
    }

    /// The current time: a white line across the row with a dot on top.
    func nowIndicator(height: Double, _ t: NutriSyncTheme) -> some View {
        let white = Color(t.color(.timelineNow))
        let width = t.dimension(.sizeTimelineNowLineWidth)
        return VStack(spacing: 0) {
            Circle().fill(white).frame(width: 8, height: 8)
            Rectangle().fill(white).frame(width: width)
        }
        .frame(width: 8, height: height)
    }

    static func label(_ text: String, color: NutriSyncColor, _ t: NutriSyncTheme) -> some View {
        Text(text)
            .font(t.font(.caption, relativeTo: .caption))
            .fontWeight(.medium)
            .foregroundColor(Color(t.color(color)))
            .fixedSize()
    }

    /// "Timeline from 7 AM to 10 PM: Morning Window 7-9 AM, …; now 12:30 PM, in Midday Window".
    func accessibilityText(_ scale: TimelineScale, active: Int?) -> String {
        let ends = "Timeline from \(NutriSyncTime(minutes: scale.startMinutes).shortText) to \(NutriSyncTime(minutes: scale.endMinutes).shortText)"
        let list = windows.map { "\($0.name) \($0.rangeText)" }.joined(separator: ", ")
        let now = currentTime.map { "; now \($0.text)" + (active.map { ", in \(windows[$0].name)" } ?? "") } ?? ""
        return ends + (list.isEmpty ? "" : ": " + list) + now
    }
}
