import DisplayList
import Foundation
import SwiftUI
import Testing

/// `.onReceive(Timer.publish(every:…).autoconnect())` in a recording: its ticks arrive on the
/// recording's clock, every interval from the view's appearance, while the view is shown;
/// a still receives none.
@Suite @MainActor struct TimerReceiveTests {
    struct Ticker: View {
        @State private var ticks = 0
        @State private var last = 0.0
        let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
        var body: some View {
            Text("\(ticks) at \(last)")
                .onReceive(timer) { date in
                    ticks += 1
                    last = date.timeIntervalSinceReferenceDate
                }
        }
    }

    func recording<V: View>(_ view: V) -> AnimationRecording {
        AnimationRecording(view, in: Rect(x: 0, y: 0, width: 200, height: 100), measurer: FixedAdvanceMeasurer(), rootName: "root")
    }

    @Test func aTimersTicksArriveOnTheRecordingsClock() {
        let r = recording(Ticker())
        #expect(r.frame(at: 0.4).texts == ["0 at 0.0"])
        #expect(r.frame(at: 1.2).texts == ["2 at 1.0"], "ticks at 0.5 s and 1 s, dated by the clock")
        #expect(r.settleTime == nil, "a timer never stops")
        // The same frames whatever was asked before.
        #expect(recording(Ticker()).frame(at: 1.2).texts == ["2 at 1.0"])
    }

    @Test func aStillReceivesNothing() {
        let still = ScreenLayout.layout(Ticker(), in: Rect(x: 0, y: 0, width: 200, height: 100), measurer: FixedAdvanceMeasurer())
        #expect(still.texts == ["0 at 0.0"])
    }

    /// Shown for a second, then removed: its timer stops with it.
    struct Host: View {
        @State private var shown = true
        var body: some View {
            VStack {
                if shown { Ticker() }
                Text("host")
            }
            .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in shown = false }
        }
    }

    @Test func aTimerStopsWhenItsViewGoes() {
        let r = recording(Host())
        #expect(r.frame(at: 0.75).texts == ["1 at 0.5", "host"])
        #expect(r.frame(at: 3).texts == ["host"])
    }

    /// Other publishers send nothing in a recording (and compile).
    @Test func otherPublishersSendNothing() {
        struct Listener: View {
            @State private var got = "none"
            let subject = PassthroughSubject<String, Never>()
            var body: some View { Text(got).onReceive(subject) { got = $0 } }
        }
        #expect(recording(Listener()).frame(at: 2).texts == ["none"])
    }
}
