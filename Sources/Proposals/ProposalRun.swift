import AppSupport
import Checks
import Foundation
import Tokens

/// `proof check --propose`: the proposals of every named check that makes them — contrast
/// (`ContrastProposer`), the blur budget (`BlurProposer`), Dynamic Type
/// (`DynamicTypeProposer`), the fold (`FoldProposer`) and motion (`MotionProposer`) — the checks' reports on the
/// design as it is, and the verdict of those checks run again on the design with every
/// proposal applied (so that one check's proposals are checked against the others').
///
/// Two steps: `init` makes the reports the proposers need a pass of their own for
/// (contrast keeps pixels, Dynamic Type and the fold keep what they found), to be handed to
/// `CheckCommand.reports` as made; `file(reports:)` takes the motion report that run made
/// alongside the other single checks, proposes from it, and checks everything again.
package struct ProposalRun {
    /// The checks that propose.
    package static var checks: [String] { CheckRegistry.all.filter { $0.proposes }.map { $0.name } }

    /// The reports of the design as it is that the proposers made, by check name.
    package let reports: [String: CheckReport]
    private let names: [String]
    private let context: CheckContext
    private let tokensDirectory: String
    private let data: DataSources
    private var proposals: [Proposal] = []
    private var left: [String] = []
    private var contrastRecheck: ProposalFile.Recheck?

    package init(names: [String], context: CheckContext, tokensDirectory: String, data: DataSources, images: CheckImages?) throws {
        self.names = names; self.context = context; self.tokensDirectory = tokensDirectory; self.data = data
        var reports: [String: CheckReport] = [:]
        if names.contains(ContrastRun.name) {
            let outcome = try ContrastProposer(context: context).run(tokensDirectory: tokensDirectory, data: data, images: images)
            reports[ContrastRun.name] = outcome.report
            proposals += outcome.proposals
            contrastRecheck = .init(passed: outcome.recheck.passed, failures: outcome.recheck.failures.count, rounds: outcome.rounds)
        }
        if names.contains(BlurBudgetRun.name) {
            let report = try context.blurBudget()
            reports[BlurBudgetRun.name] = report
            proposals += try BlurProposer(context: context).propose(report)
        }
        if names.contains(DynamicTypeRun.name) || names.contains(FoldRun.name) {
            // One sweep for Dynamic Type, fold and, when it runs too, overlap (they read the same layouts).
            let readers: [any LayoutSweepReader] = [DynamicTypeRun(), OverlapRun(), FoldRun()].filter { names.contains(type(of: $0).name) }
            let read = try LayoutSweep.read(context, readers)
            for reader in read { reports[type(of: reader).name] = reader.report(expected: LayoutSweep.expected(context), devices: context.devices) }
            if let run = read.compactMap({ $0 as? DynamicTypeRun }).first {
                let outcome = try DynamicTypeProposer(context: context).propose(run.problems)
                proposals += outcome.proposals
                left += outcome.left
            }
            if let run = read.compactMap({ $0 as? FoldRun }).first {
                let outcome = try FoldProposer(context: context).propose(run.found)
                proposals += outcome.proposals
                left += outcome.left
            }
        }
        self.reports = reports
    }

    /// The proposals file: motion's proposals from its report among `reports` (every named
    /// check's, as `CheckCommand.reports` made them), then every proposal checked again.
    package func file(reports made: [CheckReport]) throws -> ProposalFile {
        var proposals = self.proposals, left = self.left
        let reports = Dictionary(made.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a }).merging(self.reports) { _, own in own }
        if names.contains(MotionRun.name), let report = reports[MotionRun.name] {
            let outcome = try MotionProposer(context: context, tokensDirectory: tokensDirectory, data: data).propose(report)
            proposals += outcome.proposals
            left += outcome.left
        }
        let recheck: ProposalFile.Recheck
        if proposals.contains(where: { $0.check != ContrastRun.name }) || (contrastRecheck == nil && !left.isEmpty) {
            // Every proposal together, checked again by every proposing check named: a card
            // drawn without its material changes what texts on it sit on; a text given
            // more lines may push another.
            let original = Dictionary(uniqueKeysWithValues: context.apps.map { ($0.id, $0.tokens) })
            let overlay = try DesignOverlay(proposals: proposals, tokens: original).holding(context.overlay.contexts)
            var again = try CheckContext(designApps: context.designApps, tokensDirectory: tokensDirectory, devices: context.devices, contrast: context.contrastOption,
                                         apps: context.appScope, data: data, overlay: overlay)
            again.scope = context.scope
            let rechecked = try CheckSuite.reports(names.filter(Self.checks.contains), context: again)
            // Rounds: the contrast proposer's, and this one.
            recheck = .init(passed: rechecked.allSatisfy(\.passed), failures: rechecked.reduce(0) { $0 + $1.failures.count },
                            rounds: contrastRecheck.map { $0.rounds + 1 } ?? 1)
        } else if let contrastRecheck {
            recheck = contrastRecheck
        } else {
            // Nothing proposed and nothing left: the design as it is was the verdict.
            let named = names.filter(Self.checks.contains).compactMap { reports[$0] }
            recheck = .init(passed: named.allSatisfy(\.passed), failures: named.reduce(0) { $0 + $1.failures.count }, rounds: 1)
        }
        return ProposalFile(proposals: proposals, recheck: recheck, left: left.isEmpty ? nil : left)
    }
}
