import AppSupport
import AirFit
import DisplayList
import Foundation
import Layout
import Motion
import Render
import TestSupport
import Testing
import Tokens

/// Every AirFit animation reads its durations, curves and values from
/// `tokens/airfit/base.tokens.json`: editing a token moves the clip, with nothing hard-coded
/// left to disagree. (That the project's tokens give the same frames as the seed's values
/// is pinned by the animation snapshots and timelines in `AirFitSnapshotTests`.)
@Suite struct AirFitMotionTokenTests {
    let renderer = CairoRenderer()

    /// The AirFit tokens with each `(old, new)` made (each `old` must occur exactly once).
    func theme(_ edits: [(String, String)]) throws -> AirFitTheme {
        let text = try String(contentsOfFile: Checkout.tokenSource("airfit"), encoding: .utf8)
        for (old, _) in edits {
            #expect(text.components(separatedBy: old).count == 2, "\(old) occurs once in airfit/base.tokens.json")
        }
        return try AirFitTheme(tokens: try Checkout.editedTokens("airfit", edits))
    }

    func animations(_ theme: AirFitTheme, reduced: Bool = false) -> AirFitAnimations {
        var env = EnvironmentValues()
        env.reducedMotion = reduced
        return AirFitAnimations(theme: theme, base: env, measurer: renderer.text)
    }

    /// `motion.cascade.phaseEnd` is what CascadeText animates its phase to: at the seed's 1
    /// the last of the 17 glyphs of "Welcome\nto AirFit" rests at 1 − 16 · 0.012 = 0.808, at
    /// the 1.192 `check motion --propose` works out every glyph lands — in the clip's last
    /// frame (SwiftUI's model run to its end) and in the still alike; half-way through the
    /// 0.6 s ease-out the phase is 1.192 · easeOut(0.5).
    @Test func thePhaseEndTokenLandsEveryGlyph() throws {
        func glyphs(_ list: DisplayList) throws -> [GlyphStyle] {
            try #require(list.elements.first { $0.text?.string == "Welcome\nto AirFit" }?.text?.glyphs)
        }
        let seed = try #require(animations(try theme([])).clip("airfit/cascade"))
        #expect(abs(try glyphs(seed.frame(at: seed.duration))[16].opacity - 0.808) < 1e-9)
        let landed = try theme([(#""$value": 1,"# + "\n" + #"        "$description": "What CascadeText"#,
                                 #""$value": 1.192,"# + "\n" + #"        "$description": "What CascadeText"#)])
        #expect(landed.cascade.phaseEnd == 1.192)
        let clip = try #require(animations(landed).clip("airfit/cascade"))
        #expect(try glyphs(clip.frame(at: clip.duration)).allSatisfy { $0.opacity == 1 && $0.offsetY == 0 && $0.weight == 400 })
        var env = landed.environment(EnvironmentValues(), active: landed.qaGradient(for: .welcome))
        env.device = .iPhone16
        let still = ScreenLayout.layout(OnboardingWelcome(), environment: env, measurer: renderer.text)
        #expect(try glyphs(still).allSatisfy { $0.opacity == 1 })
        let half = 1.192 * TimingCurve.easeOut.progress(0.5)
        #expect(abs(try glyphs(clip.frame(at: 0.3))[0].opacity - min(half, 1)) < 1e-9)
        #expect(abs(try glyphs(clip.frame(at: 0.3))[16].opacity - (half - 16 * 0.012)) < 1e-9)
    }

    static let crossfade = #""duration": {"$type": "duration", "$value": {"value": 0.6, "unit": "s"}},"# + "\n"
        + #"      "curve": {"$type": "cubicBezier", "$value": "{motion.curve.easeInOut}"},"#
    static let fastLinearCrossfade = #""duration": {"$type": "duration", "$value": {"value": 0.25, "unit": "s"}},"# + "\n"
        + #"      "curve": {"$type": "cubicBezier", "$value": "{motion.curve.linear}"},"#

    @Test func theProjectTokensGiveTheSeedsValues() throws {
        let a = animations(try theme([]))
        let fade = try #require(a.clip("airfit/crossfade"))
        #expect(fade.duration == 0.6)
        #expect(AnimationClip.frameTimes(duration: fade.duration, fps: 120).count == 73)
        #expect(fade.rows.map(\.curve) == ["easeInOut"])
        #expect(fade.rows[0].value(0.3) == TimingCurve.easeInOut.progress(0.5))
        #expect(fade.lengthTokens == ["motion.crossfade.duration"])
        let number = try #require(a.clip("airfit/gradient-number"))
        #expect(number.duration == 0.6)
        #expect(number.rows.map(\.curve) == ["easeOut", "easeOut"])
        #expect(try #require(a.clip("airfit/mic-ripple")).rows.map(\.curve) == ["easeOut, repeatForever", "easeOut, repeatForever"])
        let push = try #require(a.clip("airfit/push"))
        // spring.transition is written {"duration": 0.5, "bounce": 0} (iOS 17's form), and the
        // rows say so; its stiffness and damping are those of response 0.5, fraction 1.
        let bounce0 = "spring duration 0.5 bounce 0"
        #expect(push.rows.map(\.curve) == [bounce0, bounce0, bounce0, bounce0, "easeInOut"])
        #expect(push.rows[0].spring == Spring(response: 0.5, dampingFraction: 1))
        #expect(try #require(a.clip("airfit/glass-in")).rows[0].curve == "spring k 130 c 12")
        let reduced = animations(try theme([]), reduced: true)
        #expect(try #require(reduced.clip("airfit/cascade")).duration == 0.12)
        #expect(try #require(reduced.clip("airfit/glass-in")).duration == 0.12)
        #expect(try #require(reduced.clip("airfit/gradient-number")).duration == 0.12)
    }

    /// motion.crossfade at 0.25 s linear: 31 frames at 120 fps, opacity t / 0.25, and the
    /// frame at 0.125 s draws the incoming gradient at exactly 50 %.
    @Test func theCrossfadeFollowsItsDurationAndCurve() throws {
        let a = animations(try theme([(Self.crossfade, Self.fastLinearCrossfade)]))
        let fade = try #require(a.clip("airfit/crossfade"))
        #expect(fade.duration == 0.25)
        #expect(AnimationClip.frameTimes(duration: fade.duration, fps: 120).count == 31)
        #expect(fade.rows[0].curve == "linear")
        #expect(fade.rows[0].end == 0.25)
        let doc = TimelineDocument(clip: fade, fps: 120)
        #expect(doc.frameCount == 31)
        #expect(doc.rows[0].samples[12] == 0.4)
        #expect(doc.rows[0].samples.last == 1)
        // Half-way, the background's colours are half-way from peachRose's to mintAqua's,
        // channel by channel in linear light (SwiftUI animates `Color.Resolved`, linear sRGB).
        let fill = try #require(fade.frame(at: 0.125).elements.first { $0.id.hasSuffix("GradientTokenFill") })
        guard case .linearGradient(let drawn, _, _)? = fill.fill else { Issue.record("the background is not a gradient"); return }
        let plain = try theme([]), from = try #require(plain.gradient(named: "peachRose")).light.stops, to = try #require(plain.gradient(named: "mintAqua")).light.stops
        for (d, (a, b)) in zip(drawn.stops, zip(from, to)) {
            let mid = SRGBTransfer.encoded(fromLinear: (SRGBTransfer.linear(fromEncoded: a.color.g) + SRGBTransfer.linear(fromEncoded: b.color.g)) / 2)
            #expect(abs(d.color.g - mid) < 1e-9)
        }
        // The push's background fades along the same tokens; the push still lasts as long
        // as the dashboard's GlassCard spring-in it brings (1.11 s), longer than either.
        let push = try #require(a.clip("airfit/push"))
        let background = try #require(push.rows.last)
        #expect(background.curve == "linear")
        #expect(background.end == 0.25)
        #expect(background.value(0.125) == 0.5)
        #expect(push.duration == Spring(stiffness: 130, damping: 12).settlingDuration())
        #expect(push.rows[0].end == Spring(response: 0.5, dampingFraction: 1).settlingDuration(), "the screens swap on the transition spring")
    }

    /// The push lasts until the incoming screen is at rest (its GlassCard spring-in, its
    /// cascade), so its last frame is the screen as the catalogue draws it; in reduced
    /// motion the screens swap in the seed's plain 0.12 s fade, with no offset.
    @Test func thePushEndsWhenTheIncomingScreenIsAtRest() throws {
        let a = animations(try theme([]))
        let push = try #require(a.clip("airfit/push"))
        let glass = Spring(stiffness: 130, damping: 12).settlingDuration()
        #expect(push.duration == glass)
        let qa = try #require(a.clip("airfit/qa-pass"))
        let step = Spring(response: 0.5, dampingFraction: 1).settlingDuration()
        #expect(qa.duration == 2 * step + glass, "two pushes of a spring's length, then the last until rep-counter is at rest")
        let still = try #require(animations(try theme([]), reduced: true).clip("airfit/push"))
        #expect(still.rows.map(\.property) == ["opacity", "opacity", "opacity"], "no offset rows")
        #expect(still.rows[0].end == 0.12)
        #expect(still.rows[0].curve == "linear")
        #expect(still.duration == 0.6, "the background's cross-fade (0.6 s) stays")
    }

    /// A cross-fade longer than the transition spring makes the push last as long as it.
    @Test func aLongCrossfadeLengthensThePush() throws {
        let slow = Self.crossfade.replacingOccurrences(of: "0.6", with: "1.2")
        let push = try #require(animations(try theme([(Self.crossfade, slow)])).clip("airfit/push"))
        #expect(push.duration == 1.2)
        let qa = try #require(animations(try theme([(Self.crossfade, slow)])).clip("airfit/qa-pass"))
        #expect(qa.duration == 1.2 * 3, "three pushes of 1.2 s")
    }

    @Test func theGradientNumberFollowsItsTokens() throws {
        let t = try theme([(#"      "duration": {"$type": "duration", "$value": {"value": 0.6, "unit": "s"}},"# + "\n"
                            + #"      "curve": {"$type": "cubicBezier", "$value": "{motion.curve.easeOut}"}"# + "\n    },\n    \"transition\"",
                            #"      "duration": {"$type": "duration", "$value": {"value": 0.3, "unit": "s"}},"# + "\n"
                            + #"      "curve": {"$type": "cubicBezier", "$value": "{motion.curve.linear}"}"# + "\n    },\n    \"transition\"")])
        let clip = try #require(animations(t).clip("airfit/gradient-number"))
        #expect(clip.duration == 0.3)
        #expect(clip.rows.map(\.curve) == ["linear", "linear"])
        #expect(clip.rows[1].value(0.15) == 0.5)
        #expect(clip.lengthTokens == ["motion.gradientNumber.duration"])
    }

    /// The ripple's curve and opacities, the glass card's opacityFrom: the clip's rows and
    /// the components' drawn opacity read the same tokens.
    @Test func theRippleAndTheGlassCardFollowTheirTokens() throws {
        let t = try theme([
            (#""curve": {"$type": "cubicBezier", "$value": "{motion.curve.easeOut}"},"# + "\n" + #"      "scaleFrom": {"$type": "number", "$value": 0.2},"#,
             #""curve": {"$type": "cubicBezier", "$value": "{motion.curve.linear}"},"# + "\n" + #"      "scaleFrom": {"$type": "number", "$value": 0.2},"#),
            (#""opacityFrom": {"$type": "number", "$value": 1},"#, #""opacityFrom": {"$type": "number", "$value": 0.5},"#),
            (#""opacityFrom": {"$type": "number", "$value": 0}"#, #""opacityFrom": {"$type": "number", "$value": 0.25}"#),
        ])
        let ripple = try #require(animations(t).clip("airfit/mic-ripple"))
        #expect(ripple.rows.map(\.curve) == ["linear, repeatForever", "linear, repeatForever"])
        #expect(ripple.rows[1].from == 0.5)
        #expect(ripple.rows[1].value(0.75) == 0.25)
        // The drawn circle at 0.75 s: opacity 0.5 + (0 − 0.5) · 0.5, scale 0.2 + 1.4 · 0.5.
        let circle = try #require(ripple.frame(at: 0.75).elements.first { $0.id.contains("MicRippleView") && $0.id.hasSuffix("Circle") })
        #expect(circle.opacity == 0.25)
        let glass = try #require(animations(t).clip("airfit/glass-in"))
        #expect(glass.rows[1].from == 0.25)
        #expect(glass.rows[1].value(0) == 0.25)
    }

    @Test func theReducedMotionFadeFollowsItsToken() throws {
        let t = try theme([(#""fadeDuration": {"$type": "duration", "$value": {"value": 0.12, "unit": "s"}}"#,
                            #""fadeDuration": {"$type": "duration", "$value": {"value": 0.4, "unit": "s"}}"#)])
        let reduced = animations(t, reduced: true)
        for id in ["airfit/cascade", "airfit/glass-in", "airfit/gradient-number"] {
            let clip = try #require(reduced.clip(id))
            #expect(clip.duration == 0.4, "\(id)")
            #expect(clip.lengthTokens == ["motion.reducedMotion.fadeDuration"], "\(id)")
        }
        // The title the reduced cascade draws at 0.1 s: a quarter faded in.
        let title = try #require(reduced.clip("airfit/cascade")?.frame(at: 0.1).elements.first { $0.text?.string == "Welcome\nto AirFit" })
        #expect(title.opacity == 0.25)
    }

    /// A crossfade curve token of the wrong type is a load error naming it (exit 65 in
    /// `proof animate` and `proof check`), not a silent easeInOut.
    @Test func aMistypedCrossfadeCurveNamesTheToken() throws {
        let error = try #require(throws: ThemeTokensInvalid.self) {
            _ = try theme([(Self.crossfadeCurve, Self.crossfadeCurve.replacingOccurrences(of: #""cubicBezier", "$value": "{motion.curve.easeInOut}""#,
                                                                                           with: #""duration", "$value": {"value": 1, "unit": "s"}"#))])
        }
        // Named in the (edited copy's) resolver document the app reads.
        let file = try #require(error.errors.first?.file)
        #expect(file.hasSuffix("/airfit.resolver.json"), "\(file)")
        #expect(error.errors == [TokenError(file: file, pointer: JSONPointer(["motion", "crossfade", "curve"]),
                                            message: "token motion.crossfade.curve is a duration, expected a cubic Bézier")])
    }

    static let crossfadeCurve = #""curve": {"$type": "cubicBezier", "$value": "{motion.curve.easeInOut}"},"# + "\n" + #"      "maxMeanDelta""#

    /// The theme reads every token before it reports (`ThemeReader`, as every app's theme
    /// does): a mistyped curve, a missing stagger and an out-of-range scale are three lines of
    /// one error, in the order the theme reads them, not one problem per run.
    @Test func everyProblemIsReportedTogether() throws {
        let error = try #require(throws: ThemeTokensInvalid.self) {
            _ = try theme([(Self.crossfadeCurve, Self.crossfadeCurve.replacingOccurrences(of: #""cubicBezier", "$value": "{motion.curve.easeInOut}""#,
                                                                                           with: #""duration", "$value": {"value": 1, "unit": "s"}"#)),
                           (#""stagger": {"#, #""staggr": {"#),
                           (#""scaleFrom": {"$type": "number", "$value": 0.96}"#, #""scaleFrom": {"$type": "number", "$value": 11}"#)])
        }
        let file = try #require(error.errors.first?.file)
        #expect(error.errors.map(\.description) == [
            "\(file): /motion/cascade/stagger: missing: the app's screens read motion.cascade.stagger; add the token",
            "\(file): /motion/glassIn/scaleFrom/$value: 11 is not a scale factor in 0…10",
            "\(file): /motion/crossfade/curve: token motion.crossfade.curve is a duration, expected a cubic Bézier",
        ])
    }
}
