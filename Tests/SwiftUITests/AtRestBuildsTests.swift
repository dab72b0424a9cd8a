import DisplayList
import SwiftUI
import Testing

/// How often a still is built when its views change as they appear. At rest nothing
/// animates, so a `withAnimation` in an `onAppear` builds nothing of its own: the appear
/// actions of one update run together and the tree is built once after them, as a plain
/// state change is (and as SwiftUI batches an update's changes). Each build lays out the
/// whole screen: the AirFit dashboard's four glass cards took 14 builds before.
@Suite @MainActor struct AtRestBuildsTests {
    /// Counts the builds of the view that holds it (its body is evaluated once a build).
    final class Builds { var count = 0 }

    struct Card: View {
        let index: Int
        @State private var loaded = false
        var body: some View {
            Rectangle().fill(Color.red).frame(width: 40, height: 20)
                .opacity(loaded ? 1 : 0.25)
                .onAppear { withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { loaded = true } }
        }
    }

    struct Cards: View {
        let builds: Builds
        var body: some View {
            builds.count += 1
            return VStack(spacing: 4) {
                ForEach(0..<6, id: \.self) { Card(index: $0) }
            }
        }
    }

    /// One build to find that the screen changes as it appears, one in the graph that
    /// runs the six appear actions, one of the screen at rest: 3, not 1 + 1 + 2 × 6 − 1.
    /// Every card is drawn at its end (opacity 1).
    @Test func sixAnimatedAppearsCostOneBuildAtRest() {
        let builds = Builds()
        let list = layout(Cards(builds: builds), width: 200, height: 200)
        #expect(builds.count == 3)
        let rectangles = list.elements.filter { $0.text == nil }
        #expect(rectangles.count == 6)
        #expect(rectangles.allSatisfy { list.effectiveOpacity(of: $0) == 1 })
    }

    /// What an appear action shows appears in turn: its own `onAppear` runs after the build
    /// that shows it (a second update), and its change is drawn at its end too.
    struct Reveal: View {
        @State private var shown = false
        @State private var second = false
        var body: some View {
            VStack {
                if shown {
                    Text(second ? "second" : "first")
                        .onAppear { withAnimation(.easeIn(duration: 1)) { second = true } }
                }
            }
            .frame(width: 200, height: 100)
            .onAppear { withAnimation(.easeOut(duration: 1)) { shown = true } }
        }
    }
    @Test func aViewAnAppearActionShowsRunsItsOwnAppearAtRest() {
        #expect(layout(Reveal(), width: 200, height: 200).texts == ["second"])
    }

    /// Inside a recording nothing changes: each `withAnimation` keeps its own transaction,
    /// so the cards still fade in over the spring (not all at once, not drawn done).
    @Test func aRecordingStillAnimatesEachCard() {
        let r = recording(Cards(builds: Builds()))
        let first = r.frame(at: 0)
        #expect(first.elements.filter { $0.text == nil }.allSatisfy { first.effectiveOpacity(of: $0) == 0.25 })
        let mid = r.frame(at: 0.1)
        let opacities = mid.elements.filter { $0.text == nil }.map { mid.effectiveOpacity(of: $0) }
        #expect(opacities.count == 6)
        #expect(opacities.allSatisfy { $0 > 0.25 && $0 < 1 })
    }
}
