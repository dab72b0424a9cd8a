public import SwiftUI
import DisplayList
import Tokens

/// Screen 2.2's "[Tab: Imperial | Metric]": a segmented control on the input fill, the
/// chosen segment highlighted the way NutriSync highlights a choice (green border on a
/// faint green wash, as "Selection Cards: Border highlight when selected"), its label
/// white and semibold, the other's secondary. Full width; the labels wrap at the largest
/// Dynamic Type sizes rather than clip.
nonisolated public struct UnitTabs: View {
    @Environment(\.nutriSync) private var theme
    let segments: [String]
    let selected: Int

    public init(_ segments: [String], selected: Int) { self.segments = segments; self.selected = selected }

    static let inset = 4.0

    /// Side by side when both labels fit on one line each; stacked (one segment a row) when
    /// Dynamic Type makes a label wider than half the track, so no label breaks mid-word.
    public var body: some View {
        ViewThatFits(in: .horizontal) {
            track(HStack(spacing: 0) { segmentViews(fixed: true) })
            track(VStack(spacing: 0) { segmentViews(fixed: false) })
        }
        .id("tabs")
    }

    func track<Content: View>(_ content: Content) -> some View {
        let t = theme
        return content
            .padding(Self.inset)
            .background(
                RoundedRectangle(cornerRadius: t.dimension(.radiusInput))
                    .fill(Color(t.color(.inputFill)))
                    .strokeBorder(Color(t.color(.inputBorder)), lineWidth: 1)
            )
    }

    @ViewBuilder
    func segmentViews(fixed: Bool) -> some View {
        let t = theme
        let outer = t.dimension(.radiusInput)
        ForEach(segments.indices, id: \.self) { i in
            let on = i == selected
            Text(segments[i])
                .font(t.font(.subheadline, relativeTo: .subheadline))
                .fontWeight(on ? .semibold : .medium)
                .foregroundColor(Color(t.color(on ? .textPrimary : .textSecondary)))
                .multilineTextAlignment(.center)
                .fixedSize(horizontal: fixed, vertical: true)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .frame(maxWidth: .infinity, minHeight: 40)
                .background(
                    RoundedRectangle(cornerRadius: outer - Self.inset)
                        .fill(Color(on ? (t.color(.selectionFill)) : .clear))
                        .strokeBorder(Color(on ? (t.color(.selectionBorder)) : .clear), lineWidth: 1.5)
                )
                .accessibilityLabel(segments[i] + (on ? ", selected" : ""))
                .accessibilityAddTraits(on ? [.isButton, .isSelected] : .isButton)
        }
    }
}
