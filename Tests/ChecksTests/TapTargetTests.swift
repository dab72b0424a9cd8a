import Checks
import DisplayList
import TestSupport
import Testing

/// `check tap-targets`: the HIG's 44 × 44 pt for every control the design sizes, on both
/// sides of the line, and what it leaves out counted rather than passed.
@Suite struct TapTargetTests {
    static func list(_ nodes: [AccessibilityNode]) -> DisplayList {
        var list = DisplayList(size: Size(width: 390, height: 844), scale: 1)
        list.accessibility = nodes
        return list
    }

    static func button(_ label: String, _ w: Double, _ h: Double, _ traits: [String] = ["isButton"]) -> AccessibilityNode {
        AccessibilityNode(frame: Rect(x: 10, y: 10, width: w, height: h), label: label, traits: traits)
    }

    @Test func fortyFourEachWayPassesAndAHairUnderEitherWayFails() {
        let e = TapTargetRun.examine(Self.list([
            Self.button("square", 44, 44), Self.button("wide", 200, 44), Self.button("rounding", 44, 43.995),
            Self.button("narrow", 43.9, 60), Self.button("short", 120, 43.5), Self.button("pencil", 16.8, 16.8),
            Self.button("link", 30, 20, ["isLink"]), Self.button("switch", 40, 40, ["isToggle"]),
        ]))
        #expect(e.controls == 8 && e.measured == 8 && e.skipped.isEmpty)
        #expect(e.small.map(\.label) == ["narrow", "short", "pencil", "link", "switch"])
        #expect(e.small[2].frame == Rect(x: 10, y: 10, width: 16.8, height: 16.8))
    }

    @Test func whatIsNotTheDesignsIsLeftOutAndCounted() {
        let e = TapTargetRun.examine(Self.list([
            Self.button("Back", 30, 20, ["isButton", "systemChrome"]), Self.button("segment", 80, 29, ["isButton", "systemControl"]),
            Self.button("gone", 0, 0), Self.button("Title", 10, 10, ["isHeader"]), AccessibilityNode(frame: Rect(x: 0, y: 0, width: 5, height: 5), label: "logo"),
        ]))
        // A header and a labelled picture are not controls: neither counted nor measured.
        #expect(e.controls == 3 && e.measured == 0)
        #expect(e.skipped == ["systemChrome": 1, "systemControl": 1, "collapsed": 1])
        #expect(e.small.isEmpty)
    }

    /// Cal AI's plan screen draws its four "edit" pencils as bare 14-pt symbols: 16.8 pt
    /// square as laid out: four in each of the screen's two states, on each phone.
    @Test func calAIsPencilsAreReportedOnEveryPhone() throws {
        var context = try CheckContext(designApps: Checkout.designApps, tokensDirectory: Checkout.path("tokens"), devices: [.iPhoneSE, .default], apps: ["calai"])
        context.scope = ["calai/plan-ready"]
        let report = try #require(try CheckSuite.reports(["tap-targets"], context: context).first)
        #expect(!report.passed)
        let pencils = report.failures.filter { ($0.data["label"]?.string ?? "").hasPrefix("Edit ") }
        #expect(pencils.count == 16, "\(report.failures.map(\.line))")
        #expect(report.failures.contains { $0.line == "calai/plan-ready · iphone-se: \"Edit Calories\" is 16.8 × 16.8 pt, under 44 × 44" }, "\(report.failures.map(\.line))")
        let coverage = try #require(report.coverage.first)
        #expect(coverage.unit == "controls" && coverage.unaccounted == 0 && coverage.measured > 0)
    }

    /// AirFit's welcome screen: its buttons are full-width capsules, every control passes.
    @Test func airFitsWelcomePasses() throws {
        var context = try CheckContext(designApps: Checkout.designApps, tokensDirectory: Checkout.path("tokens"), devices: [.iPhoneSE], apps: ["airfit"])
        context.scope = ["airfit/welcome"]
        let report = try #require(try CheckSuite.reports(["tap-targets"], context: context).first)
        #expect(report.passed, "\(report.summary) \(report.failures.map(\.line))")
        #expect(report.coverage.first.map { $0.measured > 0 } == true)
    }
}
