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

    func recording<V: View>(_ view: V) -> AnimationRecording { SwiftUITests.recording(view, height: 100) }

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

    /// Absurd intervals neither crash nor hang: 0, negative and infinite never tick; a
    /// nanosecond ticks once a millisecond at most.
    struct Odd: View {
        @State private var ticks = 0
        let timer: Publishers.Autoconnect<Timer.TimerPublisher>
        var body: some View { Text("\(ticks)").onReceive(timer) { _ in ticks += 1 } }
    }

    @Test(arguments: [0.0, -1, Double.infinity, 1e-9])
    func absurdIntervals(_ every: Double) throws {
        let r = recording(Odd(timer: Timer.publish(every: every, on: .main, in: .common).autoconnect()))
        let shown = try #require(Int(r.frame(at: 0.1).texts.first ?? ""))
        #expect(every == 1e-9 ? (shown >= 1 && shown <= 100) : shown == 0)
    }

    /// Absurd delays are held to ±600 s: a pass 1e9 s away never starts in a recording; a
    /// repeat with a huge negative delay starts part-way and stays within 0…1.
    @Test func absurdDelaysAreBounded() {
        let far = Animation.linear(duration: 1).delay(1e9).repeatForever()
        #expect(far.passDelay == 600 && far.progress(at: 10) == 0)
        let early = Animation.linear(duration: 1).repeatForever(autoreverses: false).delay(-1e12)
        #expect(early.delay == -600)
        #expect((0...1).contains(early.progress(at: 0)))
        #expect(Animation.linear(duration: 1).delay(.nan).delay == 0)
    }
}
