import AppSupport
import DisplayList
import Layout
import SwiftUI
import Testing

/// A recorded clip is laid out once: the frames followed to find where the recording
/// settles are the frames drawn (`proof previews --animate` laid every frame out twice).
@MainActor @Suite struct RecordedClipTests {
    /// How many texts were measured: one at least per frame laid out.
    final class Count: @unchecked Sendable {  // one thread: the test's
        var value = 0
    }

    struct CountingMeasurer: TextMeasuring {
        let count: Count
        func measure(_ text: TextRun, width: Double?) -> TextMetrics {
            count.value += 1
            return FixedAdvanceMeasurer().measure(text, width: width)
        }
    }

    /// A bar that grows from 10 to 110 pt over half a second as it appears, under a label.
    struct Growing: View {
        @State private var width = 10.0
        var body: some View {
            VStack {
                Text("Growing")
                Rectangle().frame(width: width, height: 10)
            }
            .onAppear { withAnimation(.linear(duration: 0.5)) { width = 110 } }
        }
    }

    static let bounds = Rect(x: 0, y: 0, width: 200, height: 100)

    /// The growing bar's clip, recorded by a measurer that counts the texts it measures.
    static func countedGrowingClip() -> (Count, AnimationClip) {
        let count = Count()
        let recording = AnimationRecording(Growing(), in: bounds, measurer: CountingMeasurer(count: count), rootName: "root")
        return (count, AnimationClip.recorded("growing", recording))
    }

    @Test func theFramesFollowedToTheEndAreNotLaidOutAgain() {
        let (count, clip) = Self.countedGrowingClip()
        #expect(clip.settles)
        #expect(clip.duration == 0.5)
        let laidOut = count.value
        #expect(laidOut >= 31, "every frame up to the end is laid out once: \(laidOut) measurements")
        let frames = (0...30).map { clip.frame(at: Double($0) / 60) }
        #expect(count.value == laidOut, "no frame was laid out again")
        // Drawn again from the start (a second file, a verify), still nothing is laid out.
        #expect((0...30).map { clip.frame(at: Double($0) / 60) } == frames)
        #expect(count.value == laidOut)

        // The same frames as a recording asked for them one by one.
        let fresh = AnimationRecording(Growing(), in: Self.bounds, measurer: FixedAdvanceMeasurer(), rootName: "root")
        #expect(frames == (0...30).map { fresh.frame(at: Double($0) / 60) })
        #expect(frames[15].elements.contains { abs($0.frame.width - 60) < 1e-9 }, "halfway, 10 → 110 pt is 60")
        #expect(frames[30].elements.contains { $0.frame.width == 110 })
    }

    /// Asked at another rate, the clip hands over to the recording, which answers as a
    /// recording asked for exactly those times does (a frame may depend on the times asked
    /// before it, so the kept frames, laid out at every 1/60 s, are not mixed in).
    @Test func anotherRateIsRecordedAtThatRate() {
        let (count, clip) = Self.countedGrowingClip()
        let laidOut = count.value
        let at45 = (0...22).map { clip.frame(at: Double($0) / 45) }
        #expect(count.value > laidOut, "recorded again")
        let fresh = AnimationRecording(Growing(), in: Self.bounds, measurer: FixedAdvanceMeasurer(), rootName: "root")
        #expect(at45 == (0...22).map { fresh.frame(at: Double($0) / 45) })
        #expect(at45[1] != at45[0] && at45[1] != at45[2])
        // Having handed over, the clip stays with the recording: 60 fps again is recorded too.
        let handed = count.value
        let again = (0...30).map { clip.frame(at: Double($0) / 60) }
        #expect(count.value > handed)
        let fresh60 = AnimationRecording(Growing(), in: Self.bounds, measurer: FixedAdvanceMeasurer(), rootName: "root")
        #expect(again == (0...30).map { fresh60.frame(at: Double($0) / 60) })
    }

    /// A frame asked twice, or after a step forward, is the recording's after every frame
    /// given before it (those are asked of it again first).
    @Test func aStepOffTheKeptFramesReplaysThoseGiven() {
        let (count, clip) = Self.countedGrowingClip()
        let laidOut = count.value
        let kept = (0...10).map { clip.frame(at: Double($0) / 60) }
        #expect(count.value == laidOut)
        let repeated = clip.frame(at: 10.0 / 60)
        #expect(count.value > laidOut)
        #expect(repeated == kept[10])
        let skipped = clip.frame(at: 20.0 / 60)
        let fresh = AnimationRecording(Growing(), in: Self.bounds, measurer: FixedAdvanceMeasurer(), rootName: "root")
        #expect(skipped == fresh.frame(at: 20.0 / 60))
    }

    /// A recording that never settles keeps the frames it is cut to, and no more.
    struct Spinning: View {
        @State private var angle = 0.0
        var body: some View {
            Rectangle().frame(width: 20, height: 20).rotationEffect(.degrees(angle))
                .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { angle = 360 } }
        }
    }

    @Test func aRecordingCutShortIsDrawnFromItsOwnFrames() {
        let count = Count()
        let recording = AnimationRecording(VStack { Text("Spin"); Spinning() }, in: Self.bounds,
                                           measurer: CountingMeasurer(count: count), rootName: "root")
        let clip = AnimationClip.recorded("spinning", recording, limit: 4)
        #expect(!clip.settles)
        #expect(clip.duration == AnimationClip.unsettledLength)
        let laidOut = count.value
        let frames = (0...180).map { clip.frame(at: Double($0) / 60) }
        #expect(count.value == laidOut, "the 3 s drawn were kept")
        // No more than 181 are kept: the frame after them is recorded again.
        _ = clip.frame(at: 181.0 / 60)
        #expect(count.value > laidOut)
        let fresh = AnimationRecording(VStack { Text("Spin"); Spinning() }, in: Self.bounds, measurer: FixedAdvanceMeasurer(), rootName: "root")
        #expect(frames == (0...180).map { fresh.frame(at: Double($0) / 60) })
        #expect(frames[0] != frames[15])
    }
}
