import Checks
import Foundation
import TestSupport
import Testing

/// The registry is the one list of checks: each name once, each check's report carrying its
/// own name (a check that reported another's would be counted under the wrong verdict), and
/// the JSON schema naming exactly the registry's checks and proposing checks.
@Suite struct CheckRegistryTests {
    @Test func everyCheckIsListedOnceByItsOwnName() {
        let names = CheckRegistry.names
        #expect(names == ["contrast", "crossfade", "blur-budget", "dynamic-type", "overlap", "fold", "accessibility", "tap-targets", "components", "motion"])
        #expect(Set(names).count == names.count)
        for check in CheckRegistry.all {
            #expect(CheckRegistry.check(named: check.name).map { $0 == check } == true, "\(check.name)")
            #expect(!check.measures.isEmpty && !check.measures.hasSuffix("."), "\(check.name): \(check.measures)")
        }
        #expect(CheckRegistry.check(named: "tap-target") == nil)
        #expect(CheckRegistry.all.filter { $0.proposes }.map { $0.name } == ["contrast", "blur-budget", "dynamic-type", "fold", "motion"])
    }

    /// Every check run through the suite on one small screen returns a report under its own name,
    /// in the order asked (reversed here, so no check can lean on the registry's order).
    @Test func eachReportIsTheNamedChecks() throws {
        var context = try CheckContext(designApps: Checkout.designApps, tokensDirectory: Checkout.path("tokens"), devices: [.iPhoneSE], apps: ["airfit"])
        context.scope = ["airfit/welcome"]
        let names = Array(CheckRegistry.names.reversed())
        let reports = try CheckSuite.reports(names, context: context)
        #expect(reports.map(\.name) == names)
        #expect(throws: CheckSuiteError.self) { try CheckSuite.reports(["tap-target"], context: context) }
    }

    @Test func theSchemaNamesTheRegistrysChecks() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Checkout.path("docs/schemas/check.schema.json")))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: Any])
        let report = try #require(defs["check"] as? [String: Any])
        let name = try #require((report["properties"] as? [String: Any])?["name"] as? [String: Any])
        #expect(Set(try #require(name["enum"] as? [String])) == Set(CheckRegistry.names))
        let proposal = try #require(defs["proposal"] as? [String: Any])
        let check = try #require((proposal["properties"] as? [String: Any])?["check"] as? [String: Any])
        #expect(Set(try #require(check["enum"] as? [String])) == Set(CheckRegistry.all.filter { $0.proposes }.map { $0.name }))
    }

    /// What runs by default: every check these apps can have — the cross-fade needs AirFit.
    @Test func theDefaultChecksAreThoseTheAppsCanHave() {
        #expect(CheckSuite.available(with: Checkout.designApps, scope: nil, commandName: "proof") == CheckRegistry.names)
        #expect(CheckSuite.available(with: Checkout.designApps, scope: ["calai"], commandName: "proof") == CheckRegistry.names.filter { $0 != "crossfade" })
        let crossfade = CheckRegistry.check(named: "crossfade")!
        #expect(crossfade.unavailable(with: Checkout.designApps, scope: ["calai"], commandName: "proof")
                == "crossfade checks AirFit's welcome screen; add --app airfit or leave out crossfade")
    }
}
