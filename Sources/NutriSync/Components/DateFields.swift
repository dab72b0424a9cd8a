public import SwiftUI
import DisplayList
import Tokens

/// The seed's "[Date picker - Month, Day, Year]" (screen 2.1) as iOS's compact date fields:
/// three boxes in the input style (dark fill, 16 pt corners) labelled Month, Day and Year,
/// the month's with a chevron (it opens the wheel). The month takes the room left by the
/// day and the year; at large Dynamic Type sizes the three stack. An `error` turns the
/// three borders red and is printed once below them ("Clear error messages below fields").
nonisolated public struct DateFields: View {
    @Environment(\.nutriSync) private var theme
    let label: String
    let date: NutriSyncDate
    let error: String?

    public init(_ label: String, date: NutriSyncDate, error: String? = nil) {
        self.label = label; self.date = date; self.error = error
    }

    public var body: some View {
        let month = NutriSyncDate.monthNames[date.month - 1]
        VStack(alignment: .leading, spacing: 8) {
            ViewThatFits(in: .horizontal) {
                HStack(alignment: .bottom, spacing: 8) {
                    box("Month", month, chevron: true).frame(maxWidth: .infinity)
                    box("Day", "\(date.day)", minWidth: 72).fixedSize(horizontal: true, vertical: false)
                    box("Year", "\(date.year)", minWidth: 96).fixedSize(horizontal: true, vertical: false)
                }
                VStack(alignment: .leading, spacing: 12) {
                    box("Month", month, chevron: true)
                    box("Day", "\(date.day)")
                    box("Year", "\(date.year)")
                }
            }
            if let error { FieldErrorMessage(error) }
        }
    }

    /// One field: its small label above, the value on the input fill.
    /// `minWidth` keeps the day's box from hugging one digit.
    func box(_ name: String, _ value: String, chevron: Bool = false, minWidth: Double = 0) -> some View {
        let t = theme
        let minHeight = CGFloat(t.dimension(.sizeInputHeight))
        return VStack(alignment: .leading, spacing: 6) {
            Text(name)
                .font(t.font(.subheadline, relativeTo: .subheadline))
                .fontWeight(.medium)
                .foregroundColor(Color(t.color(.textSubheader)))
            HStack(spacing: 8) {
                Text(value)
                    .font(t.font(.body, relativeTo: .body))
                    .foregroundColor(Color(t.color(.textPrimary)))
                    .monospacedDigit()
                Spacer(minLength: 0)
                if chevron {
                    Image(systemName: "chevron.down")
                        .font(.system(size: 13, weight: .semibold, relativeTo: .footnote))
                        .foregroundColor(Color(t.color(.textSecondary)))
                }
            }
            .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
            .frame(minWidth: CGFloat(minWidth), minHeight: minHeight, alignment: .leading)
            .background(
                RoundedRectangle(cornerRadius: t.dimension(.radiusInput))
                    .fill(Color(t.color(.inputFill)))
                    .strokeBorder(Color(t.color(error != nil ? .inputErrorBorder : .inputBorder)),
                                  lineWidth: error != nil ? 1.5 : 1)
            )
            .id("input")
            .accessibilityLabel(label + ", " + name + ", " + value + (error.map { ", error: " + $0 } ?? ""))
            .accessibilityAddTraits(.isButton)
        }
    }
}
