public import SwiftUI
import DisplayList
import Tokens
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One wheel of a `WheelPicker`: its rows, the selected one, and its share of the width.
public struct WheelColumn: Sendable, Hashable {
    public let values: [String]
    public let selected: Int
    public let weight: Double

    public init(values: [String], selected: Int, weight: Double = 1) {
        self.values = values; self.selected = selected; self.weight = weight
    }

    /// A wheel of `range` written by `format`, on `value` (clamped into the range).
    public init(_ range: ClosedRange<Int>, selected value: Int, weight: Double = 1, format: (Int) -> String) {
        self.init(values: range.map(format), selected: min(max(value, range.lowerBound), range.upperBound) - range.lowerBound, weight: weight)
    }

    /// The value shown in the selection band.
    public var selectedValue: String { values.indices.contains(selected) ? values[selected] : "" }
}

/// The iOS wheel picker (`UIPickerView` / `UIDatePicker` in wheels style) that Cal AI
/// uses for height, weight and date of birth (seed 000 p4: "Implement UIPickerView or a
/// similar component for the scrolling date and measurement pickers"; seed 001 p4: "The
/// user can scroll through a list of values").
///
/// Drawn as iOS draws it: the rows sit on a cylinder seen side-on, so a row `d` rows from
/// the selection is at height `R·sin θ` with `θ = d·rowHeight / R`, squashed to `cos θ` and
/// fading with it; the selected row sits on a grey rounded band (`control.pickerSelection`,
/// `radius.pickerSelection`) that runs across every wheel of the picker. Row height
/// (`size.pickerRow`) and text (`typography.picker`) are UIKit's, and like UIKit's wheels
/// they keep their size at every Dynamic Type setting.
nonisolated public struct WheelPicker: View {
    @Environment(\.calAI) private var theme
    let columns: [WheelColumn]
    let label: String

    /// Rows drawn on each side of the selection.
    public static let reach = 3

    public init(_ label: String, columns: [WheelColumn]) { self.label = label; self.columns = columns }

    public var body: some View {
        let t = theme
        let rowHeight = t.dimension(.sizePickerRow)
        let font = WheelRow.font(t)
        ZStack {
            RoundedRectangle(cornerRadius: t.dimension(.radiusPickerSelection))
                .fill(Color(t.color(.controlPickerSelection)))
                .frame(height: rowHeight)
            WeightedColumns(weights: columns.map(\.weight)) {
                ForEach(columns.indices, id: \.self) { c in
                    VStack(spacing: 0) {
                        ForEach(-Self.reach...Self.reach, id: \.self) { d in
                            WheelRow(text: Self.text(columns[c], d), geometry: WheelGeometry(distance: d, rowHeight: rowHeight, reach: Self.reach),
                                     font: font, ink: t.color(.textPrimary))
                        }
                    }
                }
            }
        }
        .frame(height: rowHeight * Double(2 * Self.reach + 1))
        .accessibilityLabel(label + ", " + columns.map(\.selectedValue).joined(separator: " "))
    }

    static func text(_ column: WheelColumn, _ d: Int) -> String? {
        let i = column.selected + d
        return column.values.indices.contains(i) ? column.values[i] : nil
    }
}

/// Where a row `distance` rows from the selection is drawn on the wheel's cylinder, whose
/// radius is half the wheel's height (`reach + ½` rows).
public struct WheelGeometry: Sendable, Hashable {
    public let distance: Int
    public let rowHeight: Double
    public let reach: Int

    public init(distance: Int, rowHeight: Double, reach: Int) {
        self.distance = distance; self.rowHeight = rowHeight; self.reach = reach
    }

    var radius: Double { rowHeight * (Double(reach) + 0.5) }
    /// Angle of the row from the line of sight, radians.
    var angle: Double { Double(distance) * rowHeight / radius }
    /// From the row's slot in the column to its place on the cylinder, points.
    public var offset: Double { radius * sin(angle) - Double(distance) * rowHeight }
    /// Vertical squash of a row turned away from the viewer.
    public var scale: Double { cos(angle) }
    /// Rows fade as they turn away, but never below 0.45: the faintest row still reads at
    /// 3:1 (WCAG's large-text level; the wheel's 22 pt text is large) on white and black.
    public var opacity: Double {
        distance == 0 ? 1 : 0.3 + 0.4 * scale * scale
    }
}

/// One row of a wheel: its slot is `rowHeight` tall (so rows never overlap in layout), and
/// the text is moved and squashed onto the cylinder when drawn.
nonisolated struct WheelRow: View {
    let text: String?
    let geometry: WheelGeometry
    let font: Font
    let ink: RGBA

    /// `typography.picker` at a fixed size: UIKit's wheels do not follow Dynamic Type.
    static func font(_ theme: CalAITheme) -> Font { theme.fixedFont(.picker) }

    var body: some View {
        if let text {
            Text(text)
                .font(font)
                .lineLimit(1)
                .foregroundColor(Color(ink.opacity(geometry.opacity)))
                .frame(maxWidth: .infinity)
                .frame(height: geometry.rowHeight)
                .scaleEffect(x: 1, y: geometry.scale)
                .offset(y: geometry.offset)
        } else {
            Color.clear.frame(height: geometry.rowHeight)
        }
    }
}
