import DisplayList
import SwiftUI
import Testing

/// A recording taps a control by what VoiceOver calls it: the button's action runs at the
/// tap's time and what it changes animates as SwiftUI animates it; a toggle flips; a view
/// with `.onTapGesture` runs its action; a tap that finds nothing says why.
@Suite @MainActor struct TapByLabelTests {
    func recording<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> AnimationRecording {
        SwiftUITests.recording(view, width: 300, height: 300, environment: environment)
    }

    /// Where the text's element is drawn: its frame moved by its offset (a transform).
    func x(of text: String, in list: DisplayList) -> Double? {
        list.elements.first { $0.text?.string == text }.map { $0.frame.x + ($0.transform?.tx ?? 0) }
    }

    /// The everyday demo: a button moves a label 100 pt under a linear second.
    struct Mover: View {
        @State private var moved = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("dot").offset(x: moved ? 100 : 0)
                Button("Move") { withAnimation(.linear(duration: 1)) { moved.toggle() } }
                Button("Off") { moved = false }.disabled(true)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    /// Tapped at 0.5 s: still at 0 then, a quarter of the way at 0.75 s (linear over 1 s from
    /// 0.5), there at 1.5 s — and a second tap at 2 s sends it back by 2.5 s halfway.
    @Test func aButtonsActionRunsAtTheTapAndAnimates() throws {
        let r = recording(Mover())
        r.tap("Move", at: 0.5)
        r.tap("Move", at: 2)
        let x0 = try #require(x(of: "dot", in: r.frame(at: 0)))
        #expect(x(of: "dot", in: r.frame(at: 0.5)) == x0)
        #expect(abs((x(of: "dot", in: r.frame(at: 0.75)) ?? 0) - (x0 + 25)) < 1e-9)
        #expect(x(of: "dot", in: r.frame(at: 1.5)) == x0 + 100)
        #expect(abs((x(of: "dot", in: r.frame(at: 2.5)) ?? 0) - (x0 + 50)) < 1e-9)
        #expect(r.settleTime == 3)
        #expect(r.tapProblems.isEmpty)
    }

    /// Taps replay with the recording: an earlier frame asked for after a later one is the same.
    @Test func tapsReplayWhenAnEarlierFrameIsAskedFor() {
        let r = recording(Mover())
        r.tap("Move", at: 0.5)
        let late = r.frame(at: 0.75)
        _ = r.frame(at: 0.1)
        #expect(r.frame(at: 0.75) == late)
    }

    /// A label nothing shows, and a disabled button: nothing happens, and the problem names
    /// what is shown.
    @Test func aMissedTapSaysWhy() throws {
        let r = recording(Mover())
        r.tap("Go", at: 0.5)
        r.tap("Off", at: 1)
        let x0 = x(of: "dot", in: r.frame(at: 0))
        #expect(x(of: "dot", in: r.frame(at: 2)) == x0)
        #expect(r.tapProblems == [
            "the tap on \"Go\" at 0.5 s did nothing: nothing shown is labelled \"Go\" (shown: \"Move\", \"Off\")",
            "the tap on \"Off\" at 1 s did nothing: button \"Off\" is disabled",
        ])
        #expect(r.missedTaps == [RecordingTap(label: "Go", time: 0.5), RecordingTap(label: "Off", time: 1)])
    }

    /// A toggle flips through its binding, under the binding's animation; an icon-only button
    /// is found by its symbol's name; a tap gesture on a text by the text.
    struct Controls: View {
        @State private var on = false
        @State private var count = 0
        var body: some View {
            VStack(spacing: 0) {
                Toggle("Wi-Fi", isOn: $on.animation(.linear(duration: 1)))
                Text(on ? "on" : "off")
                Button { count += 10 } label: { Image(systemName: "plus") }
                Text("tally \(count)").onTapGesture(count: 2) { count += 1 }
            }
        }
    }

    /// The texts drawn, but the symbol's glyph (a private-use character).
    func texts(_ list: DisplayList) -> [String] {
        list.texts.filter { !$0.unicodeScalars.contains { $0.properties.generalCategory == .privateUse } }
    }

    @Test func togglesIconButtonsAndTapGesturesAreFoundByLabel() {
        var env = EnvironmentValues()
        env.recordingTaps = [RecordingTap(label: "Wi-Fi", time: 0.25), RecordingTap(label: "plus", time: 0.5),
                             RecordingTap(label: "tally 10", time: 1)]
        let r = recording(Controls(), environment: env)
        #expect(texts(r.frame(at: 0.2)) == ["Wi-Fi", "off", "tally 0"])
        #expect(texts(r.frame(at: 0.3)) == ["Wi-Fi", "on", "tally 0"])
        #expect(texts(r.frame(at: 0.6)) == ["Wi-Fi", "on", "tally 10"])
        #expect(texts(r.frame(at: 1.1)) == ["Wi-Fi", "on", "tally 11"], "a double tap is one gesture: the action runs once")
        #expect(r.tapProblems.isEmpty)
    }

    /// A button whose label is a stack of symbols (a like button: the heart over its splash)
    /// is found by its first symbol's name; a stack of texts by the texts.
    struct Like: View {
        @State private var liked = false
        var body: some View {
            VStack {
                Text(liked ? "liked" : "not yet")
                Button { liked.toggle() } label: {
                    ZStack { Image(systemName: liked ? "heart.fill" : "heart"); Circle().frame(width: 4, height: 4) }
                }
                Button {} label: { HStack { Image(systemName: "star"); Text("Rate"); Text("now") } }
            }
        }
    }

    @Test func stackedLabelsAreFoundBySymbolOrText() {
        let r = recording(Like())
        r.tap("heart", at: 0.5)
        r.tap("heart", at: 1)
        #expect(r.frame(at: 0.6).texts.first == "liked")
        #expect(r.frame(at: 1.1).texts.first == "liked", "the second tap finds no \"heart\": the symbol is heart.fill now")
        #expect(r.tapProblems == ["the tap on \"heart\" at 1 s did nothing: nothing shown is labelled \"heart\" (shown: \"heart.fill\", \"Rate, now\")"])
    }

    /// A still runs no taps: what `proof render` draws is the view as it appeared.
    @Test func aStillTapsNothing() {
        var env = EnvironmentValues()
        env.recordingTaps = [RecordingTap(label: "plus", time: 0)]
        let still = ScreenLayout.layout(Controls(), in: Rect(x: 0, y: 0, width: 300, height: 300), environment: env, measurer: FixedAdvanceMeasurer())
        #expect(still.texts.last == "tally 0")
    }

    /// `LABEL@SECONDS` as the command line gives it: the last `@` splits; bad text is refused.
    @Test func tapsAreReadFromLabelAtSeconds() {
        #expect(RecordingTap("Start@0.5") == RecordingTap(label: "Start", time: 0.5))
        #expect(RecordingTap("me@home@2") == RecordingTap(label: "me@home", time: 2))
        for bad in ["Start", "@1", "Start@", "Start@-1", "Start@nan", "Start@inf", "Start@601", "Start@1e9"] {
            #expect(RecordingTap(bad) == nil, "\(bad)")
        }
    }

    /// A thousand buttons: each is a target; the tap finds the last one (bounded list).
    @Test func manyButtonsAreTappable() {
        struct Many: View {
            @State private var hit = "none"
            var body: some View {
                VStack {
                    Text(hit)
                    ForEach(0..<1000, id: \.self) { i in Button("b\(i)") { hit = "b\(i)" } }
                }
            }
        }
        let r = recording(Many())
        r.tap("b999", at: 0.1)
        #expect(r.frame(at: 0.2).texts.first == "b999")
    }
}
