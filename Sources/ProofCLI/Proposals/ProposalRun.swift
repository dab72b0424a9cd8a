import AppSupport
import Foundation
import Tokens

/// `proof check --propose`: the proposals of every named check that makes them — contrast
/// (`ContrastProposer`) and the blur budget (`BlurProposer`) — the checks' reports on the
/// design as it is, and the verdict of those checks run again on the design with every
/// proposal applied (so that one check's proposals are checked against the other's).
struct ProposalRun {
    /// The checks that propose.
    static let checks = ["contrast", "blur-budget"]

    /// The reports of the design as it is, by check name.
    let reports: [String: CheckReport]
    let file: ProposalFile

    init(names: [String], context: CheckContext, tokensDirectory: String, data: DataSources, images: CheckImages?) throws {
        var reports: [String: CheckReport] = [:]
        var proposals: [Proposal] = []
        var recheck: ProposalFile.Recheck?
        if names.contains("contrast") {
            let outcome = try ContrastProposer(context: context).run(tokensDirectory: tokensDirectory, data: data, images: images)
            reports["contrast"] = outcome.report
            proposals += outcome.proposals
            recheck = .init(passed: outcome.recheck.passed, failures: outcome.recheck.failures.count, rounds: outcome.rounds)
        }
        if names.contains("blur-budget") {
            let report = try context.blurBudget()
            reports["blur-budget"] = report
            let blur = try BlurProposer(context: context).propose(report)
            if !blur.isEmpty {
                proposals += blur
                // Every proposal together, checked again: a card drawn without its material
                // changes what texts on it sit on.
                let original = Dictionary(uniqueKeysWithValues: context.apps.map { ($0.id, $0.tokens) })
                let overlay = try DesignOverlay(proposals: proposals, tokens: original)
                var again = try CheckContext(tokensDirectory: tokensDirectory, devices: context.devices, contrast: context.contrastOption,
                                             apps: context.appScope, data: data, overlay: overlay)
                again.scope = context.scope
                let rechecked = try names.filter(Self.checks.contains).map { name in
                    name == "contrast" ? try again.contrast() : try again.blurBudget()
                }
                // Rounds: the contrast proposer's, and this one.
                recheck = .init(passed: rechecked.allSatisfy(\.passed), failures: rechecked.reduce(0) { $0 + $1.failures.count },
                                rounds: recheck.map { $0.rounds + 1 } ?? 1)
            } else if recheck == nil {
                recheck = .init(passed: report.passed, failures: report.failures.count, rounds: 1)
            }
        }
        self.reports = reports
        file = ProposalFile(proposals: proposals, recheck: recheck ?? .init(passed: true, failures: 0, rounds: 1))
    }
}
