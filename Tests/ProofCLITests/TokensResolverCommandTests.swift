import Foundation
import Testing

/// `proof tokens validate` over a resolver document and over files given together as one set.
@Suite struct TokensResolverCommandTests {
    func write(_ files: [String: String]) throws -> String {
        let dir = Proof.temporaryDirectory()
        for (name, text) in files { try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }
        return dir
    }

    static func color(_ g: Double) -> String { "{\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": [0, \(g), 0]}}" }
    static let resolver = """
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
         "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """

    @Test func aResolverIsCheckedInEveryContext() throws {
        let dir = try write([
            "app.resolver.json": Self.resolver,
            "base.tokens.json": "{\"text\": {\"$value\": \"{surface}\"}}",
            "light.tokens.json": "{\"surface\": \(Self.color(1))}",
            "dark.tokens.json": "{\"surface\": \(Self.color(0.2))}",
        ])
        let r = try Proof.run(["tokens", "validate", "app.resolver.json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "app.resolver.json (theme=light): ok, 2 tokens\napp.resolver.json (theme=dark): ok, 2 tokens\n")
        let one = try Proof.run(["tokens", "validate", "app.resolver.json", "--context", "theme=dark"], in: dir)
        #expect(one.stdout == "app.resolver.json (theme=dark): ok, 2 tokens\n")
        let bad = try Proof.run(["tokens", "validate", "app.resolver.json", "--context", "theme=sepia"], in: dir)
        #expect(bad.status == 65)
        #expect(bad.stderr == "proof: app.resolver.json: modifier theme has no context \"sepia\" (it has light, dark)\n")
        let malformed = try Proof.run(["tokens", "validate", "app.resolver.json", "--context", "theme"], in: dir)
        #expect(malformed.status == 64)
        #expect(malformed.stderr.contains("--context theme is not NAME=VALUE (e.g. --context theme=dark)"))
    }

    @Test func aBrokenContextIsReportedInItsFileOnce() throws {
        let dir = try write([
            "app.resolver.json": Self.resolver,
            "base.tokens.json": "{\"text\": {\"$type\": \"color\", \"$value\": \"{surface}\"}, \"bad\": {\"$type\": \"color\", \"$value\": \"{nothing}\"}}",
            "light.tokens.json": "{\"surface\": \(Self.color(1))}",
            "dark.tokens.json": "{\"surface\": {\"$type\": \"dimension\", \"$value\": {\"value\": 1, \"unit\": \"px\"}}}",
        ])
        let r = try Proof.run(["tokens", "validate", "app.resolver.json"], in: dir)
        #expect(r.status == 65)
        // The base file's problem is in both contexts and said once; the dark context's
        // (its surface is a dimension) where the alias was written.
        #expect(r.stderr.split(separator: "\n").map(String.init) == [
            "proof: base.tokens.json: /bad/$value: alias {nothing} points at no token (line 1, column 89)",
            "proof: base.tokens.json: /text/$value: alias {surface} is a dimension, expected a colour (line 1, column 39)",
        ], "\(r.stderr)")
    }

    @Test func filesGivenTogetherAreOneSetAndEachChecksThemApart() throws {
        let dir = try write([
            "a.tokens.json": "{\"text\": {\"$value\": \"{surface}\"}}",
            "b.tokens.json": "{\"surface\": \(Self.color(1))}",
        ])
        let together = try Proof.run(["tokens", "validate", "a.tokens.json", "b.tokens.json"], in: dir)
        #expect(together.status == 0, "\(together.stderr)")
        #expect(together.stdout == "a.tokens.json + b.tokens.json: ok, 2 tokens\n")
        let apart = try Proof.run(["tokens", "validate", "--each", "a.tokens.json", "b.tokens.json"], in: dir)
        #expect(apart.status == 65)
        #expect(apart.stdout == "b.tokens.json: ok, 1 tokens\n")
        #expect(apart.stderr.contains("a.tokens.json: /text/$value: alias {surface} points at no token"))
        let context = try Proof.run(["tokens", "validate", "b.tokens.json", "--context", "theme=dark"], in: dir)
        #expect(context.status == 65)
        #expect(context.stderr == "proof: --context applies to a resolver document; b.tokens.json is a token file\n")
    }

    @Test func aResolverAmongTokenFilesOrAmongItsOwnSourcesIsOneLine() throws {
        let dir = try write([
            "app.resolver.json": Self.resolver,
            "loop.resolver.json": ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "loop.resolver.json"}, {"$ref": "."}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##,
            "b.tokens.json": "{\"surface\": \(Self.color(1))}",
        ])
        let mixed = try Proof.run(["tokens", "validate", "b.tokens.json", "app.resolver.json"], in: dir)
        #expect(mixed.status == 65)
        #expect(mixed.stderr == "proof: app.resolver.json: is a resolver document, not a token file: check it on its own (proof tokens validate app.resolver.json)\n")
        let loop = try Proof.run(["tokens", "validate", "loop.resolver.json"], in: dir)
        #expect(loop.status == 74)
        #expect(loop.stderr == """
            proof: loop.resolver.json: is a resolver document, not a token file: check it on its own (proof tokens validate loop.resolver.json)
            proof: .: is a folder, not a token file

            """)
    }
}
