import DisplayList
import Foundation
import SwiftUI
import Testing

/// `DispatchQueue.main.asyncAfter` in a recording runs on the recording's clock: the staged
/// animation starts at its deadline, frame-exact and the same every run; a still runs none.
@Suite @MainActor struct DispatchOnTheClockTests {
    /// The opacity the square is drawn with (its own, or its group's).
    func opacity(_ list: DisplayList) -> Double {
        list.elements.first?.opacity ?? 1
    }

    /// Half a second after it appears, a linear second's fade in.
    struct Staged: View {
        @State private var shown = false
        var body: some View {
            Rectangle().fill(Color.red).frame(width: 100, height: 100)
                .opacity(shown ? 1 : 0)
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                        withAnimation(.linear(duration: 1)) { shown = true }
                    }
                }
        }
    }

    /// Nothing until 0.5 s; then linear: 0.25 at 0.75 s, 0.5 at 1 s, 1 from 1.5 s on.
    @Test func theBlockRunsAtItsDeadlineOnTheClock() {
        let r = recording(Staged())
        #expect(opacity(r.frame(at: 0.4)) == 0)
        #expect(r.settleTime == nil, "the block is still to run")
        #expect(abs(opacity(r.frame(at: 0.75)) - 0.25) < 1e-9)
        #expect(abs(opacity(r.frame(at: 1)) - 0.5) < 1e-9)
        #expect(opacity(r.frame(at: 1.5)) == 1)
        #expect(r.settleTime == 1.5)
        // Replayed from the start, the same frames.
        #expect(recording(Staged()).frame(at: 0.75) == r.frame(at: 0.75))
    }

    /// A still runs nothing on a clock: the square as it appeared.
    @Test func aStillRunsNoDelayedBlock() {
        let still = ScreenLayout.layout(Staged(), in: Rect(x: 0, y: 0, width: 200, height: 200), measurer: FixedAdvanceMeasurer())
        #expect(opacity(still) == 0)
    }

    /// Blocks chained from blocks, a deadline in the past (at once), the far future (never).
    struct Chain: View {
        @State private var steps: [String] = []
        var body: some View {
            Text(steps.joined(separator: ","))
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() - 5) { steps.append("past") }
                    DispatchQueue.main.asyncAfter(deadline: .distantFuture) { steps.append("never") }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
                        steps.append("a")
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { steps.append("b") }
                    }
                }
        }
    }

    @Test func chainedPastAndFarFutureDeadlines() {
        let r = recording(Chain())
        #expect(r.frame(at: 0.1).texts == ["past"])
        #expect(r.frame(at: 0.3).texts == ["past,a"])
        #expect(r.frame(at: 0.6).texts == ["past,a,b"])
        #expect(r.frame(at: 9).texts == ["past,a,b"])
    }

    /// Outside any view, Dispatch runs the block as it always does.
    @Test func outsideAViewDispatchRunsIt() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { done.resume() }
        }
    }
}
