import DisplayList
import Foundation
import SwiftUI
import Testing

/// `TimelineView` and its schedules (the date a still is drawn for), SwiftUI's animatable
/// data types, `Transaction` and preferences, with values worked out by hand.
@Suite @MainActor struct TimelineAndAnimatableDataTests {
    private let t0 = Date(timeIntervalSinceReferenceDate: 1_000)

    @Test func aPeriodicScheduleSnapsToItsLastTick() {
        let every10 = PeriodicTimelineSchedule(from: t0, by: 10)
        #expect(every10.date(at: t0.addingTimeInterval(25)) == t0.addingTimeInterval(20))
        #expect(every10.date(at: t0.addingTimeInterval(30)) == t0.addingTimeInterval(30))
        // Before it starts, and with an interval that is no interval, the start.
        #expect(every10.date(at: t0.addingTimeInterval(-5)) == t0)
        #expect(PeriodicTimelineSchedule(from: t0, by: 0).date(at: t0.addingTimeInterval(99)) == t0)
        #expect(PeriodicTimelineSchedule(from: t0, by: .nan).date(at: t0.addingTimeInterval(99)) == t0)
        #expect(PeriodicTimelineSchedule(from: t0, by: -1).date(at: t0.addingTimeInterval(99)) == t0)
        #expect(every10.cadence == .seconds && PeriodicTimelineSchedule(from: t0, by: 60).cadence == .minutes)
    }

    @Test func theOtherSchedules() {
        #expect(EveryMinuteTimelineSchedule().date(at: Date(timeIntervalSinceReferenceDate: 125)) == Date(timeIntervalSinceReferenceDate: 120))
        let t1 = t0.addingTimeInterval(10), t3 = t0.addingTimeInterval(30)
        let explicit = ExplicitTimelineSchedule([t3, t1])
        #expect(explicit.date(at: t0.addingTimeInterval(20)) == t1)
        #expect(explicit.date(at: t0) == t1)
        #expect(ExplicitTimelineSchedule([]).date(at: t0) == t0)
        #expect(AnimationTimelineSchedule().date(at: t0) == t0)
    }

    @Test func aTimelineViewDrawsItsContentForTheScheduleDate() {
        // A period of 10¹² s from 2001: every "now" this test runs at is in its first period.
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let list = layout(TimelineView(.periodic(from: start, by: 1e12)) { context in
            Text(context.date == start ? "start" : "elsewhere")
        })
        #expect(list.texts == ["start"])
        #expect(layout(TimelineView(.animation(minimumInterval: 1, paused: true)) { _ in Text("live") }).texts == ["live"])
    }

    @Test func animatableDataIsAVector() {
        let a = AnimatablePair(1.0, 2.0), b = AnimatablePair(3.0, 4.0)
        #expect(a + b == AnimatablePair(4.0, 6.0) && b - a == AnimatablePair(2.0, 2.0))
        #expect(a.scaled(by: 0.5) == AnimatablePair(0.5, 1.0))
        #expect(a.magnitudeSquared == 5)
        #expect(EmptyAnimatableData.zero + EmptyAnimatableData() == EmptyAnimatableData() && EmptyAnimatableData().magnitudeSquared == 0)
        var f: CGFloat = 3
        f.scale(by: 2)
        #expect(f == 6 && f.magnitudeSquared == 36)
    }

    struct Plain: SwiftUI.Shape { func path(in rect: CGRect) -> Path { Path(rect) } }
    struct Trapezoid: SwiftUI.Shape {
        var inset: Double
        var animatableData: Double { get { inset } set { inset = newValue } }
        func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: inset, dy: 0)) }
    }

    @Test func aShapeIsAnimatableAndHasNothingToAnimateUnlessItSays() {
        #expect(Plain().animatableData == EmptyAnimatableData())
        var t = Trapezoid(inset: 2)
        t.animatableData = 5
        #expect(t.inset == 5)
    }

    struct Height: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    @Test func transactionsAndPreferencesDrawTheViewAsItIs() {
        #expect(Transaction(animation: .linear(duration: 1)).animation == .linear(duration: 1))
        #expect(Transaction().animation == nil)
        let list = layout(VStack {
            Text("A").preference(key: Height.self, value: 10)
            Text("B").onPreferenceChange(Height.self) { _ in }
            Text("C").transaction { $0.animation = nil }
        })
        #expect(list.texts == ["A", "B", "C"])
    }
}
