import DisplayList
import Motion
import SwiftUI
import Testing

/// SwiftUI's keyframes: tracks evaluated at hand-worked times, and a `KeyframeAnimator`
/// recorded from its appearance.
@Suite @MainActor struct KeyframeTests {
    struct Values {
        var scale = 1.0
        var lift = 0.0
    }

    /// Scale 1 → 1.2 in 0.2 s, back to 1 in 0.3 s; lift jumps to −20 then springs back to 0
    /// over 0.4 s. At 0.1 s the scale is 1.1; at 0.35 s, halfway down, 1.1 again; the timeline
    /// lasts 0.5 s (the longer track) and each track then holds its last value.
    @Test func tracksRunTogetherFromTheInitialValue() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(1.2, duration: 0.2)
                LinearKeyframe(1.0, duration: 0.3)
            }
            KeyframeTrack(\.lift) {
                MoveKeyframe(-20.0)
                SpringKeyframe(0.0, duration: 0.4, spring: .bouncy)
            }
        }
        #expect(timeline.duration == 0.5)
        #expect(abs(timeline.value(time: 0.1).scale - 1.1) < 1e-12)
        #expect(abs(timeline.value(time: 0.35).scale - 1.1) < 1e-12)
        #expect(timeline.value(time: 0).lift == -20)
        // The spring's closed form: −20 · (1 − progress(0.2)).
        let expected = -20 * (1 - Spring.bouncy.progress(at: 0.2))
        #expect(abs(timeline.value(time: 0.2).lift - expected) < 1e-12)
        #expect(timeline.value(time: 9).scale == 1.0)
    }

    /// A lone cubic keyframe is flat at both ends (no neighbours): at half time, halfway.
    @Test func aCubicKeyframeEasesBetweenItsEnds() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(10.0, duration: 1) }
        #expect(abs(timeline.value(time: 0.5) - 5) < 1e-12)
        #expect(abs(timeline.value(time: 0.25) - 10 * (3 * 0.0625 - 2 * 0.015625)) < 1e-12)  // 10·(3u² − 2u³)
    }

    struct Bounce: View {
        var body: some View {
            Circle().frame(width: 20, height: 20)
                .keyframeAnimator(initialValue: 0.0) { content, y in
                    content.offset(y: y)
                } keyframes: { _ in
                    LinearKeyframe(-40.0, duration: 0.5)
                    LinearKeyframe(0.0, duration: 0.5)
                }
        }
    }

    /// A repeating keyframe animator plays from its appearance: 20 pt up at 0.25 s, 40 at
    /// 0.5 s, and again a second later; it never settles; a still is at the initial value.
    @Test func aKeyframeAnimatorPlaysFromItsAppearance() {
        let r = AnimationRecording(Bounce(), in: Rect(x: 0, y: 0, width: 100, height: 100), measurer: FixedAdvanceMeasurer(), rootName: "root")
        #expect(r.frame(at: 0).elements[0].transform == nil)
        #expect(abs((r.frame(at: 0.25).elements[0].transform?.ty ?? 0) + 20) < 1e-9)
        #expect(abs((r.frame(at: 1.5).elements[0].transform?.ty ?? 0) + 40) < 1e-9)
        #expect(r.settleTime == nil)
        #expect(layout(Bounce(), width: 100, height: 100).elements[0].transform == nil)
    }
}
