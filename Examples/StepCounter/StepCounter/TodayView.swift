import SwiftUI

struct TodayView: View {
    @EnvironmentObject var model: ActivityModel

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    // An image set of Assets.xcassets, with a dark variant.
                    Image("TrailBanner")
                        .resizable()
                        .scaledToFill()
                        .frame(height: 120)
                        .clipShape(RoundedRectangle(cornerRadius: 16))
                        .accessibilityLabel("A trail over green hills")

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

struct WalkRow: View {
    let walk: Walk

    var body: some View {
        HStack(spacing: 12) {
            // A template image: drawn in the foreground style. `.walkGreen` is the symbol
            // Xcode generates for the WalkGreen colour set (dark enough for white: 5:1).
            Image(.footprints)
                .foregroundStyle(.white)
                .frame(width: 44, height: 44)
                .background(Color.walkGreen)
                .clipShape(Circle())
            VStack(alignment: .leading, spacing: 2) {
                // At Accessibility XL on the SE, "Morning loop" would break inside a word
                // (`proof check dynamic-type --propose` found the least shrinking that fits).
                Text(walk.name)
                    .font(.headline)
                    .minimumScaleFactor(0.85)
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
