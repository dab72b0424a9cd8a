import SwiftUI

struct TodayView: View {
    @EnvironmentObject var model: ActivityModel

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    ProgressRing(progress: model.progress, steps: model.steps)
                        .frame(maxWidth: .infinity)
                        .padding(.top, 8)

                    Text("Walks")
                        .font(.title2.bold())

                    ForEach(model.walks) { walk in
                        WalkRow(walk: walk)
                    }
                }
                .padding()
            }
            .navigationTitle("Today")
        }
    }
}

extension Color {
    /// A green dark enough for white text and icons (4.5:1).
    static let walkGreen = Color(red: 0.10, green: 0.50, blue: 0.22)
}

struct WalkRow: View {
    let walk: Walk

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "figure.walk")
                .font(.title3)
                .foregroundStyle(.white)
                .frame(width: 44, height: 44)
                .background(Color.walkGreen)
                .clipShape(Circle())
            VStack(alignment: .leading, spacing: 2) {
                Text(walk.name)
                    .font(.headline)
                Text("\(walk.minutes) min")
                    .font(.subheadline)
            }
            Spacer()
            Text("\(walk.steps) steps")
                .font(.subheadline.monospacedDigit())
        }
        .padding(12)
        .background(Color.gray.opacity(0.12))
        .clipShape(RoundedRectangle(cornerRadius: 16))
    }
}

#Preview {
    TodayView()
        .environmentObject(ActivityModel())
}

#Preview("Goal met") {
    TodayView()
        .environmentObject(ActivityModel(steps: 11_240))
}
