import Foundation
import Testing
@testable import Tokens

/// The Resolver Module 2025.10 (technical-reports/resolver): sets and modifiers merged in
/// resolution order, an input choosing contexts, problems reported where they were written,
/// and hostile documents bounded. Files are written to a folder of each test's own.
@Suite struct ResolverModuleTests {
    /// Writes `files` (name → JSON) to a new folder and returns it.
    func folder(_ files: [String: String]) throws -> String {
        let dir = NSTemporaryDirectory() + "designproof-resolver-\(UUID().uuidString)"
        for (name, text) in files {
            let path = dir + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return dir
    }

    static func color(_ r: Double, _ g: Double, _ b: Double) -> String {
        "{\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": [\(r), \(g), \(b)]}}"
    }

    /// The module's "Color theme modifier" and "Composing sets and modifiers" examples, cut
    /// down: a foundation set, a button set aliasing the theme's accent, a theme modifier.
    func themed() throws -> String {
        try folder([
            "foundation.json": "{\"color\": {\"brand\": {\"primary\": \(Self.color(0, 0.4, 0.8))}}}",
            "components/button.json": "{\"button\": {\"background\": {\"$value\": \"{theme.accent}\"}, \"padding\": {\"$type\": \"dimension\", \"$value\": {\"value\": 12, \"unit\": \"px\"}}}}",
            "themes/light.json": "{\"theme\": {\"accent\": \(Self.color(1, 1, 1)), \"text\": \(Self.color(0, 0, 0))}}",
            "themes/dark.json": "{\"theme\": {\"accent\": \(Self.color(0, 0, 0))}}",
            "themes/high-contrast.json": "{\"theme\": {\"text\": \(Self.color(0, 0, 0.2))}}",
            "app.resolver.json": """
                {"$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
                 "version": "2025.10", "name": "App",
                 "sets": {"foundation": {"sources": [{"$ref": "foundation.json"}]},
                          "components": {"sources": [{"$ref": "components/button.json"}]}},
                 "modifiers": {
                   "theme": {"contexts": {"light": [{"$ref": "themes/light.json"}],
                                          "dark": [{"$ref": "themes/light.json"}, {"$ref": "themes/dark.json"}]},
                             "default": "light"},
                   "contrast": {"contexts": {"standard": [], "increased": [{"$ref": "themes/high-contrast.json"}]},
                                "default": "standard"}},
                 "resolutionOrder": [{"$ref": "#/sets/foundation"}, {"$ref": "#/sets/components"},
                                     {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/contrast"}]}
                """,
        ])
    }

    @Test func anInputResolvesToTheValuesItsContextsImply() throws {
        let resolver = try TokenResolverDocument.load(path: try themed() + "/app.resolver.json")
        #expect(resolver.modifiers.map(\.name) == ["theme", "contrast"])
        let light = try resolver.resolve()
        #expect(try light.color("button.background") == RGBA(r: 1, g: 1, b: 1), "an alias across files resolves in the merged set")
        #expect(try light.color("theme.text") == RGBA(r: 0, g: 0, b: 0))
        #expect(try light.dimension("button.padding") == 12)
        #expect(light.tokens.count == 5)
        let dark = try resolver.resolve(["theme": "dark"])
        #expect(try dark.color("button.background") == RGBA(r: 0, g: 0, b: 0), "the later file's accent wins")
        #expect(try dark.color("theme.text") == RGBA(r: 0, g: 0, b: 0), "groups merge: the light file's text stays")
        let increased = try resolver.resolve(["theme": "dark", "contrast": "increased"])
        #expect(try increased.color("theme.text") == RGBA(r: 0, g: 0, b: 0.2))
        #expect(increased.file.hasSuffix("app.resolver.json (theme=dark, contrast=increased)"))
        // Every context once, the others at their defaults: 1 + 1 + 1 resolutions.
        #expect(resolver.validationInputs == [["theme": "light", "contrast": "standard"], ["theme": "dark", "contrast": "standard"],
                                              ["theme": "light", "contrast": "increased"]])
    }

    @Test func badInputsAreOneLineEachNamingWhatMayBeGiven() throws {
        let path = try themed() + "/app.resolver.json"
        let resolver = try TokenResolverDocument.load(path: path)
        func problems(_ input: [String: String]) -> [String] {
            do { _ = try resolver.resolve(input); return [] } catch { return error.errors.map(\.description) }
        }
        #expect(problems(["mood": "sunny"]) == ["\(path): the input names modifier \"mood\", which this document does not have (it has theme, contrast)"])
        #expect(problems(["theme": "sepia"]) == ["\(path): modifier theme has no context \"sepia\" (it has light, dark)"])
    }

    @Test func aProblemIsReportedInTheFileThatWroteIt() throws {
        let dir = try folder([
            "base.json": "{\"color\": {\"ink\": \(Self.color(0, 0, 0))}}",
            "broken.json": "{\"color\": {\"paper\": {\"$type\": \"color\", \"$value\": \"{color.inc}\"}}}",
            "r.resolver.json": """
                {"version": "2025.10", "sets": {"all": {"sources": [{"$ref": "base.json"}, {"$ref": "broken.json"},
                   {"inline": {"$type": "dimension", "$value": {"value": -1e9, "unit": "px"}}}]}},
                 "resolutionOrder": [{"$ref": "#/sets/all"}]}
                """,
        ])
        do {
            _ = try TokenResolverDocument.load(path: dir + "/r.resolver.json").resolve()
            Issue.record("loaded")
        } catch {
            #expect(error.errors.map(\.description).sorted() == [
                "\(dir)/broken.json: /color/paper/$value: alias {color.inc} points at no token (did you mean {color.ink}?) (line 1, column 50)",
                "\(dir)/r.resolver.json: /sets/all/sources/2/inline/$value: -1000000000 pt is outside -100000…100000 pt (no screen or sheet is that large) (line 2, column 48)",
            ].sorted())
        }
    }

    @Test func filesGivenTogetherAreOneSet() throws {
        let dir = try folder([
            "a.tokens.json": "{\"color\": {\"ink\": \(Self.color(0, 0, 0)), \"text\": {\"$value\": \"{color.brand}\"}}}",
            "b.tokens.json": "{\"color\": {\"brand\": \(Self.color(1, 0, 0)), \"ink\": \(Self.color(0.1, 0.1, 0.1))}}",
        ])
        let set = try TokenLoader.load(paths: [dir + "/a.tokens.json", dir + "/b.tokens.json"])
        #expect(try set.color("color.text") == RGBA(r: 1, g: 0, b: 0), "an alias into a sibling file resolves")
        #expect(try set.color("color.ink") == RGBA(r: 0.1, g: 0.1, b: 0.1), "the later file wins")
        // On its own, the first file's alias points at nothing.
        #expect(throws: TokenFileInvalid.self) { try TokenLoader.load(path: dir + "/a.tokens.json") }
    }

    @Test func malformedDocumentsAreRefusedWithPointers() throws {
        func problems(_ json: String, files: [String: String] = [:]) throws -> [String] {
            let dir = try folder(files.merging(["r.resolver.json": json]) { a, _ in a })
            do { _ = try TokenResolverDocument.load(path: dir + "/r.resolver.json").resolve(); return [] } catch {
                // Positions are checked on their own (aProblemIsReportedInTheFileThatWroteIt); here, what and where.
                return error.errors.map { $0.description.replacingOccurrences(of: dir + "/", with: "")
                    .replacingOccurrences(of: #" \(line \d+, column \d+\)$"#, with: "", options: .regularExpression) }
            }
        }
        // No version: read as 2025.10 with a warning; refused in strict mode.
        let versionless = try folder(["r.resolver.json": "{\"resolutionOrder\": []}"])
        #expect(try TokenResolverDocument.load(path: versionless + "/r.resolver.json").warnings.map(\.description)
                == ["\(versionless)/r.resolver.json: /: warning: no \"version\": read as the Resolver Module 2025.10 (write \"version\": \"2025.10\") (line 1, column 1)"])
        do { _ = try TokenResolverDocument.load(path: versionless + "/r.resolver.json", options: .strict); Issue.record("loaded") } catch {
            #expect(error.lines == ["\(versionless)/r.resolver.json: /: a resolver document needs \"version\": \"2025.10\" (line 1, column 1)"])
        }
        #expect(try problems("{\"version\": \"2025.10\", \"resolutionOrder\": [{\"$ref\": \"#/sets/nope\"}]}")
                == ["r.resolver.json: /resolutionOrder/0/$ref: #/sets/nope names no set (the document's sets: none)"])
        #expect(try problems("""
            {"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}},
             "resolutionOrder": [{"$ref": "#/sets/a"}]}
            """) == ["r.resolver.json: /sets/b/sources/0/$ref: set a refers back to itself: a → b → a"])
        #expect(try problems("""
            {"version": "2025.10", "modifiers": {"m": {"contexts": {}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}
            """) == ["r.resolver.json: /modifiers/m/contexts: a modifier needs at least one context (the module requires it)"])
        #expect(try problems("""
            {"version": "2025.10", "modifiers": {"m": {"contexts": {"a": [], "b": []}, "default": "c"}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}
            """) == ["r.resolver.json: /modifiers/m/default: \"c\" is not one of the contexts (a, b)"])
        #expect(try problems("""
            {"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "https://example.com/t.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}
            """) == ["r.resolver.json: /sets/s/sources/0/$ref: https://example.com/t.json is a remote reference, which is not read (give the file's path, relative to this document)"])
        #expect(try problems("""
            {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "x", "sources": []}, {"$ref": "#/resolutionOrder/0"}]}
            """) == ["r.resolver.json: /resolutionOrder/1/$ref: #/resolutionOrder/0 points into the resolution order, whose items may not be referred to (the module forbids it)"])
        #expect(try problems("""
            {"version": "2025.10", "modifiers": {"m": {"contexts": {"a": [], "b": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}
            """) == ["r.resolver.json: modifier m has no default: give one of a, b (--context m=a)"])
        #expect(try problems("""
            {"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "missing.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}
            """).first?.hasSuffix("missing.json: file does not exist") == true)
        #expect(try problems("""
            {"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "t.json#/nope"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}
            """, files: ["t.json": "{}"]).first?.hasSuffix("t.json has nothing at /nope that is a token document") == true)
    }

    @Test func whatToolsWriteBesideTheModuleIsReadWithAWarning() throws {
        // Terrazzo writes a modifier's name inside it, and keeps token documents under
        // JSON Schema's `$defs`, referred to by local pointers (the module: a pointer may
        // point anywhere within the same document, modifiers aside).
        let dir = try folder(["r.resolver.json": """
            {"version": "2025.10",
             "$defs": {"light": {"bg": \(Self.color(1, 1, 1))}, "dark": {"bg": \(Self.color(0, 0, 0))}},
             "modifiers": {"mode": {"name": "mode", "contexts": {"light": [{"$ref": "#/$defs/light"}], "dark": [{"$ref": "#/$defs/dark"}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/modifiers/mode"}]}
            """])
        let resolver = try TokenResolverDocument.load(path: dir + "/r.resolver.json")
        #expect(resolver.warnings.map(\.description) == ["\(dir)/r.resolver.json: /modifiers/mode/name: warning: unknown key name (allowed here: description, contexts, default, $extensions); it is ignored (line 3, column 33)"])
        #expect(try resolver.resolve(["mode": "dark"]).color("bg") == RGBA(r: 0, g: 0, b: 0))
        #expect(throws: TokenFileInvalid.self) { try TokenResolverDocument.load(path: dir + "/r.resolver.json", options: .strict) }
        // A problem in a token written under $defs is reported there; a pointer to nothing is one line.
        let broken = try folder(["r.resolver.json": """
            {"version": "2025.10", "$defs": {"t": {"bg": {"$type": "color", "$value": "{nope}"}}},
             "sets": {"s": {"sources": [{"$ref": "#/$defs/t"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}
            """, "m.resolver.json": """
            {"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "#/$defs/missing"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}
            """])
        do { _ = try TokenResolverDocument.load(path: broken + "/r.resolver.json").resolve(); Issue.record("loaded") } catch {
            #expect(error.errors.map(\.description) == ["\(broken)/r.resolver.json: /$defs/t/bg/$value: alias {nope} points at no token (line 1, column 75)"])
        }
        do { _ = try TokenResolverDocument.load(path: broken + "/m.resolver.json"); Issue.record("loaded") } catch {
            #expect(error.errors.map(\.description) == ["\(broken)/m.resolver.json: /sets/s/sources/0/$ref: #/$defs/missing points at no token document in this file (line 1, column 60)"])
        }
    }

    @Test func hostileDocumentsAreBounded() throws {
        // A 100,000-long chain of set references stops at the nesting bound, without recursing further.
        var sets: [String] = []
        for i in 0..<100_000 { sets.append("\"s\(i)\": {\"sources\": [{\"$ref\": \"#/sets/s\(i + 1)\"}]}") }
        sets.append("\"s100000\": {\"sources\": []}")
        let chain = "{\"version\": \"2025.10\", \"sets\": {\(sets.joined(separator: ","))}, \"resolutionOrder\": [{\"$ref\": \"#/sets/s0\"}]}"
        let dir = try folder(["chain.resolver.json": chain])
        do { _ = try TokenResolverDocument.load(path: dir + "/chain.resolver.json"); Issue.record("loaded") } catch {
            #expect(error.errors.first?.message == "sets refer to sets more than 64 deep (at s64)")
        }
        // 10,000 contexts are refused, not enumerated.
        let contexts = (0..<10_000).map { "\"c\($0)\": []" }.joined(separator: ",")
        let wide = try folder(["wide.resolver.json": "{\"version\": \"2025.10\", \"modifiers\": {\"m\": {\"contexts\": {\(contexts)}, \"default\": \"c0\"}}, \"resolutionOrder\": [{\"$ref\": \"#/modifiers/m\"}]}"])
        do { _ = try TokenResolverDocument.load(path: wide + "/wide.resolver.json"); Issue.record("loaded") } catch {
            #expect(error.errors.map(\.message) == ["has 10000 contexts, more than 1000"])
        }
        // A 100 MB source is refused by its size before it is read.
        let big = try folder(["big.resolver.json": "{\"version\": \"2025.10\", \"sets\": {\"s\": {\"sources\": [{\"$ref\": \"huge.json\"}]}}, \"resolutionOrder\": [{\"$ref\": \"#/sets/s\"}]}"])
        #expect(FileManager.default.createFile(atPath: big + "/huge.json", contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: big + "/huge.json"))
        try handle.truncate(atOffset: 100 << 20)
        try handle.close()
        do { _ = try TokenResolverDocument.load(path: big + "/big.resolver.json").resolve(); Issue.record("loaded") } catch {
            #expect(error.errors.map(\.message) == ["is larger than 8 MiB; is it a token file?"])
        }
    }
}
