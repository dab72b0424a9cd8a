import Inspect
import Testing

/// The one rule every check's verdict follows (`CheckVerdict`): no pass on nothing measured,
/// none with items neither measured nor skipped, none with more accounted for than exist.
@Suite struct CheckVerdictTests {
    @Test func completeCoverageWithoutFailuresPasses() {
        let c = Coverage(unit: "texts", contained: 10, measured: 7, skipped: ["emoji": 2, "clipped": 1])
        #expect(c.shortfall == nil && c.unaccounted == 0 && c.skippedCount == 3)
        #expect(CheckVerdict(failures: 0, coverage: [c]).passed)
        #expect(CheckVerdict(failures: 0, coverage: [c]).shortfalls.isEmpty)
    }

    @Test func aFailureFailsACompleteCheck() {
        let v = CheckVerdict(failures: 1, coverage: [Coverage(unit: "texts", contained: 1, measured: 1)])
        #expect(!v.passed && v.shortfalls.isEmpty)
    }

    @Test func nothingContainedIsNotAPass() {
        let v = CheckVerdict(failures: 0, coverage: [Coverage(unit: "layouts")])
        #expect(!v.passed)
        #expect(v.shortfalls == ["the screens it covered contain no layouts: nothing was checked"])
    }

    @Test func nothingMeasuredIsNotAPassEvenWhenEverythingIsSkipped() {
        let all = Coverage(unit: "text and icon elements", contained: 5, measured: 0, skipped: ["systemChrome": 3, "emoji": 2])
        #expect(all.unaccounted == 0)
        #expect(CheckVerdict(failures: 0, coverage: [all]).shortfalls == ["measured none of the 5 text and icon elements (skipped 2 emoji, 3 systemChrome)"])
        let none = Coverage(unit: "layouts", contained: 24, measured: 0)
        #expect(CheckVerdict(failures: 0, coverage: [none]).shortfalls == ["measured none of the 24 layouts"])
    }

    @Test func itemsNeitherMeasuredNorSkippedFail() {
        var c = Coverage(unit: "cards and controls")
        c.contain(10)
        c.measure(8)
        c.skip("systemChrome")
        c.skip("unused", 0)
        #expect(c.skipped == ["systemChrome": 1] && c.unaccounted == 1)
        let v = CheckVerdict(failures: 0, coverage: [c])
        #expect(!v.passed)
        #expect(v.shortfalls == ["measured 8 of 10 cards and controls (skipped 1 systemChrome); 1 neither measured nor skipped"])
    }

    @Test func moreAccountedForThanContainedFails() {
        let c = Coverage(unit: "texts in them", contained: 3, measured: 3, skipped: ["notVisible": 1])
        #expect(c.unaccounted == -1)
        #expect(CheckVerdict(failures: 0, coverage: [c]).shortfalls == ["accounted for 4 texts in them (3 measured, 1 skipped) where the screens contain 3"])
    }

    /// Two units (layouts and their texts): both must be complete, and each shortfall is said.
    @Test func everyUnitMustBeComplete() {
        let layouts = Coverage(unit: "layouts", contained: 2, measured: 2)
        let texts = Coverage(unit: "texts in them", contained: 9, measured: 0)
        let v = CheckVerdict(failures: 0, coverage: [layouts, texts])
        #expect(!v.passed && v.shortfalls == ["measured none of the 9 texts in them"])
        #expect(CheckVerdict(failures: 0, coverage: []).shortfalls == ["the check reported no coverage: nothing was checked"])
    }
}
