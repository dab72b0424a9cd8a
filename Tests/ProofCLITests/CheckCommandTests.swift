import Foundation
import Testing

@Suite struct CheckCommandTests {
    struct Run: Decodable {
        struct Check: Decodable {
            struct Failure: Decodable { let screen: String; let element: String?; let data: [String: String] }
            let name: String; let passed: Bool; let measured: Int; let failures: [Failure]
        }
        let passed: Bool
        let checks: [Check]
    }

    @Test func passingChecksExitZeroWithJSON() throws {
        let r = try Proof.run(["check", "accessibility", "blur-budget", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let run = try JSONDecoder().decode(Run.self, from: Data(r.stdout.utf8))
        #expect(run.passed)
        #expect(run.checks.map(\.name) == ["accessibility", "blur-budget"])
    }

    /// AirFit holds its Dynamic Type claim; every screen is laid out at all 12 sizes.
    @Test func dynamicTypeCoversEveryScreenAtEverySize() throws {
        let r = try Proof.run(["check", "dynamic-type", "--json"])
        let run = try JSONDecoder().decode(Run.self, from: Data(r.stdout.utf8))
        #expect(run.checks[0].measured % 12 == 0 && run.checks[0].measured >= 48, "every screen × 12 content sizes")
        #expect(!run.checks[0].failures.contains { $0.screen.hasPrefix("airfit/") })
        #expect(r.status == (run.passed ? 0 : 1))
    }

    /// The AirFit seed fails its own contrast claim: the gradient number and white icons.
    @Test func contrastFindsTheSeedsFailuresAndExitsOne() throws {
        let dir = Proof.temporaryDirectory()
        let r = try Proof.run(["check", "contrast", "--json", "--out", dir])
        #expect(r.status == 1)
        let run = try JSONDecoder().decode(Run.self, from: Data(r.stdout.utf8))
        let failures = run.checks[0].failures
        #expect(!run.passed)
        let airfit = failures.filter { $0.screen.hasPrefix("airfit/") }
        let texts = Set(airfit.compactMap { $0.data["text"] })
        #expect(texts == ["1920", "12", "drop.fill", "mic.fill"])
        #expect(failures.allSatisfy { Double($0.data["worstRatio"]!)! < 3 })
        #expect(FileManager.default.fileExists(atPath: dir + "/contrast-airfit-dashboard.png"))
    }

    @Test func crossfadeClaimHolds() throws {
        let r = try Proof.run(["check", "crossfade"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("264 ordered gradient pairs"))
    }

    @Test func unknownCheckIsAUsageError() throws {
        let r = try Proof.run(["check", "contrst"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("unknown check \"contrst\" (did you mean contrast?)"))
    }
}
