import CalAI
import Foundation
import Layout
import Motion
import Render
import TestSupport
import Testing
import Tokens

/// Cal AI's clips read their motion from `tokens/calai/base.tokens.json`, the values the seeds
/// leave open ("Chosen") included: editing the slider's drag, the checklist's tick curve
/// or the reduced-motion fade moves the clip and the curve its timeline names.
@Suite struct CalAIMotionTokenTests {
    let renderer = CairoRenderer()

    /// The Cal AI tokens with each `(old, new)` made (each `old` must occur exactly once).
    func animations(_ edits: [(String, String)], reduced: Bool = false) throws -> CalAIAnimations {
        let text = try String(contentsOfFile: Checkout.tokenSource("calai"), encoding: .utf8)
        for (old, _) in edits {
            #expect(text.components(separatedBy: old).count == 2, "\(old) occurs once in calai/base.tokens.json")
        }
        var env = EnvironmentValues()
        env.reducedMotion = reduced
        let theme = try CalAITheme(tokens: try Checkout.editedTokens("calai", edits))
        return try CalAIAnimations(theme: theme, base: env, measurer: renderer.text)
    }

    static let drag = #""$value": {"value": 2, "unit": "s"},"# + "\n" + #"        "$description": "Chosen: calai/speed-slider's"#
    static let dragCurve = #""$value": "{motion.curve.easeInOut}","# + "\n" + #"        "$description": "Chosen: the finger's drag"#
    static let itemCurve = #""$value": "{motion.curve.easeOut}","# + "\n" + #"        "$description": "Chosen: each checklist item's tick"#

    @Test func theProjectTokensGiveTheChosenValues() throws {
        let slider = try #require(try animations([]).clip("calai/speed-slider"))
        #expect(slider.rows[0].element == "finger" && slider.rows[0].end == 2)
        #expect(slider.rows[0].curve == "easeInOut (the finger's drag)")
        #expect(slider.rows[0].value(1) == TimingCurve.easeInOut.progress(0.5))
        #expect(slider.lengthTokens == ["motion.speedSlider.drag", "spring.speedSlider", "spring.speedIcon"])
        let loading = try #require(try animations([]).clip("calai/loading-progress"))
        #expect(loading.rows[2].curve == "easeOut, when the bar passes 20 %")
    }

    /// A 1 s linear drag: the finger's row ends at 1 s, runs linearly and says so.
    @Test func editingTheDragMovesTheSlider() throws {
        let a = try animations([(Self.drag, Self.drag.replacingOccurrences(of: "\"value\": 2", with: "\"value\": 1")),
                                (Self.dragCurve, Self.dragCurve.replacingOccurrences(of: "easeInOut", with: "linear"))])
        let slider = try #require(try a.clip("calai/speed-slider"))
        #expect(slider.rows[0].end == 1)
        #expect(slider.rows[0].curve == "linear (the finger's drag)")
        #expect(slider.rows[0].value(0.25) == 0.25)
        #expect(slider.rows[0].value(1) == 1)
    }

    /// The checklist's ticks on a linear curve: halfway through a tick, the item is half shown.
    @Test func editingTheTickCurveMovesTheChecklist() throws {
        let a = try animations([(Self.itemCurve, Self.itemCurve.replacingOccurrences(of: "easeOut", with: "linear"))])
        let loading = try #require(try a.clip("calai/loading-progress"))
        let tick = loading.rows[2]
        #expect(tick.curve == "linear, when the bar passes 20 %")
        let middle = (tick.start + tick.end) / 2
        #expect(abs(tick.value(middle) - 0.5) < 1e-9)
    }

    /// The reduced-motion fade names the token's curve, not a typed "linear".
    @Test func theReducedFadeNamesItsCurve() throws {
        let edited = try animations([(#""$value": "{motion.curve.linear}"}"#, #""$value": "{motion.curve.easeInOut}"}"#)], reduced: true)
        let push = try #require(try edited.clip("calai/push", from: "calai/gender", to: "calai/workouts"))
        #expect(push.rows.map(\.curve) == ["easeInOut (reduced motion)"])
        let loading = try #require(try edited.clip("calai/loading-progress"))
        #expect(Set(loading.rows.map(\.curve)) == ["easeInOut (reduced motion)"])
    }
}
