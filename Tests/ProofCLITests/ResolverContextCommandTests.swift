import Foundation
import Testing

/// `--context NAME=VALUE` on `render`, `check` and `animate`: an app whose token file is a
/// resolver document is drawn with that modifier held; appearance and contrast still follow
/// each screen's environment. A context no resolver document has is one line, exit 65.
@Suite struct ResolverContextCommandTests {
    /// A tokens folder whose Cal AI resolver document has a third modifier, `brand`, whose
    /// `loud` context makes the CTA red.
    static func folder(in directory: String) throws -> String {
        let folder = try Proof.tokenCopy(in: directory, replacing: [])
        let path = folder + "/calai.resolver.json"
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        var modifiers = try #require(document["modifiers"] as? [String: Any])
        modifiers["brand"] = ["contexts": ["plain": [], "loud": [["color": ["cta": ["fill": ["$type": "color",
            "$value": ["colorSpace": "srgb", "components": [1, 0, 0], "hex": "#FF0000"]]]]]]], "default": "plain"]
        document["modifiers"] = modifiers
        document["resolutionOrder"] = (document["resolutionOrder"] as? [Any] ?? []) + [["$ref": "#/modifiers/brand"]]
        try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path))
        return folder
    }

    @Test func aHeldContextChangesWhatIsDrawn() throws {
        let directory = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tokens = try Self.folder(in: directory)
        let env = ["DESIGNPROOF_TOKENS": tokens]
        let plain = try Proof.run(["render", "calai/welcome", "--out", directory + "/plain"], environment: env)
        let loud = try Proof.run(["render", "calai/welcome", "--out", directory + "/loud", "--context", "brand=loud"], environment: env)
        let project = try Proof.run(["render", "calai/welcome", "--out", directory + "/project"])
        #expect(plain.status == 0 && loud.status == 0 && project.status == 0, "\(plain.stderr)\(loud.stderr)\(project.stderr)")
        func bytes(_ run: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: directory + "/\(run)/calai/welcome.png")) }
        #expect(try bytes("plain") == bytes("project"), "the resolver document at its defaults draws what the plain file draws")
        #expect(try bytes("loud") != bytes("plain"))
        let list = try String(contentsOfFile: directory + "/loud/calai/welcome.json", encoding: .utf8)
        #expect(list.contains("\"color\" : \"#FF0000\""), "the red CTA is in the display list")
    }

    /// `check`, `--propose` and `--apply-proposals` read an app's resolver document as
    /// `render` does (they attribute colours to tokens and lay proposals over them).
    @Test func checksAndProposalsReadTheDocument() throws {
        let directory = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let env = ["DESIGNPROOF_TOKENS": try Self.folder(in: directory)]
        let check = ["check", "contrast", "--app", "calai", "--device", "iphone-16"]
        let plain = try Proof.run(check, environment: env, timeout: Proof.slowTimeout)
        let project = try Proof.run(check, timeout: Proof.slowTimeout)
        #expect(plain.status != 65 && plain.status == project.status, "\(plain.stderr)")
        #expect(plain.stdout == project.stdout, "the document at its defaults checks as the plain file does")
        // Cal AI passes at its defaults (the free-trial caption under its preview's fade is
        // not measured there); with the brand held, it fails, and the proposals are made,
        // written and laid back over the document's tokens.
        #expect(project.status == 0, "\(project.stdout.prefix(300))")
        let loud = try Proof.run(check + ["--context", "brand=loud", "--propose", "--out", directory + "/out"], environment: env, timeout: Proof.slowTimeout)
        #expect(loud.status == 1 && loud.stdout.contains("\nPROPOSE "), "\(loud.stdout.suffix(1500)) \(loud.stderr)")
        // The proposing run measured the design with the brand held: white on the red CTA, 4.00:1.
        #expect(loud.stdout.contains("text \"Continue\" #FFFFFF on #FF0000: worst 4.00:1"), "\(loud.stdout.prefix(1500))")
        let applied = try Proof.run(check + ["--context", "brand=loud", "--apply-proposals", directory + "/out/proposals.json"], environment: env, timeout: Proof.slowTimeout)
        #expect(applied.status == 0 && applied.stdout.hasPrefix("PASS  contrast — "), "\(applied.stdout.suffix(1500)) \(applied.stderr)")
    }

    @Test func aContextNoDocumentHasIsRefused() throws {
        let directory = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tokens = try Self.folder(in: directory)
        let unknown = try Proof.run(["render", "calai/welcome", "--out", directory + "/a", "--context", "density=compact"], environment: ["DESIGNPROOF_TOKENS": tokens])
        #expect(unknown.status == 65)
        #expect(unknown.stderr == "proof: --context density: the resolver documents' modifiers are appearance, brand, contrast\n")
        let sepia = try Proof.run(["check", "contrast", "--app", "calai", "--context", "brand=sepia"], environment: ["DESIGNPROOF_TOKENS": tokens])
        #expect(sepia.status == 65)
        #expect(sepia.stderr.contains("modifier brand has no context \"sepia\" (it has loud, plain)"), "\(sepia.stderr)")
        let none = try Proof.run(["animate", "calai/push", "--out", directory + "/b", "--context", "brand=loud"])
        #expect(none.status == 65)
        #expect(none.stderr == "proof: --context brand: the resolver documents' modifiers are appearance, contrast\n")
        #expect(!FileManager.default.fileExists(atPath: directory + "/a") && !FileManager.default.fileExists(atPath: directory + "/b"))
    }
}
