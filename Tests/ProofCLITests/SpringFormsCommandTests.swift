import Foundation
import Testing

/// `proof motion sample spring:duration=D,bounce=B` and `{duration, bounce}` tokens, run
/// through the built `proof`: the same samples as the response form it equals, and every
/// hostile value refused with one line and its exit code (64 usage, 65 bad token data).
@Suite struct SpringFormsCommandTests {
    struct Frames: Decodable, Equatable { struct F: Decodable, Equatable { let t: Double; let value: Double }; let frames: [F] }

    /// duration 0.5, bounce 0 is response 0.5, fraction 1 exactly (k 157.913670, c 25.132741):
    /// byte-identical output, 89 frames at 120 fps (it settles in 0.7348 s), never over 1.
    @Test func durationBounceSamplesAsItsResponseTwin() throws {
        let a = try Proof.run(["motion", "sample", "spring:duration=0.5,bounce=0", "--json"])
        let b = try Proof.run(["motion", "sample", "spring:response=0.5,dampingFraction=1", "--json"])
        #expect(a.status == 0 && b.status == 0)
        #expect(a.stdout == b.stdout)
        let f = try JSONDecoder().decode(Frames.self, from: Data(a.stdout.utf8)).frames
        #expect(f.count == 89)
        #expect(f.map(\.value).max()! <= 1)
        // Bounce 0.3 overshoots: e^(−π·0.7/√(1 − 0.49)) = e^(−3.0795) = 0.046 past 1.
        let bouncy = try Proof.run(["motion", "sample", "spring:duration=0.5,bounce=0.3", "--json"])
        let peak = try JSONDecoder().decode(Frames.self, from: Data(bouncy.stdout.utf8)).frames.map(\.value).max()!
        #expect(peak > 1.045 && peak < 1.0461, "\(peak)")
    }

    @Test(arguments: [
        ("spring:duration=0.5,bounce=1", "spring bounce must be within -0.99…0.999, got 1"),
        ("spring:duration=0.5,bounce=-1", "spring bounce must be within -0.99…0.999, got -1"),
        ("spring:duration=0.5,bounce=NaN", "spring bounce must be a finite number, got \"NaN\""),
        ("spring:duration=0,bounce=0", "spring duration must be > 0"),
        ("spring:duration=1e-300,bounce=0", "spring duration must be within 0.01…100 s, got 1e-300"),
        ("spring:duration=1e300,bounce=0.2", "spring duration must be within 0.01…100 s, got 1e300"),
        ("spring:duration=100,bounce=0.999", "spring duration 100 with bounce 0.999 gives damping 0.000126, "
            + "outside 0.001…1e5: use a bounce within -0.99…0.992"),
        ("spring:duration=0.5,bounce=0,damping=3",
         "spring takes one form: stiffness, damping, mass, initialVelocity; response, dampingFraction; or duration, bounce, not a mix"),
        ("spring:duraton=0.5,bounce=0", "unknown spring parameter \"duraton\" (did you mean \"duration\"?): "
            + "use stiffness, damping, mass, initialVelocity; response, dampingFraction; or duration, bounce"),
    ])
    func hostileValuesAreUsageErrors(curve: String, message: String) throws {
        let r = try Proof.run(["motion", "sample", curve, "--json"], timeout: 60)
        #expect(r.status == 64)
        #expect(r.stderr == "proof: " + message + " (see proof motion sample --help)\n", "\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    /// In range, but ζ = 0.01 at ω₀ = 2π / 100 s settles after about 11,000 s.
    @Test func slowDurationBounceNeedsADuration() throws {
        let r = try Proof.run(["motion", "sample", "spring:duration=100,bounce=0.99"])
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix("proof: spring:duration=100,bounce=0.99 takes longer than 600 s to settle (about "), "\(r.stderr)")
    }

    /// A token with bounce 1: validate says where and what (65), and so does every command
    /// that loads it; nothing is written.
    @Test func undampedBounceTokenIsBadData() throws {
        let directory = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/s.tokens.json"
        try #"{"$extensions":{"dev.designproof":{"spring":{"$type":"spring","s":{"$value":{"duration":0.5,"bounce":1}}}}}}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let line = "proof: \(file): /$extensions/dev.designproof/spring/s/$value/bounce: 1 is outside -0.99…0.999 (line 1, column 102)\n"
        let validate = try Proof.run(["tokens", "validate", file])
        #expect(validate.status == 65)
        #expect(validate.stderr == line)
        let sheet = try Proof.run(["tokens", "sheet", file, "--out", directory + "/out"])
        #expect(sheet.status == 65)
        #expect(sheet.stderr.contains(line), "\(sheet.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory + "/out/s.png"))
    }
}
