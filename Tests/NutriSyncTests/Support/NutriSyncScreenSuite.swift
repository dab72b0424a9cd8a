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
        for _ in 0..<4 { url.deleteLastPathComponent() }  // Support/, NutriSyncTests/, Tests/, this file
        return url.path
    }()

    static func screenCatalog() throws -> ScreenCatalog { try ScreenCatalog(tokensDirectory: root + "/tokens") }
}

/// What the NutriSync screen suites share: a screen's display list through the catalogue
/// (dark, the only appearance), and its texts.
protocol NutriSyncScreenSuite {
    var catalog: ScreenCatalog { get }
}

extension NutriSyncScreenSuite {
    func list(_ name: String, state: String? = nil, device: Device = .iPhone16,
              contentSize: ContentSizeCategory = .large) throws -> DisplayList {
        var env = EnvironmentValues()
        env.appearance = .dark
        env.device = device
        env.contentSize = contentSize
        return try catalog.render("nutrisync/" + name, ScreenRequest(environment: env, state: state), measurer: PangoText())
    }

    /// Every text run, line breaks read as spaces.
    func texts(_ list: DisplayList) -> [String] {
        list.elements.compactMap { $0.text?.string.replacingOccurrences(of: "\n", with: " ") }
    }

    /// True when some text element contains `text`.
    func shows(_ list: DisplayList, _ text: String) -> Bool { texts(list).contains { $0.contains(text) } }
}
