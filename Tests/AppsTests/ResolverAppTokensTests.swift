import AppSupport
import Catalog
import DisplayList
import Foundation
import Layout
import Render
import TestSupport
import Testing
import Tokens

/// An app's design system written as a resolver document — a base set and a `dark` context
/// of an `appearance` modifier, as the Resolver Module 2025.10 writes light and dark — draws
/// exactly what the plain file with `.light`/`.dark` pairs draws. AirFit's file as it was
/// before it became a resolver document (`Tests/TokensTests/Fixtures/airfit-pairs.tokens.json`,
/// 14 pairs) is drawn three ways and every screen compared, light and dark, standard and
/// increased contrast: as a plain file, rewritten here into a resolver document (pairs
/// collapsed to one token per set, aliases to a pair's half made aliases of the token;
/// `contrast.increased` overrides, where a file has them, made a `contrast` modifier's `more`
/// context), and as the project's own `tokens/airfit.resolver.json`. All four apps' files
/// were converted that way (`proof render --all` drew byte-identical files before and after).
/// The fixture pins AirFit's values as the project's document states them: a token edit
/// there is made in the fixture too.
@Suite struct ResolverAppTokensTests {
    typealias JSON = [String: Any]

    /// The tokens of `file` as a resolver document in `folder`: `base.tokens.json` (every
    /// token, a pair as its light value), `dark.tokens.json` (each pair's dark value) and,
    /// when the file has `contrast.increased`, `more.tokens.json` (those overrides at their paths).
    static func writeResolver(from file: String, into folder: String, name: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        var root = try #require(try JSONSerialization.jsonObject(with: data) as? JSON)
        let increased = (root["contrast"] as? JSON)?["increased"] as? JSON
        root["contrast"] = nil
        var pairs: Set<String> = []
        func findPairs(_ node: JSON, _ path: [String]) {
            let children = node.keys.filter { !$0.hasPrefix("$") }
            if Set(children) == ["light", "dark"], (node["light"] as? JSON)?["$value"] != nil { pairs.insert(path.joined(separator: ".")); return }
            for key in children { if let child = node[key] as? JSON { findPairs(child, path + [key]) } }
        }
        findPairs(root, [])
        // `{a.b.light}` of a pair → `{a.b}`: in each context the pair's token holds that context's value.
        func rewrite(_ value: Any) -> Any {
            if let text = value as? String, text.hasPrefix("{"), text.hasSuffix("}") {
                var path = String(text.dropFirst().dropLast())
                // In the `more` context an override is the token itself.
                if path.hasPrefix("contrast.increased.") { path = String(path.dropFirst("contrast.increased.".count)) }
                for suffix in [".light", ".dark"] where path.hasSuffix(suffix) && pairs.contains(String(path.dropLast(suffix.count))) {
                    return "{" + String(path.dropLast(suffix.count)) + "}"
                }
                return "{" + path + "}"
            }
            if let object = value as? JSON { return object.mapValues(rewrite) }
            if let array = value as? [Any] { return array.map(rewrite) }
            return value
        }
        // The tree with each pair as one token holding `half`'s value; `only` keeps just the pairs (and the groups' `$type`s).
        func collapsed(_ node: JSON, _ path: [String], half: String, only: Bool) -> JSON? {
            if pairs.contains(path.joined(separator: ".")) {
                guard var token = node[half] as? JSON else { return nil }
                token["$value"] = rewrite(token["$value"] as Any)
                return token
            }
            if node["$value"] != nil { return only ? nil : node.mapValues(rewrite) }
            var out: JSON = [:]
            for (key, child) in node {
                if key.hasPrefix("$") { if key == "$type" || !only { out[key] = child }; continue }
                if let child = child as? JSON, let kept = collapsed(child, path + [key], half: half, only: only) { out[key] = kept }
            }
            return only && out.keys.allSatisfy({ $0.hasPrefix("$") }) && !path.isEmpty ? nil : out
        }
        func write(_ json: JSON, _ name: String) throws {
            try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        try write(try #require(collapsed(root, [], half: "light", only: false)), "base.tokens.json")
        try write(try #require(collapsed(root, [], half: "dark", only: true)), "dark.tokens.json")
        var modifiers: JSON = ["appearance": ["contexts": ["light": [], "dark": [["$ref": "dark.tokens.json"]]], "default": "light"]]
        var order: [JSON] = [["$ref": "#/sets/base"], ["$ref": "#/modifiers/appearance"]]
        if let increased {
            try write(rewrite(increased) as! JSON, "more.tokens.json")
            modifiers["contrast"] = ["contexts": ["standard": [], "more": [["$ref": "more.tokens.json"]]], "default": "standard"]
            order.append(["$ref": "#/modifiers/contrast"])
        }
        try write(["name": name, "version": "2025.10", "sets": ["base": ["sources": [["$ref": "base.tokens.json"]]]],
                   "modifiers": modifiers, "resolutionOrder": order], name + ".resolver.json")
    }

    /// A copy of the project's tokens whose `system` design system is `plainFile`: as it is
    /// (a token file under the app's `SYSTEM.resolver.json` name — the app tells a token file
    /// from a resolver document by its content), or rewritten into a resolver document.
    static func folder(_ system: String, from plainFile: String, asResolver: Bool) throws -> String {
        let folder = NSTemporaryDirectory() + "resolver-app-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: Checkout.root + "/tokens", toPath: folder)
        try FileManager.default.removeItem(atPath: folder + "/\(system).resolver.json")
        try FileManager.default.removeItem(atPath: folder + "/\(system)")
        if asResolver {
            try writeResolver(from: plainFile, into: folder, name: system)
        } else {
            try FileManager.default.copyItem(atPath: plainFile, toPath: folder + "/\(system).resolver.json")
        }
        return folder
    }

    /// Cal AI's own document: a token per context, a `.light`/`.dark` pair again once normalised.
    @Test func theResolverDocumentIsRead() throws {
        let document = try TokenResolverDocument.load(path: Checkout.root + "/tokens/calai.resolver.json")
        #expect(document.modifiers.map(\.name) == ["appearance"])
        let tokens = try ResolverThemeTokens.flattened(document)
        let light = try document.resolve(["appearance": "light"]), dark = try document.resolve(["appearance": "dark"])
        #expect(try tokens.color("color.cta.fill.dark") == dark.color("color.cta.fill"))
        #expect(try tokens.color("color.cta.fill.light") == light.color("color.cta.fill"))
        #expect(try tokens.color("color.cta.fill") == light.color("color.cta.fill"), "the base set holds the default context")
        #expect(try light.color("color.cta.fill") != dark.color("color.cta.fill"))
    }

    /// A token the dark (or increased) context writes is appearance- (or contrast-) dependent
    /// by the author's word, even when its value equals the base one — iOS's systemGray is
    /// #8E8E93 in light and dark — so it is read as `NAME.light` / `NAME.dark` as the plain
    /// pair was (a proposal can then change it in one appearance only); a token no context
    /// writes, or that only a set writes, is read once.
    @Test func aTokenAContextWritesIsPairedEvenWhenEqual() throws {
        let grey = #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.5568627450980392, 0.5568627450980392, 0.5764705882352941]}}"#
        let ink = #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}"#
        let json = #"{"version": "2025.10", "sets": {"base": {"sources": [{"gray": \#(grey), "ink": \#(ink)}]}},"#
            + #""modifiers": {"appearance": {"contexts": {"light": [], "dark": [{"gray": \#(grey)}]}, "default": "light"},"#
            + #""contrast": {"contexts": {"standard": [], "more": [{"ink": \#(ink)}]}, "default": "standard"}},"#
            + ##""resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/appearance"}, {"$ref": "#/modifiers/contrast"}]}"##
        let document = try TokenResolverDocument(document: try TokenLoader.json(Array(json.utf8), file: "t.resolver.json"), file: "t.resolver.json")
        #expect(document.tokenPaths(writtenBy: "appearance", in: "dark") == ["gray"])
        #expect(document.tokenPaths(writtenBy: "appearance", in: "light") == [])
        #expect(document.tokenPaths(writtenBy: "contrast", in: "more") == ["ink"])
        #expect(document.tokenPaths(writtenBy: "brand", in: "loud") == [])
        let tokens = try ResolverThemeTokens.flattened(document)
        #expect(Set(tokens.tokens.map(\.path)) == ["gray", "ink", "gray.light", "gray.dark", "contrast.increased.ink.light", "contrast.increased.ink.dark"])
        #expect(try tokens.color("gray.light") == tokens.color("gray.dark"))
    }

    @Test func thePairFileItsRewriteAndTheProjectsDocumentDrawTheSame() throws {
        let fixture = Checkout.root + "/Tests/TokensTests/Fixtures/airfit-pairs.tokens.json"
        let plainFolder = try Self.folder("airfit", from: fixture, asResolver: false)
        let rewrittenFolder = try Self.folder("airfit", from: fixture, asResolver: true)
        defer { for f in [plainFolder, rewrittenFolder] { try? FileManager.default.removeItem(atPath: f) } }
        let data = DataSources.beside(tokensDirectory: Checkout.root + "/tokens")
        let project = try ScreenCatalog(apps: AppList.apps, tokensDirectory: Checkout.root + "/tokens")
        let plain = try ScreenCatalog(apps: AppList.apps, tokensDirectory: plainFolder, data: data)
        let rewritten = try ScreenCatalog(apps: AppList.apps, tokensDirectory: rewrittenFolder, data: data)
        var compared = 0
        for entry in project.entries where entry.id.hasPrefix("airfit/") {
            for appearance in entry.appearances {
                for contrast in [ColorSchemeContrast.standard, .increased] {
                    var env = EnvironmentValues()
                    env.appearance = appearance
                    env.colorSchemeContrast = contrast
                    let request = ScreenRequest(environment: env, state: entry.states.first)
                    let ours = try project.render(entry.id, request, measurer: PangoText())
                    #expect(try plain.render(entry.id, request, measurer: PangoText()) == ours, "\(entry.id) \(appearance) \(contrast): the pair file")
                    #expect(try rewritten.render(entry.id, request, measurer: PangoText()) == ours, "\(entry.id) \(appearance) \(contrast): its rewrite")
                    compared += 1
                }
            }
        }
        #expect(compared >= 16, "AirFit: 4 screens, light and dark, two contrasts")
    }
}
