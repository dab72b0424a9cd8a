import Layout
import Testing

/// The y axis's nice ticks and how the chart writes numbers.
@Suite struct ChartTickTests {
    @Test func automaticDomainWidensToWholeStepsOfOneTwoOrFive() {
        let a = ChartTicks.axis(lower: 0, upper: 2310, widen: true)
        #expect(a.ticks == [0, 500, 1000, 1500, 2000, 2500])
        #expect(a.lower == 0 && a.upper == 2500)
        #expect(ChartTicks.axis(lower: 0, upper: 380, widen: true).ticks == [0, 100, 200, 300, 400])
        #expect(ChartTicks.axis(lower: 0, upper: 100, widen: true).ticks == [0, 20, 40, 60, 80, 100])
        #expect(ChartTicks.axis(lower: 0, upper: 7, widen: true).ticks == [0, 2, 4, 6, 8])
        #expect(ChartTicks.axis(lower: 0, upper: 1, widen: true).ticks == [0, 0.2, 0.4, 0.6, 0.8, 1])
    }

    @Test func explicitDomainKeepsItsEndsAndTicksInside() {
        let a = ChartTicks.axis(lower: 70, upper: 85, widen: false)
        #expect(a.lower == 70 && a.upper == 85)
        #expect(a.ticks == [70, 75, 80, 85])
        let b = ChartTicks.axis(lower: 71, upper: 84, widen: false)
        #expect(b.ticks == [75, 80])
    }

    @Test func negativeAndReversedRanges() {
        #expect(ChartTicks.axis(lower: -300, upper: 1200, widen: true).ticks == [-500, 0, 500, 1000, 1500])
        #expect(ChartTicks.axis(lower: 1200, upper: -300, widen: true).ticks == [-500, 0, 500, 1000, 1500])
        #expect(ChartTicks.axis(lower: -40, upper: 0, widen: true).ticks == [-40, -30, -20, -10, 0])
    }

    @Test func aZeroSpanOpensUp() {
        #expect(ChartTicks.axis(lower: 0, upper: 0, widen: true).ticks == [-1, -0.5, 0, 0.5, 1])
        let a = ChartTicks.axis(lower: 80, upper: 80, widen: false)
        #expect(a.lower == 72 && a.upper == 88)
        #expect(a.ticks == [75, 80, 85])
    }

    @Test func hugeAndTinyDomainsGiveFewFiniteTicksWithoutHanging() {
        let huge = ChartTicks.axis(lower: -1e308, upper: 1e308, widen: true)
        #expect(huge.ticks == [-1e308, 1e308])
        let big = ChartTicks.axis(lower: 0, upper: 1e300, widen: true)
        #expect(big.ticks.count >= 2 && big.ticks.count <= 6 && big.ticks.allSatisfy(\.isFinite))
        let small = ChartTicks.axis(lower: 0, upper: 1e-300, widen: true)
        #expect(small.ticks.count >= 2 && small.ticks.count <= 6)
        let denormal = ChartTicks.axis(lower: 0, upper: .leastNonzeroMagnitude, widen: true)
        #expect(denormal.ticks.count >= 1 && denormal.ticks.count <= 6)
        #expect(ChartTicks.step(lower: 0, upper: .infinity) == nil)
        #expect(ChartTicks.step(lower: 0, upper: .nan) == nil)
    }

    @Test func numbersAreGroupedWithTheStepsDecimals() {
        #expect(ChartNumberFormat.string(2500, step: 500) == "2,500")
        #expect(ChartNumberFormat.string(1_234_567) == "1,234,567")
        #expect(ChartNumberFormat.string(0.6000000000000001, step: 0.2) == "0.6")
        #expect(ChartNumberFormat.string(2.5, step: 0.5) == "2.5")
        #expect(ChartNumberFormat.string(72.25) == "72.25")
        #expect(ChartNumberFormat.string(-500, step: 500) == "-500")
        #expect(ChartNumberFormat.string(0) == "0")
        #expect(ChartNumberFormat.string(1e300) == "1e300")
        #expect(ChartNumberFormat.string(-2.5e-7) == "-2.5e-7")
        #expect(ChartNumberFormat.string(.nan) == "NaN")
    }
}
