import Foundation
import Testing

/// `proof tokens sheet` of a resolver document: a sheet per combination of its modifiers'
/// contexts, named by the contexts, with `--context` holding some; nothing written when
/// the document or a context is wrong.
@Suite struct TokenSheetResolverCommandTests {
    static let resolver = "Tests/Fixtures/TokenExport/modes/app.resolver.json"

    static func files(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
    }

    @Test func everyCombinationOfContextsGetsItsSheet() throws {
        let out = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let r = try Proof.run(["tokens", "sheet", Self.resolver, "--out", out, "--scale", "1"])
        #expect(r.status == 0, "\(r.stderr)")
        // Three modifiers of two contexts each: the defaults and seven other combinations.
        #expect(Self.files(out) == ["demo-dark-high-loud.png", "demo-dark-high.png", "demo-dark-loud.png", "demo-dark.png",
                                    "demo-high-loud.png", "demo-high.png", "demo-loud.png", "demo.png"])
        let light = try Data(contentsOf: URL(fileURLWithPath: out + "/demo.png"))
        let dark = try Data(contentsOf: URL(fileURLWithPath: out + "/demo-dark.png"))
        #expect(light != dark, "the dark context draws its own colours")
    }

    @Test func contextHoldsModifiers() throws {
        let out = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let r = try Proof.run(["tokens", "sheet", Self.resolver, "--out", out, "--scale", "1", "--context", "brand=plain", "--context", "contrast=high"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Self.files(out) == ["demo-dark.png", "demo.png"])
    }

    @Test func aWrongContextOrAPlainFileWithOneWritesNothing() throws {
        let out = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let sepia = try Proof.run(["tokens", "sheet", Self.resolver, "--out", out + "/a", "--context", "theme=sepia"])
        #expect(sepia.status == 65)
        #expect(sepia.stderr.hasPrefix("proof: \(Self.resolver): "), "\(sepia.stderr)")
        #expect(sepia.stderr.contains("sepia"))
        let plain = try Proof.run(["tokens", "sheet", "tokens/airfit/base.tokens.json", "--out", out + "/b", "--context", "theme=dark"])
        #expect(plain.status == 65)
        #expect(plain.stderr == "proof: tokens/airfit/base.tokens.json: --context applies to a resolver document (a file with resolutionOrder); this is a token file\n")
        #expect(!FileManager.default.fileExists(atPath: out + "/a") && !FileManager.default.fileExists(atPath: out + "/b"))
    }

    /// Six modifiers of two contexts combine into 64 sheets: refused with the way out, nothing written.
    @Test func tooManyCombinationsAreRefusedWithTheWayOut() throws {
        let directory = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let names = (1...6).map { "m\($0)" }
        let modifiers = names.map { "\"\($0)\": {\"contexts\": {\"a\": [], \"b\": []}, \"default\": \"a\"}" }.joined(separator: ", ")
        let order = (["{\"$ref\": \"#/sets/s\"}"] + names.map { "{\"$ref\": \"#/modifiers/\($0)\"}" }).joined(separator: ", ")
        let file = directory + "/many.resolver.json"
        try """
        {"version": "2025.10", "sets": {"s": {"sources": [{"c": {"$type": "color", "ink": {"$value": "#000000"}}}]}},
         "modifiers": {\(modifiers)}, "resolutionOrder": [\(order)]}
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let r = try Proof.run(["tokens", "sheet", file, "--out", directory + "/out"])
        #expect(r.status == 65)
        #expect(r.stderr == "proof: \(file): its modifiers m1 (2), m2 (2), m3 (2), m4 (2), m5 (2), m6 (2) combine into 64 sheets, more than 32: hold some with --context NAME=VALUE\n")
        #expect(!FileManager.default.fileExists(atPath: directory + "/out"))
        let held = try Proof.run(["tokens", "sheet", file, "--out", directory + "/held", "--scale", "1", "--context", "m1=a", "--context", "m2=b"])
        #expect(held.status == 0, "\(held.stderr)")
        #expect(Self.files(directory + "/held").count == 16)
    }
}
