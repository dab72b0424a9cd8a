import Foundation
import Testing
import Motion

@Suite struct TimelineTests {
    @Test func frameCounts() {
        let frames = Timeline.frameTimes(duration: 0.6, fps: 120)
        #expect(frames.count == 73)
        #expect(frames.first == 0)
        #expect(frames.last == 0.6)
        #expect(frames[12] == 0.1)
        #expect(Timeline.frameTimes(duration: 1.5, fps: 120).count == 181)
        #expect(Timeline.frameTimes(duration: 0.35, fps: 60).count == 22)
        #expect(Timeline.frameTimes(duration: 0, fps: 60) == [0])
        // 2.05 · 60 is 122.99999999999999 in binary floating point: the last frame stays.
        let duration = 2.05, fps = 60.0  // variables, so the product is not folded at compile time
        #expect(duration * fps < 123)
        #expect(Timeline.frameTimes(duration: 2.05, fps: 60).count == 124)
    }

    /// Values: easeOut(1/6) = 0.26034033017173036 and easeOut(0.5) = 0.6846431874274608
    /// (TimingCurveTests' brentq script); GlassCard progress at 0.25 s = 1.077263330192091
    /// (SpringTests' solve_ivp script).
    @Test func sampleAtKnownFrames() {
        let timeline = Timeline(tracks: [
            Track(elementID: "title", property: "opacity", from: 0, to: 1, curve: .timing(.easeOut),
                  start: 0, duration: 0.6),
            Track(elementID: "card", property: "scale", from: 0.9, to: 1,
                  curve: .spring(Spring(stiffness: 130, damping: 12))),
            Track(elementID: "badge", property: "offsetY", from: 6, to: 0, curve: .timing(.linear),
                  start: 0.3, duration: 0.3),
        ])
        let times = timeline.frameTimes(fps: 120)
        #expect(close(timeline.duration, 1.114102, 2e-6))  // the spring's settling time
        #expect(times.count == 134)

        let at12 = timeline.sample(at: times[12]).map(\.value)
        #expect(close(at12[0], 0.26034033017173036, 1e-6))
        #expect(at12[2] == 6)  // badge not started

        let at30 = timeline.sample(at: times[30])
        #expect(at30[1] == TrackSample(elementID: "card", property: "scale", value: at30[1].value))
        #expect(close(at30[1].value, 0.9 + 0.1 * 1.077263330192091, 1e-9))

        let at36 = timeline.sample(at: times[36]).map(\.value)
        #expect(close(at36[0], 0.6846431874274608, 1e-6))
        #expect(at36[2] == 6)  // starts exactly now

        let at48 = timeline.sample(at: times[48]).map(\.value)
        #expect(close(at48[2], 6 - 6 * (0.1 / 0.3), 1e-9))

        // The last frame (133/120 s) falls just before the spring settles at ≈ 1.114102 s,
        // (its last excursion beyond 0.001 ends there), so the card is near but not on 1.
        let last = timeline.sample(at: times[times.count - 1]).map(\.value)
        #expect(last[0] == 1 && last[2] == 0)
        #expect(last[1] != 1 && close(last[1], 1, 0.1 * 0.002))
        #expect(timeline.sample(at: timeline.duration).map(\.value) == [1, 1, 0])
    }

    @Test func trackHoldsEndpoints() {
        let track = Track(elementID: "a", property: "weight", from: 300, to: 400, curve: .timing(.easeIn),
                          start: 1, duration: 0.5)
        #expect(track.value(at: 0) == 300)
        #expect(track.value(at: 1) == 300)
        #expect(track.value(at: 1.5) == 400)
        #expect(track.value(at: 99) == 400)
        #expect(track.end == 1.5)
        #expect(Track(elementID: "a", property: "opacity", from: 0, to: 1, curve: .timing(.linear)).duration == 0.35)
    }

    @Test func jsonRoundTrip() throws {
        let timeline = Timeline(tracks: [
            Track(elementID: "title", property: "opacity", from: 0, to: 1, curve: .timing(.easeOut),
                  start: 0.012, duration: 0.6),
            Track(elementID: "card", property: "scale", from: 0.9, to: 1,
                  curve: .spring(Spring(stiffness: 130, damping: 12)), duration: 1.2),
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(timeline)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json == #"{"tracks":[{"curve":{"type":"bezier","x1":0,"x2":0.58,"y1":0,"y2":1},"#
            + #""duration":0.6,"elementID":"title","from":0,"property":"opacity","start":0.012,"to":1},"#
            + #"{"curve":{"damping":12,"initialVelocity":0,"mass":1,"stiffness":130,"type":"spring"},"#
            + #""duration":1.2,"elementID":"card","from":0.9,"property":"scale","start":0,"to":1}]}"#)
        #expect(try JSONDecoder().decode(Timeline.self, from: data) == timeline)
    }
}
