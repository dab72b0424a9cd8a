import Foundation
import Testing

/// Tokens Studio's `$metadata.json` given alone to `tokens validate`: not a token file, so a
/// warning and exit 0 outside strict mode (it holds no tokens to check); `--strict` refuses it.
@Suite struct TokensManifestCommandTests {
    @Test func aLoneTokensStudioManifestIsAWarning() throws {
        let directory = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/$metadata.json"
        try #"{"tokenSetOrder": ["core", "light"]}"#.write(toFile: file, atomically: true, encoding: .utf8)
        let lenient = try Proof.run(["tokens", "validate", file])
        #expect(lenient.status == 0)
        #expect(lenient.stderr == "proof: \(file): warning: Tokens Studio's $metadata.json is not a token file; it is not read (give themes as a resolver document's modifiers)\n")
        let strict = try Proof.run(["tokens", "validate", "--strict", file])
        #expect(strict.status == 65)
        #expect(strict.stderr.contains("/tokenSetOrder: an array is not a token or a group"), "\(strict.stderr)")
    }
}
