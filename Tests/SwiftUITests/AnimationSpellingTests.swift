import SwiftUI
import Testing

/// SwiftUI's animation spellings compile and draw the end state in a still; `Animation` is
/// SwiftUI's, with `.default` as Apple documents it for iOS 17 and later.
@Suite @MainActor struct AnimationSpellingTests {
    struct Expander: View {
        @State private var expanded = false
        var body: some View {
            VStack {
                Text(expanded ? "open" : "closed")
                    .animation(.easeInOut(duration: 0.3), value: expanded)
                    .transition(.opacity.combined(with: .scale))
                    .contentTransition(.numericText())
                Button("Toggle") { withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) { expanded.toggle() } }
            }
            .transition(.asymmetric(insertion: .move(edge: .leading), removal: .push(from: .trailing)))
            .animation(.default)
        }
    }

    @Test func modifiersDrawTheViewAsItIs() {
        #expect(layout(Expander()).texts == ["closed", "Toggle"])
    }

    @Test func withAnimationRunsItsBodyAndReturnsItsResult() {
        var count = 0
        let result = withAnimation { count += 1; return count * 10 }
        #expect(count == 1 && result == 10)
        var completed = false
        withAnimation(.easeIn, completionCriteria: .removed) { count += 1 } completion: { completed = true }
        #expect(count == 2 && completed)
    }

    /// Apple's documentation of `Animation.default`: since iOS 17 it is
    /// `spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)`: stiffness
    /// (2π / 0.55)² = 130.5, damping 4π × 1.0 / 0.55 = 22.85 for a unit mass.
    @Test func theDefaultAnimationIsACriticallyDampedSpring() throws {
        guard case .spring(let spring) = Animation.default.curve else { Issue.record("not a spring"); return }
        #expect(abs(spring.stiffness - 130.5) < 0.05)
        #expect(abs(spring.damping - 22.848) < 0.01)
        #expect(abs(spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot()) - 1) < 1e-9, "the damping ratio is 1")
    }
}

/// `PhaseAnimator` and `.phaseAnimator`: a still is the moment the view appears, so the
/// content is drawn in the first phase.
@Suite @MainActor struct PhaseAnimatorTests {
    enum Pulse: CaseIterable { case rest, grow }

    @Test func theFirstPhaseIsDrawn() throws {
        let list = layout(PhaseAnimator(Pulse.allCases) { phase in
            Text(phase == .rest ? "resting" : "grown").scaleEffect(phase == .grow ? 2 : 1)
        })
        #expect(list.texts == ["resting"])
        let modified = layout(Text("Bird").phaseAnimator([3.0, 1.0], trigger: 1) { content, scale in
            content.opacity(scale == 3 ? 0.25 : 1)
        })
        #expect(modified.texts == ["Bird"] && modified.elements.first?.opacity == 0.25)
        #expect(layout(PhaseAnimator([Int]()) { Text("\($0)") }).elements.isEmpty)
    }
}
