import Foundation
import SwiftUI

/// The photo of a meal, drawn: the foods that share one photo laid out on a white plate on
/// a linen-coloured table, each as a simple vector portion whose look comes from its name
/// (salmon a pink fillet, grains a pale heap, asparagus green spears …) and whose place
/// comes from its position in the photo's list. Deterministic: the same entries always
/// draw the same picture. Stands in for the stored JPEG, which an export only references.
nonisolated struct FitAIDishIllustration: View {
    /// The entries detected in the photo, in logging order.
    let items: [FitAIFoodEntry]
    var height: Double = 190

    @Environment(\.appearance) private var appearance

    /// What a portion looks like.
    enum Portion: Hashable {
        case fillet, grains, spears, leaves, bowl, slice, round

        /// By keyword in the food's name; anything else is a round portion.
        init(_ name: String) {
            let n = name.lowercased()
            func has(_ words: String...) -> Bool { words.contains { n.contains($0) } }
            if has("salmon", "fish", "fillet", "steak", "chicken", "tuna", "cod", "pork", "beef") { self = .fillet }
            else if has("quinoa", "rice", "oat", "couscous", "pasta", "spaghetti", "noodle", "lentil") { self = .grains }
            else if has("asparagus", "bean", "carrot", "fries", "broccoli") { self = .spears }
            else if has("salad", "spinach", "kale", "lettuce", "greens") { self = .leaves }
            else if has("soup", "yogurt", "smoothie", "curry", "bowl", "chili") { self = .bowl }
            else if has("toast", "pizza", "sandwich", "bread", "taco", "burrito") { self = .slice }
            else { self = .round }
        }
    }

    /// The portion's colour: by keyword, else one of a few food tones picked by the name's
    /// letters (a stable sum, not `hashValue`, which changes from run to run).
    static func tone(_ name: String, _ portion: Portion) -> String {
        let n = name.lowercased()
        if n.contains("salmon") { return "#F28C6B" }
        if n.contains("asparagus") || n.contains("bean") || n.contains("broccoli") { return "#6E9F3C" }
        if n.contains("quinoa") || n.contains("rice") || n.contains("oat") { return "#E9D9A8" }
        switch portion {
        case .leaves: return "#7DB049"
        case .grains: return "#E4C88E"
        default:
            let palette = ["#D9894A", "#C0583C", "#E3B448", "#A0673F", "#D46F5A"]
            let sum = n.unicodeScalars.reduce(0) { $0 + Int($1.value) }
            return palette[sum % palette.count]
        }
    }

    var body: some View {
        ZStack {
            Rectangle().fill(Color(hex: appearance == .dark ? "#3B342C" : "#E8DDCB"))
            // The plate: a rim, then the well a little darker.
            Circle().fill(Color(hex: "#FAFAF7")).frame(width: height * 0.86, height: height * 0.86)
                .shadow(color: Color.black.opacity(0.18), radius: 6, y: 3)
            Circle().fill(Color(hex: "#F1F0EC")).frame(width: height * 0.64, height: height * 0.64)
            ForEach(Array(items.prefix(5).enumerated()), id: \.offset) { i, item in
                let spot = Self.spot(i, of: min(items.count, 5), radius: height * (items.count > 1 ? 0.16 : 0))
                portion(item).offset(x: spot.x, y: spot.y)
            }
        }
        .frame(maxWidth: .infinity, minHeight: height, maxHeight: height)
        .clipShape(RoundedRectangle(cornerRadius: InsetGroupedMetrics.cornerRadius))
        .accessibilityLabel("Photo: " + items.map(\.foodName).joined(separator: ", "))
        .accessibilityAddTraits(.isImage)
    }

    /// Darker grains scattered over a heap (by hand, so they never line up).
    static let grainSpots: [(x: Double, y: Double)] = [(-18, -6), (-7, -13), (6, -8), (17, -2), (-12, 6), (1, 2), (12, 9), (-2, 13), (22, -10), (-22, 2)]

    /// Item `i` of `n` around the plate's centre, the first at the upper left.
    static func spot(_ i: Int, of n: Int, radius: Double) -> (x: Double, y: Double) {
        let angle = -Double.pi * 0.75 + Double(i) * 2 * Double.pi / Double(max(n, 1))
        return (x: (radius * 1.15 * cos(angle)).rounded(), y: (radius * sin(angle)).rounded())
    }

    @ViewBuilder private func portion(_ item: FitAIFoodEntry) -> some View {
        let kind = Portion(item.foodName)
        let tone = Color(hex: Self.tone(item.foodName, kind))
        let s = height / 220
        switch kind {
        case .fillet:
            ZStack {
                RoundedRectangle(cornerRadius: 16 * s).fill(tone).frame(width: 66 * s, height: 40 * s)
                // Flakes: pale stripes across the fillet.
                ForEach(0..<3, id: \.self) { k in
                    Capsule().fill(Color.white.opacity(0.35)).frame(width: 4 * s, height: 28 * s)
                        .offset(x: Double(k - 1) * 15 * s)
                }
            }
            .rotationEffect(.degrees(-14))
        case .grains:
            ZStack {
                Ellipse().fill(tone).frame(width: 62 * s, height: 44 * s)
                ForEach(Array(Self.grainSpots.enumerated()), id: \.offset) { _, p in
                    Circle().fill(Color(hex: "#8C6B40").opacity(0.35)).frame(width: 4 * s, height: 4 * s)
                        .offset(x: p.x * s, y: p.y * s)
                }
            }
        case .spears:
            ZStack {
                ForEach(0..<5, id: \.self) { k in
                    Capsule().fill(tone).frame(width: 6 * s, height: 58 * s)
                        .offset(x: Double(k - 2) * 8 * s)
                }
            }
            .rotationEffect(.degrees(62))
        case .leaves:
            ZStack {
                ForEach(0..<5, id: \.self) { k in
                    Ellipse().fill(tone).frame(width: 34 * s, height: 22 * s)
                        .rotationEffect(.degrees(Double(k) * 36))
                        .offset(x: Double((k * 13) % 30 - 15) * s, y: Double((k * 17) % 24 - 12) * s)
                }
            }
        case .bowl:
            ZStack {
                Circle().fill(Color.white).frame(width: 66 * s, height: 66 * s)
                Circle().fill(tone).frame(width: 54 * s, height: 54 * s)
            }
        case .slice:
            RoundedRectangle(cornerRadius: 8 * s).fill(tone).frame(width: 62 * s, height: 48 * s).rotationEffect(.degrees(8))
        case .round:
            Circle().fill(tone).frame(width: 52 * s, height: 52 * s)
        }
    }
}
