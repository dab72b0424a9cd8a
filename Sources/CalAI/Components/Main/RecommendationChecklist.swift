public import SwiftUI

/// The loading screen's "Daily recommendation for" card (seed 000 p7 "a checklist of 'Daily
/// recommendation' items appearing as the bar fills"; 001 p7): Calories, Carbs, Protein,
/// Fats, Health Score, each ticked once the bar has passed its equal share
/// (`motion.loadingProgress.checklistItems`). A black card with white text, as the app's.
/// `reveal` (one value 0…1 per item) animates the ticks for `calai/loading-progress`: 0 is
/// pending, 1 ticked, in between the item brightens and its check fades in over the circle.
nonisolated public struct RecommendationChecklist: View {
    @Environment(\.mainLook) private var look
    let progress: Double
    let reveal: [Double]?

    public init(progress: Double, reveal: [Double]? = nil) { self.progress = progress; self.reveal = reveal }

    /// How far item `index` is ticked: `reveal`'s value, else 0 or 1 from `progress`.
    func tick(_ index: Int, count: Int) -> Double {
        if let reveal, reveal.indices.contains(index) { return min(max(reveal[index], 0), 1) }
        return Self.isTicked(index, progress: progress, count: count) ? 1 : 0
    }

    public static let items = ["Calories", "Carbs", "Protein", "Fats", "Health Score"]

    /// Whether item `index` is ticked at `progress`: item k at (k + 1) / count of the bar.
    public static func isTicked(_ index: Int, progress: Double, count: Int = items.count) -> Bool {
        progress + 1e-9 >= Double(index + 1) / Double(max(count, 1))
    }

    public var body: some View {
        let look = self.look
        let count = max(Int(look.number(.motionLoadingProgressChecklistItems)), 1)
        let items = Array(Self.items.prefix(count))
        let tick = look.scaled(value: 22, .callout)
        VStack(alignment: .leading, spacing: 12) {
            Text("Daily recommendation for")
                .font(look.font(.headline, .headline))
                .foregroundColor(look.color(.onInverse))
                // Shrinks rather than breaking "recommendation" (SE, AX XL).
                .minimumScaleFactor(0.85)
                .fixedSize(horizontal: false, vertical: true)
            ForEach(Array(items.enumerated()), id: \.offset) { index, item in
                let k = self.tick(index, count: items.count)
                let done = k >= 1
                HStack(spacing: 10) {
                    Text("•").font(look.font(.callout, .callout))
                    Text(item)
                        .font(look.font(.callout, .callout))
                        .fixedSize(horizontal: false, vertical: true)
                    Spacer(minLength: 8)
                    if k > 0 && k < 1 {
                        // Ticking: the check fades in over the fading circle.
                        ZStack {
                            Image(systemName: "circle").font(.system(size: tick, weight: .regular)).opacity(1 - k)
                            Image(systemName: "checkmark.circle.fill").font(.system(size: tick, weight: .regular)).opacity(k)
                        }
                        .accessibilityLabel("Pending")
                    } else {
                        Image(systemName: done ? "checkmark.circle.fill" : "circle")
                            .font(.system(size: tick, weight: .regular))
                            .accessibilityLabel(done ? "Done" : "Pending")
                    }
                }
                .foregroundColor(look.color(.onInverse).opacity(done ? 1 : 0.6 + 0.4 * k))
                .accessibilityLabel(item + (done ? ", done" : ""))
            }
        }
        .padding(20)
        .background(look.color(.inverse), in: RoundedRectangle(cornerRadius: look.length(.radiusCard)))
    }
}
