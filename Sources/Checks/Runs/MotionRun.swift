import AppSupport
import DisplayList
import Inspect
import Layout
import Motion
import Tokens

extension CheckContext {
    /// `proof check motion`: the seeds' motion claims, measured on the frames' display lists.
    package func motion() throws -> CheckReport { try MotionRun(context: self).report() }
}

/// The motion check: each claim the seeds make about motion, and each thing an animation
/// must do to be the motion the tokens describe, measured on display lists of its frames
/// (`ElementMotion`, `DrawnComparison`) at 120 fps, the rate seed §1 assumes:
/// - nothing linear: where a seed forbids linear motion except opacity fades (AirFit §1),
///   every track of every animation that is not an opacity must bend (`MotionRun+Claims`);
/// - reduced motion: every reduced-motion variant moves nothing, and its fades last what
///   the app's `motion.reducedMotion.fadeDuration` says, or are fades the full animation
///   has anyway (AirFit's gradient cross-fade);
/// - endings: every animation ends on the catalogue screen it animates to (its frame at
///   its end time draws what the screen draws, in the same environment), without a jump
///   into it, or the app says why it ends on none;
/// - springs: every spring token's settling time (to within 0.1 % of the distance) and
///   overshoot, worked out from its closed form and measured on the frames of an animation
///   that moves an element on it alone, agree within a frame;
/// - pacing: no two consecutive frames are identical while a track moves, checked at each
///   track's slowest and fastest frame step; the largest movement in one frame is reported.
///
/// Laying frames out is what costs, so each claim lays out only the frames it needs, and
/// `MotionFrames` shares them between claims.
package struct MotionRun: DesignCheck {
    package static let name = "motion"
    package static let measures = "the seeds' motion claims on every animation (nothing linear, reduced motion, endings, springs, pacing)"
    package static let proposes = true
    package static var work: CheckWork { .job(seconds: 4.2) { try $0.motion() } }
    package static func inapplicable(in context: CheckContext) throws -> String? {
        context.animationIDs.isEmpty && context.recordedIDs.isEmpty ? "no app of this run has an animation or a recorded preview" : nil
    }

    package let context: CheckContext

    /// Seed §1: "assume 120 Hz".
    package static let fps = 120
    /// The distance a spring has settled within: 0.1 % of it.
    package static let settleTolerance = 0.001
    /// The most an element may move into an animation's resting frame: half a point.
    package static let restingJump = 0.5

    /// What `--json` carries besides the summary: every verdict with its numbers.
    package struct Figures: Encodable {
        package let fps: Int
        package let tracks: [Track]
        package let reduced: [Reduced]
        package let endings: [Ending]
        package let springs: [SpringFigure]
        package let pacing: [Pacing]
        package let landings: [Landing]
        package let staggers: [Stagger]
        package let framesLaidOut: Int
    }

    /// One track under the "nothing linear except opacity fades" claim.
    package struct Track: Encodable {
        package let animation: String
        package let element: String
        package let property: String
        /// curved, linear or instant.
        package let verdict: String
        /// The largest second difference of 241 samples, over the distance travelled.
        package let bend: Double
        package let passed: Bool
    }

    package struct Reduced: Encodable {
        package let animation: String
        package let framePairs: Int
        /// "ELEMENT moves (offset, 3.2 pt) between 0.1 s and 0.2 s", empty when nothing moves.
        package let movements: [String]
        /// Elements the app lets move, with why.
        package let allowed: [String]
        package let fades: [Fade]
        /// The span the frames fade over, measured to the frame, or nil when nothing fades.
        package let measuredFadeStart: Double?
        package let measuredFadeEnd: Double?
        package let passed: Bool
    }

    package struct Fade: Encodable {
        package let element: String
        package let start: Double
        package let end: Double
        /// The reduced-motion fade's length, or nil for a fade the full animation has too.
        package let expected: Double?
        package let passed: Bool
    }

    package struct Ending: Encodable {
        package let animation: String
        package let reducedMotion: Bool
        /// `APP/SCREEN[@state]`, or nil with `reason`.
        package let screen: String?
        package let reason: String?
        /// The first difference from the screen, nil when it draws the same.
        package let difference: String?
        /// The largest movement from the frame before the end into the end, in points.
        package let jump: Double?
        package let passed: Bool
    }

    /// A text whose glyphs are styled one by one, as the last frame of an animation draws it.
    package struct Landing: Encodable {
        package let animation: String
        package let element: String
        package let text: String
        /// Styled glyphs (one per character), and those drawn (not spaces or line breaks).
        package let glyphs: Int
        package let drawn: Int
        /// Drawn glyphs short of full opacity or off their line.
        package let partWay: Int
        /// The faintest of them: its opacity and how far below its line (points).
        package let lowestOpacity: Double?
        package let lowestOffsetY: Double?
        package let passed: Bool
    }

    /// A text whose glyphs start moving one after another: how far apart, on the clock.
    package struct Stagger: Encodable {
        package let animation: String
        package let element: String
        package let text: String
        /// Glyphs that move (not spaces or line breaks).
        package let moving: Int
        /// When the first and the last moving glyph start, in seconds.
        package let firstStart: Double
        package let lastStart: Double
        /// The mean lag from one glyph to the next, and one frame, in seconds.
        package let lag: Double
        package let frame: Double
        package let passed: Bool
    }

    package struct SpringFigure: Encodable {
        package let app: String
        package let token: String
        package let stiffness: Double
        package let damping: Double
        package let mass: Double
        package let dampingRatio: Double
        /// Worked out: the time after which progress stays within 0.1 % of the target.
        package let settlingTime: Double
        /// Worked out: how far past the target it goes, as a share of the distance.
        package let overshoot: Double
        /// Where it was measured (`APP/ANIMATION · element · signal`), or why not.
        package let measuredOn: String?
        package let notMeasured: String?
        package let measuredSettlingTime: Double?
        /// The largest overshoot on the frames, and the worked-out one at the same frames.
        package let measuredOvershoot: Double?
        package let overshootAtFrames: Double?
        /// The largest gap between measured and worked-out progress over the frames looked at.
        package let largestProgressGap: Double?
        package let framesMeasured: Int
        package let passed: Bool
    }

    package struct Pacing: Encodable {
        package let animation: String
        package let framePairs: Int
        /// Pairs drawn identically while a track moved.
        package let duplicates: [String]
        package let largestStep: Double
        package let largestStepElement: String?
        package let largestStepTime: Double?
        package let passed: Bool
    }

    package func report() throws -> CheckReport {
        var claims = MotionClaimRun(context: context)
        try claims.run()
        let f = claims.figures
        let linear: [String] = claims.linearClaimed ? ["\(f.tracks.filter(\.passed).count)/\(f.tracks.count) tracks bend where the seed forbids linear motion"] : []
        let rest: [String] = [
            "\(f.reduced.filter(\.passed).count)/\(f.reduced.count) reduced-motion variants still, with their fades timed",
            "\(f.endings.filter { $0.passed && $0.screen != nil }.count)/\(f.endings.filter { $0.screen != nil }.count) animations end on their screen (\(f.endings.filter { $0.screen == nil }.count) on none\(Self.noneReasons(f.endings)))",
        ] + (claims.springsInScope ? [
            "\(f.springs.filter { $0.passed && $0.measuredOn != nil }.count)/\(f.springs.filter { $0.measuredOn != nil }.count) springs agree with their frames (\(f.springs.filter { $0.measuredOn == nil }.count) not drawn, worked out only)",
        ] : []) + [
            "no duplicate frame while moving in \(f.pacing.filter(\.passed).count)/\(f.pacing.count) animations; largest step between two frames "
                + MotionRun.points(f.pacing.map(\.largestStep).max() ?? 0),
        ] + Self.landingSummary(f.landings) + Self.staggerSummary(f.staggers)
        let summary = (linear + rest).joined(separator: "; ")
        var report = CheckReport(name: Self.name, summary: summary, failures: claims.failures, coverage: claims.reportedCoverage)
        report.motion = f
        return report
    }

    /// "3/4 glyph-by-glyph texts land every glyph at rest", counting each text once however
    /// many animations end on it; nothing when no animation draws such a text.
    package static func landingSummary(_ landings: [Landing]) -> [String] {
        guard !landings.isEmpty else { return [] }
        let texts = Dictionary(grouping: landings) { String($0.animation.prefix { $0 != "/" }) + "\u{0}" + $0.text }
        let landed = texts.values.filter { $0.allSatisfy(\.passed) }.count
        return ["\(landed)/\(texts.count) glyph-by-glyph texts land every glyph at rest"]
    }

    /// "0/1 cascades stagger their glyphs a frame apart or more", each text once; nothing
    /// when no animation cascades a text.
    package static func staggerSummary(_ staggers: [Stagger]) -> [String] {
        guard !staggers.isEmpty else { return [] }
        let texts = Dictionary(grouping: staggers) { String($0.animation.prefix { $0 != "/" }) + "\u{0}" + $0.text }
        let apart = texts.values.filter { $0.allSatisfy(\.passed) }.count
        return ["\(apart)/\(texts.count) cascades stagger their glyphs a frame apart or more"]
    }

    package static func points(_ v: Double) -> String { fmt2(v) + " pt" }
    /// The least movement a Reduce Motion claim counts (points): a sixth of a pixel at @3x.
    package static let visibleMovement = 0.05

    /// ": why" for the animations that end on no screen — their distinct reasons, each up to
    /// its first parenthesis, when there are one or two; past that, where to read them —
    /// or nothing when every animation ends on one.
    package static func noneReasons(_ endings: [Ending]) -> String {
        var reasons: [String] = []
        for ending in endings where ending.screen == nil {
            let reason = String((ending.reason ?? "").prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces)
            if !reason.isEmpty, !reasons.contains(reason) { reasons.append(reason) }
        }
        if reasons.isEmpty { return "" }
        return reasons.count > 2 ? ", each with its reason in --json" : ": " + reasons.joined(separator: "; ")
    }
    package static func percent(_ v: Double) -> String { String((v * 1000).rounded() / 10) + " %" }
    package static func fmt2(_ v: Double) -> String { String((v * 100).rounded() / 100) }
    package static func seconds(_ v: Double) -> String { String((v * 1000).rounded() / 1000) + " s" }
}

extension MotionRun {
    /// Every shard's claims, joined in shard order, and the frames they laid out, summed.
    package static func mergedFigures(_ shards: [[String: CheckJSON]]) -> [String: CheckJSON] {
        let motion = shards.compactMap { $0["motion"]?.object }
        guard let first = motion.first else { return [:] }
        var figures: [String: CheckJSON] = ["fps": first["fps"] ?? .null]
        for key in ["tracks", "reduced", "endings", "springs", "pacing", "landings", "staggers"] { figures[key] = .array(motion.flatMap { $0[key]?.array ?? [] }) }
        figures["framesLaidOut"] = .int(motion.reduce(0) { $0 + ($1["framesLaidOut"]?.int ?? 0) })
        return ["motion": .object(figures)]
    }
}

extension MotionRun {
    /// A motion proposal: a curve token made a spring, or a cascade's phase end or stagger moved.
    package static func addProposal(_ p: Proposal, which: String, tokens: TokenSet, to overlay: inout DesignOverlay) throws(ProposalInvalid) {
        guard p.kind == .token, let path = p.token else {
            throw ProposalInvalid("\(which): a motion proposal makes a curve token a spring, or moves a cascade's phase end or stagger: kind token, its token, its new value")
        }
        guard let token = tokens[path] else { throw ProposalInvalid("\(which): \(tokens.file) has no token \(path)") }
        if token.type == .number {
            // A cascade's phase end (check motion's landing claim): a number ≥ 1, and
            // no other number token — a proposals file cannot retune what it likes.
            guard path.hasSuffix(".phaseEnd") else {
                throw ProposalInvalid("\(which): token \(path) is a number but not a cascade's phase end (…phaseEnd): a motion proposal moves only that")
            }
            guard let value = Double(p.to), value.isFinite, (1...10).contains(value) else {
                throw ProposalInvalid("\(which): \"\(Proposal.shown(p.to))\" is not a phase end, a number in 1…10")
            }
            if let earlier = overlay.tokens[p.app]?[path], earlier != .number(value) {
                throw ProposalInvalid("\(which): token \(path) is given two values")
            }
            overlay.tokens[p.app, default: [:]][path] = .number(value)
            return
        }
        if token.type == .duration, path.hasSuffix(".stagger") {
            // A cascade's stagger (check motion's stagger claim), in units of its phase.
            guard let value = Double(p.to), value.isFinite, value > 0, value <= 0.2 else {
                throw ProposalInvalid("\(which): \"\(Proposal.shown(p.to))\" is not a cascade's stagger, a number above 0 and at most 0.2")
            }
            if let earlier = overlay.tokens[p.app]?[path], earlier != .duration(value) {
                throw ProposalInvalid("\(which): token \(path) is given two values")
            }
            overlay.tokens[p.app, default: [:]][path] = .duration(value)
            return
        }
        guard token.type == .cubicBezier else { throw ProposalInvalid("\(which): token \(path) is a \(token.type.noun), not a curve") }
        guard let spring = tokens[p.to], case .spring(let parameters) = spring.value else {
            throw ProposalInvalid("\(which): \"\(Proposal.shown(p.to))\" is not a spring token of \(tokens.file)")
        }
        if let earlier = overlay.tokens[p.app]?[path], earlier != .spring(parameters) {
            throw ProposalInvalid("\(which): token \(path) is given two values")
        }
        overlay.tokens[p.app, default: [:]][path] = .spring(parameters)
    }
}
