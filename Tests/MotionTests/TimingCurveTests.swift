import Testing
@testable import Motion

/// Reference values computed independently of `UnitBezier` (bracketing root-finding on
/// the Bézier polynomial instead of Newton), with this script:
///
/// ```python
/// from scipy.optimize import brentq
/// def bez(p1, p2, s): return 3*(1-s)**2*s*p1 + 3*(1-s)*s**2*p2 + s**3
/// def progress(x1, y1, x2, y2, x):
///     s = brentq(lambda s: bez(x1, x2, s) - x, 0.0, 1.0, xtol=1e-15, rtol=1e-15)
///     return bez(y1, y2, s)
/// ```
@Suite struct TimingCurveTests {
    @Test(arguments: [
        (0.1, 0.019722453548311217),
        (0.25, 0.12916193104731985),
        (0.5, 0.5),
        (0.75, 0.8708380689526802),
        (0.9, 0.9802775464516889),
        (1.0 / 6, 0.0561308193794709),
    ])
    func easeInOut(x: Double, expected: Double) {
        #expect(close(TimingCurve.easeInOut.progress(x), expected, 1e-6))
    }

    @Test(arguments: [
        (0.1, 0.1605721542375335),
        (0.25, 0.3781381308251098),
        (0.5, 0.6846431874274608),
        (0.75, 0.9065353492811752),
        (0.9, 0.9829733903484371),
        (1.0 / 6, 0.26034033017173036),
    ])
    func easeOut(x: Double, expected: Double) {
        #expect(close(TimingCurve.easeOut.progress(x), expected, 1e-6))
    }

    @Test(arguments: [
        (0.1, 0.017026609651562948),
        (0.5, 0.3153568125725393),
        (0.9, 0.8394278457624664),
    ])
    func easeIn(x: Double, expected: Double) {
        #expect(close(TimingCurve.easeIn.progress(x), expected, 1e-6))
    }

    @Test func presetsAreSwiftUIsControlPoints() {
        #expect(TimingCurve.linear == TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1))
        #expect(TimingCurve.easeIn == TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1))
        #expect(TimingCurve.easeOut == TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1))
        #expect(TimingCurve.easeInOut == TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
        #expect(TimingCurve.swiftUIDefaultDuration == 0.35)
    }

    @Test func endpointsAndClamping() {
        for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut] {
            #expect(curve.progress(0) == 0)
            #expect(close(curve.progress(1), 1, 1e-9))
            #expect(curve.progress(-0.5) == curve.progress(0))
            #expect(curve.progress(7) == curve.progress(1))
        }
        #expect(TimingCurve.linear.progress(0.3) == 0.3)
    }

    /// easeInOut is symmetric about (0.5, 0.5): a check that needs no reference numbers.
    @Test func easeInOutIsPointSymmetric() {
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(close(TimingCurve.easeInOut.progress(x) + TimingCurve.easeInOut.progress(1 - x), 1, 2e-9))
        }
    }

    /// Control-point y beyond 0…1 makes the curve overshoot; the solver only ever
    /// inverts x(s), so it must not care.
    @Test func overshootingCurveExceedsOne() {
        let back = TimingCurve(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)
        let peak = stride(from: 0.0, through: 1.0, by: 0.01).map(back.progress).max() ?? 0
        #expect(peak > 1.05)
        #expect(close(back.progress(1), 1, 1e-9))
    }
}
