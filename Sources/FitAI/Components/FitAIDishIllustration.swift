import Foundation
import Illustrations
import SwiftUI

/// The photo of a meal, drawn from what the log says is in it (`Illustrations.plate(of:)`):
/// grilled salmon a seared fillet with its grill bars, quinoa a heap of grains, asparagus
/// roasted spears, a soup its bowl — so photos of different meals differ as Cal AI's do.
/// Deterministic: the same entries always draw the same picture. Stands in for the stored
/// JPEG, which an export only references. The photo is the same in both appearances, as
/// a photo is; only its corners follow the grouped list's cards.
nonisolated struct FitAIDishIllustration: View {
    /// The entries detected in the photo, in logging order.
    let items: [FitAIFoodEntry]
    var height: Double = 190

    var body: some View {
        Image(illustration: Illustrations.plate(of: items.map(\.foodName)), aspectRatio: 2)
            .frame(maxWidth: .infinity, minHeight: height, maxHeight: height)
            .clipShape(RoundedRectangle(cornerRadius: InsetGroupedMetrics.cornerRadius))
            .accessibilityLabel("Photo: " + items.map(\.foodName).joined(separator: ", "))
    }
}
