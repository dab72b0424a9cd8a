import AppSupport
import Checks
import DisplayList
import Foundation
import Inspect
import Layout

/// `proof check blur-budget --propose`: for every screen or animation that draws more blurs
/// at once than the budget, which cards to draw without their material — the fewest, and of
/// those the smallest: a material over a small card is the least missed. Each becomes an
/// element proposal (`to`: "none"): the card keeps its own fill, unblurred, in that screen
/// or animation (`DesignOverlay.unblurred`), and the blur budget is checked again with them.
package struct BlurProposer {
    package let context: CheckContext

    /// One screen or animation frame over the budget: its blurred elements with their areas.
    package struct Over {
        package let place: String
        package let blurs: [(id: String, area: Double)]
    }

    /// The proposals for the failures of `report` (a blur-budget report of `context`).
    package func propose(_ report: CheckReport) throws -> [Proposal] {
        let budget = Int((try? context.airfit?.number("budget.maxSimultaneousBlurs")) ?? 6)
        let failing = Set(report.failures.map(\.screen))
        guard !failing.isEmpty else { return [] }
        var overs: [String: [Over]] = [:]
        var blurredIn: [String: [String: Int]] = [:]
        // Screens (light, as the check lays them out), then animation frames at 30 fps.
        for screen in context.screens where failing.contains(screen.label) {
            let list = try context.list(screen, appearance: .light)
            record(list, in: screen.id, place: screen.label, budget: budget, into: &overs, counts: &blurredIn)
        }
        var environment = EnvironmentValues()
        environment.colorSchemeContrast = context.layoutContrast
        for id in context.animationIDs where failing.contains(id) {
            let clip = try context.animations.clip(id, from: nil, to: nil, environment: environment, measurer: context.renderer.text)
            for t in AnimationClip.frameTimes(duration: clip.duration, fps: 30) {
                record(clip.frame(at: t), in: id, place: "\(id) at \(fmt(t)) s", budget: budget, into: &overs, counts: &blurredIn)
            }
        }
        var proposals: [Proposal] = []
        for screen in overs.keys.sorted() {
            let frames = overs[screen]!
            // Greedy: while a frame is over, take the blurred element that brings the most
            // over-budget frames down per point of area it gives up (ties by id).
            var chosen: [String] = []
            func over(_ f: Over) -> Int { f.blurs.filter { !chosen.contains($0.id) }.count - budget }
            while frames.contains(where: { over($0) > 0 }) {
                var score: [String: (frames: Int, area: Double)] = [:]
                for f in frames where over(f) > 0 {
                    for b in f.blurs where !chosen.contains(b.id) {
                        let s = score[b.id] ?? (0, 0)
                        score[b.id] = (s.frames + 1, max(s.area, b.area))
                    }
                }
                guard let best = score.min(by: { a, b in
                    let ka = a.value.area / Double(a.value.frames), kb = b.value.area / Double(b.value.frames)
                    return ka != kb ? ka < kb : a.key < b.key
                }) else { break }
                chosen.append(best.key)
            }
            let worst = frames.map(\.blurs.count).max() ?? 0
            let after = frames.map(over).max().map { $0 + budget } ?? 0
            for id in chosen {
                let overFrames = frames.filter { f in f.blurs.contains { $0.id == id } }
                proposals.append(Proposal(check: BlurBudgetRun.name, app: String(screen.prefix { $0 != "/" }), kind: .element, token: nil, screen: screen,
                                          element: id, from: "material", to: "none", required: Double(budget), worstBefore: Double(worst),
                                          worstAfter: Double(after), lightnessChange: nil, uses: blurredIn[screen]?[id] ?? overFrames.count,
                                          failing: overFrames.count, examples: Array(overFrames.prefix(3).map { "\($0.place): \($0.blurs.count) blurs" }),
                                          why: "the \(chosen.count == 1 ? "one card" : "\(chosen.count) cards") of the fewest, smallest that bring every frame of \(screen) to at most \(budget) blurs: drawn with its own fill, unblurred"))
            }
        }
        return proposals
    }

    /// Notes a screen or frame over the budget, and how often each element is blurred.
    private func record(_ list: DisplayList, in id: String, place: String, budget: Int, into overs: inout [String: [Over]],
                        counts: inout [String: [String: Int]]) {
        let blurred = list.elementsAtEffectiveOpacity.filter { $0.opacity > 0 && ($0.material != nil || ($0.blur ?? 0) > 0) }
        for e in blurred { counts[id, default: [:]][e.id, default: 0] += 1 }
        guard blurred.count > budget else { return }
        overs[id, default: []].append(Over(place: place, blurs: blurred.map { ($0.id, $0.frame.width * $0.frame.height) }))
    }
}
