public import SwiftUI
import DisplayList
import Tokens

/// The Imperial/Metric control above the height and weight wheels (seed 000 p4: "A
/// segmented control for Imperial/Metric units"; seed 001 p4: "Imperial and Metric
/// system toggle").
///
/// Drawn in Cal AI's own selection language rather than UIKit's white thumb: the track is
/// an unselected option's light grey (`option.fill`), the chosen segment is black with
/// white text like a selected option (`selected.fill` / `selected.text`).
nonisolated public struct SegmentedControl: View {
    @Environment(\.calAI) private var theme
    let segments: [String]
    let selected: Int

    /// UISegmentedControl's proportions, scaled up to Cal AI's larger type: a 2 pt inset
    /// between the track and the thumb, corners concentric with the track's.
    static let inset = 3.0, minHeight = 40.0, segmentWidth = 120.0

    public init(_ segments: [String], selected: Int) { self.segments = segments; self.selected = selected }

    /// Compact and centred; full width (wrapping if need be) when the labels grow with
    /// Dynamic Type past the screen's width.
    public var body: some View {
        ViewThatFits(in: .horizontal) {
            track.fixedSize(horizontal: true, vertical: false)
            track
        }
    }

    @ViewBuilder
    var track: some View {
        let t = theme
        let radius = t.dimension(.radiusPickerSelection)
        HStack(spacing: 0) {
            ForEach(segments.indices, id: \.self) { i in
                let on = i == selected
                Text(segments[i])
                    .font((t.font(.subheadline, relativeTo: .subheadline)).weight(.semibold))
                    .foregroundColor(Color(t.color(on ? .selectedText : .optionText)))
                    .multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 6)
                    .frame(minWidth: Self.segmentWidth, maxWidth: .infinity, minHeight: Self.minHeight - 2 * Self.inset)
                    .background(Color(on ? (t.color(.selectedFill)) : .clear), in: RoundedRectangle(cornerRadius: radius))
                    .accessibilityLabel(segments[i] + (on ? ", selected" : ""))
                    .accessibilityAddTraits(.isButton)
            }
        }
        .padding(Self.inset)
        .background(Color(t.color(.optionFill)), in: RoundedRectangle(cornerRadius: radius + Self.inset))
    }
}
