import AppSupport
import Checks
import Layout
import Motion
import Tokens

/// `proof check motion --propose`: for every track that moves on a straight line where the
/// seed forbids it, the curve token that draws it replaced by the app's standard spring
/// (`MotionClaims.standardSpring`). Which token draws a track is found the way contrast
/// finds its colour tokens — without bookkeeping in the apps: each curve token of the app in
/// turn is made the spring, the app's animations are built again, and the token whose
/// change bends the failing tracks is the one. The fewest tokens that bend them all are
/// proposed; a track no curve token bends (a curve written in the code) is named as left.
package struct MotionProposer {
    package let context: CheckContext
    package let tokensDirectory: String
    package let data: DataSources

    /// A track of an animation: `APP/ANIMATION · element property`.
    private static func key(_ animation: String, _ element: String, _ property: String) -> String { "\(animation) · \(element) \(property)" }

    package func propose(_ report: CheckReport) throws -> ProposerOutcome {
        var outcome = ProposerOutcome()
        let linear = report.failures.filter { $0.data["claim"] == .text("linear") }
        let apps = Dictionary(grouping: linear) { String($0.screen.prefix { $0 != "/" }) }
        for app in apps.keys.sorted() {
            let failures = apps[app]!
            let keys = failures.compactMap { f -> String? in
                guard case .text(let e)? = f.data["element"], case .text(let p)? = f.data["property"] else { return nil }
                return Self.key(f.screen, e, p)
            }
            guard let loaded = context.apps.first(where: { $0.id == app }), let type = context.designApps.type(withID: app) else { continue }
            guard let springPath = loaded.app.motionClaims.standardSpring, let spring = loaded.tokens[springPath], case .spring(let parameters) = spring.value else {
                outcome.left += keys.map { "\($0): \(app) names no standard spring (MotionClaims.standardSpring) to put in its curve's place" }
                continue
            }
            let animations = Set(failures.map(\.screen))
            let before = try rows(of: context.animations, animations: type.animationIDs)
            // Each curve token made the spring: which failing tracks bend, which tracks move.
            var bends: [(path: String, fixed: Set<String>, moved: Int)] = []
            for token in loaded.tokens.tokens where token.type == .cubicBezier {
                let overlay = DesignOverlay(tokens: [app: [token.path: .spring(parameters)]]).holding(context.overlay.contexts)
                // An app that cannot take a spring for this token (it reads it as a Bézier
                // only) is not drawn by it in a way a spring could fix.
                guard let catalog = try? AnimationCatalog(apps: DesignApps([type]), tokensDirectory: tokensDirectory, data: data, overlay: overlay),
                      let after = try? rows(of: catalog, animations: type.animationIDs) else { continue }
                let fixed = Set(keys.filter { k in animations.contains(String(k.prefix { $0 != " " })) && (after[k].map { MotionClaimRun.bend($0) > 1e-9 } ?? false) })
                let moved = after.filter { k, row in before[k].map { !Self.same($0, row) } ?? true }.count
                if !fixed.isEmpty { bends.append((token.path, fixed, moved)) }
            }
            // The fewest tokens that bend every failing track: the one bending most first.
            var uncovered = Set(keys)
            while let best = bends.filter({ !$0.fixed.isDisjoint(with: uncovered) })
                .max(by: { a, b in
                    let ca = a.fixed.intersection(uncovered).count, cb = b.fixed.intersection(uncovered).count
                    return ca != cb ? ca < cb : a.path > b.path
                }) {
                let fixed = best.fixed.intersection(uncovered)
                uncovered.subtract(fixed)
                let token = loaded.tokens[best.path]!
                let from: String = if case .cubicBezier(let b) = token.value { MotionText.curve(b) } else { "?" }
                let ordered = keys.filter(fixed.contains)
                outcome.proposals.append(Proposal(
                    check: MotionRun.name, app: app, kind: .token, token: best.path, from: from, to: springPath, required: 0,
                    worstBefore: Double(fixed.count), worstAfter: 0, lightnessChange: nil, uses: max(best.moved, fixed.count), failing: fixed.count,
                    examples: Array(ordered.prefix(3)),
                    why: "the app's standard spring (\(springPath): \(MotionText.spring(parameters))) in place of the \(from) curve: the \(fixed.count) track\(fixed.count == 1 ? "" : "s") it moves on a straight line bend, as the seed asks"))
            }
            outcome.left += keys.filter(uncovered.contains).map { "\($0): no curve token of \(app) draws it (made a spring, none bends it): its curve is in the code" }
        }
        try proposeCascades(report, into: &outcome)
        return outcome
    }

    /// Every row of `animations` as the check builds them (full motion), by track.
    private func rows(of catalog: AnimationCatalog, animations: [String]) throws -> [String: TimelineRow] {
        let run = MotionClaimRun(context: context)
        var out: [String: TimelineRow] = [:]
        for id in animations {
            let clip = try catalog.clip(id, from: nil, to: nil, environment: run.environment(id, reduced: false), measurer: context.renderer.text)
            for row in clip.rows where !row.property.contains("opacity") && row.end > row.start {
                out[Self.key(id, row.element, row.property)] = row
            }
        }
        return out
    }

    /// Whether two rows move alike: the same span and the same values at 41 times.
    private static func same(_ a: TimelineRow, _ b: TimelineRow) -> Bool {
        guard a.start == b.start, a.end == b.end else { return false }
        return (0...40).allSatisfy { i in
            let t = a.start + (a.end - a.start) * Double(i) / 40
            return abs(a.value(t) - b.value(t)) < 1e-9
        }
    }
}
