import AppSupport
import Catalog
import DisplayList
import Foundation
import Layout
import Render
import Testing
import Tokens

/// An app's design system written as a resolver document — a base set and a `dark` context
/// of an `appearance` modifier, as the Resolver Module 2025.10 writes light and dark — draws
/// exactly what the plain file with `.light`/`.dark` pairs draws: AirFit's file is rewritten
/// that way here (pairs collapsed to one token per set, aliases to a pair's half made
/// aliases of the token; `contrast.increased` overrides, where a file has them, made a
/// `contrast` modifier's `more` context), and every screen compared, light and dark,
/// standard and increased contrast. Cal AI, NutriSync and FitAI are written so in the project.
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
                   "modifiers": modifiers, "resolutionOrder": order], name + ".tokens.json")
    }

    /// A copy of the project's tokens with `systems` written as resolver documents.
    static func folder(resolving systems: [String]) throws -> String {
        let folder = NSTemporaryDirectory() + "resolver-app-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in ["airfit", "calai", "fitai", "nutrisync"] {
            let source = Checkout.root + "/tokens/\(name).tokens.json"
            if systems.contains(name) {
                try writeResolver(from: source, into: folder, name: name)
            } else if FileManager.default.fileExists(atPath: source) {
                try FileManager.default.copyItem(atPath: source, toPath: folder + "/\(name).tokens.json")
            } else {
                // Already a resolver document in the project: it and the files it names.
                try FileManager.default.copyItem(atPath: Checkout.root + "/tokens/\(name).resolver.json", toPath: folder + "/\(name).resolver.json")
                try FileManager.default.copyItem(atPath: Checkout.root + "/tokens/\(name)", toPath: folder + "/\(name)")
            }
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

    // Cal AI, NutriSync and FitAI are resolver documents in the project now (converted this
    // way; `proof render --all` drew byte-identical files before and after); AirFit is still plain.
    @Test(arguments: ["airfit"])
    func everyScreenDrawsWhatThePlainFileDraws(_ system: String) throws {
        let folder = try Self.folder(resolving: [system])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plain = try ScreenCatalog(apps: AppList.apps, tokensDirectory: Checkout.root + "/tokens")
        let resolved = try ScreenCatalog(apps: AppList.apps, tokensDirectory: folder, data: .beside(tokensDirectory: Checkout.root + "/tokens"))
        var compared = 0
        for entry in plain.entries where entry.id.hasPrefix(system + "/") {
            for appearance in entry.appearances {
                for contrast in [ColorSchemeContrast.standard, .increased] {
                    var env = EnvironmentValues()
                    env.appearance = appearance
                    env.colorSchemeContrast = contrast
                    let request = ScreenRequest(environment: env, state: entry.states.first)
                    let a = try plain.render(entry.id, request, measurer: PangoText())
                    let b = try resolved.render(entry.id, request, measurer: PangoText())
                    #expect(a == b, "\(entry.id) \(appearance) \(contrast)")
                    compared += 1
                }
            }
        }
        #expect(compared >= 16, "AirFit: 4 screens, light and dark, two contrasts")
    }
}
