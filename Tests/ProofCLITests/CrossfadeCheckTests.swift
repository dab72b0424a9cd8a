import Checks
import Foundation
import ProofCLI
import Testing

/// `proof check crossfade` at the command line: the verdict comes from measured frames of
/// the `airfit/crossfade` animation, whose duration and curve are the tokens'.
@Suite struct CrossfadeCheckTests {
    struct Run: Decodable {
        struct Check: Decodable {
            struct Failure: Decodable { let line: String; let data: [String: CheckValue] }
            struct Measurement: Decodable, Equatable { let from: String; let to: String; let appearance: String; let frame: Int; let measured: Double; let predicted: Double }
            struct Sum: Decodable { let over: String; let framePairs: Int; let measured: Double; let predicted: Double }
            struct Figures: Decodable {
                let fps: Int; let duration: Double; let framesPerFade: Int; let orderedPairs: Int
                let framePairsMeasured: Int; let framesRendered: Int; let budget: Double
                let peakStep: Double; let peakFrame: Int; let worstPairs: [String]
                let worstMeasured: Measurement; let worstPredicted: Measurement; let worstDisagreement: Measurement
                let sums: [Sum]; let measurements: [Measurement]
            }
            let name: String; let passed: Bool; let summary: String; let measured: Int; let failures: [Failure]; let crossfade: Figures?
        }
        let passed: Bool
        let checks: [Check]
    }

    func check(_ r: ProofResult) throws -> Run.Check {
        let run = try JSONDecoder().decode(Run.self, from: Data(r.stdout.utf8))
        #expect(run.checks.count == 1)
        return try #require(run.checks.first)
    }

    /// A token folder with AirFit's `motion.crossfade` edited.
    func tokens(_ old: String, _ new: String) throws -> (folder: String, environment: [String: String]) {
        let folder = try Proof.tokenCopy(in: Proof.temporaryDirectory(), replacing: [("airfit", old, new)])
        return (folder, ["DESIGNPROOF_TOKENS": folder])
    }

    static let motion = #""duration": {"$type": "duration", "$value": {"value": 0.6, "unit": "s"}},"# + "\n"
        + #"      "curve": {"$type": "cubicBezier", "$value": "{motion.curve.easeInOut}"},"#
    static let budget = #""$value": 0.02,"# + "\n" + #"        "$description": "Seed §11"#

    /// The project's tokens: 264 ordered pairs (12 gradients, light and dark); every frame
    /// pair of the worst fade in each appearance (2 × 72) and the peak step (frames 36→37)
    /// of the 262 others: 406 frame pairs from 694 renders (24 pure screens, 2 × 73 frames,
    /// 262 × 2 frames). The worst measured pair is 0.34 %, under the 2 % budget.
    @Test func theProjectsFadePassesOnMeasuredFrames() throws {
        let r = try Proof.run(["check", "crossfade", "--json"], timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stderr)")
        let c = try check(r)
        #expect(c.passed && c.failures.isEmpty)
        #expect(c.summary == "264 ordered gradient pairs × 73 frames at 120 fps; 406 frame pairs measured (every one of peachRose → mintAqua and "
                + "mintAqua → butterLemon dark, frames 36→37 of the other 262); worst measured peachRose → mintAqua at frames 36→37: meanDelta 0.34 % measured, "
                + "0.34 % predicted; budget 2.00 %; measured within 0.10 % of the prediction per frame pair (0.39 % allowed), sums within 0.75 % (5.00 % allowed)")
        #expect(c.measured == 406)
        let f = try #require(c.crossfade)
        #expect((f.fps, f.duration, f.framesPerFade, f.orderedPairs) == (120, 0.6, 73, 264))
        #expect((f.framePairsMeasured, f.framesRendered, f.peakFrame, f.budget) == (406, 694, 36, 0.02))
        #expect(f.worstPairs == ["peachRose → mintAqua", "mintAqua → butterLemon dark"])
        #expect(f.measurements.count == 406)
        // Every consecutive pair of the two worst fades, in order.
        let light = f.measurements.filter { $0.from == "peachRose" && $0.to == "mintAqua" && $0.appearance == "light" }
        #expect(light.map(\.frame) == Array(0...71))
        let dark = f.measurements.filter { $0.from == "mintAqua" && $0.to == "butterLemon" && $0.appearance == "dark" }
        #expect(dark.map(\.frame) == Array(0...71))
        #expect(f.measurements.filter { $0.frame == 36 }.count == 264)
        #expect(f.worstMeasured == .init(from: "peachRose", to: "mintAqua", appearance: "light", frame: 36,
                                         measured: 0.003449453783910758, predicted: 0.003411559160059785))
        #expect(f.worstPredicted.frame == 36 && f.worstPredicted.from == "peachRose" && f.worstPredicted.to == "mintAqua")
        // The sample catches what the prediction misses: a dark pair the model puts at 0.12 %
        // measures 0.22 % (its channels a level or two apart, rounded), the largest gap,
        // still within an 8-bit level.
        #expect(f.worstDisagreement == .init(from: "sproutMint", to: "icePeriwinkle", appearance: "dark", frame: 36,
                                             measured: 0.0022118915380445344, predicted: 0.001205793345710651))
        #expect(f.sums.map(\.over) == ["the whole fade peachRose → mintAqua", "the whole fade mintAqua → butterLemon dark",
                                       "every frame pair measured in light", "every frame pair measured in dark"])
        #expect(f.sums.map(\.framePairs) == [72, 72, 203, 203])
    }

    /// `motion.crossfade.maxMeanDelta` at 0.3 %: the frame pairs of peachRose → mintAqua over
    /// it and other pairs' peak steps fail, 20 in all, from their measured values.
    @Test func aLowerBudgetFailsOnTheMeasuredFrames() throws {
        let t = try tokens(Self.budget, Self.budget.replacingOccurrences(of: "0.02", with: "0.003"))
        let r = try Proof.run(["check", "crossfade", "--limit", "1"], environment: t.environment, timeout: Proof.slowTimeout)
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        #expect(r.stdout == """
            FAIL  crossfade — 264 ordered gradient pairs × 73 frames at 120 fps; 406 frame pairs measured (every one of peachRose → mintAqua and \
            mintAqua → butterLemon dark, frames 36→37 of the other 262); worst measured peachRose → mintAqua at frames 36→37: meanDelta 0.34 % measured, \
            0.34 % predicted; budget 0.30 %; measured within 0.10 % of the prediction per frame pair (0.39 % allowed), sums within 0.75 % (5.00 % allowed)
                  peachRose → mintAqua: frames 27→28 meanDelta 0.30 % measured ≥ 0.30 % (predicted 0.30 %)
                  … and 19 more (--json lists all)

            """)
    }

    /// `motion.crossfade` at 0.05 s linear: the animation has 7 frames at progress k/6, and
    /// the check renders those frames — 6 steps of 1/6, 2.50 % at worst, over the budget.
    @Test func editingTheCrossfadeTokensMovesTheAnimationAndTheCheck() throws {
        let t = try tokens(Self.motion, Self.motion.replacingOccurrences(of: "0.6", with: "0.05").replacingOccurrences(of: "easeInOut", with: "linear"))
        let out = Proof.temporaryDirectory()
        let animate = try Proof.run(["animate", "airfit/crossfade", "--scale", "1", "--out", out], environment: t.environment)
        #expect(animate.status == 0, "\(animate.stderr)")
        #expect(animate.stdout == "wrote 7 frames, animation.png, filmstrip.png, timeline.png and timeline.json to \(out)/airfit/crossfade\n")
        struct Timeline: Decodable { struct Row: Decodable { let curve: String; let end: Double; let samples: [Double] }; let duration: Double; let frameCount: Int; let rows: [Row] }
        let timeline = try JSONDecoder().decode(Timeline.self, from: Data(contentsOf: URL(fileURLWithPath: out + "/airfit/crossfade/timeline.json")))
        #expect((timeline.duration, timeline.frameCount) == (0.05, 7))
        #expect(timeline.rows.map(\.curve) == ["linear"])
        #expect(timeline.rows[0].samples == [0, 0.166667, 0.333333, 0.5, 0.666667, 0.833333, 1])

        let r = try Proof.run(["check", "crossfade", "--json"], environment: t.environment, timeout: Proof.slowTimeout)
        #expect(r.status == 1, "\(r.stderr)")
        let c = try check(r)
        #expect(!c.passed)
        #expect(c.summary == "264 ordered gradient pairs × 7 frames at 120 fps; 274 frame pairs measured (every one of peachRose → mintAqua and "
                + "mintAqua → butterLemon dark, frames 5→6 of the other 262); worst measured peachRose → mintAqua at frames 5→6: meanDelta 2.50 % measured, "
                + "2.49 % predicted; budget 2.00 %; measured within 0.10 % of the prediction per frame pair (0.39 % allowed), sums within 0.49 % (5.00 % allowed)")
        let f = try #require(c.crossfade)
        #expect((f.duration, f.framesPerFade, f.framePairsMeasured, f.framesRendered, f.peakFrame) == (0.05, 7, 274, 562, 5))
        #expect(c.failures.count == 16)
        #expect(c.failures.first?.line == "peachRose → mintAqua: frames 0→1 meanDelta 2.31 % measured ≥ 2.00 % (predicted 2.33 %)")
        // The frame and the deltas as numbers (check version 2), not text.
        let data = try #require(c.failures.first?.data)
        #expect(data["frame"] == .integer(0) && data["from"] == "peachRose" && data["to"] == "mintAqua")
        #expect(try #require(data["meanDelta"]?.double) >= 0.02 && data["predicted"]?.double.map { abs($0 - 0.0233) < 0.0001 } == true)
    }

    /// A zero-length fade has one frame and nothing to compare: a failure, never a pass.
    @Test func aFadeWithNoFramePairsFails() throws {
        let t = try tokens(Self.motion, Self.motion.replacingOccurrences(of: "0.6", with: "0"))
        let r = try Proof.run(["check", "crossfade"], environment: t.environment, timeout: Proof.slowTimeout)
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stdout == """
            FAIL  crossfade — measured no frame pair: a 0 s fade has 1 frame at 120 fps: no consecutive frames to compare; NOT CHECKED: the screens it covered contain no frame pairs: nothing was checked
                  not checked: the screens it covered contain no frame pairs: nothing was checked

            """)
    }

    /// A 100 s fade would be 12,001 frames for each worst pair: refused before any frame
    /// is drawn, naming the token, rather than rendering for hours.
    @Test func aFadeTooLongToRenderIsBadData() throws {
        let t = try tokens(Self.motion, Self.motion.replacingOccurrences(of: "0.6", with: "100"))
        let r = try Proof.run(["check", "crossfade"], environment: t.environment, timeout: Proof.slowTimeout)
        #expect(r.status == 65)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "proof: airfit/crossfade lasts 100 s: 12001 frames at 120 fps, over the limit of 3000 frames the check renders for each "
                + "worst fade; its length comes from motion.crossfade.duration in \(t.folder)/airfit.resolver.json (shorten it)\n")
    }

    /// The budget is read, not defaulted: out of range, it is bad data (65), one line.
    @Test func aBudgetOutOfRangeIsBadData() throws {
        let t = try tokens(Self.budget, Self.budget.replacingOccurrences(of: "0.02", with: "2"))
        let r = try Proof.run(["check", "crossfade"], environment: t.environment, timeout: Proof.slowTimeout)
        #expect(r.status == 65)
        #expect(r.stdout.isEmpty)
        // Named where it is written: the base set of AirFit's resolver document, at its line.
        #expect(r.stderr == "proof: \(t.folder)/airfit/base.tokens.json: /motion/crossfade/maxMeanDelta/$value: 2 is not a mean pixel delta in 0…1 (line 417, column 19)\n")
    }

    /// A crossfade curve of the wrong type stops every command that reads AirFit's motion.
    @Test func aMistypedCrossfadeCurveIsBadData() throws {
        let t = try tokens(Self.motion, Self.motion.replacingOccurrences(of: #""curve": {"$type": "cubicBezier", "$value": "{motion.curve.easeInOut}"}"#,
                                                                         with: #""curve": {"$type": "duration", "$value": {"value": 1, "unit": "s"}}"#))
        let message = "proof: \(t.folder)/airfit/base.tokens.json: /motion/crossfade/curve: token motion.crossfade.curve is a duration, expected a cubic Bézier (line 414, column 16)\n"
        let check = try Proof.run(["check", "crossfade"], environment: t.environment, timeout: Proof.slowTimeout)
        #expect(check.status == 65)
        #expect(check.stderr == message)
        let animate = try Proof.run(["animate", "airfit/crossfade", "--out", Proof.temporaryDirectory()], environment: t.environment)
        #expect(animate.status == 65)
        #expect(animate.stderr == message)
    }
}
