@testable import TokenExport
import Tokens
import XCTest

/// A spring as CSS `linear()`: fitted to the project's own spring maths.
final class SpringEasingTests: XCTestCase {
    /// AirFit's glassIn spring: stiffness 130, damping 12 (ζ ≈ 0.526, it overshoots).
    let glass = SpringParameters(stiffness: 130, damping: 12)

    func testPointsLieOnTheSpringAndEndAtOne() {
        let easing = SpringEasing(glass)
        let motion = SpringMotion(stiffness: 130, damping: 12, mass: 1, initialVelocity: 0)
        XCTAssertEqual(easing.duration, motion.settlingDuration())
        XCTAssert(easing.points.first! == (x: 0, y: 0))
        XCTAssert(easing.points.last! == (x: 1, y: 1))
        for p in easing.points.dropFirst().dropLast() {
            XCTAssertEqual(p.y, 1 - motion.displacement(easing.duration * p.x), accuracy: 1e-12)
            // On the grid of 1024 intervals.
            XCTAssertEqual(p.x * 1024, (p.x * 1024).rounded())
        }
        XCTAssert(zip(easing.points, easing.points.dropFirst()).allSatisfy { $0.x < $1.x })
        XCTAssertLessThanOrEqual(easing.maxError, SpringEasing.tolerance + 1e-4)
        XCTAssertEqual(easing.points.count, 25)
        // It overshoots: some point lies above 1.1.
        XCTAssertGreaterThan(easing.points.map(\.y).max()!, 1.1)
    }

    /// Checked independently of the greedy fit: the spring at 4,000 times against the
    /// piecewise-linear curve the CSS text describes.
    func testTheCSSCurveIsWithinToleranceOfTheSpringEverywhere() {
        for spring in [glass, SpringParameters(stiffness: SpringConversion.stiffness(response: 0.5), damping: SpringConversion.damping(response: 0.5, dampingRatio: 1)),
                       SpringParameters(stiffness: 300, damping: 80), SpringParameters(stiffness: 50, damping: 1, initialVelocity: 3)] {
            let easing = SpringEasing(spring)
            let motion = SpringMotion(stiffness: spring.stiffness, damping: spring.damping, mass: spring.mass, initialVelocity: spring.initialVelocity)
            let text = easing.css.dropFirst("linear(".count).dropLast()
            let stops = text.split(separator: ",").enumerated().map { i, part -> (x: Double, y: Double) in
                let words = part.split(separator: " ")
                let y = Double(words[0])!
                if words.count > 1 { return (Double(words[1].dropLast())! / 100, y) }
                return (i == 0 ? 0 : 1, y)
            }
            for k in 0...4000 {
                let x = Double(k) / 4000
                let i = max(stops.lastIndex { $0.x <= x } ?? 0, 0)
                let j = min(i + 1, stops.count - 1)
                let y = i == j ? stops[i].y : stops[i].y + (stops[j].y - stops[i].y) * (x - stops[i].x) / (stops[j].x - stops[i].x)
                let target = x == 1 ? 1 : 1 - motion.displacement(easing.duration * x)
                // The fit's tolerance, 4-decimal rounding of the text, and the last 0.001 the
                // spring has left when it is taken as settled.
                XCTAssertEqual(y, target, accuracy: SpringEasing.tolerance + 1e-4 + (x > 0.99 ? 0.001 : 0), "\(spring) at \(x)")
            }
        }
    }

    func testCSSOfASpringIsItsEasingAndDuration() {
        let declarations = CSSValues.spring(glass)
        XCTAssertEqual(declarations.map(\.suffix), ["", "-duration"])
        XCTAssert(declarations[0].value.hasPrefix("linear(0, 0.0074 0.9766%, 0.0309 2.0508%, 0.072 3.2227%, "), declarations[0].value)
        XCTAssert(declarations[0].value.hasSuffix(", 1.001 99.9023%, 1)"), declarations[0].value)
        XCTAssertEqual(declarations[1].value, "1.114101s")
        XCTAssertEqual(declarations[0].comment, "linear() of 25 points over 1.114 s, within 0.002 of the spring")
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
