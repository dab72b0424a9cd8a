import AppSupport
import DisplayList
import SwiftUI

/// The kinds of entry `CalAIScreens`' table is made of.
extension CalAIScreens {
    /// One catalogue entry; `view` gets the requested state (nil for the default one).
    static func entry(_ name: String, states: [String] = [], theme: CalAITheme, _ view: @escaping (String?) -> AnyView) -> ScreenEntry {
        ScreenEntry(id: "calai/" + name, appearances: [.light, .dark], states: states, gradients: []) { request, measurer throws(ScreenRequestError) in
            ScreenLayout.layout(view(request.state), environment: theme.environment(request.environment), measurer: measurer)
        }
    }

    /// A camera screen: dark in both appearances (`color.scanner`), so it is laid out with
    /// the dark environment and its light status bar whatever appearance is asked for.
    static func cameraEntry(_ name: String, theme: CalAITheme, _ view: @escaping () -> AnyView) -> ScreenEntry {
        ScreenEntry(id: "calai/" + name, appearances: [.light, .dark], states: [], gradients: []) { request, measurer throws(ScreenRequestError) in
            var env = request.environment
            env.appearance = .dark
            return ScreenLayout.layout(view(), environment: theme.environment(env), measurer: measurer)
        }
    }

    /// A long screen with a "full" state: the same view with `scrollFullLength`, so the
    /// canvas grows to the whole scroll content (catalogue: "also its full scroll length").
    static func scrollingEntry(_ name: String, theme: CalAITheme, _ view: @escaping () -> AnyView) -> ScreenEntry {
        ScreenEntry(id: "calai/" + name, appearances: [.light, .dark], states: ["full"], gradients: []) { request, measurer throws(ScreenRequestError) in
            var env = request.environment
            env.scrollFullLength = request.state == "full"
            return ScreenLayout.layout(view(), environment: theme.environment(env), measurer: measurer)
        }
    }
}
