import DisplayList
import Inspect
import Layout

/// One text or icon of one screen variant as the contrast check measured it, with the
/// pixels it measured it on: what a proposal is tried against.
struct ContrastUse: Sendable {
    let screen: CheckContext.Screen
    let appearance: Appearance
    let gradient: String?
    let device: Device
    let contrast: ColorSchemeContrast
    let measurement: ContrastCheck.Measurement
    let samples: ContrastSamples

    var app: String { String(screen.id.prefix { $0 != "/" }) }
    var passes: Bool { measurement.passes }
    /// Where it is, for a proposal's examples: `calai/free-trial dark · iphone-se`.
    var place: String {
        screen.label + (appearance == .dark ? " dark" : "") + (contrast == .increased ? " high-contrast" : "")
            + (gradient.map { " on " + $0 } ?? "") + " · " + device.id
    }
}
