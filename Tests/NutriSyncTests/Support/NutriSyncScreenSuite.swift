import AppSupport
import Catalog
import DisplayList
import Foundation
import Layout
import Render
import Tokens

/// The checkout these tests run in: `tokens/` and `snapshots/` live at its root.
enum Checkout {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }  // Support/, NutriSyncTests/, Tests/, this file
        return url.path
    }()

    static func screenCatalog() throws -> ScreenCatalog { try ScreenCatalog(tokensDirectory: root + "/tokens") }
    /// The tokens `system`'s app reads, as it reads them (a resolver document resolved in every
    /// environment, or a token file).
    static func appTokens(_ system: String) throws -> TokenSet {
        let resolver = root + "/tokens/\(system).resolver.json"
        return try DesignApps.appTokens(at: FileManager.default.fileExists(atPath: resolver) ? resolver : root + "/tokens/\(system).tokens.json")
    }

    /// The file that holds `system`'s base tokens (what a test edits as text): its token file,
    /// or the base set of its resolver document.
    static func tokenSource(_ system: String) -> String {
        let plain = root + "/tokens/\(system).tokens.json"
        return FileManager.default.fileExists(atPath: plain) ? plain : root + "/tokens/\(system)/base.tokens.json"
    }
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
