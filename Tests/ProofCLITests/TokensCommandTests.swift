import Foundation
import Testing

@Suite struct TokensCommandTests {
    @Test func shippedTokenFilesValidate() throws {
        let files = ["airfit", "calai", "nutrisync", "fitai"].map(TokensExportCommandTests.file)
        let r = try Proof.run(["tokens", "validate", "--each"] + files)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        #expect(r.stdout.contains("tokens/airfit.resolver.json (appearance=light): ok, 94 tokens\n"), "\(r.stdout)")
        // A resolver document: a line per context.
        #expect(r.stdout.contains("tokens/calai.resolver.json (appearance=dark): ok, 179 tokens\n"), "\(r.stdout)")
    }

    @Test func brokenCopyGivesEveryErrorAndExit65() throws {
        let dir = Proof.temporaryDirectory()
        // AirFit's base set: a token file of its own (every token at its light value).
        let original = try String(contentsOfFile: Proof.root + "/tokens/airfit/base.tokens.json", encoding: .utf8)
        let broken = original
            .replacingOccurrences(of: "\"components\": [0.9921568627450981, 0.8941176470588236, 0.8235294117647058], \"hex\": \"#FDE4D2\"",
                                  with: "\"components\": [0.9921568627450981, 0.8941176470588236, 0.8235294117647058], \"hex\": \"#FDE4G2\"")
            .replacingOccurrences(of: "\"fadeDuration\": {\"$type\": \"duration\", \"$value\": {\"value\": 0.12, \"unit\": \"s\"}}",
                                  with: "\"fadeDuration\": {\"$type\": \"duration\", \"$value\": {\"value\": -0.12, \"unit\": \"s\"}}")
            .replacingOccurrences(of: "\"$value\": \"{motion.curve.easeInOut}\"", with: "\"$value\": \"{motion.curve.easeInOt}\"")
        let path = dir + "/base.tokens.json"
        try broken.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try Proof.run(["tokens", "validate", path])
        #expect(r.status == 65)
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines == [
            "proof: \(path): /gradient/peachRose/$value/0/color/hex: \"#FDE4G2\" is not a hex fallback (write \"#RRGGBB\", six hex digits) (line 116, column 134)",
            "proof: \(path): /motion/crossfade/curve/$value: alias {motion.curve.easeInOt} points at no token (did you mean {motion.curve.easeInOut}?) (line 414, column 51)",
            "proof: \(path): /motion/reducedMotion/fadeDuration/$value: -0.12s is negative; a duration must be ≥ 0 (line 451, column 55)",
        ])
    }

    /// Our files are strict 2025.10; a legacy file passes only without --strict.
    @Test func strictModeRefusesLegacyFormsAndNamesTheNewOne() throws {
        let files = ["airfit", "calai", "nutrisync", "fitai"].map(TokensExportCommandTests.file)
        let ours = try Proof.run(["tokens", "validate", "--strict", "--each"] + files)
        #expect(ours.status == 0, "\(ours.stderr)")
        #expect(ours.stderr.isEmpty)
        let dir = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let legacy = dir + "/legacy.tokens.json"
        try ##"{"c": {"$type": "color", "x": {"$value": "#FF000080"}}, "d": {"$type": "dimension", "$value": "2.5rem"}}"##
            .write(toFile: legacy, atomically: true, encoding: .utf8)
        let lenient = try Proof.run(["tokens", "validate", legacy])
        #expect(lenient.status == 0)
        #expect(lenient.stdout == "\(legacy): ok, 2 tokens\n")
        let strict = try Proof.run(["tokens", "validate", "--strict", legacy])
        #expect(strict.status == 65)
        #expect(strict.stderr.split(separator: "\n").map(String.init) == [
            "proof: \(legacy): /c/x/$value: \"#FF000080\" is a hex string, which the Format Module 2025.10 no longer allows: write "
                + ##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.5019607843137255, "hex": "#FF0000"} (line 1, column 42)"##,
            "proof: \(legacy): /d/$value: \"2.5rem\" is a string, which the Format Module 2025.10 no longer allows: write {\"value\": 2.5, \"unit\": \"rem\"} (line 1, column 95)",
        ])
    }

    /// A colour outside sRGB is a warning on stderr, not a failure.
    @Test func warningsGoToStderrWithExitZero() throws {
        let dir = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/p3.tokens.json"
        try #"{"c": {"$type": "color", "red": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}}}}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let r = try Proof.run(["tokens", "validate", "--strict", file])
        #expect(r.status == 0)
        #expect(r.stdout == "\(file): ok, 1 tokens, 1 warning\n")
        #expect(r.stderr == "proof: \(file): /c/red/$value: warning: this display-p3 colour lies outside sRGB (r 1.09, g -0.227, b -0.15); it is drawn clipped to #FF0000 (line 1, column 44)\n")
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
        let r = try Proof.run(["tokens", "sheet", "tokens/airfit.resolver.json", "--scale", "1", "--out", dir])
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
        let r = try Proof.run(["tokens", "sheet", "tokens/airfit.resolver.json", bad, "--out", out])
        #expect(r.status == 65)
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
