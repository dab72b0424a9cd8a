import Foundation
import Testing

/// `proof animate --seed`: NutriSync's confetti is drawn from the seed given (default 0), the
/// same seed giving byte-identical frames and another seed other frames, in a folder named
/// with it; an animation with nothing random refuses a seed, and a seed that is not a
/// 64-bit unsigned number is a usage error.
@Suite struct AnimateSeedCommandTests {
    func frames(_ seed: String?, out: String) throws -> (folder: String, middle: Data) {
        let r = try Proof.run(["animate", "nutrisync/confetti", "--fps", "4", "--scale", "1", "--out", out] + (seed.map { ["--seed", $0] } ?? []))
        #expect(r.status == 0, "\(r.stderr)")
        let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: out + "/nutrisync").first)
        return (folder, try Data(contentsOf: URL(fileURLWithPath: "\(out)/nutrisync/\(folder)/frame-006.png")))
    }

    @Test func theSameSeedDrawsTheSameFramesAndAnotherDoesNot() throws {
        let zero = try frames(nil, out: Proof.temporaryDirectory())
        let seven = try frames("7", out: Proof.temporaryDirectory())
        let again = try frames("7", out: Proof.temporaryDirectory())
        #expect(zero.folder == "confetti" && seven.folder == "confetti-seed-7")
        #expect(seven.middle == again.middle)
        #expect(seven.middle != zero.middle)
        #expect(try frames("0", out: Proof.temporaryDirectory()).middle == zero.middle)
        #expect(try frames("18446744073709551615", out: Proof.temporaryDirectory()).folder == "confetti-seed-18446744073709551615")
    }

    @Test func anAnimationWithNothingRandomRefusesASeed() throws {
        let out = Proof.temporaryDirectory()
        let r = try Proof.run(["animate", "airfit/cascade", "--seed", "3", "--fps", "2", "--out", out])
        #expect(r.status == 64)
        #expect(r.stderr == "proof: airfit/cascade draws nothing at random; leave out --seed\n")
        #expect(!FileManager.default.fileExists(atPath: out + "/airfit"))
    }

    @Test(arguments: ["-1", "18446744073709551616", "1.5", "seven", ""])
    func aSeedThatIsNotAnUnsignedSixtyFourBitNumberIsAUsageError(_ seed: String) throws {
        let out = Proof.temporaryDirectory()
        let r = try Proof.run(["animate", "nutrisync/confetti", "--seed", seed, "--out", out])
        #expect(r.status == 64)
        #expect(r.stderr.contains("--seed"), "\(r.stderr)")
        #expect(r.stdout.isEmpty && !FileManager.default.fileExists(atPath: out + "/nutrisync"))
    }
}
