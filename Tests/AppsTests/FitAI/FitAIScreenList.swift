import AppSupport
import Catalog
import DisplayList
import Layout
import Render

extension ScreenCatalog {
    /// `fitai/NAME` laid out as the FitAI display-list suites read it: one appearance,
    /// device and text size, measured with the real fonts.
    func fitAIList(_ name: String, state: String? = nil, appearance: Appearance = .light, device: Device = .iPhone16,
                   contentSize: ContentSizeCategory = .large) throws -> DisplayList {
        var env = EnvironmentValues()
        env.appearance = appearance
        env.device = device
        env.contentSize = contentSize
        return try render("fitai/" + name, ScreenRequest(environment: env, state: state), measurer: PangoText())
    }
}
