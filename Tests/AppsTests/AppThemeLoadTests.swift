import AppSupport
import Catalog
import Foundation
import TestSupport
import Testing
import Tokens

/// Each app reads its theme once, when its tokens load: a token a screen draws that is
/// missing from the app's file, or of another type, stops the load with one line naming
/// the file, the pointer, and every other problem — no app draws a stand-in colour.
@Suite struct AppThemeLoadTests {
    /// The project's token folder copied to a fresh folder with `edit` applied to one app's
    /// base tokens (its token file, or its resolver document's base set).
    static func tokens(_ system: String, _ edit: (inout [String: Any]) -> Void) throws -> String {
        let folder = NSTemporaryDirectory() + "theme-load-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: Checkout.root + "/tokens", toPath: folder)
        let file = folder + String(Checkout.tokenSource(system).dropFirst((Checkout.root + "/tokens").count))
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        edit(&json)
        try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]).write(to: URL(fileURLWithPath: file))
        return folder
    }

    /// The file an app's tokens are named by in messages: its token file or resolver document.
    static func named(_ system: String) -> String {
        FileManager.default.fileExists(atPath: Checkout.root + "/tokens/\(system).tokens.json") ? "\(system).tokens.json" : "\(system).resolver.json"
    }

    static func removing(_ path: [String]) -> (inout [String: Any]) -> Void {
        { json in json = Self.removed(path, from: json) }
    }

    static func removed(_ path: [String], from json: [String: Any]) -> [String: Any] {
        var json = json
        if path.count == 1 { json[path[0]] = nil } else if let child = json[path[0]] as? [String: Any] {
            json[path[0]] = removed(Array(path.dropFirst()), from: child)
        }
        return json
    }

    static func loadError(_ folder: String) -> String? {
        do {
            _ = try AppList.apps.load(tokensDirectory: folder)
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        ("calai", ["color", "cta", "fill"], "/color/cta/fill: missing: the app's screens draw colour cta.fill; add color.cta.fill, or color.cta.fill.light and .dark"),
        ("calai", ["typography", "headline"], "/typography/headline: missing: the app's screens read typography.headline; add the token"),
        ("nutrisync", ["color", "timeline", "now"], "/color/timeline/now: missing: the app's screens draw colour timeline.now; add color.timeline.now, or color.timeline.now.light and .dark"),
        ("nutrisync", ["schedule", "snapIncrement"], "/schedule/snapIncrement: missing: the app's screens read schedule.snapIncrement; add the token"),
        ("fitai", ["size", "button", "height"], "/size/button/height: missing: the app's screens read size.button.height; add the token"),
    ])
    func aMissingTokenStopsTheLoadNamingFileAndPointer(_ system: String, _ path: [String], _ expected: String) throws {
        let folder = try Self.tokens(system, Self.removing(path))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(Self.loadError(folder) == "\(folder)/\(Self.named(system)): \(expected)")
    }

    @Test func aMistypedTokenIsNamedWithItsLineAndEveryOtherProblem() throws {
        let folder = try Self.tokens("calai") { json in
            var size = json["size"] as! [String: Any]
            size["fab"] = ["$type": "number", "$value": 56]
            json["size"] = size
            json = Self.removed(["color", "scanner", "bar"], from: json)
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let message = try #require(Self.loadError(folder))
        // Colours are read first, then lengths; the mistyped token has a place in the file.
        #expect(message.hasPrefix("\(folder)/calai.resolver.json: /color/scanner/bar: missing: the app's screens draw colour scanner.bar"))
        #expect(message.hasSuffix(" (also /size/fab)"))
        #expect(!message.contains("\n"))
    }

    /// In a resolver document's app, a mistyped token is named in the file that writes it, at its line.
    @Test func aMistypedTokenOfAResolverDocumentIsNamedInItsSourceFile() throws {
        let folder = try Self.tokens("calai") { json in
            var size = json["size"] as! [String: Any]
            size["fab"] = ["$type": "number", "$value": 56]
            json["size"] = size
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let message = try #require(Self.loadError(folder))
        #expect(message.hasPrefix("\(folder)/calai/base.tokens.json: /size/fab: "), "\(message)")
        #expect(message.range(of: #" \(line \d+, column \d+\)$"#, options: .regularExpression) != nil, "\(message)")
    }

    @Test func theProjectsTokensLoadForEveryApp() throws {
        #expect(Self.loadError(Checkout.root + "/tokens") == nil)
    }
}
