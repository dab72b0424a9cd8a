@testable import DocFigures
import Testing

/// Each figure computed from a small, made-up output of proof, so the rules (turns and the
/// rest of a spin, per-device counts, ties) are pinned without running proof.
@Suite struct FigureValuesTests {
    static func timeline(_ rows: String, duration: Double = 4, fps: Int = 1, frames: Int = 5) -> String {
        #"{"animation": "x", "duration": \#(duration), "fps": \#(fps), "frameCount": \#(frames), "rows": [\#(rows)]}"#
    }

    /// 1665° is 4 whole turns and 225°, the README's "5 turns and 225°" was wrong.
    @Test func spinWheelEndsAsTurnsAndTheRest() throws {
        let text = Self.timeline(#"{"element": "wheel (lands on 80 %)", "property": "rotation °", "curve": "bezier", "from": 0, "to": 1665}"#)
        let v = try AnimationFigures.spinWheel(text)
        #expect(v == ["spin.end": "1665", "spin.turns": "4", "spin.rest": "225", "spin.lands": "80", "spin.duration": "4"])
    }

    @Test func aSpinWithoutWhereItLandsIsAnError() {
        let text = Self.timeline(#"{"element": "wheel", "property": "rotation °", "curve": "c", "from": 0, "to": 720}"#)
        #expect(throws: FigureError(run: "spin-wheel", "the wheel's row \"wheel\" does not say where it lands (\"lands on N %\")")) {
            try AnimationFigures.spinWheel(text)
        }
    }

    @Test func cascadeLastGlyphAndItsWeight() throws {
        let rows = [1.0, 0.988, 0.808].enumerated().map { i, to in
            #"{"element": "glyph \#(i)", "property": "progress", "curve": "easeOut phase − \#(i)·0.012", "from": 0, "to": \#(to)}"#
        }.joined(separator: ",")
        let tokens = try TokenFile(name: "airfit.tokens.json", text: #"""
            {"motion": {"cascade": {"weightFrom": {"$value": 300}, "weightTo": {"$value": 400},
                                    "stagger": {"$type": "duration", "$value": {"value": 0.012, "unit": "s"}},
                                    "offsetY": {"$type": "dimension", "$value": {"value": 6, "unit": "px"}}}}}
            """#)
        let v = try AnimationFigures.cascade(Self.timeline(rows, duration: 0.6, fps: 120, frames: 73), tokens: tokens)
        #expect(v == ["cascade.duration": "0.6", "cascade.curve": "easeOut", "cascade.frames": "73", "cascade.fps": "120",
                      "cascade.glyphs": "3", "cascade.lastGlyphPercent": "81", "cascade.lastGlyphWeight": "381",
                      "cascade.stagger": "0.012", "cascade.rise": "6", "cascade.weightFrom": "300", "cascade.weightTo": "400"])
    }

    /// The glass-in row's spring object as a JSON block, one form a line, numbers as the
    /// file has them (k 130, c 12: response 2π/√130 = 0.551072, ζ 0.526235, bounce 0.473765).
    @Test func glassInSpringIsAJSONBlock() throws {
        let spring = #"{"interpolatingSpring": {"mass": 1, "stiffness": 130, "damping": 12, "initialVelocity": 0}, "#
            + #""responseDampingFraction": {"response": 0.551072, "dampingFraction": 0.526235}, "#
            + #""durationBounce": {"duration": 0.551072, "bounce": 0.473765}, "settlingDuration": 1.114101, "overshoot": 0.143104}"#
        let rows = #"{"element": "GlassCard", "property": "scale", "curve": "spring k 130 c 12", "from": 0.96, "to": 1, "spring": \#(spring)}"#
        let v = try AnimationFigures.glassInSpring(Self.timeline(rows))
        #expect(v == ["glassIn.spring": """

            ```json
            "spring": {
              "interpolatingSpring": {"mass": 1, "stiffness": 130, "damping": 12, "initialVelocity": 0},
              "responseDampingFraction": {"response": 0.551072, "dampingFraction": 0.526235},
              "durationBounce": {"duration": 0.551072, "bounce": 0.473765},
              "settlingDuration": 1.114101,
              "overshoot": 0.143104
            }
            ```

            """])
        #expect(throws: FigureError(run: "glass-in", "its first row has no spring")) {
            try AnimationFigures.glassInSpring(Self.timeline(#"{"element": "GlassCard", "property": "opacity", "curve": "easeOut", "from": 0, "to": 1}"#))
        }
    }

    @Test func pushParallaxIsTheOldPagesShareOfTheWidth() throws {
        let rows = [#"{"element": "new", "property": "offsetX", "curve": "c", "from": 393, "to": 0}"#,
                    #"{"element": "old", "property": "offsetX", "curve": "c", "from": 0, "to": -117.9}"#,
                    #"{"element": "bar", "property": "fill", "curve": "c", "from": 0.1, "to": 0.2}"#].joined(separator: ",")
        #expect(try AnimationFigures.push(Self.timeline(rows)) == ["push.parallaxPercent": "30"])
        #expect(throws: FigureError(run: "push", "no offsetX row sliding a page in from the right and one moving the old page left")) {
            try AnimationFigures.push(Self.timeline(rows.replacingOccurrences(of: "-117.9", with: "5")))
        }
    }

    @Test func reducedMotionLength() throws {
        let text = Self.timeline(#"{"element": "title", "property": "opacity", "curve": "linear", "from": 0, "to": 1}"#, duration: 0.12, frames: 1)
        #expect(try AnimationFigures.reducedDuration(text, key: "k", run: .cascadeReduced) == ["k": "0.12"])
    }

    @Test func tokenCountsAndTheirBlock() throws {
        let out = TokenFiles.seeds.enumerated().map { "tokens/\($1): ok, \(100 + $0) tokens" }.joined(separator: "\n") + "\n"
        let v = try CommandFigures.tokens(out)
        #expect(v["tokens.count.airfit"] == "100" && v["tokens.count.nutrisync"] == "103")
        #expect(v["tokens.validate"] == "\n```console\n$ proof tokens validate --each tokens/*.resolver.json\n" + out + "```\n")
        // A resolver document's lines name their contexts; its first gives the count.
        let contexts = try CommandFigures.tokens("tokens/airfit.resolver.json (appearance=light): ok, 1 tokens\ntokens/airfit.resolver.json (appearance=dark): ok, 1 tokens\n"
            + "tokens/calai.resolver.json (appearance=light): ok, 3 tokens\ntokens/calai.resolver.json (appearance=dark): ok, 4 tokens\n"
            + "tokens/fitai.resolver.json (appearance=light): ok, 2 tokens\ntokens/fitai.resolver.json (appearance=dark): ok, 2 tokens\n"
            + "tokens/nutrisync.resolver.json (contrast=standard): ok, 5 tokens\n")
        #expect(contexts["tokens.count.calai"] == "3" && contexts["tokens.count.fitai"] == "2" && contexts["tokens.count.nutrisync"] == "5")
        #expect(throws: FigureError(run: "tokens", "no \"tokens/calai.resolver.json: ok, N tokens\" line")) {
            try CommandFigures.tokens("tokens/airfit.resolver.json (appearance=light): ok, 1 tokens\ntokens/calai.tokens.json: ok, 2 tokens\n")
        }
    }

    @Test func screensPerAppLeaveAnimationsOut() throws {
        let v = try CommandFigures.list("airfit/welcome  (light, dark)\ncalai/home  (light)\ncalai/paywall  (light; states: a)\nnutrisync/welcome  (dark)\nairfit/push  (animation)\n")
        #expect(v == ["screens.airfit": "1", "screens.calai": "2", "screens.nutrisync": "1"])
    }

    @Test func planFiguresComeFromTheLabels() throws {
        let labels = ["Calories 2260", "Carbs 289g", "Protein 134g", "Fats 63g", "Health score 9 out of 10", "Lose 12 lbs by December 26"]
        let json = #"{"elements": ["# + labels.map { #"{"accessibilityLabel": "\#($0)"}"# }.joined(separator: ",") + "]}"
        #expect(try CommandFigures.plan(json) == ["plan.calories": "2260", "plan.carbs": "289", "plan.protein": "134", "plan.fats": "63",
                                                  "plan.healthScore": "9", "plan.goal": "Lose 12 lbs by December 26"])
        #expect(throws: FigureError(run: "plan", "no element labelled \"Fats N\"")) {
            try CommandFigures.plan(#"{"elements": [{"accessibilityLabel": "Calories 1"}, {"accessibilityLabel": "Carbs 1g"}, {"accessibilityLabel": "Protein 1g"}]}"#)
        }
    }

    /// The cross-fade's structured figures as `proof check --json` writes them (two sums).
    static let crossfadeFigures = #"""
        "crossfade": {"fps": 120, "duration": 0.6, "framesPerFade": 73, "orderedPairs": 264, "framePairsMeasured": 406, "framesRendered": 694,
                      "budget": 0.02, "peakFrame": 36, "worstPairs": ["peachRose → mintAqua", "mintAqua → butterLemon dark"],
                      "worstMeasured": {"from": "peachRose", "to": "mintAqua", "appearance": "light", "frame": 35, "measured": 0.0035, "predicted": 0.0034},
                      "worstDisagreement": {"from": "peachRose", "to": "lilacBlush", "appearance": "light", "frame": 36, "measured": 0.0011, "predicted": 0.0022},
                      "sums": [{"over": "a", "framePairs": 72, "measured": 0.099, "predicted": 0.1}, {"over": "b", "framePairs": 72, "measured": 0.2, "predicted": 0.2}]}
        """#

    /// The motion check's figures as `proof check --json` writes them: a curved and a
    /// linear track, two reduced variants (one with an allowed mover), an ending on a
    /// screen and one on none, a measured and an unmeasured spring, two paced animations.
    static let motionFigures = #"""
        "motion": {"fps": 120, "framesLaidOut": 40,
                   "tracks": [{"verdict": "curved", "passed": true}, {"verdict": "linear", "passed": false}],
                   "reduced": [{"allowed": [], "passed": true}, {"allowed": ["thumb: the finger"], "passed": true}],
                   "endings": [{"screen": "a/b", "jump": 0.1234, "passed": true}, {"screen": null, "reason": "repeats", "passed": true}],
                   "springs": [{"app": "airfit", "token": "spring.glassIn", "settlingTime": 1.11410122, "overshoot": 0.1431041, "dampingRatio": 0.5262348,
                                "measuredOn": "a · b · width", "measuredSettlingTime": 1.1166667, "measuredOvershoot": 0.143099, "framesMeasured": 22, "passed": true},
                               {"app": "fitai", "token": "spring.push", "settlingTime": 0.7347717, "overshoot": 0, "dampingRatio": 1, "notMeasured": "why", "passed": true}],
                   "pacing": [{"animation": "x/a", "framePairs": 4, "largestStep": 2.25, "passed": true},
                              {"animation": "x/b", "framePairs": 3, "largestStep": 776.988, "passed": true}]}
        """#

    static func check(contrastFailures: String, blurSummary: String = "738 screens; at most 5 simultaneous blurs (airfit/push at 0.03 s); budget 6", crossfade: String = crossfadeFigures) -> String {
        #"""
        {"passed": false, "checks": [
          {"name": "contrast", "passed": false, "measured": 10, "devices": ["a", "b"], "notVisible": [{}, {}], "behindModal": [{}],
           "summary": "10 text and icon measurements on 5 screen variants (every state) × 2 devices (a, b) and 4 renders under Increase Contrast (the variants it changes); 3 below",
           "pairs": [{"app": "nutrisync", "name": "secondaryLow-on-card", "contrast": "high", "ratio": 9.46}, {"app": "nutrisync", "name": "accent-on-card", "contrast": "standard", "ratio": 9.35}],
           "failures": [\#(contrastFailures)]},
          {"name": "crossfade", "passed": true, "measured": 406, "failures": [], "summary": "…", \#(crossfade)},
          {"name": "blur-budget", "passed": true, "measured": 738, "failures": [], "summary": "\#(blurSummary)"},
          {"name": "dynamic-type", "passed": true, "measured": 24, "devices": ["a", "b"], "failures": [], "beyond": [{}, {}, {}], "summary": "24 layouts; 0 problems up to accessibilityExtraLarge, 3 beyond it"},
          {"name": "overlap", "passed": true, "measured": 24, "failures": [], "summary": "24 layouts"},
          {"name": "accessibility", "passed": true, "measured": 238, "failures": [], "summary": "238 cards and controls on 57 screens and states; 0 without"},
          {"name": "tap-targets", "passed": false, "measured": 1860, "failures": [{"line": "x"}], "summary": "1860 controls on 115 screens and states × 3 devices (318 sized by iOS and 42 of its chrome left out); 171 under 44 × 44 pt (57 controls)"},
          {"name": "components", "passed": false, "measured": 9, "failures": [{"line": "x"}], "components": {"measured": {"button": 6, "card": 3}, "apps": ["nutrisync"], "skippedApps": {}},
           "summary": "9 components (6 buttons, 3 cards, 0 inputs, 0 selection cards) on 6 layouts of nutrisync (…); 1 break the rules"},
          {"name": "motion", "passed": true, "measured": 2, "failures": [], "summary": "…", \#(motionFigures)}
        ]}
        """#
    }

    static func failure(_ screen: String, _ text: String, _ appearance: String, _ gradient: String, _ device: String, _ ratio: String, icon: Bool = false) -> String {
        #"{"screen": "\#(screen)", "line": "x: \#(icon ? "icon" : "text") \"\#(text)\" …", "data": {"text": "\#(text)", "appearance": "\#(appearance)", "gradient": "\#(gradient)", "device": "\#(device)", "worstRatio": \#(ratio)}}"#
    }

    @Test func checkFiguresCountPerDeviceAndFindTheWorst() throws {
        let failures = [
            Self.failure("airfit/dashboard", "1920", "light", "peachRose", "a", "1.02"),
            Self.failure("airfit/dashboard", "1920", "light", "mintAqua", "b", "1.00"),
            Self.failure("airfit/dashboard", "1920", "dark", "peachRose", "a", "1.04"),
            Self.failure("airfit/dashboard", "1920", "dark", "mintAqua", "a", "1.04"),
            Self.failure("airfit/voice-log", "mic.fill", "light", "mintAqua", "a", "1.12", icon: true),
            Self.failure("calai/free-trial", "460 kcal", "light", "", "a", "2.48"),
            Self.failure("calai/free-trial", "460 kcal", "light", "", "b", "2.48"),
        ].joined(separator: ",")
        let v = try CheckFigures.values(Self.check(contrastFailures: failures))
        #expect(v["contrast.measured"] == "10" && v["contrast.variants"] == "5" && v["contrast.devices"] == "2" && v["contrast.renders"] == "14", "5 × 2 and 4 under Increase Contrast")
        #expect(v["contrast.notVisible"] == "2" && v["contrast.behindModal"] == "1")
        #expect(v["contrast.airfit.perDevice"] == "1–4", "4 on device a, 1 on b")
        #expect(v["contrast.calai.perDevice"] == "1")
        #expect(v["contrast.airfit.elements"] == "2" && v["contrast.calai.elements"] == "1", "1920 on the dashboard, mic.fill on the voice log")
        #expect(v["contrast.airfit.worst"] == "1.00" && v["contrast.airfit.icons.worst"] == "1.12" && v["contrast.calai.icons.worst"] == "none")
        #expect(v["contrast.airfit/dashboard.1920.light.worst"] == "1.00" && v["contrast.airfit/dashboard.1920.light.on"] == "mintAqua")
        // Both of the app's gradients tie at the dark worst.
        #expect(v["contrast.airfit/dashboard.1920.dark.worst"] == "1.04" && v["contrast.airfit/dashboard.1920.dark.on"] == "every gradient")
        #expect(v["contrast.calai/free-trial.460-kcal.worst"] == "2.48")
        #expect(v["crossfade.pairs"] == "264" && v["crossfade.frames"] == "73" && v["crossfade.peakFrame"] == "36" && v["crossfade.peakNext"] == "37")
        #expect(v["crossfade.worstFrom"] == "peachRose" && v["crossfade.worstTo"] == "mintAqua" && v["crossfade.worstAppearance"] == "light")
        #expect(v["crossfade.predicted"] == "0.34" && v["crossfade.measured"] == "0.35" && v["crossfade.headroom"] == "5.7")
        #expect(v["crossfade.worstFrame"] == "35" && v["crossfade.worstFrameNext"] == "36" && v["crossfade.duration"] == "0.6")
        #expect(v["crossfade.worstPairs"] == "peachRose → mintAqua, mintAqua → butterLemon dark" && v["crossfade.worstPairCount"] == "2")
        #expect(v["crossfade.framePairsPerFade"] == "72" && v["crossfade.otherPairs"] == "262")
        #expect(v["crossfade.framePairsMeasured"] == "406" && v["crossfade.framesRendered"] == "694")
        #expect(v["crossfade.sumsWithin"] == "1.00", "0.099 against 0.1: 1 % apart")
        #expect(v["crossfade.gapFrom"] == "peachRose" && v["crossfade.gapTo"] == "lilacBlush" && v["crossfade.gapAppearance"] == "light")
        #expect(v["crossfade.gapMeasured"] == "0.11" && v["crossfade.gapPredicted"] == "0.22")
        #expect(v["blur.measured"] == "738" && v["blur.most"] == "5" && v["blur.mostWhere"] == "airfit/push at 0.03 s")
        #expect(v["dynamicType.layouts"] == "24" && v["dynamicType.beyond"] == "3" && v["dynamicType.devices"] == "2" && v["overlap.layouts"] == "24")
        #expect(v["accessibility.measured"] == "238" && v["accessibility.screens"] == "57")
        #expect(v["tapTargets.measured"] == "1860" && v["tapTargets.screens"] == "115" && v["tapTargets.iosSized"] == "318" && v["tapTargets.chrome"] == "42")
        #expect(v["tapTargets.failures"] == "171" && v["tapTargets.controls"] == "57")
        #expect(v["components.measured"] == "9" && v["components.buttons"] == "6" && v["components.cards"] == "3" && v["components.inputs"] == "0")
        #expect(v["components.selection"] == "0" && v["components.layouts"] == "6" && v["components.failures"] == "1" && v["components.apps"] == "nutrisync")
        #expect(v["contrast.increasedRenders"] == "4" && v["contrast.pairs"] == "2")
        #expect(v["contrast.pair.nutrisync.secondaryLow-on-card.high"] == "9.46" && v["contrast.pair.nutrisync.accent-on-card.standard"] == "9.35")
        #expect(v["contrast.nutrisync.perDevice"] == "0" && v["contrast.nutrisync.worst"] == "none")
        #expect(v["motion.passed"] == "holds" && v["motion.tracks"] == "2" && v["motion.tracksCurved"] == "1" && v["motion.framesLaidOut"] == "40")
        #expect(v["motion.reduced"] == "2" && v["motion.reducedStill"] == "2" && v["motion.reducedAllowed"] == "1")
        #expect(v["motion.endings"] == "2" && v["motion.endingsOnScreen"] == "1" && v["motion.endingsPassed"] == "1" && v["motion.endingsOnNone"] == "1")
        #expect(v["motion.endingsLargestJump"] == "0.12")
        #expect(v["motion.springs"] == "2" && v["motion.springsMeasured"] == "1" && v["motion.springsAgree"] == "1")
        #expect(v["motion.spring.airfit.glassIn.settling"] == "1.1141" && v["motion.spring.airfit.glassIn.measuredSettling"] == "1.1167")
        #expect(v["motion.spring.airfit.glassIn.overshoot"] == "14.31" && v["motion.spring.airfit.glassIn.measuredOvershoot"] == "14.31")
        #expect(v["motion.spring.airfit.glassIn.zeta"] == "0.526" && v["motion.spring.airfit.glassIn.on"] == "a · b · width")
        #expect(v["motion.spring.fitai.push.on"] == "why" && v["motion.spring.fitai.push.measuredSettling"] == nil)
        #expect(v["motion.paced"] == "2" && v["motion.pacedClean"] == "2" && v["motion.framePairs"] == "7")
        #expect(v["motion.largestStep"] == "777.0" && v["motion.largestStepWhere"] == "x/b")
    }

    /// A token pair's failure is in `pairs`, not a screen's: it has no appearance or device,
    /// and the screens' figures leave it out.
    @Test func aTokenPairFailureIsNotAScreens() throws {
        let pair = #"{"screen": "nutrisync tokens", "line": "x", "data": {"kind": "tokenPair", "contrast": "standard", "worstRatio": 4.2}}"#
        let v = try CheckFigures.values(Self.check(contrastFailures: pair))
        #expect(v["contrast.nutrisync.perDevice"] == "0" && v["contrast.nutrisync.elements"] == "0")
    }

    /// A summary that no longer says what a figure reads is an error naming the check and
    /// the words it looked for, not a figure silently left as it was.
    @Test func aChangedSummaryIsAnError() {
        #expect(throws: FigureError(run: "check", "the blur-budget summary no longer says at most N simultaneous blurs (where): \"738 screens; budget 6\"")) {
            try CheckFigures.values(Self.check(contrastFailures: "", blurSummary: "738 screens; budget 6"))
        }
    }

    /// The cross-fade's figures come from its structured report: without it, an error.
    @Test func aCrossfadeWithoutItsFiguresIsAnError() {
        #expect(throws: FigureError(run: "check", "the crossfade report has no \"crossfade\" figures object")) {
            try CheckFigures.values(Self.check(contrastFailures: "", crossfade: #""other": 1"#))
        }
    }
}
