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
        for _ in 0..<4 { url.deleteLastPathComponent() }  // Support/, AppsTests/, Tests/, this file
        return url.path
    }()

    static func screenCatalog() throws -> ScreenCatalog { try ScreenCatalog(tokensDirectory: root + "/tokens") }
    /// The tokens `system`'s app reads, as it reads them (a resolver document resolved in every
    /// environment, or a token file).
    static func appTokens(_ system: String) throws -> TokenSet {
        let resolver = root + "/tokens/\(system).resolver.json"
        return try DesignApps.appTokens(at: FileManager.default.fileExists(atPath: resolver) ? resolver : root + "/tokens/\(system).tokens.json")
    }

    /// `system`'s tokens as its app reads them, with each `(old, new)` made in its base
    /// tokens (each `old` must occur): a token file is read as text named
    /// `tokens/SYSTEM.tokens.json`; a resolver document is copied with its files to a fresh
    /// folder, edited there and resolved in every environment (its problems then name that
    /// folder's `SYSTEM.resolver.json`).
    static func editedTokens(_ system: String, _ edits: [(String, String)]) throws -> TokenSet {
        func edited(_ text: String) -> String {
            edits.reduce(text) { text, edit in
                precondition(text.contains(edit.0), "\(edit.0) is not in \(system)'s base tokens")
                return text.replacingOccurrences(of: edit.0, with: edit.1)
            }
        }
        let plain = root + "/tokens/\(system).tokens.json"
        if FileManager.default.fileExists(atPath: plain) {
            return try TokenLoader.parse(edited(try String(contentsOfFile: plain, encoding: .utf8)), file: "tokens/\(system).tokens.json")
        }
        let folder = NSTemporaryDirectory() + "edited-tokens-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: root + "/tokens", toPath: folder)
        let base = folder + "/\(system)/base.tokens.json"
        try edited(try String(contentsOfFile: base, encoding: .utf8)).write(toFile: base, atomically: true, encoding: .utf8)
        return try DesignApps.appTokens(at: folder + "/\(system).resolver.json")
    }

    /// The file that holds `system`'s base tokens (what a test edits as text): its token file,
    /// or the base set of its resolver document.
    static func tokenSource(_ system: String) -> String {
        let plain = root + "/tokens/\(system).tokens.json"
        return FileManager.default.fileExists(atPath: plain) ? plain : root + "/tokens/\(system)/base.tokens.json"
    }
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
