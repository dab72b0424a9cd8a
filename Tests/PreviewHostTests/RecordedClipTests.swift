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

    @Test func theFramesFollowedToTheEndAreNotLaidOutAgain() {
        let count = Count()
        let recording = AnimationRecording(Growing(), in: Self.bounds, measurer: CountingMeasurer(count: count), rootName: "root")
        let clip = AnimationClip.recorded("growing", recording)
        #expect(clip.settles)
        #expect(clip.duration == 0.5)
        let laidOut = count.value
        #expect(laidOut >= 31, "every frame up to the end is laid out once: \(laidOut) measurements")
        let frames = (0...30).map { clip.frame(at: Double($0) / 60) }
        // At 30 and 20 fps every frame is one of those at 60.
        let at30 = (0...15).map { clip.frame(at: Double($0) / 30) }
        let at20 = (0...10).map { clip.frame(at: Double($0) / 20) }
        #expect(count.value == laidOut, "no frame was laid out again")
        #expect(at30 == stride(from: 0, through: 30, by: 2).map { frames[$0] })
        #expect(at20 == stride(from: 0, through: 30, by: 3).map { frames[$0] })

        // The same frames as a recording asked for them one by one.
        let fresh = AnimationRecording(Growing(), in: Self.bounds, measurer: FixedAdvanceMeasurer(), rootName: "root")
        #expect(frames == (0...30).map { fresh.frame(at: Double($0) / 60) })
        #expect(frames[15].elements.contains { abs($0.frame.width - 60) < 1e-9 }, "halfway, 10 → 110 pt is 60")
        #expect(frames[30].elements.contains { $0.frame.width == 110 })

        // A time between them (45 fps) is recorded again, and is what the recording says then.
        let between = clip.frame(at: 1.0 / 45)
        #expect(count.value > laidOut)
        let again = AnimationRecording(Growing(), in: Self.bounds, measurer: FixedAdvanceMeasurer(), rootName: "root")
        #expect(between == again.frame(at: 1.0 / 45))
        #expect(between != frames[1])
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
        #expect(count.value == laidOut, "the 3 s drawn were kept from the 4 s followed")
        let fresh = AnimationRecording(VStack { Text("Spin"); Spinning() }, in: Self.bounds, measurer: FixedAdvanceMeasurer(), rootName: "root")
        #expect(frames == (0...180).map { fresh.frame(at: Double($0) / 60) })
        #expect(frames[0] != frames[15])
    }
}
