public import SwiftUI
import DisplayList
import Tokens

/// An onboarding interlude: the step's back button and progress bar at the top, a
/// message in the middle of the screen, and the Continue capsule (seed 000 p5: "Realistic
/// Target: An interlude screen displaying a message like 'Losing 12 lbs is a realistic
/// target. It's not hard at all!'"; "A promotional interlude screen"). Like
/// `OnboardingPage`, it scrolls when the message no longer fits (large Dynamic Type).
nonisolated public struct InterludePage<Content: View>: View {
    let progress: Double
    let action: String
    let content: () -> Content

    public init(progress: Double, action: String = "Continue", @ViewBuilder content: @escaping () -> Content) {
        self.progress = progress; self.action = action; self.content = content
    }

    public var body: some View {
        StepFrame(progress: progress) {
            VStack(spacing: 0) {
                Spacer(minLength: 24)
                content()
                Spacer(minLength: 24)
            }
        } scrolling: {
            content().padding(.vertical, 24)
        } footer: {
            PrimaryButton(action)
        }
    }
}
