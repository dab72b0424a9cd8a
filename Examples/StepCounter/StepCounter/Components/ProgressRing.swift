import SwiftUI

/// Today's steps as a ring that fills toward the goal.
struct ProgressRing: View {
    var progress: Double
    var steps: Int

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.walkGreen.opacity(0.2), lineWidth: 18)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.walkGreen, style: StrokeStyle(lineWidth: 18, lineCap: .round))
                .rotationEffect(.degrees(-90))
            VStack(spacing: 4) {
                Text("\(steps)")
                    .font(.system(size: 40, weight: .bold, design: .rounded))
                Text("steps")
                    .font(.subheadline)
            }
        }
        .frame(width: 200, height: 200)
    }
}

struct ProgressRing_Previews: PreviewProvider {
    static var previews: some View {
        ProgressRing(progress: 0.64, steps: 6_420)
        ProgressRing(progress: 1, steps: 10_000)
            .preferredColorScheme(.dark)
    }
}
