import Foundation
import Testing

@Suite struct TokensCommandTests {
    @Test func shippedTokenFilesValidate() throws {
        let files = ["airfit", "calai", "nutrisync", "fitai"].map { "tokens/\($0).tokens.json" }
        let r = try Proof.run(["tokens", "validate"] + files)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        #expect(r.stdout.contains("tokens/airfit.tokens.json: ok"))
    }

    @Test func brokenCopyGivesEveryErrorAndExit65() throws {
        let dir = Proof.temporaryDirectory()
        let original = try String(contentsOfFile: Proof.root + "/tokens/airfit.tokens.json", encoding: .utf8)
        let broken = original
            .replacingOccurrences(of: "{\"color\": \"#FDE4D2\", \"position\": 0}", with: "{\"color\": \"#FDE4G2\", \"position\": 0}")
            .replacingOccurrences(of: "\"fadeDuration\": {\"$type\": \"duration\", \"$value\": {\"value\": 0.12, \"unit\": \"s\"}}",
                                  with: "\"fadeDuration\": {\"$type\": \"duration\", \"$value\": {\"value\": -0.12, \"unit\": \"s\"}}")
            .replacingOccurrences(of: "\"$value\": \"{motion.curve.easeInOut}\"", with: "\"$value\": \"{motion.curve.easeInOt}\"")
        let path = dir + "/airfit.tokens.json"
        try broken.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try Proof.run(["tokens", "validate", path])
        #expect(r.status == 65)
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines == [
            "proof: \(path): /gradient/peachRose/light/$value/0/color: \"#FDE4G2\" is not a colour (write #RGB, #RRGGBB or #RRGGBBAA)",
            "proof: \(path): /motion/crossfade/curve/$value: alias {motion.curve.easeInOt} points at no token (did you mean {motion.curve.easeInOut}?)",
            "proof: \(path): /motion/reducedMotion/fadeDuration/$value: -0.12s is negative; a duration must be ≥ 0",
        ])
    }

    @Test func missingFileIsAnIOError() throws {
        let r = try Proof.run(["tokens", "validate", "tokens/nope.tokens.json"])
        #expect(r.status == 74)
        #expect(r.stderr == "proof: tokens/nope.tokens.json: file does not exist\n")
    }

    @Test func noFilesIsAUsageError() throws {
        let r = try Proof.run(["tokens", "validate"])
        #expect(r.status == 64)
    }

    @Test func sheetWritesOnePNGPerSystemAndAManifest() throws {
        let dir = Proof.temporaryDirectory()
        let r = try Proof.run(["tokens", "sheet", "tokens/airfit.tokens.json", "--scale", "1", "--out", dir])
        #expect(r.status == 0, "\(r.stderr)")
        let png = try Data(contentsOf: URL(fileURLWithPath: dir + "/airfit.png"))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let manifest = try String(contentsOfFile: dir + "/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"airfit.png\""))
    }

    @Test func sheetOfAnInvalidFileWritesNothing() throws {
        let dir = Proof.temporaryDirectory()
        let bad = dir + "/bad.tokens.json"
        try "{\"c\": {\"$type\": \"color\", \"x\": {\"$value\": \"#GGG\"}}}".write(toFile: bad, atomically: true, encoding: .utf8)
        let out = dir + "/out"
        let r = try Proof.run(["tokens", "sheet", "tokens/airfit.tokens.json", bad, "--out", out])
        #expect(r.status == 65)
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
