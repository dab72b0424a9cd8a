import AppSupport
import DisplayList
import Foundation
import Inspect
import Layout
import Motion
import Tokens

/// Measures every motion claim of the apps in scope (see `MotionRun`), and of the recorded
/// screens of an app that records them (a team's previews), collecting verdicts, failure
/// lines and coverage.
package struct MotionClaimRun {
    package let context: CheckContext
    package var tracks: [MotionRun.Track] = []
    package var reduced: [MotionRun.Reduced] = []
    package var endings: [MotionRun.Ending] = []
    package var springs: [MotionRun.SpringFigure] = []
    package var pacing: [MotionRun.Pacing] = []
    package var landings: [MotionRun.Landing] = []
    package var staggers: [MotionRun.Stagger] = []
    package var failures: [CheckReport.Failure] = []
    /// One per claim, in `MotionRun`'s order; the no-linear claim's is left out of the
    /// report when no app in scope makes it (`reportedCoverage`).
    package var coverage = [Coverage(unit: "tracks under a no-linear claim"), Coverage(unit: "reduced-motion variants"),
                    Coverage(unit: "animation endings"), Coverage(unit: "spring tokens"), Coverage(unit: "animations paced")]
    /// Whether an app in scope forbids linear motion.
    package var linearClaimed = false

    /// Whether an app in scope has spring tokens (a team's previews have none).
    package var springsInScope = false

    /// The coverage of each claim made in scope: the no-linear claim's only where an app
    /// makes it, the springs' only where an app has spring tokens.
    package var reportedCoverage: [Coverage] {
        coverage.indices.filter { ($0 != 0 || linearClaimed) && ($0 != 3 || springsInScope) }
            // Recorded previews alone: a claim none of them gives anything to (no preview
            // settles, none animates by itself) is left out, not "nothing checked".
            .filter { !onlyRecorded || coverage[$0].contained > 0 }
            .map { coverage[$0] }
    }
    /// Whether the only animations in scope are recorded previews (no app's animations).
    package var onlyRecorded = true
    package var laidOut = 0

    package init(context: CheckContext) { self.context = context }

    package var figures: MotionRun.Figures {
        MotionRun.Figures(fps: MotionRun.fps, tracks: tracks, reduced: reduced, endings: endings, springs: springs, pacing: pacing,
                          landings: landings, staggers: staggers, framesLaidOut: laidOut)
    }

    package mutating func run() throws {
        for loaded in context.apps where CheckContext.inApps(context.appScope, loaded.id + "/") {
            let claims = loaded.app.motionClaims
            if !loaded.tokens.tokens(in: "spring").isEmpty { springsInScope = true }
            let ids = type(of: loaded.app).animationIDs
            if !ids.isEmpty { onlyRecorded = false }
            for id in ids where context.shard?.contains(id) ?? true {
                let full = try frames(id, reduced: false)
                let still = try frames(id, reduced: true)
                if let rule = claims.nothingLinearExceptFades {
                    linearClaimed = true
                    checkLinear(full.clip, rule: rule)
                }
                try checkReduced(still, full: full.clip, claims: claims, tokens: loaded.tokens)
                for variant in [full, still] { try checkEnding(variant, claims: claims) }
                checkPacing(full)
                checkLanding(full)
                checkStagger(full)
                laidOut += full.laidOut + still.laidOut
            }
            // A team's previews, recorded from their appearance as SwiftUI animates them: each
            // must end on its own still (the view at rest), hold still under Reduce Motion,
            // never repeat a frame while it moves, and land its glyphs.
            for id in loaded.app.recordedScreenIDs where context.shard?.contains(id) ?? true {
                let full = try frames(id, reduced: false)
                let still = try frames(id, reduced: true)
                try checkReduced(still, full: full.clip, claims: claims, tokens: nil)
                for variant in [full, still] {
                    if variant.clip.settles {
                        // Its last frame is what SwiftUI draws at rest; how fast it gets there
                        // (an ease-in's last step) is the design's.
                        try checkEnding(variant, claims: claims, ending: .screen(id), judgesJump: false)
                    } else {
                        endings.append(.init(animation: id, reducedMotion: variant.reducedMotion, screen: nil,
                                             reason: "it never settles (followed for \(MotionRun.seconds(AnimationClip.recordingLimit)), "
                                                + "recorded for \(MotionRun.seconds(variant.clip.duration))): a preview that loops has no last frame",
                                             difference: nil, jump: nil, passed: true))
                    }
                }
                // A preview that animates nothing by itself (a tap starts it) has no pacing.
                if full.clip.rows.contains(where: { $0.end > $0.start }) { checkPacing(full) }
                checkLanding(full)
                checkStagger(full)
                laidOut += full.laidOut + still.laidOut
            }
            // An app's springs are the app's: checked in the shard of its id.
            if context.ownsApp(loaded.id) { try checkSprings(app: loaded.id, tokens: loaded.tokens, claims: claims) }
        }
    }

    /// The environment an app's animations are checked in: its screens' appearance (light,
    /// or dark for a dark-only app), the layout checks' contrast, the default phone.
    package func environment(_ id: String, reduced: Bool) -> EnvironmentValues {
        var env = EnvironmentValues()
        let drawn = Set(context.catalog.entries.filter { $0.id.hasPrefix(id.prefix { $0 != "/" } + "/") }.flatMap(\.appearances))
        env.appearance = AnimationCatalog.defaultAppearance(drawnIn: drawn)
        env.colorSchemeContrast = context.layoutContrast
        env.reducedMotion = reduced
        return env
    }

    package func frames(_ id: String, reduced: Bool) throws -> MotionFrames {
        let clip = try context.animations.clip(id, from: nil, to: nil, environment: environment(id, reduced: reduced), measurer: context.renderer.text)
        return MotionFrames(clip: clip, fps: MotionRun.fps, reducedMotion: reduced)
    }

    package mutating func fail(_ line: String, _ animation: String, _ data: [String: CheckValue]) {
        failures.append(.init(line: line, screen: animation, element: nil, data: data))
    }

    // MARK: nothing linear except opacity fades

    /// How far `row` bends: the largest second difference of 241 samples of it, over its
    /// span (0: a straight line). Sampled up to just short of the end: a repeating track
    /// (the mic ripple) is back at its start at the end, a jump that would read as a bend.
    package static func bend(_ row: TimelineRow) -> Double {
        let n = 240
        let reach = (row.end - row.start) * (1 - 1e-6)
        let values: [Double] = (0...n).map { (i: Int) -> Double in row.value(row.start + reach * Double(i) / Double(n)) }
        let range: Double = (values.max() ?? 0) - (values.min() ?? 0)
        let span: Double = max(abs(values[n] - values[0]), range, 1e-12)
        var largestBend = 0.0
        for i in 1..<n { largestBend = max(largestBend, abs(values[i + 1] - 2 * values[i] + values[i - 1])) }
        return largestBend / span
    }

    /// Every non-opacity track bends: 241 samples of what the frames draw have a second
    /// difference somewhere (a straight line has none).
    package mutating func checkLinear(_ clip: AnimationClip, rule: String) {
        for row in clip.rows where !row.property.contains("opacity") {
            coverage[0].contain()
            guard row.end > row.start else {
                coverage[0].skip("instant")
                tracks.append(.init(animation: clip.id, element: row.element, property: row.property, verdict: "instant", bend: 0, passed: true))
                continue
            }
            let bend = Self.bend(row)
            let linear = bend <= 1e-9
            coverage[0].measure()
            tracks.append(.init(animation: clip.id, element: row.element, property: row.property, verdict: linear ? "linear" : "curved", bend: bend, passed: !linear))
            if linear {
                fail("nothing linear: \(clip.id) · \(row.element) \(row.property) runs on a straight line (\(row.curve)); the seed: \(rule)",
                     clip.id, ["claim": "linear", "element": .text(row.element), "property": .text(row.property)])
            }
        }
    }
}
