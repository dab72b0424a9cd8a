import Foundation
import Testing

/// `proof tokens export` of a resolver document: `--context`, `--format xcassets` written
/// whole into a folder of its own, a team's own catalog never replaced, and bad input
/// answered with one line and DESIGN.md's exit code.
@Suite struct TokensExportModesCommandTests {
    static let resolver = "Tests/Fixtures/TokenExport/modes/app.resolver.json"

    @Test func aResolverExportsItsModesAndAContextHoldsOne() throws {
        let css = try Proof.run(["tokens", "export", Self.resolver, "--format", "css"])
        #expect(css.status == 0, "\(css.stderr)")
        #expect(css.stdout.contains(":root[data-theme=\"dark\"] {\n  --color-text: var(--color-paper);\n"))
        #expect(css.stdout.contains("@media (prefers-contrast: more) {\n  :root:not([data-contrast]) {\n    --color-ink: rgb(0 0 0);\n"))
        let dark = try Proof.run(["tokens", "export", Self.resolver, "--format", "css", "--context", "theme=dark"])
        #expect(dark.status == 0, "\(dark.stderr)")
        #expect(dark.stdout.contains(":root {\n  --color-brand: rgb(255 0 0);\n  --color-ink: rgb(17 17 17);\n  --color-paper: rgb(255 255 255);\n  --color-text: var(--color-paper);\n"))
        #expect(!dark.stdout.contains("data-theme"))
        let unknown = try Proof.run(["tokens", "export", Self.resolver, "--format", "css", "--context", "theme=sepia"])
        #expect(unknown.status == 65)
        #expect(unknown.stderr == "proof: \(Self.resolver): modifier theme has no context \"sepia\" (it has light, dark)\n")
        let malformed = try Proof.run(["tokens", "export", Self.resolver, "--format", "css", "--context", "theme"])
        #expect(malformed.status == 64)
        #expect(malformed.stderr.hasPrefix("proof: --context theme is not NAME=VALUE (e.g. --context theme=dark)"), "\(malformed.stderr)")
        let plain = try Proof.run(["tokens", "export", "tokens/airfit/base.tokens.json", "--format", "css", "--context", "theme=dark"])
        #expect(plain.status == 65)
        #expect(plain.stderr == "proof: tokens/airfit/base.tokens.json: --context applies to a resolver document (a file with resolutionOrder); this is a token file\n")
    }

    @Test func anAssetCatalogIsWrittenWholeAndReplacedOnlyWhenOurs() throws {
        let dir = Proof.temporaryDirectory()
        let out = dir + "/Tokens.xcassets"
        let r = try Proof.run(["tokens", "export", Self.resolver, "--format", "xcassets", "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["Tokens.xcassets"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted()
                == ["Contents.json", "colorBg.colorset", "colorBrand.colorset", "colorInk.colorset", "colorPaper.colorset", "colorText.colorset"])
        let text = try String(contentsOfFile: out + "/colorText.colorset/Contents.json", encoding: .utf8)
        #expect(text.contains("\"appearance\" : \"luminosity\",\n          \"value\" : \"dark\""))
        // Run again with the brand held loud: the catalog it wrote is replaced, nothing left beside it.
        let again = try Proof.run(["tokens", "export", Self.resolver, "--format", "xcassets", "--out", out + "/", "--context", "brand=loud"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["Tokens.xcassets"])
        #expect(try String(contentsOfFile: out + "/colorPaper.colorset/Contents.json", encoding: .utf8).contains("\"blue\" : \"0.800\""))
        // A team's own catalog is left as it is.
        let theirs = dir + "/Theirs.xcassets"
        try FileManager.default.createDirectory(atPath: theirs + "/Logo.imageset", withIntermediateDirectories: true)
        try "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n".write(toFile: theirs + "/Contents.json", atomically: true, encoding: .utf8)
        let refused = try Proof.run(["tokens", "export", Self.resolver, "--format", "xcassets", "--out", theirs])
        #expect(refused.status == 74)
        #expect(refused.stderr == "proof: cannot write \(theirs): it is an asset catalog proof did not write (its Contents.json names another author); name another --out\n")
        #expect(FileManager.default.fileExists(atPath: theirs + "/Logo.imageset"))
        // A file where the folder would go.
        try "x".write(toFile: dir + "/File.xcassets", atomically: true, encoding: .utf8)
        let file = try Proof.run(["tokens", "export", Self.resolver, "--format", "xcassets", "--out", dir + "/File.xcassets"])
        #expect(file.status == 74)
        #expect(try String(contentsOfFile: dir + "/File.xcassets", encoding: .utf8) == "x")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["File.xcassets", "Theirs.xcassets", "Tokens.xcassets"])
    }

    @Test func anAssetCatalogNeedsAnOutNamedXcassets() throws {
        let none = try Proof.run(["tokens", "export", Self.resolver, "--format", "xcassets"])
        #expect(none.status == 64)
        #expect(none.stderr == "proof: --format xcassets writes a folder: give it with --out, e.g. --out Tokens.xcassets (see proof tokens export --help)\n")
        let dir = Proof.temporaryDirectory()
        for bad in [dir + "/Tokens", dir + "/.xcassets", ""] {
            let r = try Proof.run(["tokens", "export", Self.resolver, "--format", "xcassets", "--out", bad])
            #expect(r.status == 64, "\(bad): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1)
        }
        let missing = try Proof.run(["tokens", "export", Self.resolver, "--format", "xcassets", "--out", dir + "/no/T.xcassets"])
        #expect(missing.status == 74)
        #expect(missing.stderr == "proof: cannot write \(dir)/no/T.xcassets: the folder \(dir)/no does not exist (create it first)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }
}
