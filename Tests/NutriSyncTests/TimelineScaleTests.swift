import Foundation
import Motion
import NutriSync
import TestSupport
import Testing
import Tokens

/// The timeline's arithmetic, worked by hand: where a window sits on a 7 AM – 10 PM track,
/// the 30-minute snapping, the hour labels that fit, the staggered range labels, and the
/// pulse of the active window.
@Suite struct TimelineScaleTests {
    let scale: TimelineScale
    init() throws {
        scale = try NutriSyncTheme(tokens: try Checkout.appTokens("nutrisync")).timelineScale
    }

    static func m(_ hour: Int, _ minute: Int = 0) -> Int { hour * 60 + minute }

    @Test func theTrackIsReadFromTheTokens() {
        #expect(scale.startMinutes == 420)  // schedule.startHour 7
        #expect(scale.endMinutes == 1320)   // schedule.endHour 22
        #expect(scale.snapMinutes == 30)    // schedule.snapIncrement 1800 s
        #expect(scale.snapMinutes == NutriSyncPlan.snapMinutes, "the builder snaps as the plan does")
        #expect(scale.lengthMinutes == 900)
        #expect(scale.hours == Array(7...22))
    }

    /// 7–9 AM on a track W wide starts at 0 and is 2/15 W wide; 12–1 PM starts at 5/15 W and
    /// is 1/15 W wide; 5:30–7 PM starts at 10.5/15 W and is 1.5/15 W wide.
    @Test func windowsSitAtTheirShareOfTheDay() {
        let w = 300.0
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
        let morning = scale.span(start: Self.m(7), end: Self.m(9), width: w)
        #expect(morning.x == 0 && near(morning.width, 40))
        let midday = scale.span(start: Self.m(12), end: Self.m(13), width: w)
        #expect(near(midday.x, 100) && near(midday.width, 20))
        let evening = scale.span(start: Self.m(17, 30), end: Self.m(19), width: w)
        #expect(near(evening.x, 210) && near(evening.width, 30))
        // Clamped to the track: 6–8 AM shows its 7–8 AM part; a window that ends before it
        // starts is 0 wide.
        let early = scale.span(start: Self.m(6), end: Self.m(8), width: w)
        #expect(early.x == 0 && near(early.width, 20))
        #expect(scale.span(start: Self.m(13), end: Self.m(12), width: w).width == 0)
        #expect(scale.fraction(Self.m(23)) == 1 && scale.fraction(0) == 0)
    }

    @Test func timesSnapToTheNearestHalfHourOnTheTrack() {
        #expect(scale.snap(Self.m(7, 10)) == Self.m(7))
        #expect(scale.snap(Self.m(7, 20)) == Self.m(7, 30))
        #expect(scale.snap(Self.m(7, 15)) == Self.m(7, 30), "halves go up, as the plan rounds")
        #expect(scale.snap(Self.m(7, 14)) == Self.m(7))
        #expect(scale.snap(Self.m(17, 44)) == Self.m(17, 30))
        #expect(scale.snap(Self.m(17, 45)) == Self.m(18))
        // Clamped to the track.
        #expect(scale.snap(Self.m(6, 40)) == Self.m(7))
        #expect(scale.snap(Self.m(22, 20)) == Self.m(22))
        #expect(scale.snap(-500) == Self.m(7))
        #expect(scale.snap(Int.max / 2) == Self.m(22))
    }

    @Test func aDroppedWindowKeepsItsLengthAndStaysOnTheTrack() {
        #expect(scale.snapWindow(start: Self.m(12, 10), length: 60) == (Self.m(12), Self.m(13)))
        #expect(scale.snapWindow(start: Self.m(21, 10), length: 120) == (Self.m(20), Self.m(22)), "pushed back from 10 PM")
        #expect(scale.snapWindow(start: Self.m(6, 50), length: 60) == (Self.m(7), Self.m(8)))
        #expect(scale.snapWindow(start: Self.m(9), length: 2000) == (Self.m(7), Self.m(22)), "cut to the track")
        #expect(scale.snapWindow(start: Self.m(9), length: -30) == (Self.m(9), Self.m(9)))
    }

    /// A finger at x on a 300-point track: 150 is 2:30 PM; 7 is 7:21, snapped to 7:30; off
    /// the track or NaN is the nearest end.
    @Test func aFingerPositionIsASnappedTime() {
        #expect(scale.minutes(atX: 150, width: 300) == Self.m(14, 30))
        #expect(scale.minutes(atX: 7, width: 300) == Self.m(7, 30))
        #expect(scale.minutes(atX: -40, width: 300) == Self.m(7))
        #expect(scale.minutes(atX: 400, width: 300) == Self.m(22))
        #expect(scale.minutes(atX: .nan, width: 300) == Self.m(7))
        #expect(scale.minutes(atX: 10, width: 0) == Self.m(7))
    }

    @Test func aBackwardTrackIsWidenedNotDividedByZero() {
        let odd = TimelineScale(startHour: 10, endHour: 9, snapMinutes: 0)
        #expect(odd.lengthMinutes == 1 && odd.snapMinutes == 1)
        #expect(odd.fraction(odd.startMinutes) == 0 && odd.fraction(odd.endMinutes) == 1)
    }

    @Test func hourLabelsAreTheSeeds() {
        #expect(TimelineScale.hourLabel(7) == "7AM")
        #expect(TimelineScale.hourLabel(12) == "12PM")
        #expect(TimelineScale.hourLabel(22) == "10PM")
        #expect(TimelineScale.hourLabel(0) == "12AM")
        #expect(TimelineScale.hourLabel(-1) == "11PM")
    }

    /// 16 hour labels (7 AM … 10 PM): every 3rd lands on 10 PM, every 2nd does not.
    @Test func labelStepsMustEndOnTheLastHour() {
        #expect(TimelineScale.labelIndices(count: 16, step: 3) == [0, 3, 6, 9, 12, 15])
        #expect(TimelineScale.labelIndices(count: 16, step: 5) == [0, 5, 10, 15])
        #expect(TimelineScale.labelIndices(count: 16, step: 1)?.count == 16)
        #expect(TimelineScale.labelIndices(count: 16, step: 2) == nil)
        #expect(TimelineScale.labelIndices(count: 0, step: 3) == nil)
        #expect(TimelineScale.labelIndices(count: 16, step: 0) == nil)
    }

    /// "7-9" (0–30), "12-1" (25–60) and "5:30-7" (100–150), 8 pt apart at least: "12-1"
    /// touches "7-9" and goes down a line; "5:30-7" fits back on the first.
    @Test func collidingLabelsGoDownALine() {
        #expect(TrackSlot.lines([(0, 30), (25, 60), (100, 150)], gap: 8) == [0, 1, 0])
        #expect(TrackSlot.lines([(0, 30), (38, 60), (68, 90)], gap: 8) == [0, 0, 0], "exactly the gap apart fits")
        #expect(TrackSlot.lines([(0, 100), (10, 20), (30, 40)], gap: 8) == [0, 1, 1])
        #expect(TrackSlot.lines([(50, 60), (0, 55)], gap: 8) == [1, 0], "taken left to right, whatever the order")
    }

    @Test func axisLabelsGoAboveWhenTheyCrowdTheTrack() {
        #expect(AxisLabelPlacement.choose(leading: 25, trailing: 33, gap: 8, width: 287) == .inline)
        #expect(AxisLabelPlacement.choose(leading: 66, trailing: 84, gap: 8, width: 287) == .above)
        #expect(AxisLabelPlacement.choose(leading: 66, trailing: 84, gap: 8, width: nil) == .inline)
    }

    /// The pulse runs out (0 → 1) and back (1 → 0) along the curve, twice, and rests at 0.
    @Test func thePulseGoesOutAndBack() {
        let curve = TimingCurve.easeInOut
        func phase(_ t: Double) -> Double { NutriSyncAnimations.pulsePhase(t, half: 1.2, cycles: 2, curve: curve) }
        #expect(phase(0) == 0 && phase(-1) == 0 && phase(4.8) == 0 && phase(9) == 0)
        #expect(abs(phase(0.6) - curve.progress(0.5)) < 1e-12)
        #expect(abs(phase(1.2) - 1) < 1e-12, "the far end")
        #expect(abs(phase(1.8) - (1 - curve.progress(0.5))) < 1e-12)
        #expect(abs(phase(3.6) - 1) < 1e-12, "the second cycle's far end")
        let effect = MealWindowShape.pulseEffect(1, scaleTo: 1.03, opacityTo: 0.75)
        #expect(effect.scale == 1.03 && effect.fillOpacity == 0.75)
        let rest = MealWindowShape.pulseEffect(0, scaleTo: 1.03, opacityTo: 0.75)
        #expect(rest.scale == 1 && rest.fillOpacity == 1)
        #expect(MealWindowShape.pulseEffect(7, scaleTo: 1.03, opacityTo: 0.75).scale == 1.03, "clamped")
    }
}
