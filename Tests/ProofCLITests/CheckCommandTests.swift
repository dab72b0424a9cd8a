import Foundation
import Testing

@Suite struct CheckCommandTests {
    struct Run: Decodable {
        struct Check: Decodable {
            struct Failure: Decodable { let line: String; let screen: String; let element: String?; let data: [String: String] }
            struct Skipped: Decodable { let screen: String; let element: String; let text: String; let reason: String; let appearance: String; let device: String }
            let name: String; let passed: Bool; let measured: Int; let failures: [Failure]; let devices: [String]?
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

    /// Every screen in every state, at all 12 sizes, on the three devices: no truncation or
    /// clipping up to AX XL and no overlap at any size — one layout shared by both checks.
    @Test func dynamicTypeAndOverlapHoldOnEveryDevice() throws {
        let r = try Proof.run(["check", "dynamic-type", "overlap", "--json"], timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stdout.prefix(2000))")
        let run = try JSONDecoder().decode(Run.self, from: Data(r.stdout.utf8))
        #expect(run.passed && run.checks.map(\.name) == ["dynamic-type", "overlap"])
        for check in run.checks {
            #expect(check.devices == ["iphone-se", "iphone-16", "iphone-16-pro-max"])
            #expect(check.measured % 36 == 0 && check.measured >= 36 * 57, "every screen and state × 12 sizes × 3 devices")
            #expect(check.failures.isEmpty)
        }
    }

    /// `--device` narrows the layout checks; an unknown one is a usage error.
    @Test func deviceOptionNarrowsAndIsValidated() throws {
        let bad = try Proof.run(["check", "overlap", "--device", "iphone-17"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("iphone-17"))
        #expect(bad.stdout.isEmpty)
    }

    /// A token file that makes the paywall's "BEST VALUE" badge 40 pt: it spills onto the
    /// monthly card. The failure names the screen and state, the device, the content size,
    /// both elements and the overlap in points; exit 1.
    @Test func overlapFailsOnATokenThatPushesABadgeOverACard() throws {
        let tokens = Proof.temporaryDirectory()
        for name in try FileManager.default.contentsOfDirectory(atPath: Proof.root + "/tokens") where name.hasSuffix(".tokens.json") {
            try FileManager.default.copyItem(atPath: Proof.root + "/tokens/" + name, toPath: tokens + "/" + name)
        }
        let file = tokens + "/calai.tokens.json"
        var json = try String(contentsOfFile: file, encoding: .utf8)
        let caption2 = try #require(json.range(of: "\"caption2\": {"))
        let size = try #require(json.range(of: "\"fontSize\": {\"value\": 11,", range: caption2.upperBound..<json.endIndex))
        json.replaceSubrange(size, with: "\"fontSize\": {\"value\": 40,")
        try json.write(toFile: file, atomically: true, encoding: .utf8)

        let r = try Proof.run(["check", "overlap", "--device", "iphone-se", "--json"], environment: ["DESIGNPROOF_TOKENS": tokens], timeout: Proof.slowTimeout)
        #expect(r.status == 1)
        let check = try JSONDecoder().decode(Run.self, from: Data(r.stdout.utf8)).checks[0]
        #expect(!check.passed && check.devices == ["iphone-se"] && check.measured % 12 == 0)
        #expect(Set(check.failures.map { $0.screen.split(separator: "@")[0] }) == ["calai/paywall"])
        let f = try #require(check.failures.first { $0.data["kind"] == "text on another control" && $0.data["contentSize"] == "large" && $0.screen == "calai/paywall" })
        #expect(f.data["device"] == "iphone-se" && f.data["aboveText"] == "BEST VALUE")
        #expect(f.data["above"]!.hasSuffix("/PlanCard.1/Text") && f.data["below"]!.hasSuffix("/PlanCard/background"))
        #expect(f.data["overlap"]!.range(of: #"^[0-9.]+ × [0-9.]+$"#, options: .regularExpression) != nil)
        #expect(f.line.hasPrefix("calai/paywall · iphone-se · large: \"BEST VALUE\" (") && f.line.hasSuffix(" pt"))

        let text = try Proof.run(["check", "overlap", "--device", "iphone-se", "--limit", "2"], environment: ["DESIGNPROOF_TOKENS": tokens], timeout: Proof.slowTimeout)
        #expect(text.status == 1)
        #expect(text.stdout.hasPrefix("FAIL  overlap — 684 layouts (every screen and state at all 12 content sizes on iphone-se)"))
    }

    /// The AirFit seed fails its own contrast claim: the gradient number and white icons.
    @Test func contrastFindsTheSeedsFailuresAndExitsOne() throws {
        let dir = Proof.temporaryDirectory()
        let r = try Proof.run(["check", "contrast", "--device", "iphone-16", "--json", "--out", dir], timeout: Proof.slowTimeout)
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

    /// Every state is checked on every device, named as `proof render` names it; what is
    /// scrolled away or covered is skipped, neither pass nor failure, and so is the page
    /// behind a dialog.
    @Test func contrastCoversStatesAndSkipsWhatDoesNotShow() throws {
        let r = try Proof.run(["check", "contrast", "--json"], timeout: Proof.slowTimeout)
        let check = try JSONDecoder().decode(Run.self, from: Data(r.stdout.utf8)).checks[0]
        #expect(check.devices == ["iphone-se", "iphone-16", "iphone-16-pro-max"])
        #expect(Set(check.failures.compactMap { $0.data["device"] }) == Set(check.devices ?? []))
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
        let skipped = Set(hidden.map { "\($0.screen) \($0.appearance) \($0.device) \($0.element)" })
        #expect(!check.failures.contains { skipped.contains("\($0.screen) \($0.data["appearance"]!) \($0.data["device"]!) \($0.element!)") })
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
