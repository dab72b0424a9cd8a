import Tokens

/// The time axis of `DayTimeline` and the schedule builder, as plain arithmetic: minutes
/// of the day from `schedule.startHour` to `schedule.endHour` (7 AM – 10 PM, "Horizontal
/// timeline 7AM-10PM") laid across a width, and the builder's "Windows snap to 30-minute
/// increments" (`schedule.snapIncrement`, 1800 s). No views here, so every position a
/// screen draws can be checked by hand in a test (7–9 AM on a track W wide starts at 0 and
/// is 2/15 W wide).
public struct TimelineScale: Sendable, Hashable {
    /// Minutes after midnight where the track starts (420 = 7 AM) and ends (1320 = 10 PM).
    public let startMinutes: Int
    public let endMinutes: Int
    /// The snapping step in minutes (30).
    public let snapMinutes: Int

    /// A track from `startHour` to `endHour` (hours of a 24-hour day; 17.5 is 5:30 PM),
    /// snapping to `snapMinutes`. A track that would not run forward, or a step below one
    /// minute, is widened to the smallest sensible one rather than divide by zero.
    public init(startHour: Double, endHour: Double, snapMinutes: Int) {
        let start = Int((startHour * 60).rounded())
        startMinutes = start
        endMinutes = max(start + 1, Int((endHour * 60).rounded()))
        self.snapMinutes = max(1, snapMinutes)
    }


    /// 900 minutes for 7 AM – 10 PM.
    public var lengthMinutes: Int { endMinutes - startMinutes }

    /// The whole hours on the track, 7 … 22: where `DayTimeline` draws its ticks.
    public var hours: [Int] {
        let first = (startMinutes + 59) / 60, last = endMinutes / 60
        return first <= last ? Array(first...last) : []
    }

    /// Where `minutes` (after midnight) falls on the track, 0 at the start, 1 at the end,
    /// clamped to the track: a time before 7 AM sits at 0.
    public func fraction(_ minutes: Int) -> Double {
        min(max(Double(minutes - startMinutes) / Double(lengthMinutes), 0), 1)
    }

    /// The x offset and width of the window `start ..< end` (minutes after midnight) on a
    /// track `width` points wide, clamped to the track (12–1 PM on 7 AM – 10 PM, W wide:
    /// x = 5/15 W, width = 1/15 W). A window that ends before it starts is 0 wide.
    public func span(start: Int, end: Int, width: Double) -> (x: Double, width: Double) {
        let a = fraction(start), b = fraction(end)
        return (a * width, max(0, b - a) * width)
    }

    /// A time dragged to `minutes` (after midnight), snapped to the nearest step — halves
    /// go up, as the plan rounds — and kept on the track: 7:10 → 7:00, 7:20 → 7:30,
    /// 7:15 → 7:30, 6:40 → 7:00, 10:20 PM → 10 PM.
    public func snap(_ minutes: Int) -> Int {
        let snapped = Int((Double(minutes) / Double(snapMinutes)).rounded(.toNearestOrAwayFromZero)) * snapMinutes
        return min(max(snapped, startMinutes), endMinutes)
    }

    /// A whole window dragged so that it opens at `start` and lasts `length` minutes: the
    /// opening snapped, the length kept, and the window pushed back onto the track when it
    /// would run past either end (a 2-hour window dropped at 9:10 PM becomes 8–10 PM).
    /// A window longer than the track is cut to it.
    public func snapWindow(start: Int, length: Int) -> (start: Int, end: Int) {
        let length = min(max(0, length), lengthMinutes)
        let opening = min(max(snap(start), startMinutes), endMinutes - length)
        return (opening, opening + length)
    }

    /// The time under a finger at `x` on a track `width` points wide, snapped: the inverse
    /// of `fraction` that a drag gesture needs.
    public func minutes(atX x: Double, width: Double) -> Int {
        guard width > 0, x.isFinite else { return startMinutes }
        let share = min(max(x / width, 0), 1)
        return snap(startMinutes + Int((share * Double(lengthMinutes)).rounded()))
    }

    /// "7AM", "12PM", "10PM": the seed's hour labels ("7AM ──────────> 10PM").
    public static func hourLabel(_ hour: Int) -> String {
        let h = ((hour % 24) + 24) % 24
        return "\(h % 12 == 0 ? 12 : h % 12)\(h < 12 ? "AM" : "PM")"
    }

    /// Which of `count` hour labels a row shows at `step`: 0, step, 2·step … when the last
    /// one (count − 1) is among them, else nil — a step that would not end on 10 PM.
    /// 16 labels (7 AM … 10 PM): step 3 → 7AM, 10AM, 1PM, 4PM, 7PM, 10PM; step 2 → nil.
    public static func labelIndices(count: Int, step: Int) -> [Int]? {
        guard count > 0, step > 0, (count - 1) % step == 0 else { return nil }
        return Array(stride(from: 0, to: count, by: step))
    }
}
