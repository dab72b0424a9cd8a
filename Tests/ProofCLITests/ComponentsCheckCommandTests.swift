import Foundation
import Testing

/// `proof check components`: NutriSync's screens held to the seed's component rules read
/// from `rule.*`; AirFit, Cal AI and FitAI skipped because their tokens state none; a token copy
/// that draws the buttons with 12 pt corners fails with exit 1 and one line per button.
@Suite struct ComponentsCheckCommandTests {
    typealias Run = CheckCommandTests.Run

    struct Figures: Decodable { let measured: [String: Int]; let apps: [String]; let skippedApps: [String: String] }
    struct ComponentsRun: Decodable {
        struct Check: Decodable { let components: Figures? }
        let checks: [Check]
    }

    /// The NutriSync screens and states `proof list` shows, and every other app's.
    static func screenCounts() throws -> (nutrisync: Int, others: Int) {
        let list = try Proof.run(["list"])
        var nutrisync = 0, others = 0
        for line in list.stdout.split(separator: "\n") where !line.hasSuffix("(animation)") {
            let states = line.range(of: "; states: ").map { line[$0.upperBound...].dropLast().split(separator: ",").count } ?? 0
            if line.hasPrefix("nutrisync/") { nutrisync += 1 + states } else { others += 1 + states }
        }
        return (nutrisync, others)
    }

    /// Every NutriSync screen and state on three devices, from the shared full run
    /// (`FullCheck`); the layouts are counted from `proof list`, so they follow the catalogue.
    @Test func nutriSyncPassesAndTheOtherAppsAreSkippedWithTheReason() async throws {
        let r = try await FullCheck.result()
        let check = try await FullCheck.check("components")
        let (nutrisync, others) = try Self.screenCounts()
        #expect(check.passed && check.failures.isEmpty && check.devices == ["iphone-se", "iphone-16", "iphone-16-pro-max"], "\(check.failures.prefix(5).map(\.line))")
        #expect(check.coverage[1] == .init(unit: "layouts", contained: 3 * (nutrisync + others), measured: 3 * nutrisync, skipped: ["noComponentRules": 3 * others]))
        let figures = try #require(try JSONDecoder().decode(ComponentsRun.self, from: Data(r.stdout.utf8)).checks.compactMap(\.components).first)
        #expect(figures.apps == ["nutrisync"])
        #expect(figures.skippedApps == ["airfit": "its tokens state no component rules (rule.*)", "calai": "its tokens state no component rules (rule.*)",
                                        "fitai": "its tokens state no component rules (rule.*)"])
        #expect(check.measured == figures.measured.values.reduce(0, +) && check.coverage[0].contained == check.measured + check.coverage[0].skipped.values.reduce(0, +))
        // Per device: 36 buttons, 16 cards, 29 inputs, 61 selection cards; 7 links and 53
        // other controls (steppers, tabs, tiles, and the account screens' Apple and Google
        // buttons, which follow their brands' rules, not NutriSync's) skipped.
        #expect(check.coverage[0] == .init(unit: "components and controls", contained: 606, measured: 426, skipped: ["link": 21, "otherControl": 159]))
        #expect(check.summary == "426 components (108 buttons, 48 cards, 87 inputs, 183 selection cards) on 105 layouts of nutrisync (every screen and state at the default text size on iphone-se, iphone-16, iphone-16-pro-max); airfit, calai, fitai: no component rules in their tokens; 0 break the rules")
    }

    /// radius.button drawn at 12 pt (the tokens' rule.button.radius still says 28): every
    /// button breaks the rule once, named with its screen, device and id.
    @Test func buttonsDrawnWith12PointCornersFail() throws {
        let tokens = try Proof.tokenCopy(in: Proof.temporaryDirectory(), replacing: [
            ("nutrisync", #""$value": "{rule.button.radius}""#, #""$value": {"value": 12, "unit": "px"}"#),
        ])
        let r = try Proof.run(["check", "components", "--app", "nutrisync", "--device", "iphone-se", "--limit", "2"], environment: ["DESIGNPROOF_TOKENS": tokens], timeout: Proof.slowTimeout)
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("FAIL  components — ") == true)
        #expect(Array(lines.dropFirst().prefix(2)) == [
            "      nutrisync/permissions · iphone-se: button \"Allow Access\" has a corner radius of 12 pt; rule.button.radius is 28 pt — button/background",
            "      nutrisync/welcome · iphone-se: button \"Get Started\" has a corner radius of 12 pt; rule.button.radius is 28 pt — button/background",
        ])

        let json = try Proof.run(["check", "components", "--app", "nutrisync", "--json"], environment: ["DESIGNPROOF_TOKENS": tokens], timeout: Proof.slowTimeout)
        #expect(json.status == 1)
        let check = try JSONDecoder().decode(Run.self, from: Data(json.stdout.utf8)).checks[0]
        let figures = try #require(try JSONDecoder().decode(ComponentsRun.self, from: Data(json.stdout.utf8)).checks[0].components)
        #expect(!check.passed && check.failures.count == figures.measured["button"])
        #expect(check.failures.allSatisfy { $0.data["rule"] == "rule.button.radius" && $0.data["kind"] == "button" && $0.element?.hasPrefix("button/background") == true })
        #expect(check.summary.hasSuffix("; \(check.failures.count) break the rules"))
    }

    /// A rule token of the wrong type is bad data, named by file and pointer (65): here Cal
    /// AI's tokens state a card rule as a colour.
    @Test func aMistypedRuleIsBadData() throws {
        let tokens = try Proof.tokenCopy(in: Proof.temporaryDirectory(), replacing: [
            ("calai", "\n  \"color\": {", "\n  \"rule\": {\"card\": {\"radius\": {\"$type\": \"color\", \"$value\": \"#FFFFFF\"}}},\n  \"color\": {"),
        ])
        let r = try Proof.run(["check", "components"], environment: ["DESIGNPROOF_TOKENS": tokens])
        #expect(r.status == 65)
        #expect(r.stderr == "proof: \(tokens)/calai.resolver.json: /rule/card/radius: token rule.card.radius is a colour, expected a dimension\n")
        #expect(r.stdout.isEmpty)
    }

    /// Without --contrast, contrast is measured twice on every NutriSync variant (Increase
    /// Contrast changes what each draws) and once on AirFit's (it changes nothing there); the
    /// token pairs in both environments. With --contrast high, only the increased
    /// environment, everywhere. (Cal AI, which draws the same as AirFit does under it, is
    /// left out with `--app` to keep the debug runs short.)
    @Test func contrastCoversBothEnvironmentsUnlessOneIsNamed() throws {
        let nutrisync = try Self.screenCounts().nutrisync
        let both = try Proof.run(["check", "contrast", "--app", "airfit", "--app", "nutrisync", "--device", "iphone-se", "--json"], timeout: Proof.slowTimeout)
        let check = try JSONDecoder().decode(Run.self, from: Data(both.stdout.utf8)).checks[0]
        #expect(check.summary.contains(" × 1 devices (iphone-se) and \(nutrisync) renders under Increase Contrast (the variants it changes); "))
        #expect(check.coverage[1] == .init(unit: "token colour pairs", contained: 12, measured: 12, skipped: [:]))
        #expect(check.summary.hasSuffix("; 12 token colour pairs, lowest 5.32:1 (nutrisync text.secondaryLow on card.fill over background, standard)"))

        let high = try Proof.run(["check", "contrast", "--app", "airfit", "--app", "nutrisync", "--device", "iphone-se", "--contrast", "high", "--json"], timeout: Proof.slowTimeout)
        let only = try JSONDecoder().decode(Run.self, from: Data(high.stdout.utf8)).checks[0]
        #expect(only.summary.contains(" screen variants (every state, Increase Contrast) × 1 devices (iphone-se); "))
        #expect(only.coverage[1] == .init(unit: "token colour pairs", contained: 6, measured: 6, skipped: [:]))
        #expect(only.summary.hasSuffix("; 6 token colour pairs, lowest 9.35:1 (nutrisync accent on card.fill over background, high)"))
        #expect(only.failures.allSatisfy { $0.data["contrast"] == "high" })
        #expect((only.notVisible ?? []).allSatisfy { $0.contrast == "high" })
        // AirFit and Cal AI measure the same under it: what fails is what fails in standard.
        let standardAirFit = check.failures.filter { $0.screen.hasPrefix("airfit/") && $0.data["contrast"] == "standard" }
        #expect(!standardAirFit.isEmpty)
        #expect(only.failures.filter { $0.screen.hasPrefix("airfit/") }.map(\.data["worstRatio"]) == standardAirFit.map(\.data["worstRatio"]))
    }
}
