import AppSupport
import Catalog
import DisplayList
import Foundation
import Layout
import Render

/// The checkout these tests run in: `tokens/` and `snapshots/` live at its root.
enum Checkout {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }  // Support/, AppsTests/, Tests/, this file
        return url.path
    }()

    static func screenCatalog() throws -> ScreenCatalog { try ScreenCatalog(tokensDirectory: root + "/tokens") }
}

/// What the Cal AI screen suites share: a screen's display list through the catalogue, and
/// its texts.
protocol CalAIScreenSuite {
    var catalog: ScreenCatalog { get }
}

extension CalAIScreenSuite {
    func list(_ name: String, state: String? = nil, appearance: Appearance = .light) throws -> DisplayList {
        var env = EnvironmentValues()
        env.appearance = appearance
        return try catalog.render("calai/" + name, ScreenRequest(environment: env, state: state), measurer: PangoText())
    }

    /// Every text run, line breaks read as spaces (titles break where the design breaks them).
    func texts(_ list: DisplayList) -> [String] {
        list.elements.compactMap { $0.text?.string.replacingOccurrences(of: "\n", with: " ") }
    }

    /// True when some text element contains `text` (titles may wrap, but each is one run).
    func shows(_ list: DisplayList, _ text: String) -> Bool { texts(list).contains { $0.contains(text) } }
}
