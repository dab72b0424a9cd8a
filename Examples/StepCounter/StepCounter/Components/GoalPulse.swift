import SwiftUI

/// The "goal met" badge: a check in a green disc, with a halo that swells and fades out
/// once a second, for as long as it is shown — under Reduce Motion it only fades, without
/// swelling. `proof previews --animate` records it; a still shows it at rest: its model
/// value, the halo grown and faded out. `proof check motion --previews` holds it still under
/// Reduce Motion.
struct GoalPulse: View {
    @State private var pulsing = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.walkGreen, lineWidth: 4)
                .frame(width: 88, height: 88)
                .scaleEffect(pulsing && !reduceMotion ? 1.5 : 1)
                .opacity(pulsing ? 0 : 0.6)
            Circle()
                .fill(Color.walkGreen)
                .frame(width: 88, height: 88)
            Image(systemName: "checkmark")
                .font(.system(size: 36, weight: .bold))
                .foregroundStyle(.white)
        }
        .accessibilityLabel("Goal met")
        .onAppear {
            withAnimation(.easeOut(duration: 1.2).repeatForever(autoreverses: false)) {
                pulsing = true
            }
        }
    }
}

/// The ring filling to today's progress when it appears, with a spring.
struct FillingRing: View {
    var progress: Double
    var steps: Int
    @State private var shown = 0.0

    var body: some View {
        ProgressRing(progress: shown, steps: steps)
            .onAppear {
                withAnimation(.spring(duration: 0.8, bounce: 0.2)) { shown = progress }
            }
    }
}

#Preview("Goal pulse") {
    GoalPulse()
}

#Preview("Filling ring") {
    FillingRing(progress: 0.64, steps: 6_420)
}
