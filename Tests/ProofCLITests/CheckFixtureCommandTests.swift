import Foundation
import ProofCLI
import Testing

/// Each check failing at the command line on a token copy edited to break its claim: exit 1
/// and the exact failure line. Each runs over the app its fixture edits (`--app`): the others
/// cannot fail on it, and a debug run over every app takes minutes. (Overlap's fixture, the paywall badge at 40 pt, is in
/// `CheckCommandTests`; the cross-fade's is with the cross-fade check.)
@Suite struct CheckFixtureCommandTests {
    typealias Run = CheckCommandTests.Run

    static func run(_ arguments: [String], replacing replacements: [(system: String, old: String, new: String)]) throws -> ProofResult {
        let tokens = try Proof.tokenCopy(in: Proof.temporaryDirectory(), replacing: replacements)
        return try Proof.run(["check"] + arguments, environment: ["DESIGNPROOF_TOKENS": tokens], timeout: Proof.slowTimeout)
    }

    /// Google's sign-in text made #EEEEEE: 1.16:1 on the white button, where 4.5:1 is needed.
    @Test func contrastFailsOnALightGoogleButtonText() throws {
        let r = try Self.run(["contrast", "--app", "calai", "--device", "iphone-se", "--json"],
                             replacing: [("calai", ##""$value": {"colorSpace": "srgb", "components": [0.12156862745098039, 0.12156862745098039, 0.12156862745098039], "hex": "#1F1F1F"}"##,
                                          ##""$value": {"colorSpace": "srgb", "components": [0.9333333333333333, 0.9333333333333333, 0.9333333333333333], "hex": "#EEEEEE"}"##)])
        #expect(r.status == 1)
        let check = try JSONDecoder().decode(Run.self, from: Data(r.stdout.utf8)).checks[0]
        #expect(!check.passed)
        // Cal AI fails only on the edited text ("460 kcal" under the preview's fade is on its way
        // out of view, not measured there).
        #expect(check.failures.filter { $0.screen.hasPrefix("calai/") }.map(\.line) == [
            "calai/sign-in · iphone-se: text \"Sign in with Google\" #EEEEEE on #FFFFFF: worst 1.16:1, median 1.16:1, needs 4.50:1 — AnyView/CalAISignIn/VStack.1/FooterPage.1/AnyView/ViewThatFits/VStack/VStack.1/GoogleSignInButton.1/Text.1",
        ])
        let google = try #require(check.failures.first { $0.screen == "calai/sign-in" })
        // Numbers as JSON numbers (check version 2): the exact ratio, not "1.16" in a string.
        #expect(google.data["appearance"] == "light" && google.data["required"] == .number(4.5) && google.data["largeText"] == .flag(false))
        #expect(try #require(google.data["worstRatio"]?.double) > 1.155 && google.data["worstRatio"]!.double! < 1.165)
    }

    /// The blur budget lowered from 6 to 4: AirFit's push and QA-pass animations draw 5 at once.
    @Test func blurBudgetFailsWhenTheBudgetIsLowered() throws {
        let r = try Self.run(["blur-budget", "--app", "airfit", "--limit", "2"], replacing: [("airfit", #""maxSimultaneousBlurs": {"$value": 6,"#, #""maxSimultaneousBlurs": {"$value": 4,"#)])
        #expect(r.status == 1)
        #expect(r.stdout == """
            FAIL  blur-budget — 253 screens (every state) and animation frames; at most 5 simultaneous blurs (airfit/push at 0.03 s); budget 4
                  airfit/push at t = 0.03 s: 5 blurs > 4
                  airfit/push at t = 0.07 s: 5 blurs > 4
                  … and 42 more (--json lists all)

            """)
        let json = try Self.run(["blur-budget", "--app", "airfit", "--json"], replacing: [("airfit", #""maxSimultaneousBlurs": {"$value": 6,"#, #""maxSimultaneousBlurs": {"$value": 4,"#)])
        let check = try JSONDecoder().decode(Run.self, from: Data(json.stdout.utf8)).checks[0]
        #expect(json.status == 1 && !check.passed && check.failures.count == 44)
        #expect(Dictionary(grouping: check.failures, by: \.screen).mapValues(\.count) == ["airfit/push": 22, "airfit/qa-pass": 22])
    }

    /// Cal AI's caption2 at 14 pt instead of 11: the paywall's "BEST VALUE" badge leaves its
    /// plan card at Accessibility XL — the largest size the seed requires — in all three
    /// states; below it, it fits. What overflows beyond AX XL is listed, not failed.
    @Test func dynamicTypeFailsWhenACaptionOutgrowsItsCardAtAccessibilityXL() throws {
        let caption2 = [("calai", "\"fontSize\": {\"value\": 11, \"unit\": \"px\"},\n        \"fontWeight\": \"{font.weight.regular}\",\n        \"lineHeight\": 1.1818",
                         "\"fontSize\": {\"value\": 14, \"unit\": \"px\"},\n        \"fontWeight\": \"{font.weight.regular}\",\n        \"lineHeight\": 1.1818")]
        let card = "AnyView/CalAIPaywall/VStack.1/ViewThatFits.1/FooterPage.2/AnyView/ViewThatFits/ScrollView.2/VStack/VStack/ViewThatFits.1/VStack.1/PlanCard.1/Text"
        let r = try Self.run(["dynamic-type", "--app", "calai", "--device", "iphone-se", "--limit", "2"], replacing: caption2)
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.prefix(5) == [
            "FAIL  dynamic-type — 636 layouts (every screen and state at all 12 content sizes on iphone-se) with 9646 texts; 3 problems up to accessibilityExtraLarge, 111 beyond it (not required by the seed)",
            "      calai/paywall · iphone-se · accessibilityExtraLarge: outsideParent \(card)",
            "      calai/paywall@monthly · iphone-se · accessibilityExtraLarge: outsideParent \(card)",
            "      … and 1 more (--json lists all)",
            "      beyond accessibilityExtraLarge (listed, not required):",
        ])
        #expect(lines.count == 8 && lines[7] == "      … and 109 more (--json lists all)")

        let json = try Self.run(["dynamic-type", "--app", "calai", "--device", "iphone-se", "--json"], replacing: caption2)
        let check = try JSONDecoder().decode(Run.self, from: Data(json.stdout.utf8)).checks[0]
        #expect(json.status == 1 && !check.passed)
        #expect(check.failures.map(\.line) == ["", "@monthly", "@yearly"].map { "calai/paywall\($0) · iphone-se · accessibilityExtraLarge: outsideParent \(card)" })
        #expect(check.failures.allSatisfy { $0.data["contentSize"] == "accessibilityExtraLarge" && $0.data["kind"] == "outsideParent" && $0.element == card })
        let beyond = try #require(check.beyond)
        // Ten fewer since option rows stack their grown marks at accessibility sizes, and four
        // since the system alerts scroll their text instead of running off the screen.
        #expect(beyond.count == 111)
        #expect(beyond.allSatisfy { ["accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"].contains($0.contentSize) && $0.device == "iphone-se" })
    }
}
