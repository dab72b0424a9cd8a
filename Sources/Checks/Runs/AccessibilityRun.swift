import DisplayList
import Inspect
import Layout

/// `proof check accessibility`: every material card and control of every screen and state
/// has a label VoiceOver can read (`AccessibilityCheck`); iOS's own chrome is left out.
package enum AccessibilityRun: DesignCheck {
    package static let name = "accessibility"
    package static let measures = "every card and control labelled for VoiceOver"
    package static var work: CheckWork { .job(seconds: 0.85) { try $0.accessibility() } }
}

extension CheckContext {
    package func accessibility() throws -> CheckReport {
        var failures: [CheckReport.Failure] = []
        var coverage = Coverage(unit: "cards and controls")
        let all = screens
        for screen in all {
            let l = try list(screen, appearance: .light)
            let examination = probes.accessibility(l)
            // Counted apart from the probe: every material card and button the screen holds.
            coverage.contain(l.elements.filter(AccessibilityCheck.isCardOrControl).count)
            coverage.measure(examination.examined)
            coverage.skip("systemChrome", examination.chrome)
            for p in examination.problems {
                failures.append(.init(line: "\(screen.label): \(p.problem) — \(p.elementID)", screen: screen.label, element: p.elementID, data: ["problem": .text(p.problem)]))
            }
        }
        return CheckReport(name: AccessibilityRun.name,
                           summary: "\(coverage.measured) cards and controls on \(all.count) screens and states (\(coverage.skipped["systemChrome"] ?? 0) of iOS's left out); \(failures.count) without a useful label",
                           failures: failures, coverage: [coverage])
    }
}
