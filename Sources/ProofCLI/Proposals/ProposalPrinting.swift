import ProofOutput
import AppSupport
import Checks
import Proposals

extension ProposalText {
    /// The proposals as `proof check --propose` prints them: one line each, after the checks.
    static func print(_ file: ProposalFile) {
        let verdict = file.recheck.passed
            ? "re-checked on the proposed design: passes"
            : "re-checked on the proposed design: \(file.recheck.failures) failures left"
        Swift.print("PROPOSE \(file.proposals.count) change\(file.proposals.count == 1 ? "" : "s") — \(verdict) (\(file.recheck.rounds) round\(file.recheck.rounds == 1 ? "" : "s"))")
        for p in file.proposals { Swift.print("      " + line(p)) }
        if let left = file.left {
            Swift.print("      left (no mechanical change fixes \(left.count == 1 ? "it" : "them")):")
            for l in left { Swift.print("        " + l) }
        }
    }

}
