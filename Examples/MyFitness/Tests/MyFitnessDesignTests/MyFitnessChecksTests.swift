import AppSupport
import Checks
import Foundation
import MyFitnessDesign
import Testing

/// DesignProof's checks from a test, through its public API (`DesignChecks`): the same
/// verdicts `myproof check` prints, without a process or parsing its `--json`.
@Suite struct MyFitnessChecksTests {
    static func checks() throws -> DesignChecks {
        try DesignChecks(apps: DesignApps([MyFitnessApp.self]), tokensDirectory: Example.root + "/tokens", devices: [.iPhoneSE])
    }

    @Test func theScreensPassContrastAndTapTargets() throws {
        let result = try Self.checks().run(["contrast", "tap-targets"])
        #expect(result.checks.map(\.name) == ["contrast", "tap-targets"])
        #expect(result.passed, "\(result.failureLines)")
        let tapTargets = try #require(result.check("tap-targets"))
        #expect(tapTargets.coverage.first?.unit == "controls" && (tapTargets.coverage.first?.measured ?? 0) > 0)
        // The result is Codable, and `json` is proof check --json's document.
        let decoded = try JSONDecoder().decode(DesignCheckResult.self, from: try JSONEncoder().encode(result))
        #expect(decoded == result)
        let json = try #require(try JSONSerialization.jsonObject(with: result.json) as? [String: Any])
        #expect((json["schema"] as? [String: Any])?["name"] as? String == "dev.designproof.check")
    }

    @Test func theDefaultChecksLeaveOutWhatDoesNotApply() throws {
        let result = try Self.checks().run()
        // No animations and no component rules: motion and components are left out, as
        // `myproof check` leaves them out; the cross-fade is AirFit's.
        #expect(result.checks.map(\.name) == ["contrast", "blur-budget", "dynamic-type", "overlap", "fold", "accessibility", "tap-targets"])
        #expect(throws: (any Error).self) { try Self.checks().run(["tap-target"]) }
        #expect(throws: (any Error).self) { try Self.checks().run(["crossfade"]) }
    }
}
