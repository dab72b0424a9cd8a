import Foundation
import Layout

/// SwiftUI's `TimelineView`: content redrawn on a schedule, given the date it is drawn for.
/// A still is drawn for one moment — now, as a device draws the first frame — snapped to
/// the schedule's last tick (a periodic schedule's last period, the start of the minute),
/// so `context.date` is what the screen would show at that instant.
///
///     TimelineView(.periodic(from: start, by: 1)) { context in Text(context.date, style: .time) }
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// Content for each of `schedule`'s dates.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule; self.content = content
    }

    /// The content for the schedule's date at this moment.
    public var body: some View {
        let now = Date()
        return content(TimelineViewDefaultContext(date: schedule.date(at: now), cadence: schedule.cadence))
    }

    /// SwiftUI's `TimelineView.Context`.
    public typealias Context = TimelineViewDefaultContext
}

/// What a timeline view's content is given: the date to draw and how often dates come.
public struct TimelineViewDefaultContext: Sendable {
    /// The date the content is drawn for.
    public let date: Date
    /// How often the content is redrawn.
    public let cadence: Cadence

    /// SwiftUI's `TimelineView.Context.Cadence`: how finely the content needs to change.
    public enum Cadence: Comparable, Sendable {
        /// Every frame.
        case live
        /// Once a second.
        case seconds
        /// Once a minute.
        case minutes
    }
}

/// SwiftUI's `TimelineSchedule`: the dates a timeline view redraws at.
public protocol TimelineSchedule: Sendable {
    /// The last of the schedule's dates at or before `now` (the first when none is).
    func date(at now: Date) -> Date
    /// How often its dates come.
    var cadence: TimelineViewDefaultContext.Cadence { get }
}

/// SwiftUI's `AnimationTimelineSchedule` (`.animation`): every frame.
public struct AnimationTimelineSchedule: TimelineSchedule {
    let minimumInterval: Double?
    let paused: Bool
    /// Frames at most every `minimumInterval` seconds; none while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) { self.minimumInterval = minimumInterval; self.paused = paused }
    /// Now.
    public func date(at now: Date) -> Date { now }
    /// Every frame.
    public var cadence: TimelineViewDefaultContext.Cadence { .live }
}

/// SwiftUI's `PeriodicTimelineSchedule` (`.periodic(from:by:)`): every `interval` seconds from `start`.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date
    let interval: TimeInterval
    /// Dates `interval` seconds apart from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) { start = startDate; self.interval = interval }
    /// The last period's start at or before `now`; `start` before it begins (or with an
    /// interval that is not a positive, finite number).
    public func date(at now: Date) -> Date {
        let elapsed = now.timeIntervalSince(start)
        guard interval.isFinite, interval > 0, elapsed > 0, elapsed.isFinite else { return start }
        // A period so small that the count of periods overflows: no tick can be named, now is
        // the nearest.
        let tick = (elapsed / interval).rounded(.down) * interval
        return tick.isFinite ? start.addingTimeInterval(tick) : now
    }
    /// Seconds under a minute apart, minutes otherwise.
    public var cadence: TimelineViewDefaultContext.Cadence { interval < 60 ? .seconds : .minutes }
}

/// SwiftUI's `EveryMinuteTimelineSchedule` (`.everyMinute`): at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    /// Every minute.
    public init() {}
    /// The start of the minute `now` is in.
    public func date(at now: Date) -> Date {
        Date(timeIntervalSinceReferenceDate: (now.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
    }
    /// Once a minute.
    public var cadence: TimelineViewDefaultContext.Cadence { .minutes }
}

/// SwiftUI's `ExplicitTimelineSchedule` (`.explicit(_:)`): the dates given.
public struct ExplicitTimelineSchedule: TimelineSchedule {
    let dates: [Date]
    /// At each of `dates`.
    public init<S: Sequence>(_ dates: S) where S.Element == Date { self.dates = dates.sorted() }
    /// The last date at or before `now`, else the first (now when there are none).
    public func date(at now: Date) -> Date { dates.last { $0 <= now } ?? dates.first ?? now }
    /// Read as seconds.
    public var cadence: TimelineViewDefaultContext.Cadence { .seconds }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Every frame, at most every `minimumInterval` seconds; none while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == ExplicitTimelineSchedule {
    /// At each of `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule where S.Element == Date { ExplicitTimelineSchedule(dates) }
}
