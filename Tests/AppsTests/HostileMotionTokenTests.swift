import AppSupport
@testable import AirFit
@testable import CalAI
import Foundation
import Layout
import Motion
import Render
import TestSupport
import Testing
import Tokens

/// Motion token values the loader accepts but an animation could not use: a number of
/// turns too large for an Int (it trapped), a scale of 1e5, a spring so stiff that RK4 at
/// 1/2400 s diverged to NaN (it trapped in SpeedSlider.pace). Each is now a clean error
/// naming the token, or a bounded, finite animation.
@Suite struct HostileMotionTokenTests {
    let renderer = CairoRenderer()

    /// `system`'s tokens as its app reads them with `old` replaced by `new` (which must occur).
    func tokens(_ system: String, replacing old: String, with new: String) throws -> TokenSet {
        try Checkout.editedTokens(system, [(old, new)])
    }

    @Test func turnsMustBeAWholeNumberUpToAHundred() throws {
        let set = try tokens("calai", replacing: "\"$value\": 5,\n        \"$description\": \"Chosen: 5 full turns", with: "\"$value\": 1e8,\n        \"$description\": \"Chosen: 5 full turns")
        #expect(throws: TokenError(file: set.file, pointer: JSONPointer(["motion", "spinWheelSpin", "turns", "$value"]),
                                   message: "100000000 is not a number of turns in 0…100 (a whole number)")) {
            _ = try CalAIAnimations(theme: try CalAITheme(tokens: set), base: EnvironmentValues(), measurer: renderer.text)
        }
        let half = try tokens("calai", replacing: "\"$value\": 5,\n        \"$description\": \"Chosen: 5 full turns", with: "\"$value\": 2.5,\n        \"$description\": \"Chosen: 5 full turns")
        #expect(throws: TokenError(file: half.file, pointer: JSONPointer(["motion", "spinWheelSpin", "turns", "$value"]),
                                   message: "2.5 is not a number of turns in 0…100 (a whole number)")) {
            _ = try CalAIAnimations(theme: try CalAITheme(tokens: half), base: EnvironmentValues(), measurer: renderer.text)
        }
    }

    @Test func scaleFactorsAreAtMostTen() throws {
        let set = try tokens("airfit", replacing: "\"scaleFrom\": {\"$type\": \"number\", \"$value\": 0.96}", with: "\"scaleFrom\": {\"$type\": \"number\", \"$value\": 1e5}")
        let error = try #require(throws: ThemeTokensInvalid.self) { _ = try AirFitTheme(tokens: set) }
        #expect(error.errors == [TokenError(file: set.file, pointer: JSONPointer(["motion", "glassIn", "scaleFrom", "$value"]),
                                            message: "100000 is not a scale factor in 0…10")])
    }

    /// stiffness 1e6 with mass 0.001 (ω₀ ≈ 31,600 rad/s): 27 substeps per 1/2400 s keep
    /// RK4 stable, so the thumb stays a finite position; it used to reach NaN.
    @Test func aVeryStiffSliderSpringStaysFinite() throws {
        let set = try tokens("calai", replacing: "\"$value\": {\"response\": 0.15, \"dampingFraction\": 0.86}",
                             with: "\"$value\": {\"stiffness\": 1e6, \"damping\": 0.001, \"mass\": 0.001}")
        let clip = try #require(try CalAIAnimations(theme: try CalAITheme(tokens: set), base: EnvironmentValues(), measurer: renderer.text).clip("calai/speed-slider"))
        let thumb = try #require(clip.rows.first { $0.element == "thumb" })
        for k in 0...160 {
            let x = thumb.value(Double(k) / 10)
            #expect(x.isFinite && x >= -1 && x <= 2, "t = \(Double(k) / 10): \(x)")
        }
    }

    @Test func aSpringTooStiffToIntegrateFollowsItsTarget() {
        let target = { (t: Double) in min(1, t) }
        // c/m = 1e8 would need 83,000 substeps: it follows the target exactly.
        let stiff = SpringFollower(spring: Spring(stiffness: 1e6, damping: 1e5, mass: 0.001), target: target, horizon: 3)
        #expect(stiff.position(at: 0.5) == 0.5)
        // The seed's slider spring takes one step per 1/2400 s, as before the substeps.
        let seed = SpringFollower(spring: Spring(response: 0.15, dampingFraction: 0.86), target: target, horizon: 3)
        let h = SpringFollower.step
        let byHand = SpringFollower.advance(SpringFollower.advance((x: 0, v: 0), from: 0, by: h, spring: seed.spring, target: target),
                                            from: h, by: h, spring: seed.spring, target: target)
        #expect(seed.position(at: 2 * h) == byHand.x)
    }
}

/// The Chosen slider tokens (issue 13) are read like every motion token: a drag past the
/// 600 s limit, a negative one or a curve that is not a cubic Bézier is an error naming it,
/// before any frame.
@Suite struct HostileSliderTokenTests {
    let renderer = CairoRenderer()
    static let drag = #""$value": {"value": 2, "unit": "s"},"# + "\n" + #"        "$description": "Chosen: calai/speed-slider's"#
    static let dragCurve = #""$value": "{motion.curve.easeInOut}","# + "\n" + #"        "$description": "Chosen: the finger's drag"#

    /// The first problem of Cal AI's tokens with `old` made `new`, its file named as in the
    /// checkout and without its line and column.
    func error(_ old: String, _ new: String) throws -> String {
        let text = try String(contentsOfFile: Checkout.tokenSource("calai"), encoding: .utf8)
        #expect(text.components(separatedBy: old).count == 2)
        do {
            let set = try Checkout.editedTokens("calai", [(old, new)])
            _ = try CalAIAnimations(theme: try CalAITheme(tokens: set), base: EnvironmentValues(), measurer: renderer.text)
            return "no error"
        } catch let error as TokenFileInvalid {
            return (error.errors.first?.description ?? "")
                .replacingOccurrences(of: #"^.*/edited-tokens-[^/]+/"#, with: "tokens/", options: .regularExpression)
                .replacingOccurrences(of: #" \(line \d+, column \d+\)$"#, with: "", options: .regularExpression)
        } catch {
            return "\(error)"
        }
    }

    @Test func absurdDragsAndCurvesAreErrorsNamingTheToken() throws {
        #expect(try error(Self.drag, Self.drag.replacingOccurrences(of: "\"value\": 2,", with: "\"value\": 1e9,"))
                == "tokens/calai/base.tokens.json: /motion/speedSlider/drag/$value: 1000000000 s is longer than a day (86400 s), the longest duration a token may state")
        #expect(try error(Self.drag, Self.drag.replacingOccurrences(of: "\"value\": 2,", with: "\"value\": -2,"))
                == "tokens/calai/base.tokens.json: /motion/speedSlider/drag/$value: -2.0s is negative; a duration must be ≥ 0")
        #expect(try error(Self.dragCurve, Self.dragCurve.replacingOccurrences(of: "{motion.curve.easeInOut}", with: "fast"))
                == #"tokens/calai/base.tokens.json: /motion/speedSlider/dragCurve/$value: "fast" is not a cubic Bézier (write [x1, y1, x2, y2])"#)
    }
}
