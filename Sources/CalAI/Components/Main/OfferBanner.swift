public import SwiftUI

/// The payment screen's one-time offer (seed 000 p8 "A final screen with a one-time
/// offer"; 001 p8 "a one-time offer"): a black banner with the wheel's prize.
nonisolated public struct OfferBanner: View {
    @Environment(\.mainLook) private var look
    let discount: Int

    public init(discount: Int) { self.discount = discount }

    public var body: some View {
        let look = self.look
        let gift = Image(systemName: "gift.fill")
            .font(.system(size: look.scaled(value: 26, .title2), weight: .semibold))
            .foregroundColor(look.color(.onInverse))
            .accessibilityLabel("Gift")
        let words = VStack(alignment: .leading, spacing: 2) {
            Text("Your one-time offer")
                .font(look.font(.subheadline, .subheadline))
                .foregroundColor(look.color(.onInverse).opacity(0.8))
                .fixedSize(horizontal: false, vertical: true)
            Text("\(discount)% OFF FOREVER")
                .font(look.font(.title2, .title2))
                .foregroundColor(look.color(.onInverse))
                .fixedSize(horizontal: false, vertical: true)
        }
        // The gift beside the words; above them when the largest type needs the width.
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 14) {
                gift
                words
                Spacer(minLength: 0)
            }
            VStack(alignment: .leading, spacing: 10) {
                gift
                words
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 16)
        .background(look.color(.inverse), in: RoundedRectangle(cornerRadius: look.length(.radiusCard)))
    }
}
