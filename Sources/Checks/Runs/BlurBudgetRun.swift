import AppSupport
import DisplayList
import Inspect
import Layout
import Motion
import Tokens

/// `proof check blur-budget`: AirFit's budget of simultaneous blurs
/// (`budget.maxSimultaneousBlurs`, 6 when it states none) on every screen in every state and
/// every frame of every animation, at 30 fps.
package enum BlurBudgetRun: DesignCheck {
    package static let name = "blur-budget"
    package static let measures = "at most the budget's simultaneous blurs on every screen and animation frame"
    package static let proposes = true
    package static var work: CheckWork { .lanes { context, lanes, _ in try context.blurBudget(lanes: lanes) } }
}

extension CheckContext {
    package func blurBudget(lanes: CheckLanes? = nil) throws -> CheckReport {
        let budget = Int((try? airfit?.number("budget.maxSimultaneousBlurs")) ?? 6)
        var failures: [CheckReport.Failure] = []
        var most = (0, "")
        // A screen or frame counts as measured when every element of it was looked at; one
        // that draws nothing has nothing to count and is not measured.
        var coverage = Coverage(unit: "screens and animation frames")
        func counted(_ count: BlurBudget.Count, elements: Int) {
            coverage.contain()
            if elements > 0, count.examined == elements { coverage.measure() }
        }
        // Screens, then each animation's frames, laid out and counted on both lanes.
        let screens = self.screens, ids = animationIDs
        let lanes = try lanes ?? CheckLanes(self)
        try lanes.run(count: screens.count) { lane, k in
            let list = try lane.list(screens[k], appearance: .light)
            return (lane.probes.blurs(list), list.elements.count)
        } consume: { k, result in
            let (count, elements) = result
            let screen = screens[k]
            counted(count, elements: elements)
            if count.blurs > most.0 { most = (count.blurs, screen.label) }
            if count.blurs > budget {
                failures.append(.init(line: "\(screen.label): \(count.blurs) blurs > \(budget) (\(count.shadows) shadows besides)", screen: screen.label, element: nil,
                                      data: ["blurs": .integer(count.blurs), "shadows": .integer(count.shadows), "ids": .text(count.ids.joined(separator: ","))]))
            }
        }
        var environment = EnvironmentValues()
        environment.colorSchemeContrast = layoutContrast
        let frameEnvironment = environment
        try lanes.run(count: ids.count) { lane, k in
            let clip = try lane.animations.clip(ids[k], from: nil, to: nil, environment: frameEnvironment, measurer: lane.renderer.text)
            return AnimationClip.frameTimes(duration: clip.duration, fps: 30).map { t in
                let list = clip.frame(at: t)
                return (t, lane.probes.blurs(list), list.elements.count)
            }
        } consume: { k, frames in
            let id = ids[k]
            for (t, count, elements) in frames {
                counted(count, elements: elements)
                if count.blurs > most.0 { most = (count.blurs, "\(id) at \(fmt(t)) s") }
                if count.blurs > budget {
                    failures.append(.init(line: "\(id) at t = \(fmt(t)) s: \(count.blurs) blurs > \(budget)", screen: id, element: nil, data: ["blurs": .integer(count.blurs), "t": .number(t)]))
                }
            }
        }
        return CheckReport(name: BlurBudgetRun.name,
                           summary: "\(coverage.measured) screens (every state) and animation frames; "
                               + (most.0 == 0 ? "none draws a blur" : "at most \(most.0) simultaneous blurs (\(most.1))") + "; budget \(budget)",
                           failures: failures, coverage: [coverage])
    }
}

extension BlurBudgetRun {
    /// A blur-budget proposal: one element of a screen or animation drawn without its material.
    package static func addProposal(_ p: Proposal, which: String, tokens: TokenSet, to overlay: inout DesignOverlay) throws(ProposalInvalid) {
        guard p.kind == .element, p.to == "none", let screen = p.screen, !screen.isEmpty, let element = p.element, !element.isEmpty else {
            throw ProposalInvalid("\(which): a blur-budget proposal draws one element of a screen or animation without its material: kind element, its screen and element, to \"none\"")
        }
        overlay.unblurred.append(ElementScope(screen: screen, element: element))
    }
}
