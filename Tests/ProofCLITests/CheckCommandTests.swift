import Checks
import Foundation
import ProofCLI
import Testing

@Suite struct CheckCommandTests {
    /// Cal AI's screens and states in the catalogue (`proof list`).
    static let calaiScreens = 53
    struct Run: Decodable {
        struct Check: Decodable {
            /// `data`'s values are strings, numbers and yes/no values (`CheckValue`).
            struct Failure: Decodable { let line: String; let screen: String; let element: String?; let data: [String: CheckValue] }
            struct Skipped: Decodable { let screen: String; let element: String; let text: String; let reason: String; let appearance: String; let device: String; let contrast: String }
            struct Coverage: Decodable, Equatable { let unit: String; let contained: Int; let measured: Int; let skipped: [String: Int] }
            struct Beyond: Decodable { let screen: String; let device: String; let contentSize: String; let kind: String; let ids: [String]; let line: String }
            let name: String; let passed: Bool; let summary: String; let measured: Int; let failures: [Failure]; let devices: [String]?
            let coverage: [Coverage]
            let notVisible: [Skipped]?; let behindModal: [Skipped]?; let beyond: [Beyond]?
        }
        struct Schema: Decodable, Equatable { let name: String; let version: Int }
        let schema: Schema
        let passed: Bool
        let checks: [Check]
    }

    /// A run where every check passes exits 0 and prints JSON (AirFit's four screens: every
    /// card and button labelled).
    @Test func passingChecksExitZeroWithJSON() throws {
        let r = try Proof.run(["check", "accessibility", "--app", "airfit", "--json"], timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stderr)")
        let run = try JSONDecoder().decode(Run.self, from: Data(r.stdout.utf8))
        #expect(run.passed && run.checks.map(\.name) == ["accessibility"])
        #expect(run.schema == .init(name: "dev.designproof.check", version: 4))
        #expect(r.stdout.hasPrefix("{\n  \"checks\""))
        #expect(run.checks[0].summary == "6 cards and controls on 4 screens and states (0 of iOS's left out); 0 without a useful label")
    }

    /// Exact counts over the whole catalogue (`FullCheck`): every card and control of the 115
    /// screens and states (16 of them iOS's alerts and sheets, left out), every screen and
    /// animation frame at 30 fps (AirFit's push and qa-pass each last 11 frames longer since they
    /// end with the incoming screen at rest).
    @Test func accessibilityAndBlurBudgetHoldEverywhere() async throws {
        let accessibility = try await FullCheck.check("accessibility"), blur = try await FullCheck.check("blur-budget")
        // FitAI's tab bars are iOS's (chrome): 108 of their items left out with the alerts and sheets.
        #expect(accessibility.passed && accessibility.failures.isEmpty && accessibility.measured == 640)
        #expect(accessibility.coverage == [.init(unit: "cards and controls", contained: 764, measured: 640, skipped: ["systemChrome": 124])])
        #expect(accessibility.summary == "640 cards and controls on 115 screens and states (124 of iOS's left out); 0 without a useful label")
        #expect(blur.passed && blur.failures.isEmpty && blur.measured == 1353)
        #expect(blur.coverage == [.init(unit: "screens and animation frames", contained: 1353, measured: 1353, skipped: [:])])
        #expect(blur.summary == "1353 screens (every state) and animation frames; at most 5 simultaneous blurs (airfit/push at 0.03 s); budget 6")
    }

    /// Every screen and state (115: AirFit 4 × 2 appearances is one entry each, Cal AI's,
    /// NutriSync's and FitAI's with their states), at all 12 sizes, on the three devices:
    /// 4140 layouts.
    /// No truncation or clipping up to AX XL and no overlap at any size — one layout shared
    /// by both checks. Every text is counted: read or left out (iOS's chrome; for overlap,
    /// what no pixel of shows).
    @Test func dynamicTypeAndOverlapHoldOnEveryDevice() async throws {
        let dynamicType = try await FullCheck.check("dynamic-type"), overlap = try await FullCheck.check("overlap")
        for check in [dynamicType, overlap] {
            #expect(check.passed && check.failures.isEmpty, "\(check.failures.prefix(5).map(\.line))")
            #expect(check.devices == ["iphone-se", "iphone-16", "iphone-16-pro-max"])
            #expect(check.measured == 115 * 12 * 3)
            #expect(check.coverage[0] == .init(unit: "layouts", contained: 4140, measured: 4140, skipped: [:]))
        }
        #expect(dynamicType.coverage[1] == .init(unit: "texts in them", contained: 100319, measured: 88727, skipped: ["systemChrome": 11592]))
        #expect(overlap.coverage[1] == .init(unit: "texts in them", contained: 100319, measured: 61281, skipped: ["systemChrome": 11592, "notVisible": 27446]))
        // Beyond AX XL: listed, each with its screen, device, size, kind and ids — not failures.
        let beyond = try #require(dynamicType.beyond)
        // 47 overflows, and 302 words broken mid-word at the two largest sizes (fewer since
        // option rows stack their grown marks above their words at accessibility sizes, and
        // since the system alert scrolls its text instead of running off the screen). The
        // text fields are one line, as UITextField is: beyond AX XL their prompts truncate
        // (FitAI's log-in and sign-up, NutriSync's account), as iOS truncates them.
        #expect(beyond.count == 349 && beyond.filter { $0.kind == "brokenWord" }.count == 302)
        #expect(dynamicType.summary.hasSuffix("; 0 problems up to accessibilityExtraLarge, 349 beyond it (not required by the seed)"))
        #expect(Set(beyond.filter { $0.kind != "brokenWord" }.map(\.screen)) == ["calai/spin-wheel", "calai/home", "calai/scanner",
                                                                             "fitai/add-food@result", "fitai/history", "fitai/history@september", "fitai/profile",
                                                                             "fitai/login", "fitai/sign-up", "fitai/sign-up@error", "nutrisync/account"])
        #expect(beyond.allSatisfy { ["accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"].contains($0.contentSize) })
        let scanner = try #require(beyond.first { $0.screen == "calai/scanner" && $0.kind == "truncated" })
        #expect(scanner.device == "iphone-se" && scanner.contentSize == "accessibilityExtraExtraExtraLarge" && scanner.ids == ["AnyView/CalAIScanner/VStack.1/ZStack/VStack.3/HStack/Text.2"])
        #expect(scanner.line == "calai/scanner · iphone-se · accessibilityExtraExtraExtraLarge: truncated AnyView/CalAIScanner/VStack.1/ZStack/VStack.3/HStack/Text.2")
    }

    /// The text output lists what overflows beyond AX XL under the verdict, `--limit` of them.
    @Test func dynamicTypeListsWhatOverflowsBeyondTheRequiredSize() throws {
        let r = try Proof.run(["check", "dynamic-type", "--app", "calai", "--device", "iphone-se", "--limit", "1"], timeout: Proof.slowTimeout)
        #expect(r.status == 0)
        #expect(r.stdout == """
            PASS  dynamic-type — 636 layouts (every screen and state at all 12 content sizes on iphone-se) with 9646 texts; 0 problems up to accessibilityExtraLarge, 105 beyond it (not required by the seed)
                  beyond accessibilityExtraLarge (listed, not required):
                  calai/referral-source · iphone-se · accessibilityExtraExtraLarge: brokenWord AnyView/CalAIReferralSource/VStack.1/ViewThatFits.1/ScrollView.1/VStack/VStack.1/IconOptionButton[1]/Text.1
                  … and 104 more (--json lists all)

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
        let tokens = try Proof.tokenCopy(in: Proof.temporaryDirectory(), replacing: [])
        let file = tokens + "/calai/base.tokens.json"
        var json = try String(contentsOfFile: file, encoding: .utf8)
        let caption2 = try #require(json.range(of: "\"caption2\": {"))
        let size = try #require(json.range(of: "\"fontSize\": {\"value\": 11,", range: caption2.upperBound..<json.endIndex))
        json.replaceSubrange(size, with: "\"fontSize\": {\"value\": 40,")
        try json.write(toFile: file, atomically: true, encoding: .utf8)

        let r = try Proof.run(["check", "overlap", "--app", "calai", "--device", "iphone-se", "--json"], environment: ["DESIGNPROOF_TOKENS": tokens], timeout: Proof.slowTimeout)
        #expect(r.status == 1)
        let check = try JSONDecoder().decode(Run.self, from: Data(r.stdout.utf8)).checks[0]
        #expect(!check.passed && check.devices == ["iphone-se"] && check.measured == Self.calaiScreens * 12)
        // Ten collisions in each of the paywall's three states, and nowhere else.
        #expect(Dictionary(grouping: check.failures, by: \.screen).mapValues(\.count) == ["calai/paywall": 10, "calai/paywall@monthly": 10, "calai/paywall@yearly": 10])
        #expect(Dictionary(grouping: check.failures) { $0.data["kind"]! }.mapValues(\.count) == ["covers": 12, "text on another control": 12, "text over text": 6])
        let f = try #require(check.failures.first { $0.data["kind"] == "text on another control" && $0.data["contentSize"] == "large" && $0.screen == "calai/paywall" })
        let plans = "AnyView/CalAIPaywall/VStack.1/ViewThatFits.1/VStack.1/ViewThatFits.1/HStack"
        #expect(f.data == ["device": "iphone-se", "contentSize": "large", "state": "", "kind": "text on another control", "above": .text(plans + "/PlanCard.1/Text"),
                           "aboveText": "BEST VALUE", "below": .text(plans + "/PlanCard/background"), "belowText": "", "overlapWidth": .number(32.25), "overlapHeight": .number(24.20458984375)])
        #expect(f.line == "calai/paywall · iphone-se · large: \"BEST VALUE\" (\(plans)/PlanCard.1/Text) printed on another control \(plans)/PlanCard/background by 32.3 × 24.2 pt")

        let text = try Proof.run(["check", "overlap", "--app", "calai", "--device", "iphone-se", "--limit", "2"], environment: ["DESIGNPROOF_TOKENS": tokens], timeout: Proof.slowTimeout)
        #expect(text.status == 1)
        let small = "AnyView/CalAIPaywall/VStack.1/ViewThatFits.1/VStack/ViewThatFits.2/HStack"
        #expect(text.stdout.split(separator: "\n").map(String.init) == [
            "FAIL  overlap — 636 layouts (every screen and state at all 12 content sizes on iphone-se) with 7855 texts compared; 30 collisions on 3 screens",
            "      calai/paywall · iphone-se · xSmall: \(small)/PlanCard.1/Text/background covers \(small)/PlanCard/background by 42.3 × 10.5 pt",
            "      calai/paywall · iphone-se · xSmall: \"BEST VALUE\" (\(small)/PlanCard.1/Text) printed on another control \(small)/PlanCard/background by 32.3 × 24.2 pt",
            "      … and 28 more (--json lists all)",
        ])
    }

    /// The AirFit seed fails its own contrast claim: the gradient number and white icons.
    @Test func contrastFindsTheSeedsFailuresAndExitsOne() throws {
        let dir = Proof.temporaryDirectory()
        let r = try Proof.run(["check", "contrast", "--app", "airfit", "--app", "calai", "--device", "iphone-16", "--json", "--out", dir], timeout: Proof.slowTimeout)
        #expect(r.status == 1)
        let run = try JSONDecoder().decode(Run.self, from: Data(r.stdout.utf8))
        let failures = run.checks[0].failures
        #expect(!run.passed && !run.checks[0].passed)
        // Every text and icon of AirFit's and Cal AI's variants on the iPhone 16 (`--app`: no
        // NutriSync, so no token pairs), each measured or skipped by reason.
        #expect(run.checks[0].coverage == [.init(unit: "text and icon elements", contained: 2580, measured: 2188,
                                                 skipped: ["behindModal": 40, "clipped": 8, "covered": 30, "disabled": 18, "emoji": 40, "systemChrome": 256])])
        #expect(run.checks[0].measured == 2188 && failures.count == 72)
        #expect(failures.filter { $0.screen.hasPrefix("airfit/") }.count == 72)
        let airfit = failures.filter { $0.screen.hasPrefix("airfit/") }
        let texts = Set(airfit.compactMap { $0.data["text"] })
        #expect(texts == ["1920", "12", "drop.fill", "mic.fill"])
        #expect(airfit.allSatisfy { $0.data["worstRatio"]!.double! < 3 })
        #expect(failures.allSatisfy { $0.data["worstRatio"]!.double! < $0.data["required"]!.double! })
        #expect(FileManager.default.fileExists(atPath: dir + "/contrast-airfit-dashboard.png"))
    }

    /// Every state is checked on every device, named as `proof render` names it; what is
    /// scrolled away or covered is skipped, neither pass nor failure, and so is the page
    /// behind a dialog.
    @Test func contrastCoversStatesAndSkipsWhatDoesNotShow() async throws {
        #expect(try await FullCheck.result().status == 1)
        let check = try await FullCheck.check("contrast")
        // iOS's tab bar is chrome (its labels are iOS's colours), and what lies under a fade or
        // under the bar's glass is covered.
        #expect(!check.passed && check.measured == 15592 && check.failures.count == 1692)
        #expect(check.coverage == [.init(unit: "text and icon elements", contained: 26382, measured: 15592,
                                         skipped: ["behindModal": 234, "clipped": 66, "covered": 742, "disabled": 96, "emoji": 492, "offCanvas": 5746, "systemChrome": 3414]),
                                   .init(unit: "token colour pairs", contained: 12, measured: 12, skipped: [:])])
        // NutriSync fails nowhere, in either environment; under Increase Contrast only FitAI
        // fails (iOS's greys keep their values; white on the dark accessible blue is 2.83:1).
        #expect(!check.failures.contains { $0.screen.hasPrefix("nutrisync/") })
        #expect(check.failures.allSatisfy { $0.data["contrast"] == "standard" || $0.screen.hasPrefix("fitai/") })
        #expect(check.failures.filter { $0.screen.hasPrefix("fitai/") }.count == 1476)
        // The issue's finding: white on system blue, 4.02:1, on FitAI's prominent buttons.
        #expect(check.failures.contains { $0.screen == "fitai/login" && $0.data["text"] == "Log In" && $0.line.contains("#FFFFFF on #007AFF: worst 4.02:1") })
        // The skipped lists hold what the coverage counts as not visible and behind a modal.
        #expect(check.notVisible?.count == 60 + 748 + 5746 && check.behindModal?.count == 234)
        #expect(check.devices == ["iphone-se", "iphone-16", "iphone-16-pro-max"])
        #expect(Set(check.failures.compactMap { $0.data["device"]?.string }) == Set(check.devices ?? []))
        // Cal AI fails nowhere: the app preview's "460 kcal" lies under its white fade (not
        // measured there), and the alerts and the Health sheet are iOS's (`.systemChrome()`),
        // so their system blue is not counted against the app.
        #expect(!check.failures.contains { $0.screen.hasPrefix("calai/") })
        #expect(!check.failures.contains { ["Allow", "Don't Allow", "Not Now", "Submit", "Turn On All"].contains($0.data["text"] ?? "") })
        #expect(check.failures.allSatisfy { f in f.screen.hasSuffix(f.data["state"]?.string.map { $0.isEmpty ? "" : "@" + $0 } ?? "?") })
        let hidden = try #require(check.notVisible)
        // Rows scrolled out of a viewport (the plan's, the referral list's).
        #expect(hidden.contains { $0.screen.hasPrefix("calai/") && $0.reason == "clipped" })
        #expect(hidden.contains { $0.screen == "calai/apple-health@system-dialog" && $0.reason == "covered" })
        #expect(try #require(check.behindModal).contains { $0.screen == "calai/rating@modal" })
        let skipped = Set(hidden.map { "\($0.screen) \($0.appearance) \($0.device) \($0.element)" })
        #expect(!check.failures.contains { skipped.contains("\($0.screen) \($0.data["appearance"]!) \($0.data["device"]!) \($0.element!)") })
    }

    @Test func crossfadeClaimHolds() async throws {
        let check = try await FullCheck.check("crossfade")
        #expect(check.passed && check.summary.hasPrefix("264 ordered gradient pairs × 73 frames at 120 fps; "))
    }

    /// `--app` narrows every check to the apps named; an unknown app is a usage error with
    /// the nearest id, and the cross-fade (AirFit's claim) cannot be asked of another app.
    @Test func appOptionNarrowsAndIsValidated() throws {
        let bad = try Proof.run(["check", "--app", "nutrisyn"])
        #expect(bad.status == 64 && bad.stdout.isEmpty)
        #expect(bad.stderr == "proof: unknown app \"nutrisyn\" (did you mean nutrisync?); apps: airfit, calai, nutrisync, fitai (see proof check --help)\n")
        let crossfade = try Proof.run(["check", "crossfade", "--app", "calai"])
        #expect(crossfade.status == 64)
        #expect(crossfade.stderr == "proof: crossfade checks AirFit's welcome screen; add --app airfit or leave out crossfade (see proof check --help)\n")
        // Every check but the cross-fade, over AirFit's four screens only.
        let r = try Proof.run(["check", "blur-budget", "accessibility", "--app", "airfit"], timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stdout.split(separator: "\n").map { String($0.prefix(40)) } == [
            "PASS  blur-budget — 253 screens (every s", "PASS  accessibility — 6 cards and contro",
        ])
    }

    /// Hostile `--app` values: one line, exit 64, nothing checked.
    @Test(arguments: ["", "AIRFIT", "airfit/welcome", "../tokens", String(repeating: "x", count: 5000), "fitai/home"])
    func aBadAppIsAUsageError(_ app: String) throws {
        let r = try Proof.run(["check", "--app", app, "--json"])
        #expect(r.status == 64 && r.stdout.isEmpty)
        #expect(r.stderr.hasPrefix("proof: unknown app \"") && r.stderr.hasSuffix("apps: airfit, calai, nutrisync, fitai (see proof check --help)\n"))
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.count < 400)
    }

    @Test func unknownCheckIsAUsageError() throws {
        let r = try Proof.run(["check", "contrst"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("unknown check \"contrst\" (did you mean contrast?)"))
    }
}
