public import SwiftUI
import DisplayList
import Tokens

/// A selection card as the seed lays its options out (`○ Lose Weight` / `□ Better Sleep`):
/// a 3 % white card with a subtle border, a radio circle or a checkbox, a title, an optional
/// detail line (the option's subtitle) and an optional leading emoji. Selected: a 2 pt green
/// border, a faint green fill and a filled radio / checked box ("Selection Cards: Border
/// highlight when selected").
nonisolated public struct SelectionRow: View {
    public enum Control: Sendable { case radio, checkbox, none }
    @Environment(\.nutriSync) private var theme
    let title: String
    let detail: String?
    let emoji: String?
    let control: Control
    let selected: Bool
    let compact: Bool

    /// `compact`: tighter insets (12 pt sides, a 44 pt row for one line) for short options
    /// laid two to a row (`OptionGrid`).
    public init(_ title: String, detail: String? = nil, emoji: String? = nil, control: Control = .radio, selected: Bool = false,
                compact: Bool = false) {
        self.title = title; self.detail = detail; self.emoji = emoji; self.control = control; self.selected = selected
        self.compact = compact
    }

    public var body: some View {
        let t = theme
        HStack(spacing: compact ? 10 : 14) {
            switch control {
            case .radio: RadioMark(selected: selected)
            case .checkbox: CheckboxMark(checked: selected)
            case .none: EmptyView()
            }
            if let emoji { EmojiText(emoji, size: 24) }
            VStack(alignment: .leading, spacing: 3) {
                Text(title)
                    .font(t.font(.optionTitle, relativeTo: .body))
                    // A word too long for the row at the largest sizes shrinks whole rather than breaking.
                    .minimumScaleFactor(0.9)
                    .foregroundColor(Color(t.color(.textPrimary)))
                    .fixedSize(horizontal: false, vertical: true)
                if let detail {
                    Text(detail)
                        .font(t.font(.optionDetail, relativeTo: .subheadline))
                        .minimumScaleFactor(0.95)
                        .foregroundColor(Color(t.color(.textSecondary)))
                        .fixedSize(horizontal: false, vertical: true)
                }
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, compact ? 12 : 18)
        .padding(.vertical, compact ? 11 : detail == nil ? 16 : 14)
        .frame(maxWidth: .infinity)
        .selectionCard(selected: selected, theme: t)
        .accessibilityLabel(title + (detail.map { ", " + $0 } ?? ""))
        .accessibilityAddTraits(selected ? [.isButton, .isSelected] : .isButton)
    }
}

/// The radio circle of a single-choice row: an outline, filled green with a dark dot when selected.
nonisolated public struct RadioMark: View {
    @Environment(\.nutriSync) private var theme
    let selected: Bool
    public init(selected: Bool) { self.selected = selected }
    public var body: some View {
        let t = theme
        if selected {
            Circle().fill(Color(t.color(.accent))).frame(width: 22, height: 22)
                .overlay(Circle().fill(Color(t.color(.background))).frame(width: 8, height: 8))
        } else {
            Circle().strokeBorder(Color(t.color(.selectionRadio)), lineWidth: 2).frame(width: 22, height: 22)
        }
    }
}

/// The checkbox of a multiple-choice row: a rounded square outline, green with a dark
/// checkmark when checked.
nonisolated public struct CheckboxMark: View {
    @Environment(\.nutriSync) private var theme
    let checked: Bool
    public init(checked: Bool) { self.checked = checked }
    public var body: some View {
        let t = theme
        if checked {
            RoundedRectangle(cornerRadius: 6).fill(Color(t.color(.accent))).frame(width: 22, height: 22)
                .overlay(Image(systemName: "checkmark").font(.system(size: 13, weight: .bold))
                    .foregroundColor(Color(t.color(.background))))
        } else {
            RoundedRectangle(cornerRadius: 6).strokeBorder(Color(t.color(.selectionRadio)), lineWidth: 2)
                .frame(width: 22, height: 22)
        }
    }
}

extension View {
    /// The outline of a selection card ("Selection cards: highlight border on selection"):
    /// the card fill and 1 pt border, or the green fill and 2 pt green border when
    /// selected, at `radius.selectionCard`; tagged `selection`, where the component rules
    /// find it. `theme` is the caller's (read in its `body`).
    nonisolated func selectionCard(selected: Bool, theme t: NutriSyncTheme) -> some View {
        background(
            RoundedRectangle(cornerRadius: t.dimension(.radiusSelectionCard))
                .fill(Color(t.color(selected ? .selectionFill : .cardFill)))
                .strokeBorder(Color(t.color(selected ? .selectionBorder : .cardBorder)),
                              lineWidth: selected ? (t.dimension(.sizeBorderWidthSelection)) : (t.dimension(.sizeBorderWidthCard)))
        )
        .id("selection")
    }
}
