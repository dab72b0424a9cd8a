public import SwiftUI

/// A user review on the rating step: "A screen prompting a 5-star rating with user
/// reviews below" (seed 000 p7; 001 p7 "including reviews from other users"). A light grey
/// rounded card: an avatar circle with the reviewer's initials, the name, five gold stars,
/// and the quote.
nonisolated public struct ReviewCard: View {
    @Environment(\.calAI) private var theme
    let name: String
    let quote: String
    let stars: Int

    public init(name: String, quote: String, stars: Int = 5) { self.name = name; self.quote = quote; self.stars = stars }

    /// The stars grow with the name beside them (a fixed 14 pt under a 36-pt name at AX XL).
    @ScaledMetric(relativeTo: .headline) private var starSize = 14.0

    /// "Jake Sullivan" → "JS".
    var initials: String { String(name.split(separator: " ").compactMap(\.first).prefix(2)) }

    var avatar: some View {
        let t = theme
        // A fixed size, as avatars' initials in iOS: the circle does not grow with Dynamic Type.
        return Text(initials)
            .font(.system(size: 15, weight: .semibold))
            .foregroundColor(t.swatch(.onInverse))
            .fixedSize()
            .frame(width: 40, height: 40)
            .background(t.swatch(.inverse), in: Circle())
    }

    var nameText: some View {
        let t = theme
        return Text(name)
            .font(t.typeface(.headline, .headline))
            .foregroundColor(t.swatch(.textPrimary))
    }

    public var body: some View {
        let t = theme
        VStack(alignment: .leading, spacing: 10) {
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 12) {
                    avatar
                    nameText
                    Spacer(minLength: 8)
                    StarRow(filled: stars, size: starSize, spacing: 2)
                }
                HStack(spacing: 12) {
                    avatar
                    VStack(alignment: .leading, spacing: 4) {
                        nameText.fixedSize(horizontal: false, vertical: true)
                        StarRow(filled: stars, size: starSize, spacing: 2)
                    }
                    Spacer(minLength: 0)
                }
            }
            Text(quote)
                .font(t.typeface(.callout, .callout))
                .foregroundColor(t.swatch(.optionText))
                .fixedSize(horizontal: false, vertical: true)
        }
        .padding(t.length(.spacingCardPadding))
        .background(t.swatch(.optionFill), in: RoundedRectangle(cornerRadius: t.length(.radiusCard)))
        .accessibilityLabel("\(name), \(stars) stars: \(quote)")
    }
}
