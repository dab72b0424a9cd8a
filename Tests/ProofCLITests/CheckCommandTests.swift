import Foundation
import Testing

@Suite struct CheckCommandTests {
    struct Run: Decodable {
        struct Check: Decodable {
            struct Failure: Decodable { let line: String; let screen: String; let element: String?; let data: [String: String] }
            struct Skipped: Decodable { let screen: String; let element: String; let text: String; let reason: String; let appearance: String; let device: String; let contrast: String }
            struct Coverage: Decodable, Equatable { let unit: String; let contained: Int; let measured: Int; let skipped: [String: Int] }
            struct Beyond: Decodable { let screen: String; let device: String; let contentSize: String; let kind: String; let ids: [String]; let line: String }
            let name: String; let passed: Bool; let summary: String; let measured: Int; let failures: [Failure]; let devices: [String]?
            let coverage: [Coverage]
            let notVisible: [Skipped]?; let behindModal: [Skipped]?; let beyond: [Beyond]?
        }
        let passed: Bool
        let checks: [Check]
    }

    /// Exact counts: every card and control of the 59 screens and states (16 of them iOS's
    /// alerts and sheets, left out), every screen and animation frame at 30 fps. The counts
    /// grow as NutriSync's screens land (today permissions and welcome: 2 screens, 4 controls).
    @Test func passingChecksExitZeroWithJSON() throws {
        let r = try Proof.run(["check", "accessibility", "blur-budget", "--json"], timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stderr)")
        let run = try JSONDecoder().decode(Run.self, from: Data(r.stdout.utf8))
        #expect(run.passed)
        #expect(run.checks.map(\.name) == ["accessibility", "blur-budget"])
        let (accessibility, blur) = (run.checks[0], run.checks[1])
        #expect(accessibility.passed && accessibility.failures.isEmpty && accessibility.measured == 226)
        #expect(accessibility.coverage == [.init(unit: "cards and controls", contained: 242, measured: 226, skipped: ["systemChrome": 16])])
        #expect(accessibility.summary == "226 cards and controls on 59 screens and states (16 of iOS's left out); 0 without a useful label")
        #expect(blur.passed && blur.failures.isEmpty && blur.measured == 740)
        #expect(blur.coverage == [.init(unit: "screens and animation frames", contained: 740, measured: 740, skipped: [:])])
        #expect(blur.summary == "740 screens (every state) and animation frames; at most 5 simultaneous blurs (airfit/push at 0.03 s); budget 6")
    }

    /// Every screen and state (59, with NutriSync's two), at all 12 sizes, on the three devices: 2124 layouts.
    /// No truncation or clipping up to AX XL and no overlap at any size — one layout shared
    /// by both checks. Every text is counted: read or left out (iOS's chrome; for overlap,
    /// what no pixel of shows).
    @Test func dynamicTypeAndOverlapHoldOnEveryDevice() throws {
        let r = try Proof.run(["check", "dynamic-type", "overlap", "--json"], timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stdout.prefix(2000))")
        let run = try JSONDecoder().decode(Run.self, from: Data(r.stdout.utf8))
        #expect(run.passed && run.checks.map(\.name) == ["dynamic-type", "overlap"])
        for check in run.checks {
            #expect(check.passed && check.failures.isEmpty)
            #expect(check.devices == ["iphone-se", "iphone-16", "iphone-16-pro-max"])
            #expect(check.measured == 59 * 12 * 3)
            #expect(check.coverage[0] == .init(unit: "layouts", contained: 2124, measured: 2124, skipped: [:]))
        }
        let (dynamicType, overlap) = (run.checks[0], run.checks[1])
        #expect(dynamicType.coverage[1] == .init(unit: "texts in them", contained: 33939, measured: 30843, skipped: ["systemChrome": 3096]))
        #expect(overlap.coverage[1] == .init(unit: "texts in them", contained: 33939, measured: 26992, skipped: ["systemChrome": 3096, "notVisible": 3851]))
        // Beyond AX XL: listed, each with its screen, device, size, kind and ids — not failures.
        let beyond = try #require(dynamicType.beyond)
        #expect(beyond.count == 30)
        #expect(dynamicType.summary.hasSuffix("; 0 problems up to accessibilityExtraLarge, 30 beyond it (not required by the seed)"))
        #expect(Set(beyond.map(\.screen)) == ["calai/notifications@system-dialog", "calai/spin-wheel", "calai/home", "calai/scanner"])
        #expect(beyond.allSatisfy { ["accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"].contains($0.contentSize) })
        let scanner = try #require(beyond.first { $0.screen == "calai/scanner" && $0.kind == "truncated" })
        #expect(scanner.device == "iphone-se" && scanner.contentSize == "accessibilityExtraExtraExtraLarge" && scanner.ids == ["AnyView/CalAIScanner/VStack.1/ZStack/VStack.2/HStack/Text.2"])
        #expect(scanner.line == "calai/scanner · iphone-se · accessibilityExtraExtraExtraLarge: truncated AnyView/CalAIScanner/VStack.1/ZStack/VStack.2/HStack/Text.2")
    }

    /// The text output lists what overflows beyond AX XL under the verdict, `--limit` of them.
    @Test func dynamicTypeListsWhatOverflowsBeyondTheRequiredSize() throws {
        let r = try Proof.run(["check", "dynamic-type", "--device", "iphone-se", "--limit", "1"], timeout: Proof.slowTimeout)
        #expect(r.status == 0)
        #expect(r.stdout == """
            PASS  dynamic-type — 708 layouts (every screen and state at all 12 content sizes on iphone-se) with 10218 texts; 0 problems up to accessibilityExtraLarge, 13 beyond it (not required by the seed)
                  beyond accessibilityExtraLarge (listed, not required):
                  calai/notifications@system-dialog · iphone-se · accessibilityExtraExtraLarge: outsideParent AnyView/CalAINotifications/OnboardingPage/VStack.1/StepChrome/Image
                  … and 12 more (--json lists all)

            """)
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
        #expect(!check.passed && check.devices == ["iphone-se"] && check.measured == 59 * 12)
        // Ten collisions in each of the paywall's three states, and nowhere else.
        #expect(Dictionary(grouping: check.failures, by: \.screen).mapValues(\.count) == ["calai/paywall": 10, "calai/paywall@monthly": 10, "calai/paywall@yearly": 10])
        #expect(Dictionary(grouping: check.failures) { $0.data["kind"]! }.mapValues(\.count) == ["covers": 12, "text on another control": 12, "text over text": 6])
        let f = try #require(check.failures.first { $0.data["kind"] == "text on another control" && $0.data["contentSize"] == "large" && $0.screen == "calai/paywall" })
        let plans = "AnyView/CalAIPaywall/VStack.1/ViewThatFits.1/VStack.1/ViewThatFits.1/HStack"
        #expect(f.data == ["device": "iphone-se", "contentSize": "large", "state": "", "kind": "text on another control", "above": plans + "/PlanCard.1/Text",
                           "aboveText": "BEST VALUE", "below": plans + "/PlanCard/background", "belowText": "", "overlap": "32.3 × 24.2"])
        #expect(f.line == "calai/paywall · iphone-se · large: \"BEST VALUE\" (\(plans)/PlanCard.1/Text) printed on another control \(plans)/PlanCard/background by 32.3 × 24.2 pt")

        let text = try Proof.run(["check", "overlap", "--device", "iphone-se", "--limit", "2"], environment: ["DESIGNPROOF_TOKENS": tokens], timeout: Proof.slowTimeout)
        #expect(text.status == 1)
        let small = "AnyView/CalAIPaywall/VStack.1/ViewThatFits.1/VStack/ViewThatFits.2/HStack"
        #expect(text.stdout.split(separator: "\n").map(String.init) == [
            "FAIL  overlap — 708 layouts (every screen and state at all 12 content sizes on iphone-se) with 8311 texts compared; 30 collisions on 3 screens",
            "      calai/paywall · iphone-se · xSmall: \(small)/PlanCard.1/Text/background covers \(small)/PlanCard/background by 42.3 × 10.5 pt",
            "      calai/paywall · iphone-se · xSmall: \"BEST VALUE\" (\(small)/PlanCard.1/Text) printed on another control \(small)/PlanCard/background by 32.3 × 24.2 pt",
            "      … and 28 more (--json lists all)",
        ])
    }

    /// The AirFit seed fails its own contrast claim: the gradient number and white icons.
    @Test func contrastFindsTheSeedsFailuresAndExitsOne() throws {
        let dir = Proof.temporaryDirectory()
        let r = try Proof.run(["check", "contrast", "--device", "iphone-16", "--json", "--out", dir], timeout: Proof.slowTimeout)
        #expect(r.status == 1)
        let run = try JSONDecoder().decode(Run.self, from: Data(r.stdout.utf8))
        let failures = run.checks[0].failures
        #expect(!run.passed && !run.checks[0].passed)
        // Every text and icon of the 204 variants on the iPhone 16 (NutriSync's two also under
        // Increase Contrast), each measured or skipped by reason; NutriSync's token pairs.
        #expect(run.checks[0].coverage == [.init(unit: "text and icon elements", contained: 2624, measured: 2226,
                                                 skipped: ["behindModal": 40, "clipped": 8, "covered": 26, "disabled": 18, "emoji": 46, "systemChrome": 260]),
                                           .init(unit: "token colour pairs", contained: 12, measured: 12, skipped: [:])])
        #expect(run.checks[0].measured == 2226 && failures.count == 74)
        #expect(failures.filter { $0.screen.hasPrefix("airfit/") }.count == 72)
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
        #expect(r.status == 1)
        let check = try JSONDecoder().decode(Run.self, from: Data(r.stdout.utf8)).checks[0]
        #expect(!check.passed && check.measured == 6576 && check.failures.count == 222)
        #expect(check.coverage == [.init(unit: "text and icon elements", contained: 7874, measured: 6576,
                                         skipped: ["behindModal": 116, "clipped": 44, "covered": 80, "disabled": 54, "emoji": 138, "offCanvas": 86, "systemChrome": 780]),
                                   .init(unit: "token colour pairs", contained: 12, measured: 12, skipped: [:])])
        // Nothing fails under Increase Contrast: NutriSync's brighter overrides pass wherever the
        // standard ones do (and its placeholders, which fail in standard, pass there).
        #expect(check.failures.allSatisfy { $0.data["contrast"] == "standard" })
        // The skipped lists hold what the coverage counts as not visible and behind a modal.
        #expect(check.notVisible?.count == 44 + 80 + 86 && check.behindModal?.count == 116)
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
