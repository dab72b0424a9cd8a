import Foundation
import Testing

@Suite struct CheckCommandTests {
    struct Run: Decodable {
        struct Check: Decodable {
            struct Failure: Decodable { let screen: String; let element: String?; let data: [String: String] }
            struct Skipped: Decodable { let screen: String; let element: String; let text: String; let reason: String; let appearance: String }
            let name: String; let passed: Bool; let measured: Int; let failures: [Failure]
            let notVisible: [Skipped]?; let behindModal: [Skipped]?
        }
        let passed: Bool
        let checks: [Check]
    }

    @Test func passingChecksExitZeroWithJSON() throws {
        let r = try Proof.run(["check", "accessibility", "blur-budget", "--json"], timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stderr)")
        let run = try JSONDecoder().decode(Run.self, from: Data(r.stdout.utf8))
        #expect(run.passed)
        #expect(run.checks.map(\.name) == ["accessibility", "blur-budget"])
    }

    /// AirFit holds its Dynamic Type claim; every screen in every state is laid out at all 12 sizes.
    @Test func dynamicTypeCoversEveryScreenAtEverySize() throws {
        let r = try Proof.run(["check", "dynamic-type", "--json"], timeout: Proof.slowTimeout)
        let run = try JSONDecoder().decode(Run.self, from: Data(r.stdout.utf8))
        #expect(run.checks[0].measured % 12 == 0 && run.checks[0].measured >= 48, "every screen × 12 content sizes")
        #expect(!run.checks[0].failures.contains { $0.screen.hasPrefix("airfit/") })
        // A dialog drawn over its dimmed page is not text overlapping text.
        #expect(!run.checks[0].failures.contains { $0.data["kind"] == "overlap" && $0.screen.contains("@") })
        #expect(r.status == (run.passed ? 0 : 1))
    }

    /// The AirFit seed fails its own contrast claim: the gradient number and white icons.
    @Test func contrastFindsTheSeedsFailuresAndExitsOne() throws {
        let dir = Proof.temporaryDirectory()
        let r = try Proof.run(["check", "contrast", "--json", "--out", dir], timeout: Proof.slowTimeout)
        #expect(r.status == 1)
        let run = try JSONDecoder().decode(Run.self, from: Data(r.stdout.utf8))
        let failures = run.checks[0].failures
        #expect(!run.passed)
        let airfit = failures.filter { $0.screen.hasPrefix("airfit/") }
        let texts = Set(airfit.compactMap { $0.data["text"] })
        #expect(texts == ["1920", "12", "drop.fill", "mic.fill"])
        #expect(airfit.allSatisfy { Double($0.data["worstRatio"]!)! < 3 })
        #expect(failures.allSatisfy { Double($0.data["worstRatio"]!)! < Double($0.data["required"]!)! })
        #expect(FileManager.default.fileExists(atPath: dir + "/contrast-airfit-dashboard.png"))
    }

    /// Every state is checked, named as `proof render` names it; what is scrolled away or
    /// covered is skipped, neither pass nor failure, and so is the page behind a dialog.
    @Test func contrastCoversStatesAndSkipsWhatDoesNotShow() throws {
        let r = try Proof.run(["check", "contrast", "--json"], timeout: Proof.slowTimeout)
        let check = try JSONDecoder().decode(Run.self, from: Data(r.stdout.utf8)).checks[0]
        // Cal AI's only failure is the app preview's "460 kcal" under its white fade; the
        // alerts and the Health sheet are iOS's (`.systemChrome()`), so their system blue
        // is not counted against the app.
        let calai = check.failures.filter { $0.screen.hasPrefix("calai/") }
        #expect(Set(calai.map { "\($0.screen) \($0.data["text"] ?? "")" }) == ["calai/free-trial 460 kcal"])
        #expect(!check.failures.contains { ["Allow", "Don't Allow", "Not Now", "Submit", "Turn On All"].contains($0.data["text"] ?? "") })
        #expect(check.failures.allSatisfy { f in f.screen.hasSuffix(f.data["state"].map { $0.isEmpty ? "" : "@" + $0 } ?? "?") })
        let hidden = try #require(check.notVisible)
        // Rows scrolled out of a viewport (the plan's, the referral list's).
        #expect(hidden.contains { $0.screen.hasPrefix("calai/") && $0.reason == "clipped" })
        #expect(hidden.contains { $0.screen == "calai/apple-health@system-dialog" && $0.reason == "covered" })
        #expect(try #require(check.behindModal).contains { $0.screen == "calai/rating@modal" })
        let skipped = Set(hidden.map { "\($0.screen) \($0.appearance) \($0.element)" })
        #expect(!check.failures.contains { skipped.contains("\($0.screen) \($0.data["appearance"]!) \($0.element!)") })
    }

    @Test func crossfadeClaimHolds() throws {
        let r = try Proof.run(["check", "crossfade"], timeout: Proof.slowTimeout)
        #expect(r.status == 0)
        #expect(r.stdout.contains("264 ordered gradient pairs"))
    }

    @Test func unknownCheckIsAUsageError() throws {
        let r = try Proof.run(["check", "contrst"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("unknown check \"contrst\" (did you mean contrast?)"))
    }
}
