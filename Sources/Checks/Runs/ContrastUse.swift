import DisplayList
import Inspect
import Layout

/// One text or icon of one screen variant as the contrast check measured it, with the
/// pixels it measured it on: what a proposal is tried against.
package struct ContrastUse: Sendable {
    package let screen: CheckContext.Screen
    package let appearance: Appearance
    package let gradient: String?
    package let device: Device
    package let contrast: ColorSchemeContrast
    package let measurement: ContrastCheck.Measurement
    package let samples: ContrastSamples

    package var app: String { String(screen.id.prefix { $0 != "/" }) }
    package var passes: Bool { measurement.passes }
    /// Where it is, for a proposal's examples: `calai/free-trial dark · iphone-se`.
    package var place: String {
        screen.label + (appearance == .dark ? " dark" : "") + (contrast == .increased ? " high-contrast" : "")
            + (gradient.map { " on " + $0 } ?? "") + " · " + device.id
    }
}
