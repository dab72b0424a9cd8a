public import SwiftUI

/// A subscription plan tile of the payment screen (seed 000 p8 "a toggle between
/// monthly/yearly pricing"; 001 p8 "pricing for a monthly and yearly plan, with the yearly
/// plan highlighted as a better deal"): the period, the former price, the price, what is billed, a
/// radio check, and an optional badge on the top edge. Selected: the 2 pt black border and
/// a filled check.
nonisolated public struct PlanCard: View {
    @Environment(\.mainLook) private var look
    let title: String
    let price: String
    let was: String?
    let detail: String
    let badge: String?
    let selected: Bool
    let badgeRoom: Bool

    /// `badgeRoom`: leave room at the top for a badge (set on every tile of a row that has
    /// one, so their contents line up).
    public init(title: String, price: String, was: String? = nil, detail: String, badge: String? = nil, selected: Bool, badgeRoom: Bool = false) {
        self.title = title; self.price = price; self.was = was; self.detail = detail; self.badge = badge; self.selected = selected
        self.badgeRoom = badgeRoom || badge != nil
    }

    public var body: some View {
        let look = self.look
        let radius = look.length(.radiusPaywallPlan)
        let check = look.scaled(value: 24, .headline)
        // The badge sits on the top edge; its laid-out frame (the offset only moves the
        // drawing) reaches down `badgeHeight`, so the content starts below it.
        let badgeHeight = look.scaled(value: 13, .caption2) + 8
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .top) {
                Text(title)
                    .font(look.font(.headline, .headline))
                    .foregroundColor(look.color(.textPrimary))
                    .fixedSize(horizontal: false, vertical: true)
                Spacer(minLength: 4)
                Image(systemName: selected ? "checkmark.circle.fill" : "circle")
                    .font(.system(size: check, weight: .regular))
                    .foregroundColor(look.color(selected ? .paywallHighlight : .textSecondary))
                    .accessibilityLabel(selected ? "Selected" : "Not selected")
            }
            if let was {
                // Struck through, as the App Store shows a former price.
                Text("Was \(was)")
                    .strikethrough()
                    .font(look.font(.subheadline, .subheadline))
                    .foregroundColor(look.color(.textSecondary))
                    .fixedSize(horizontal: false, vertical: true)
            }
            Text(price)
                .font(look.font(.title3, .title3))
                .fontWeight(.bold)
                .monospacedDigit()
                .foregroundColor(look.color(.textPrimary))
                .fixedSize(horizontal: false, vertical: true)
            Text(detail)
                .font(look.font(.subheadline, .subheadline))
                .foregroundColor(look.color(.textSecondary))
                .fixedSize(horizontal: false, vertical: true)
        }
        .padding(16)
        .padding(.top, badgeRoom ? badgeHeight - 12 : 0)
        // Fills the height its row gives it, so side-by-side tiles match.
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(RoundedRectangle(cornerRadius: radius).fill(look.color(.paywallPlanFill))
            .strokeBorder(look.color(selected ? .paywallHighlight : .border),
                          lineWidth: selected ? look.length(.sizeSelectionBorder) : look.length(.sizeHairline)))
        .overlay(alignment: .top) {
            if let badge {
                Text(badge)
                    .font(look.font(.caption2, .caption2))
                    .fontWeight(.bold)
                    .foregroundColor(look.color(.onInverse))
                    .fixedSize()
                    .padding(.horizontal, 10)
                    .frame(height: badgeHeight)
                    .background(look.color(.paywallHighlight), in: Capsule())
                    .offset(y: -badgeHeight / 2)
            }
        }
        .accessibilityLabel("\(title), \(price), \(detail)" + (badge.map { ", \($0)" } ?? "") + (selected ? ", selected" : ""))
        .accessibilityAddTraits(.isButton)
    }
}
