import DisplayList
import Motion
import SwiftUI
import Testing
import Tokens

/// State changes recorded as SwiftUI animates them: `@State` kept between updates,
/// `onAppear` + `withAnimation`, `.animation(_:value:)`, transitions, retargeting — values
/// at known frames worked out by hand.
@Suite @MainActor struct AnimationRecordingTests {
    /// The GlassCard pattern: `@State loaded`, set in `onAppear` under `withAnimation`.
    struct FadeIn: View {
        @State private var loaded = false
        var body: some View {
            Rectangle().fill(Color.red).frame(width: 100, height: 100)
                .opacity(loaded ? 1 : 0)
                .onAppear { withAnimation(.linear(duration: 1)) { loaded = true } }
        }
    }

    /// Frame 0 shows the state before the change (opacity 0); a linear second later it is
    /// 1; at 0.25 s a quarter (the element inside an opacity group of 0.25).
    @Test func onAppearWithAnimationAnimatesFromTheFirstState() {
        let r = recording(FadeIn())
        #expect(r.frame(at: 0).elements.first?.opacity == 0 || r.frame(at: 0).groups.first?.opacity == 0 || opacity(r.frame(at: 0)) == 0)
        #expect(abs(opacity(r.frame(at: 0.25)) - 0.25) < 1e-9)
        #expect(abs(opacity(r.frame(at: 0.5)) - 0.5) < 1e-9)
        #expect(opacity(r.frame(at: 1)) == 1)
        #expect(r.settleTime == 1)
    }

    /// Asking for an earlier frame replays from the start: the same answer.
    @Test func framesAreThesameWhateverOrderTheyAreAskedIn() {
        let r = recording(FadeIn())
        let late = r.frame(at: 0.75)
        _ = r.frame(at: 0.1)
        #expect(r.frame(at: 0.75) == late)
        #expect(recording(FadeIn()).frame(at: 0.75) == late)
    }

    /// A still is the view at rest once it appeared — what a snapshot of a hosted SwiftUI
    /// view shows (its layers' model values): the `onAppear` change made, at its end.
    @Test func aStillDrawsTheViewAtRestAfterItAppeared() {
        #expect(opacity(layout(FadeIn(), width: 200, height: 200)) == 1)
    }

    /// At rest, a change that repeats forever shows its model value, not a moment of its
    /// cycle; a view that changes nothing as it appears is drawn as made.
    struct AppearPulse: View {
        @State private var big = false
        var body: some View {
            Circle().fill(Color.blue).frame(width: 20, height: 20)
                .scaleEffect(big ? 2 : 1)
                .onAppear { withAnimation(.easeOut(duration: 1).repeatForever(autoreverses: true)) { big = true } }
        }
    }
    struct Quiet: View {
        @State private var big = false
        var body: some View { Circle().frame(width: 20, height: 20).scaleEffect(big ? 2 : 1).onAppear() }
    }
    @Test func aStillShowsTheModelValueOfARepeatingChange() {
        let pulse = layout(AppearPulse(), width: 200, height: 200)
        #expect(pulse.elements.first?.transform?.a == 2)
        let quiet = layout(Quiet(), width: 200, height: 200)
        #expect(quiet.elements.first?.transform?.a ?? 1 == 1)
    }

    /// An action reads the environment its view was built in, as SwiftUI's stored
    /// `@Environment` does, not whatever is current when it runs: here the fade's length
    /// comes from a custom environment value set above the view (2 s, not the default 0.2).
    struct FadeLength: EnvironmentKey { static let defaultValue = 0.2 }
    struct EnvironmentFade: View {
        @Environment(\.fadeLength) private var length
        @State private var shown = false
        var body: some View {
            Rectangle().fill(Color.red).frame(width: 100, height: 100)
                .opacity(shown ? 1 : 0)
                .onAppear { withAnimation(.linear(duration: length)) { shown = true } }
        }
    }
    @Test func anActionReadsTheEnvironmentItsViewWasBuiltIn() {
        let r = recording(EnvironmentFade().environment(\.fadeLength, 2))
        #expect(abs(opacity(r.frame(at: 0.5)) - 0.25) < 1e-9)
        #expect(r.settleTime == 2)
    }

    /// An `onAppear` that reads an `@EnvironmentObject` runs in a still too (the still is the
    /// view at rest after it appeared), with the objects its view was built with.
    final class Loader: ObservableObject {
        @Published var loaded = false
        func load() { loaded = true }
    }
    struct LoadsOnAppear: View {
        @EnvironmentObject var loader: Loader
        var body: some View { Text(loader.loaded ? "loaded" : "loading").onAppear { loader.load() } }
    }
    @Test func aStillRunsOnAppearWithTheViewsEnvironmentObjects() {
        let l = layout(LoadsOnAppear().environmentObject(Loader()), width: 200, height: 200)
        #expect(l.texts == ["loaded"])
    }

    /// A text whose string changes under an animation cross-fades (SwiftUI's default content
    /// transition): linear over 1 s, at 0.25 s the old "1" is drawn beneath at 0.75 and the
    /// new "2" at 0.25; at the end only "2".
    struct Bump: View {
        @State private var n = 1
        var body: some View {
            Text("\(n)").animation(.linear(duration: 1), value: n).onAppear { n = 2 }
        }
    }
    @Test func aTextWhoseStringChangesCrossFades() throws {
        let r = recording(Bump())
        let mid = r.frame(at: 0.25)
        #expect(mid.texts == ["1", "2"])
        let old = try #require(mid.elements.first { $0.text?.string == "1" })
        let new = try #require(mid.elements.first { $0.text?.string == "2" })
        #expect(abs(mid.effectiveOpacity(of: old) - 0.75) < 1e-9 && abs(mid.effectiveOpacity(of: new) - 0.25) < 1e-9)
        #expect(old.id == new.id + "#was")
        #expect(r.frame(at: 1).texts == ["2"])
    }

    /// `AnimatableModifier`: the body is called with every value between (a linear 0 → 100
    /// over 1 s is 25 at 0.25 s), so what it draws from the number — here a width — moves
    /// through them, not from the old drawing to the new.
    struct GrowBar: AnimatableModifier {
        var progress: Double
        var animatableData: Double {
            get { progress }
            set { progress = newValue }
        }
        func body(content: Content) -> some View {
            content.frame(width: progress, height: 10)
        }
    }
    struct Growing: View {
        @State private var full = false
        var body: some View {
            Rectangle().modifier(GrowBar(progress: full ? 100 : 0))
                .onAppear { withAnimation(.linear(duration: 1)) { full = true } }
        }
    }
    @Test func anAnimatableModifierSeesEveryValueBetween() {
        let r = recording(Growing())
        #expect(r.frame(at: 0).elements.first?.frame.width ?? -1 == 0)
        #expect(abs((r.frame(at: 0.25).elements.first?.frame.width ?? -1) - 25) < 1e-9)
        #expect(r.frame(at: 1).elements.first?.frame.width == 100)
        // The modifier adds no level to the element id, as SwiftUI gives a modifier no identity.
        #expect(r.frame(at: 1).elements.first?.id == "root")
    }

    /// A view that is `Animatable` gets the same: its body runs with each value between.
    struct CountingText: View, Animatable {
        var value: Double
        var animatableData: Double {
            get { value }
            set { value = newValue }
        }
        var body: some View { Text("\(Int(value.rounded()))") }
    }
    struct Counting: View {
        @State private var done = false
        var body: some View {
            CountingText(value: done ? 100 : 0)
                .onAppear { withAnimation(.linear(duration: 2)) { done = true } }
        }
    }
    @Test func anAnimatableViewCountsThroughTheValuesBetween() {
        let r = recording(Counting())
        #expect(r.frame(at: 0).texts == ["0"])
        #expect(r.frame(at: 0.5).texts == ["25"])
        #expect(r.frame(at: 2).texts == ["100"])
    }

    /// `.animation(_:value:)`: the change animates with the modifier's animation even when
    /// made without `withAnimation`. easeIn over 0.5 s from 0 → 80 pt offset: at 0.25 s,
    /// progress is the easeIn curve's value at 0.5 (0.315…, computed by `TimingCurve`).
    struct Slide: View {
        @State private var moved = false
        var body: some View {
            Circle().frame(width: 20, height: 20)
                .offset(x: moved ? 80 : 0)
                .animation(.easeIn(duration: 0.5), value: moved)
                .onAppear { moved = true }
        }
    }

    @Test func animationValueAnimatesAPlainChange() {
        let r = recording(Slide())
        let x0 = r.frame(at: 0).elements[0].transform?.tx ?? 0
        let half = r.frame(at: 0.25).elements[0].transform?.tx ?? 0
        let end = r.frame(at: 0.5).elements[0].transform?.tx ?? 0
        #expect(x0 == 0 && end == 80)
        #expect(abs(half - 80 * TimingCurve.easeIn.progress(0.5)) < 1e-9)
    }

    /// A plain change with no animation anywhere jumps.
    struct Jump: View {
        @State private var moved = false
        var body: some View {
            Circle().frame(width: 20, height: 20).offset(x: moved ? 80 : 0).onAppear { moved = true }
        }
    }

    @Test func aPlainChangeJumps() {
        #expect(recording(Jump()).frame(at: 0).elements[0].transform?.tx == 80)
    }

    /// `repeatForever` rotation 0 → 360°, linear 1 s, not autoreversing: at 0.25 s a quarter
    /// turn (π/2), at 1.25 s a quarter turn again — the value goes through every angle,
    /// not straight from the matrix of 0° to the same matrix of 360°.
    struct Spinner: View {
        @State private var spinning = false
        var body: some View {
            Rectangle().frame(width: 20, height: 20)
                .rotationEffect(.degrees(spinning ? 360 : 0))
                .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spinning = true } }
        }
    }

    @Test func repeatForeverSpinsThroughEveryAngle() {
        let r = recording(Spinner())
        let quarter = r.frame(at: 0.25).elements[0].transform!
        #expect(abs(quarter.a) < 1e-9 && abs(quarter.b - 1) < 1e-9)  // cos 90° = 0, sin 90° = 1
        let again = r.frame(at: 1.25).elements[0].transform!
        #expect(abs(again.b - 1) < 1e-9)
        #expect(r.settleTime == nil)
    }

    /// State survives updates; `.id` gives a view new state.
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Text("n\(count)").onAppear { count += 1 }
        }
    }

    @Test func stateSurvivesUpdates() {
        let r = recording(Counter())
        #expect(r.frame(at: 0).texts == ["n1"])
        #expect(r.frame(at: 1).texts == ["n1"])
    }

    /// A scripted event at 0.5 s flips a binding under `withAnimation(.linear(duration: 1))`.
    final class Model: ObservableObject {
        @Published var wide = false
    }
    struct Bar: View {
        @ObservedObject var model: Model
        var body: some View {
            Rectangle().frame(width: 20, height: 20).scaleEffect(x: model.wide ? 3 : 1, y: 1)
        }
    }

    @Test func scriptedEventsAnimateFromTheirTime() {
        let model = Model()
        let r = recording(Bar(model: model))
        r.at(0.5) { withAnimation(.linear(duration: 1)) { model.wide = true } }
        #expect(r.frame(at: 0.4).elements[0].transform == nil)
        #expect(abs(r.frame(at: 1).elements[0].transform!.a - 2) < 1e-9)  // halfway: 1 + 2 · 0.5
        #expect(abs(r.frame(at: 2).elements[0].transform!.a - 3) < 1e-9)
    }

    /// An inserted view with `.transition(.opacity)` fades in with the change's animation;
    /// one there from the start does not.
    struct Reveal: View {
        @State private var shown = false
        var body: some View {
            VStack {
                if shown { Text("hi").transition(.opacity) }
                Text("base").transition(.opacity)
            }
            .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
        }
    }

    @Test func anInsertedViewFadesIn() {
        let r = recording(Reveal())
        let f = r.frame(at: 0.5)
        let hi = f.elements.first { $0.text?.string == "hi" }!
        let base = f.elements.first { $0.text?.string == "base" }!
        #expect(abs(f.effectiveOpacity(of: hi) - 0.5) < 1e-9)
        #expect(f.effectiveOpacity(of: base) == 1)
        #expect(r.frame(at: 1).effectiveOpacity(of: r.frame(at: 1).elements.first { $0.text?.string == "hi" }!) == 1)
    }

    /// `PhaseAnimator` over [0, 1] with `linear(duration: 1)`: it appears at phase 0, steps
    /// to 1 at once (0.5 at 0.5 s), back to 0 from 1 s (0.75 at 1.25 s), and never settles.
    struct Pulse: View {
        var body: some View {
            PhaseAnimator([0.0, 1.0]) { phase in
                Rectangle().frame(width: 10, height: 10).opacity(phase)
            } animation: { _ in .linear(duration: 1) }
        }
    }

    @Test func aPhaseAnimatorCyclesThroughItsPhases() {
        let r = recording(Pulse())
        #expect(opacity(r.frame(at: 0)) == 0)
        #expect(abs(opacity(r.frame(at: 0.5)) - 0.5) < 1e-9)
        #expect(abs(opacity(r.frame(at: 1.25)) - 0.75) < 1e-9)
        #expect(abs(opacity(r.frame(at: 2.5)) - 0.5) < 1e-9)
        #expect(r.settleTime == nil)
        #expect(opacity(layout(Pulse(), width: 200, height: 200)) == 0)
    }

    /// `@StateObject` keeps the object it made first.
    final class Tally: ObservableObject {
        @Published var count = 0
    }
    struct TallyView: View {
        @StateObject private var tally = Tally()
        var body: some View {
            Text("t\(tally.count)").onAppear { tally.count += 1 }
        }
    }

    @Test func aStateObjectSurvivesUpdates() {
        let r = recording(TallyView())
        #expect(r.frame(at: 0).texts == ["t1"])
        #expect(r.frame(at: 0.5).texts == ["t1"])
    }

    /// `.transaction { $0.animation = nil }` stops the change inside from animating.
    struct Unanimated: View {
        @State private var on = false
        var body: some View {
            Rectangle().frame(width: 10, height: 10).opacity(on ? 1 : 0)
                .transaction { $0.animation = nil }
                .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
        }
    }

    @Test func aTransactionModifierCanTurnAnimationOff() {
        #expect(opacity(recording(Unanimated()).frame(at: 0.5)) == 1)
    }

    /// A team's `Shape` animates through its `animatableData`: a bar whose width fraction
    /// goes 0 → 1 linearly over 1 s is a quarter drawn at 0.25 s (its path's right edge at 25
    /// of 100 pt).
    struct Bar2: SwiftUI.Shape {
        var fraction: Double
        var animatableData: Double {
            get { fraction }
            set { fraction = newValue }
        }
        func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height)) }
    }
    struct Meter: View {
        @State private var full = false
        var body: some View {
            Bar2(fraction: full ? 1 : 0).frame(width: 100, height: 10)
                .onAppear { withAnimation(.linear(duration: 1)) { full = true } }
        }
    }

    @Test func aShapesAnimatableDataIsInterpolated() {
        let list = recording(Meter()).frame(at: 0.25)
        guard case .path(let commands) = list.elements[0].shape else { Issue.record("not a path"); return }
        let xs = commands.compactMap { c -> Double? in if case .line(let p) = c { return p.x } else { return nil } }
        #expect(abs((xs.max() ?? 0) - 25) < 1e-9)  // path points are in the frame's own space
    }

    /// A body that changes its state every time it runs would loop in SwiftUI: the recording
    /// stops rebuilding, says so, and still returns a frame.
    struct Restless: View {
        @State private var n = 0
        var body: some View {
            Text("x").onChange(of: n, initial: true) { n += 1 }
        }
    }

    @Test func aViewThatNeverSettlesIsCut() {
        let r = recording(Restless())
        #expect(r.frame(at: 0).texts == ["x"])
        #expect(r.isUnstable)
    }

    /// A frame that changes size animates: 100 → 200 pt wide, linear 1 s, centred in 300 pt.
    /// At 0.5 s it is 150 wide at x = (300 − 150) / 2 = 75.
    struct Grow: View {
        @State private var wide = false
        var body: some View {
            Rectangle().frame(width: wide ? 200 : 100, height: 10)
                .onAppear { withAnimation(.linear(duration: 1)) { wide = true } }
        }
    }

    @Test func aFrameAnimatesItsSizeAndPlace() {
        let r = AnimationRecording(Grow(), in: Rect(x: 0, y: 0, width: 300, height: 100), measurer: FixedAdvanceMeasurer(), rootName: "root")
        let f = r.frame(at: 0.5).elements[0].frame
        #expect(abs(f.width - 150) < 1e-9 && abs(f.x - 75) < 1e-9)
        #expect(r.frame(at: 1).elements[0].frame.width == 200)
    }

    /// A fill colour animates in linear sRGB: red → blue, linear 1 s; at 0.5 s each of red
    /// and blue is half in linear light, 0.5 → encoded 0.735357 (the sRGB curve).
    struct Tint: View {
        @State private var cool = false
        var body: some View {
            Rectangle().fill(cool ? Color(RGBA(r: 0, g: 0, b: 1, a: 1)) : Color(RGBA(r: 1, g: 0, b: 0, a: 1))).frame(width: 10, height: 10)
                .onAppear { withAnimation(.linear(duration: 1)) { cool = true } }
        }
    }

    @Test func aColourAnimatesInLinearLight() {
        guard case .solid(let c) = recording(Tint()).frame(at: 0.5).elements[0].fill else { Issue.record("no fill"); return }
        #expect(abs(c.r - 0.735357) < 1e-6 && abs(c.b - 0.735357) < 1e-6 && c.g == 0)
    }

    /// A view removed under an animation goes by its removal transition: `.move(edge:
    /// .leading)` takes "bye" (3 × 8.5 = 25.5 pt wide) left by its width, half of it (12.75 pt)
    /// at 0.5 s; after 1 s it is gone.
    struct Dismiss: View {
        @State private var shown = true
        var body: some View {
            VStack {
                if shown { Text("bye").transition(.move(edge: .leading)) }
                Text("stay")
            }
            .onAppear { withAnimation(.linear(duration: 1)) { shown = false } }
        }
    }

    @Test func aRemovedViewLeavesByItsTransition() {
        let r = recording(Dismiss())
        let half = r.frame(at: 0.5)
        let bye = half.elements.first { $0.text?.string == "bye" }
        #expect(abs((bye?.transform?.tx ?? 0) + 12.75) < 1e-9)
        #expect(r.frame(at: 1).texts == ["stay"])
    }

    /// Without a transition of its own an inserted view fades in (SwiftUI's default, `.opacity`),
    /// and the view below it moves down to make room rather than jumping.
    struct Insert: View {
        @State private var shown = false
        var body: some View {
            VStack(spacing: 0) {
                if shown { Text("new") }
                Text("old")
            }
            .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
        }
    }

    @Test func anInsertedViewFadesInByDefaultAndItsNeighbourMoves() {
        let r = recording(Insert())
        let start = textFrame(r.frame(at: 0), "old")!.y
        let end = textFrame(r.frame(at: 1), "old")!.y
        let f = r.frame(at: 0.5)
        let new = f.elements.first { $0.text?.string == "new" }!
        #expect(abs(f.effectiveOpacity(of: new) - 0.5) < 1e-9)
        // 20.4-pt lines: "old" starts centred alone and ends 10.2 pt lower, under "new".
        #expect(abs(end - start - 10.2) < 1e-9)
        #expect(abs(textFrame(f, "old")!.y - (start + 5.1)) < 1e-9)
    }

    /// Hostile times and loops: NaN and negative times are t = 0, a far-off time returns
    /// promptly, and a completion that starts a zero-length animation whose completion does
    /// the same (which would never let the clock move) is cut and said.
    struct Loop: View {
        @State private var n = 0
        var body: some View {
            Text("n").opacity(Double(n % 2)).onAppear { step() }
        }
        func step() { withAnimation(.linear(duration: 0)) { n += 1 } completion: { step() } }
    }

    struct Flicker: View {
        var body: some View {
            PhaseAnimator([0.0, 1.0]) { p in Rectangle().frame(width: 4, height: 4).opacity(p) } animation: { _ in nil }
        }
    }

    @Test func hostileTimesAndLoopsEndPromptly() {
        let r = recording(FadeIn())
        #expect(r.frame(at: .nan) == r.frame(at: 0))
        #expect(r.frame(at: -5) == recording(FadeIn()).frame(at: 0))
        #expect(opacity(r.frame(at: 1e12)) == 1)
        let loop = recording(Loop())
        _ = loop.frame(at: 0.1)
        #expect(loop.isUnstable)
        // A phase animator without animations steps once a frame (1/60 s): a day away is cut.
        let flicker = recording(Flicker())
        _ = flicker.frame(at: 86_400)
        #expect(flicker.isUnstable)
    }

    func textFrame(_ list: DisplayList, _ string: String) -> Rect? { list.elements.first { $0.text?.string == string }?.frame }

    func opacity(_ list: DisplayList) -> Double {
        list.elements.first.map { list.effectiveOpacity(of: $0) } ?? -1
    }
}

extension EnvironmentValues {
    var fadeLength: Double {
        get { self[AnimationRecordingTests.FadeLength.self] }
        set { self[AnimationRecordingTests.FadeLength.self] = newValue }
    }
}

/// A modifier on a `ForEach` inside a stack leaves its views the stack's children, as SwiftUI
/// does: `.onAppear` and `.animation` on a list do not turn it into one view.
@Suite @MainActor struct ListModifierTests {
    struct Stacked: View {
        @State private var moved = false
        var body: some View {
            ZStack {
                ForEach(0..<3, id: \.self) { i in
                    Rectangle().frame(width: 100, height: 100).offset(x: moved ? 50 : 0, y: Double(i) * 10)
                }
                .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
                .animation(.linear(duration: 1), value: moved)
            }
        }
    }

    /// Three 100-pt squares overlapping in a ZStack (offset 10 pt apart), not a column; in a
    /// recording the offset animates (25 pt at 0.5 s), and a still is unchanged.
    @Test func aModifiedListStaysAList() {
        let still = layout(Stacked(), width: 300, height: 300)
        #expect(still.elements.map(\.frame.y) == [100, 100, 100])
        #expect(still.elements.map { $0.transform?.ty ?? 0 } == [0, 10, 20])
        let r = AnimationRecording(Stacked(), in: Rect(x: 0, y: 0, width: 300, height: 300), measurer: FixedAdvanceMeasurer(), rootName: "root")
        #expect(r.frame(at: 0.5).elements.map { $0.transform?.tx ?? 0 } == [25, 25, 25])
    }
}

/// Retargeting in a view, as a team writes it: a `.spring` change to 100, then at 0.2 s to
/// 200 while it is still moving.
@Suite @MainActor struct RetargetingTests {
    final class Model: ObservableObject {
        @Published var x = 0.0
    }
    struct Dot: View {
        @ObservedObject var model: Model
        var body: some View { Circle().frame(width: 10, height: 10).offset(x: model.x) }
    }

    func recording(retarget: Bool) -> AnimationRecording {
        let model = Model()
        let r = AnimationRecording(Dot(model: model), in: Rect(x: 0, y: 0, width: 400, height: 100), measurer: FixedAdvanceMeasurer(),
                                   rootName: "root")
        r.at(0) { withAnimation(.spring) { model.x = 100 } }
        if retarget { r.at(0.2) { withAnimation(.spring) { model.x = 200 } } }
        return r
    }

    func x(_ r: AnimationRecording, _ t: Double) -> Double { r.frame(at: t).elements[0].transform?.tx ?? 0 }

    /// At 0.2 s the retargeted dot is exactly where the other is (the spring keeps its
    /// position); a frame later it is further on, pulled toward 200, and it ends there.
    @Test func aRetargetedSpringContinuesFromWhereItIs() {
        let once = recording(retarget: false), twice = recording(retarget: true)
        #expect(abs(x(once, 0.2) - x(twice, 0.2)) < 1e-9)
        #expect(x(once, 0.2) > 50 && x(once, 0.2) < 100)
        #expect(x(twice, 0.2 + 1.0 / 60) > x(once, 0.2 + 1.0 / 60))
        #expect(x(twice, 3) == 200 && x(once, 3) == 100)
    }
}

/// `.cornerRadius(_:)` animates: its corners morph with the change (StackedSpring's squares
/// turn round), 4 → 24 pt under a linear second: 14 pt at half way.
@Suite @MainActor struct CornerRadiusAnimationTests {
    struct Rounding: View {
        @State private var round = false
        var body: some View {
            Rectangle().fill(Color.red).frame(width: 100, height: 100)
                .cornerRadius(round ? 24 : 4)
                .onAppear { withAnimation(.linear(duration: 1)) { round = true } }
        }
    }

    func radius(_ list: DisplayList) -> Double? {
        guard case .roundedRectangle(let r, _)? = list.elements.first?.clip?.shape else { return nil }
        return r
    }

    @Test func theCornersMorph() {
        let r = AnimationRecording(Rounding(), in: Rect(x: 0, y: 0, width: 200, height: 200), measurer: FixedAdvanceMeasurer())
        #expect(radius(r.frame(at: 0)) == 4)
        #expect(abs((radius(r.frame(at: 0.5)) ?? 0) - 14) < 1e-9)
        #expect(radius(r.frame(at: 1)) == 24)
        #expect(r.changes.contains { $0.property == "clip corner radius" && $0.from == 4 && $0.to == 24 })
        // A still draws the end.
        #expect(radius(ScreenLayout.layout(Rounding(), in: Rect(x: 0, y: 0, width: 200, height: 200), measurer: FixedAdvanceMeasurer())) == 24)
    }
}

/// An element's numbers bundle several SwiftUI properties (frame, fill, clip): an unanimated
/// change to one leaves another's animation running — a circle sliding in a scroll view (its
/// clip follows the offset frame by frame) keeps fading blue → red; and a view inserted by an
/// action takes that action's later changes as its first value (nothing to animate from).
@Suite @MainActor struct ElementPropertiesTests {
    struct Sliding: View {
        @State private var move = false
        var body: some View {
            ScrollView {
                Circle().frame(width: 50, height: 50)
                    .foregroundStyle(move ? .red : .blue)
                    .offset(x: move ? 260 : 0)
            }
            .onAppear { withAnimation(.linear(duration: 2)) { move = true } }
        }
    }

    func fill(_ list: DisplayList) -> RGBA? {
        guard case .solid(let c)? = list.elements.first(where: { $0.id.hasSuffix("Circle") })?.fill else { return nil }
        return c
    }

    /// Half-way: each channel the mean of blue's and red's in linear light (#BC61BE, worked in
    /// ColorInterpolationTests' way); red at the end.
    @Test func aFadeRunsOnWhileTheClipFollowsTheOffset() throws {
        let r = AnimationRecording(Sliding(), in: Rect(x: 0, y: 0, width: 400, height: 300), measurer: FixedAdvanceMeasurer())
        #expect(fill(r.frame(at: 0)) == RGBA(hex: "#007AFF"))
        #expect(fill(r.frame(at: 1)).map { "\($0)" } == "#BC61BE", "to the 8-bit level")
        #expect(fill(r.frame(at: 2)) == RGBA(hex: "#FF3B30"))
    }

    /// One tap inserts a square and paints it: it appears red, not fading from grey.
    struct InsertAndPaint: View {
        @State private var shown = false
        @State private var red = false
        var body: some View {
            VStack {
                if shown { Rectangle().fill(red ? Color.red : Color.gray).frame(width: 40, height: 40) }
            }
            .frame(width: 100, height: 100)
        }
        func go() { withAnimation(.linear(duration: 1)) { shown = true }; withAnimation(.linear(duration: 1)) { red = true } }
    }

    @Test func aViewInsertedByAnActionStartsWithThatActionsValues() {
        let view = InsertAndPaint()
        let r = AnimationRecording(view, in: Rect(x: 0, y: 0, width: 100, height: 100), measurer: FixedAdvanceMeasurer())
        r.at(0.5) { view.go() }
        let square = r.frame(at: 0.75).elements.first { $0.id.hasSuffix("Rectangle") }
        #expect(square?.fill == .solid(RGBA(hex: "#FF3B30")!))
    }
}
