public import SwiftUI
import AppSupport
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
        rows(t)
        .padding(.horizontal, compact ? 12 : 18)
        .padding(.vertical, compact ? 11 : detail == nil ? 16 : 14)
        .frame(maxWidth: .infinity)
        .selectionCard(selected: selected, theme: t)
        .accessibilityLabel(title + (detail.map { ", " + $0 } ?? ""))
        .accessibilityAddTraits(selected ? [.isButton, .isSelected] : .isButton)
    }

    /// The mark and emoji beside the words; at accessibility sizes, where both have grown with
    /// the text, above them — as iOS's cells stack — so the words keep the row's width (beside
    /// a 52 pt radio at AX XL on the SE, "Maintain" and "Lightly active" break mid-word). A
    /// compact row stays side by side: its grid goes to one column when the row needs it.
    @ViewBuilder private func rows(_ t: NutriSyncTheme) -> some View {
        let gap = compact ? 10.0 : 14.0
        if control != .none || emoji != nil {
            MarkBesideWords(spacing: gap, stacks: !compact) { HStack(spacing: gap) { marks } } words: { words(t) }
        } else {
            HStack(spacing: gap) {
                words(t)
                Spacer(minLength: 0)
            }
        }
    }

    @ViewBuilder private var marks: some View {
        switch control {
        case .radio: RadioMark(selected: selected)
        case .checkbox: CheckboxMark(checked: selected)
        case .none: EmptyView()
        }
        if let emoji { EmojiText(emoji, size: 24) }
    }

    private func words(_ t: NutriSyncTheme) -> some View {
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
    }
}

/// The radio circle of a single-choice row: an outline, filled green with a dark dot when
/// selected. 22 pt at the default text size, growing with the body text of its label as
/// iOS's marks do (a checkmark symbol in the row's font grows with it): 52 pt at AX XL.
nonisolated public struct RadioMark: View {
    @Environment(\.nutriSync) private var theme
    @ScaledMetric(relativeTo: .body) private var side = 22.0
    let selected: Bool
    public init(selected: Bool) { self.selected = selected }
    public var body: some View {
        let t = theme
        if selected {
            Circle().fill(Color(t.color(.accent))).frame(width: side, height: side)
                .overlay(Circle().fill(Color(t.color(.background))).frame(width: side * 8 / 22, height: side * 8 / 22))
        } else {
            Circle().strokeBorder(Color(t.color(.selectionRadio)), lineWidth: side * 2 / 22).frame(width: side, height: side)
        }
    }
}

/// The checkbox of a multiple-choice row: a rounded square outline, green with a dark
/// checkmark when checked; grows with its label's body text like `RadioMark`.
nonisolated public struct CheckboxMark: View {
    @Environment(\.nutriSync) private var theme
    @ScaledMetric(relativeTo: .body) private var side = 22.0
    let checked: Bool
    public init(checked: Bool) { self.checked = checked }
    public var body: some View {
        let t = theme
        let radius = side * 6 / 22
        if checked {
            RoundedRectangle(cornerRadius: radius).fill(Color(t.color(.accent))).frame(width: side, height: side)
                .overlay(Image(systemName: "checkmark").font(.system(size: side * 13 / 22, weight: .bold))
                    .foregroundColor(Color(t.color(.background))))
        } else {
            RoundedRectangle(cornerRadius: radius).strokeBorder(Color(t.color(.selectionRadio)), lineWidth: side * 2 / 22)
                .frame(width: side, height: side)
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
