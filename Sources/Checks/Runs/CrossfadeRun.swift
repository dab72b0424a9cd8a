import AppSupport
import DisplayList
import Inspect
import Layout
import Tokens

extension CheckContext {
    /// `proof check crossfade`: AirFit §11, "pixel deltas during fade < 2 % per frame".
    package func crossfade() throws -> CheckReport { try CrossfadeRun(context: self).report() }
}

/// The cross-fade check, decided on measured frames.
///
/// The frames are the `airfit/crossfade` animation's own (`AnimationCatalog`), so the
/// duration and curve are whatever `motion.crossfade` says, and the budget is
/// `motion.crossfade.maxMeanDelta`. For every ordered pair of the welcome screen's gradients
/// in each appearance, a model predicts each consecutive frame pair's meanDelta: the fade
/// moves the background's colours from one token's to the other's in linear light (SwiftUI
/// animating GradientManager's `withAnimation`), so the delta is the meanDelta between the
/// two pure gradient screens times the share of the change made between the two frames'
/// progress (`FadeSample`, on a sample of their pixels). The measurement then renders, at @1x:
/// - every frame of the worst pair by prediction in each appearance, and measures every
///   consecutive pair of them;
/// - for every other pair, the two frames of the curve's largest step (its predicted peak).
///
/// The verdict: a measured meanDelta ≥ the budget fails; so does a run that measured no
/// frame pair; and so does a measurement that disagrees with its prediction — the model or
/// the renderer is then wrong, and neither figure can be trusted. Agreement is judged
/// twice, because 8-bit output blurs single frame pairs but not sums of them:
/// - one frame pair may differ from its prediction by less than one 8-bit level
///   (1/255 ≈ 0.39 percentage points): each channel's step, rounded at both ends, is off
///   by less than a level, so a larger gap cannot be rounding;
/// - summed over a whole fade (each pair rendered frame by frame) and over every frame pair
///   measured in an appearance, measured and predicted may differ by at most 5 %: there the
///   rounding averages out (on the project's tokens the sums agree within 0.5 %), so a fade
///   that runs faster or flickers shows.
package struct CrossfadeRun: DesignCheck {
    package static let name = "crossfade"
    package static let measures = "AirFit's cross-fade: pixel deltas under 2 % per frame"
    package static var work: CheckWork { .job(seconds: 2.3) { try $0.crossfade() } }
    /// The cross-fade is AirFit's claim, measured on airfit/welcome's gradients.
    package static func unavailable(with apps: DesignApps, scope: Set<String>?, commandName: String) -> String? {
        if apps.type(withID: "airfit") == nil { return "\(name) checks AirFit's welcome screen, and \(commandName) has no AirFit; leave out \(name)" }
        if let scope, !scope.contains("airfit") { return "\(name) checks AirFit's welcome screen; add --app airfit or leave out \(name)" }
        return nil
    }

    package let context: CheckContext

    /// Seed §1: "assume 120 Hz": consecutive frames are 1/120 s apart.
    package static let fps = 120
    /// How far one frame pair's measured meanDelta may lie from its prediction: one 8-bit level.
    package static let pairTolerance = 1.0 / 255
    /// How far sums of measured and predicted meanDeltas may lie apart, as a share of the prediction.
    package static let sumTolerance = 0.05

    /// One measured frame pair: frames `frame` and `frame + 1` of `from → to`.
    package struct Measurement: Encodable {
        package let from: String
        package let to: String
        package let appearance: String
        package let frame: Int
        package let measured: Double
        package let predicted: Double
    }

    /// Measured and predicted meanDeltas summed over a group of frame pairs.
    package struct Sum: Encodable {
        package let over: String
        package let framePairs: Int
        package let measured: Double
        package let predicted: Double
        package var ratio: Double { predicted > 0 ? measured / predicted : (measured > 0 ? .infinity : 1) }
        package var agrees: Bool { abs(ratio - 1) <= CrossfadeRun.sumTolerance }
        package enum CodingKeys: String, CodingKey { case over, framePairs, measured, predicted }
    }

    /// What `--json` carries besides the summary: the counts and every measured pair.
    package struct Figures: Encodable {
        package let fps: Int
        package let duration: Double
        package let framesPerFade: Int
        package let orderedPairs: Int
        package let framePairsMeasured: Int
        package let framesRendered: Int
        package let budget: Double
        package let pairTolerance: Double
        package let sumTolerance: Double
        /// Σ measured / Σ predicted for each fade rendered frame by frame and each appearance.
        package let sums: [Sum]
        /// The curve's largest step between consecutive frames and where it is.
        package let peakStep: Double
        package let peakFrame: Int
        /// The pair rendered frame by frame in each appearance (worst by prediction).
        package let worstPairs: [String]
        package let worstMeasured: Measurement?
        package let worstPredicted: Measurement?
        /// The measurement furthest from its prediction.
        package let worstDisagreement: Measurement?
        package let measurements: [Measurement]
    }

    package func report() throws -> CheckReport {
        guard let airfit = context.airfit else {
            throw ScreenRequestError.usage("crossfade checks AirFit's welcome screen, and these apps have no AirFit; leave out crossfade")
        }
        let budget: Double
        do {
            budget = try airfit.number("motion.crossfade.maxMeanDelta", in: 0...1, meaning: "a mean pixel delta")
        } catch {
            throw ScreenRequestError.tokens(DesignApps.located(error, appTokensAt: context.airfitPath).description)
        }
        if let shard = context.shard, !shard.contains("airfit/welcome") {
            return CheckReport.notInShard(Self.name, shard, because: "it measures airfit/welcome, in shard \(Shard.number(of: "airfit/welcome", count: shard.count))/\(shard.count)")
        }
        guard let welcome = context.catalog.entries.first(where: { $0.id == "airfit/welcome" }) else {
            return nothingMeasured("there is no airfit/welcome screen to fade", budget: budget)
        }
        guard welcome.gradients.count >= 2 else {
            return nothingMeasured("airfit/welcome has \(welcome.gradients.count) gradient\(welcome.gradients.count == 1 ? "" : "s"); a cross-fade needs two", budget: budget)
        }
        let screen = CheckContext.Screen(id: welcome.id, state: nil)
        var measurements: [Measurement] = []
        var rendered = 0
        var worstPairs: [String] = []
        var pairs = 0
        var curve: FadeShape?
        for appearance in welcome.appearances {
            var env = EnvironmentValues()
            env.appearance = appearance
            func clip(_ a: String, _ b: String) throws -> AnimationClip {
                try context.animations.clip("airfit/crossfade", from: a, to: b, environment: env, measurer: context.renderer.text)
            }
            // The fade's frame times and opacity steps: the same for every pair.
            let shape = try curve ?? fadeShape(try clip(welcome.gradients[0], welcome.gradients[1]))
            // Every frame of the worst fades is drawn: a fade longer than `proof animate`
            // would draw is bad data naming the token, refused before any frame.
            if shape.times.count > AnimationBudget.maxFrames {
                throw ScreenRequestError.tokens("airfit/crossfade lasts \(fmtSeconds(shape.duration)): \(shape.times.count) frames at \(Self.fps) fps, "
                    + "over the limit of \(AnimationBudget.maxFrames) frames the check renders for each worst fade; its length comes from "
                    + "motion.crossfade.duration in \(airfit.file) (shorten it)")
            }
            curve = shape
            guard shape.times.count >= 2 else {
                return nothingMeasured("a \(fmtSeconds(shape.duration)) fade has \(shape.times.count) frame at \(Self.fps) fps: no consecutive frames to compare",
                                       budget: budget)
            }
            // The pure first and last frames of every pair: one render per gradient.
            var pure: [String: PixelBuffer] = [:]
            for g in welcome.gradients {
                pure[g] = try context.pixels(try context.list(screen, appearance: appearance, gradient: g))
                rendered += 1
            }
            var ordered: [(from: String, to: String, delta: Double, sample: FadeSample)] = []
            for a in welcome.gradients {
                for b in welcome.gradients where b != a {
                    ordered.append((a, b, context.meanDelta(pure[a]!, pure[b]!), FadeSample(pure[a]!, pure[b]!)))
                }
            }
            pairs += ordered.count
            let worst = ordered.indices.max { ordered[$0].delta < ordered[$1].delta }!
            worstPairs.append("\(ordered[worst].from) → \(ordered[worst].to)\(appearance == .dark ? " dark" : "")")
            for (i, pair) in ordered.enumerated() {
                let fade = try clip(pair.from, pair.to)
                let frames = i == worst ? Array(shape.times.indices) : [shape.peak, shape.peak + 1]
                var previous: PixelBuffer?
                for k in frames {
                    let pixels = try context.pixels(fade.frame(at: shape.times[k]))
                    rendered += 1
                    if let previous {
                        measurements.append(Measurement(from: pair.from, to: pair.to, appearance: appearance.rawValue, frame: k - 1,
                                                        measured: context.meanDelta(previous, pixels),
                                                        predicted: pair.delta * pair.sample.share(shape.opacities[k - 1], shape.opacities[k])))
                    }
                    previous = pixels
                }
            }
        }
        guard let shape = curve, !measurements.isEmpty else {
            return nothingMeasured("airfit/welcome is drawn in no appearance", budget: budget)
        }
        // What the plan contains, counted from the catalogue, apart from what was measured.
        let g = welcome.gradients.count
        return verdict(measurements, shape: shape, pairs: pairs, rendered: rendered, worstPairs: worstPairs, budget: budget,
                       plannedPairs: welcome.appearances.count * g * (g - 1))
    }

    /// Frame times of the fade at `fps` and the step in the incoming gradient's opacity from
    /// each frame to the next (row 0 of `airfit/crossfade`), with the largest step's frame.
    package func fadeShape(_ clip: AnimationClip) -> FadeShape {
        let times = AnimationClip.frameTimes(duration: clip.duration, fps: Self.fps)
        let opacity = clip.rows[0].value
        let opacities = times.map(opacity)
        let steps = zip(opacities, opacities.dropFirst()).map { abs($1 - $0) }
        // The model's peak, the first of equal largest steps (Inspect's `CrossfadeCheck`).
        let peak = CrossfadeCheck.largestStep(duration: clip.duration, fps: Self.fps, progress: opacity).frame
        return FadeShape(duration: clip.duration, times: times, opacities: opacities, steps: steps, peak: peak)
    }

    /// What a fade between two pure screens changes from one progress to another, as a share
    /// of all it changes. SwiftUI moves the gradient's colours in linear light, so a channel
    /// going from a to b runs through enc((1 − p)·lin(a) + p·lin(b)) — not linearly in p, and
    /// not alike for light and dark colours; worked out on a sample of the two screens'
    /// pixels (every 37th, in both), whose changes add up to the whole change (each channel
    /// moves one way), so summed over a fade the shares are 1.
    ///
    /// The sample is kept as how many sampled channels go from each 8-bit level to each other
    /// (at most 256 × 256 distinct moves; a gradient pair has a few thousand), not channel by
    /// channel: a share then costs a few thousand steps instead of one per sampled channel
    /// (hundreds of thousands, two `pow`s each, for every frame pair the check predicts), and
    /// the 132 samples an appearance keeps take a few megabytes where the channel lists took
    /// 69 MB (each sample counts its moves in a 512 KB table first, freed at once).
    package struct FadeSample {
        /// Each distinct move, `from << 8 | to` in encoded levels, in ascending order.
        private var moves: [UInt16] = []
        /// How many sampled channels make `moves[k]`.
        private var counts: [Int] = []
        private var total = 0.0

        package init(_ a: PixelBuffer, _ b: PixelBuffer) {
            var tally = [Int](repeating: 0, count: 1 << 16)
            var i = 0
            while i + 3 < min(a.pixels.count, b.pixels.count) {
                for c in 0..<3 where a.pixels[i + c] != b.pixels[i + c] {
                    tally[Int(a.pixels[i + c]) << 8 | Int(b.pixels[i + c])] += 1
                    total += abs(Double(b.pixels[i + c]) - Double(a.pixels[i + c])) / 255
                }
                i += 4 * 37
            }
            for (move, count) in tally.enumerated() where count > 0 {
                moves.append(UInt16(move))
                counts.append(count)
            }
        }

        /// The share of the whole change made between progress `p0` and `p1` (0…1 each);
        /// the step in progress where the sample holds no change.
        package func share(_ p0: Double, _ p1: Double) -> Double {
            guard total > 0 else { return abs(p1 - p0) }
            var sum = 0.0
            for k in moves.indices {
                let from = Self.linear[Int(moves[k] >> 8)], to = Self.linear[Int(moves[k] & 0xFF)]
                let x0 = SRGBTransfer.encoded(fromLinear: from + (to - from) * p0)
                let x1 = SRGBTransfer.encoded(fromLinear: from + (to - from) * p1)
                sum += Double(counts[k]) * abs(x1 - x0)
            }
            return sum / total
        }

        /// Each 8-bit level in linear light.
        private static let linear = (0...255).map { SRGBTransfer.linear(fromEncoded: Double($0) / 255) }
    }

    package struct FadeShape {
        package let duration: Double
        package let times: [Double]
        package let opacities: [Double]
        package let steps: [Double]
        package let peak: Int
    }

    package func verdict(_ all: [Measurement], shape: FadeShape, pairs: Int, rendered: Int,
                 worstPairs: [String], budget: Double, plannedPairs: Int) -> CheckReport {
        func name(_ m: Measurement) -> String { "\(m.from) → \(m.to)\(m.appearance == "dark" ? " dark" : "")" }
        func data(_ m: Measurement) -> [String: CheckValue] {
            ["from": .text(m.from), "to": .text(m.to), "appearance": .text(m.appearance), "frame": .integer(m.frame),
             "meanDelta": .number(m.measured), "predicted": .number(m.predicted)]
        }
        var failures: [CheckReport.Failure] = []
        for m in all where m.measured >= budget {
            failures.append(.init(line: "\(name(m)): frames \(m.frame)→\(m.frame + 1) meanDelta \(pct(m.measured)) measured ≥ \(pct(budget)) (predicted \(pct(m.predicted)))",
                                  screen: "airfit/welcome", element: nil, data: data(m)))
        }
        for m in all where abs(m.measured - m.predicted) > Self.pairTolerance {
            failures.append(.init(line: "\(name(m)): frames \(m.frame)→\(m.frame + 1) meanDelta \(pct(m.measured)) measured, \(pct(m.predicted)) predicted: "
                                  + "more than one 8-bit level (\(pct(Self.pairTolerance))) apart — the linear model or the renderer is wrong",
                                  screen: "airfit/welcome", element: nil, data: data(m)))
        }
        var sums: [Sum] = []
        for pair in worstPairs {
            let group = all.filter { name($0) == pair }
            sums.append(Sum(over: "the whole fade " + pair, framePairs: group.count, measured: group.reduce(0) { $0 + $1.measured },
                            predicted: group.reduce(0) { $0 + $1.predicted }))
        }
        for appearance in Appearance.allCases.map(\.rawValue) {
            let group = all.filter { $0.appearance == appearance }
            if group.isEmpty { continue }
            sums.append(Sum(over: "every frame pair measured in \(appearance)", framePairs: group.count, measured: group.reduce(0) { $0 + $1.measured },
                            predicted: group.reduce(0) { $0 + $1.predicted }))
        }
        for sum in sums where !sum.agrees {
            failures.append(.init(line: "\(sum.over): \(sum.framePairs) frame pairs sum to meanDelta \(pct(sum.measured)) measured, \(pct(sum.predicted)) predicted: "
                                  + "\(pct(abs(sum.ratio - 1))) apart (at most \(pct(Self.sumTolerance))) — the linear model or the renderer is wrong",
                                  screen: "airfit/welcome", element: nil,
                                  data: ["over": .text(sum.over), "framePairs": .integer(sum.framePairs), "measured": .number(sum.measured), "predicted": .number(sum.predicted)]))
        }
        let worstMeasured = all.max { $0.measured < $1.measured }!
        let worstPredicted = all.max { $0.predicted < $1.predicted }!
        let worstGap = all.max { abs($0.measured - $0.predicted) < abs($1.measured - $1.predicted) }!
        let others = pairs - worstPairs.count
        let summary = "\(pairs) ordered gradient pairs × \(shape.times.count) frames at \(Self.fps) fps; \(all.count) frame pairs measured "
            + "(every one of \(worstPairs.joined(separator: " and ")), frames \(shape.peak)→\(shape.peak + 1) of the other \(others)); "
            + "worst measured \(name(worstMeasured)) at frames \(worstMeasured.frame)→\(worstMeasured.frame + 1): meanDelta \(pct(worstMeasured.measured)) "
            + "measured, \(pct(worstMeasured.predicted)) predicted; budget \(pct(budget)); measured within \(pct(abs(worstGap.measured - worstGap.predicted))) "
            + "of the prediction per frame pair (\(pct(Self.pairTolerance)) allowed), sums within \(pct(sums.map { abs($0.ratio - 1) }.max() ?? 0)) "
            + "(\(pct(Self.sumTolerance)) allowed)"
        // Every frame pair of each worst fade and the peak pair of every other: what the plan
        // renders, so that a frame lost on the way leaves the verdict short.
        let plannedFramePairs = worstPairs.count * (shape.times.count - 1) + (plannedPairs - worstPairs.count)
        var report = CheckReport(name: Self.name, summary: summary, failures: failures,
                                 coverage: [Coverage(unit: "frame pairs", contained: plannedFramePairs, measured: all.count),
                                            Coverage(unit: "ordered gradient pairs", contained: plannedPairs, measured: pairs)])
        report.crossfade = Figures(fps: Self.fps, duration: shape.duration, framesPerFade: shape.times.count, orderedPairs: pairs,
                                   framePairsMeasured: all.count, framesRendered: rendered, budget: budget,
                                   pairTolerance: Self.pairTolerance, sumTolerance: Self.sumTolerance, sums: sums,
                                   peakStep: shape.steps.isEmpty ? 0 : shape.steps[shape.peak], peakFrame: shape.peak, worstPairs: worstPairs,
                                   worstMeasured: worstMeasured, worstPredicted: worstPredicted, worstDisagreement: worstGap, measurements: all)
        return report
    }

    /// Not a pass: a check that compared no frames has shown nothing.
    package func nothingMeasured(_ reason: String, budget: Double) -> CheckReport {
        // The shared verdict rule turns the empty coverage into the failure and its line.
        CheckReport(name: Self.name, summary: "measured no frame pair: \(reason)", failures: [], coverage: [Coverage(unit: "frame pairs")])
    }

    /// 0.6 → "0.6 s", 0 → "0 s".
    package func fmtSeconds(_ t: Double) -> String {
        var text = String(format: "%.3f", t)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + " s"
    }
}

extension CrossfadeRun {
    /// The cross-fade is measured in one shard only (airfit/welcome's): its figures, as that shard wrote them.
    package static func mergedFigures(_ shards: [[String: CheckJSON]]) -> [String: CheckJSON] {
        guard let crossfade = shards.lazy.compactMap({ $0["crossfade"] }).first(where: { $0 != .null }) else { return [:] }
        return ["crossfade": crossfade]
    }
}
