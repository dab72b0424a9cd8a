public import AppSupport
import Catalog
import Foundation
public import Tokens

/// The checkout the tests run in — `tokens/`, `snapshots/`, `Tests/Fixtures/` live at its
/// root — found once, here, for every test target (this file is
/// `Tests/TestSupport/Checkout.swift`).
public enum Checkout {
    /// The package folder.
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }  // TestSupport/, Tests/, this file
        return url.path
    }()

    /// `relative` inside the checkout (`tokens/airfit.resolver.json`).
    public static func path(_ relative: String) -> String { root + "/" + relative }

    /// The project's four apps, as `proof` lists them.
    public static var designApps: DesignApps { AppList.apps }

    /// The project's four apps as `proof` draws them, from its `tokens/`.
    public static func screenCatalog() throws -> ScreenCatalog { try ScreenCatalog(tokensDirectory: root + "/tokens") }

    /// The tokens `system`'s app reads, as it reads them: its resolver document resolved in
    /// every environment.
    public static func appTokens(_ system: String) throws -> TokenSet {
        try DesignApps.appTokens(at: root + "/tokens/\(system).resolver.json")
    }

    /// The file that holds `system`'s base tokens (what a test edits as text): the base set
    /// of its resolver document.
    public static func tokenSource(_ system: String) -> String {
        root + "/tokens/\(system)/base.tokens.json"
    }

    /// `system`'s tokens as its app reads them, with each `(old, new)` made in its base
    /// tokens (each `old` must occur): the tokens folder is copied to a fresh folder, edited
    /// there and resolved in every environment (its problems then name that folder's
    /// `SYSTEM.resolver.json`).
    public static func editedTokens(_ system: String, _ edits: [(String, String)]) throws -> TokenSet {
        let folder = NSTemporaryDirectory() + "edited-tokens-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: root + "/tokens", toPath: folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let base = folder + "/\(system)/base.tokens.json"
        let text = try edits.reduce(String(contentsOfFile: base, encoding: .utf8)) { text, edit in
            precondition(text.contains(edit.0), "\(edit.0) is not in \(system)'s base tokens")
            return text.replacingOccurrences(of: edit.0, with: edit.1)
        }
        try text.write(toFile: base, atomically: true, encoding: .utf8)
        return try DesignApps.appTokens(at: folder + "/\(system).resolver.json")
    }
}
