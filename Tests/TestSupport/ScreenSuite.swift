public import AppSupport
public import DisplayList
public import Layout
import Render

/// What a suite of one app's screen tests shares: a screen's display list through the
/// catalogue, as `proof render` draws it, and its texts. A suite names its app (and the
/// appearance its screens are drawn in unless a test says otherwise).
public protocol ScreenSuite {
    /// The catalogue the screens come from (`Checkout.screenCatalog()`).
    var catalog: ScreenCatalog { get }
    /// The app's id: `calai`, `nutrisync` …
    static var app: String { get }
    /// The appearance a screen is drawn in when a test gives none.
    static var appearance: Appearance { get }
}

extension ScreenSuite {
    /// Light, unless the suite says otherwise.
    public static var appearance: Appearance { .light }

    /// The screen `name` (`welcome`, `onboarding-goal`) of the suite's app in `state`, drawn
    /// on `device` at `contentSize`, text measured by Pango.
    public func list(_ name: String, state: String? = nil, appearance: Appearance? = nil, device: Device = .iPhone16,
                     contentSize: ContentSizeCategory = .large) throws -> DisplayList {
        var env = EnvironmentValues()
        env.appearance = appearance ?? Self.appearance
        env.device = device
        env.contentSize = contentSize
        return try catalog.render(Self.app + "/" + name, ScreenRequest(environment: env, state: state), measurer: PangoText())
    }

    /// Every text run, line breaks read as spaces (titles break where the design breaks them).
    public func texts(_ list: DisplayList) -> [String] {
        list.elements.compactMap { $0.text?.string.replacingOccurrences(of: "\n", with: " ") }
    }

    /// True when some text element contains `text` (titles may wrap, but each is one run).
    public func shows(_ list: DisplayList, _ text: String) -> Bool { texts(list).contains { $0.contains(text) } }
}
