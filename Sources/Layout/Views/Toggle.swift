import DisplayList
import Tokens

/// SwiftUI's `Toggle` as iOS 18 draws it (UISwitch): the label at the leading edge (it grows
/// with Dynamic Type), the 51 × 31-pt switch at the trailing edge — a capsule in system green
/// when on (or the `.tint` set on it), in the secondary fill when off — with a 27-pt white knob
/// and its soft shadow at the end it is switched to. The switch keeps its size at every text size.
///
///     Toggle("Reminders", isOn: $reminders)
nonisolated public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Bool

    /// A switch showing `isOn`, with `label` at the leading edge.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label(); self.isOn = isOn.wrappedValue
    }

    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.explicitTint) private var tint
    @Environment(\.labelsHidden) private var labelsHidden

    public var body: some View {
        let traits: AccessibilityTraits = [.isButton, .isToggle]
        HStack(spacing: 0) {
            // `.labelsHidden()`: the switch alone, as iOS draws it (VoiceOver still reads the label).
            if !labelsHidden {
                label
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .accessibilityAddTraits(isOn ? traits.union(.isSelected) : traits)
                    .accessibilityAddTraits(isEnabled ? [] : .notEnabled)
                Spacer(minLength: ToggleMetrics.labelSpacing)
            }
            Capsule()
                .fill(isOn ? tint ?? Color.systemGreen : Color.secondarySystemFill)
                .frame(width: ToggleMetrics.width, height: ToggleMetrics.height)
                .overlay(alignment: isOn ? .trailing : .leading) {
                    Circle()
                        .fill(Color.white)
                        .frame(width: ToggleMetrics.knobDiameter, height: ToggleMetrics.knobDiameter)
                        .shadow(color: Color(RGBA(r: 0, g: 0, b: 0, a: 0.15)), radius: 4, y: 3)
                        .padding(ToggleMetrics.knobInset)
                }
                // UIKit draws a disabled switch at half opacity.
                .opacity(isEnabled ? 1 : 0.5)
        }
    }
}

extension Toggle where Label == Text {
    /// `Toggle("Reminders", isOn: $reminders)`.
    public init(_ title: String, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
    /// The same with the state at this moment.
    public init(_ title: String, isOn: Bool) { self.init(title, isOn: .constant(isOn)) }
}

/// UISwitch's geometry.
enum ToggleMetrics {
    static let width = 51.0
    static let height = 31.0
    static let knobDiameter = 27.0
    /// The knob's inset from the track's edge.
    static let knobInset = 2.0
    /// Least room between the label and the switch.
    static let labelSpacing = 8.0
}
