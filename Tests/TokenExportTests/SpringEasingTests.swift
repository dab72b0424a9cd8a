@testable import TokenExport
import Tokens
import XCTest

/// A spring as CSS `linear()`: sampled with the project's own spring maths.
final class SpringEasingTests: XCTestCase {
    /// AirFit's glassIn spring: stiffness 130, damping 12 (ζ ≈ 0.526, it overshoots).
    let glass = SpringParameters(stiffness: 130, damping: 12)

    func testSamplesFollowTheSpringAndEndAtOne() {
        let easing = SpringEasing(glass)
        let motion = SpringMotion(stiffness: 130, damping: 12, mass: 1, initialVelocity: 0)
        XCTAssertEqual(easing.duration, motion.settlingDuration())
        XCTAssertEqual(easing.points.first, 0)
        XCTAssertEqual(easing.points.last, 1)
        let n = easing.points.count - 1
        for i in 1..<n {
            XCTAssertEqual(easing.points[i], 1 - motion.displacement(easing.duration * Double(i) / Double(n)), accuracy: 1e-12)
        }
        XCTAssertLessThanOrEqual(easing.maxError, SpringEasing.tolerance)
        XCTAssertEqual(n, 128)
        // It overshoots: some sample lies above 1.
        XCTAssertGreaterThan(easing.points.max()!, 1.1)
    }

    func testACriticallyDampedSpringIsWithinToleranceToo() {
        let easing = SpringEasing(SpringParameters(stiffness: SpringConversion.stiffness(response: 0.5), damping: SpringConversion.damping(response: 0.5, dampingRatio: 1), duration: 0.5, bounce: 0))
        XCTAssertLessThanOrEqual(easing.maxError, SpringEasing.tolerance)
        XCTAssertEqual(easing.points.count - 1, 128)
        XCTAssertEqual(easing.duration, 0.734772, accuracy: 1e-6)
    }

    func testCSSOfASpringIsItsEasingAndDuration() {
        let declarations = CSSValues.spring(glass)
        XCTAssertEqual(declarations.map(\.suffix), ["", "-duration"])
        XCTAssert(declarations[0].value.hasPrefix("linear(0, 0.0048, 0.0183, 0.0397, "), declarations[0].value)
        XCTAssert(declarations[0].value.hasSuffix(", 1)"))
        XCTAssertEqual(declarations[1].value, "1.114101s")
        XCTAssertEqual(declarations[0].comment, "linear() of 129 points over 1.114 s, within 0.0012 of the spring")
    }

    func testSwiftKeepsTheFormTheTokenStates() {
        XCTAssertEqual(SwiftValues.spring(glass), "Animation.interpolatingSpring(mass: 1, stiffness: 130, damping: 12, initialVelocity: 0)")
        XCTAssertEqual(SwiftValues.spring(SpringParameters(stiffness: 1, damping: 1, duration: 0.5, bounce: 0.2)), "Animation.spring(duration: 0.5, bounce: 0.2)")
        XCTAssertEqual(SwiftValues.spring(SpringParameters(stiffness: 1, damping: 1, response: 0.3, dampingFraction: 0.8)), "Animation.spring(response: 0.3, dampingFraction: 0.8)")
        // A mass the perceptual forms cannot carry falls back to the physical one.
        XCTAssertEqual(SwiftValues.spring(SpringParameters(stiffness: 4, damping: 1, mass: 2, response: 0.3, dampingFraction: 0.8)), "Animation.interpolatingSpring(mass: 2, stiffness: 4, damping: 1, initialVelocity: 0)")
    }

    func testNumbersAndColoursKeepTheirPrecision() {
        XCTAssertEqual(ExportText.decimal(0.1 + 0.2), "0.3")
        XCTAssertEqual(ExportText.decimal(-0.0000001), "0")
        XCTAssertEqual(ExportText.decimal(-12.5), "-12.5")
        XCTAssertEqual(CSSValues.color(RGBA(r8: 1, g8: 2, b8: 3, a8: 254)), "rgb(1 2 3 / 0.996078)")
        XCTAssertEqual(CSSValues.color(RGBA(r: 1.2, g: -0.1, b: 0.5)), "color(srgb 1.2 -0.1 0.5)")
        XCTAssertEqual(SwiftValues.color(RGBA(r8: 1, g8: 2, b8: 3, a8: 254)), "Color(.sRGB, red: 1 / 255, green: 2 / 255, blue: 3 / 255, opacity: 254 / 255)")
        XCTAssertEqual(SwiftValues.color(RGBA(r: 0.1 + 0.2, g: 0, b: 1)), "Color(.sRGB, red: 0.30000000000000004, green: 0, blue: 1, opacity: 1)")
        XCTAssertEqual(CSSValues.duration(0.012), "12ms")
        XCTAssertEqual(CSSValues.duration(1800), "1800s")
        XCTAssertEqual(SwiftValues.weight(350), ".regular")
        XCTAssertEqual(SwiftValues.weight(100), ".ultraLight")
        XCTAssertEqual(SwiftValues.weight(1000), ".black")
    }
}
