public import SwiftUI

/// A UISwitch as iOS draws it: a 51 × 31 pt capsule (the off track `color.control.switchOff`,
/// the on track `color.control.switchOn`) and a 27 pt white thumb with a soft shadow. Used
/// by the Health access sheet's rows (seed 000 p7 "the system's Health Access pop-up").
nonisolated public struct ToggleSwitch: View {
    @Environment(\.calAI) private var theme
    let isOn: Bool
    let label: String

    public init(isOn: Bool, label: String) { self.isOn = isOn; self.label = label }

    public var body: some View {
        let t = theme
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(t.swatch(isOn ? .controlSwitchOn : .controlSwitchOff))
            Circle().fill(t.swatch(.controlThumb))
                .frame(width: 27, height: 27)
                .shadow(color: t.swatch(.shadow), radius: 2, y: 1)
                .padding(2)
        }
        .frame(width: 51, height: 31)
        .accessibilityLabel(label + (isOn ? ", on" : ", off"))
        .accessibilityAddTraits(.isButton)
    }
}
