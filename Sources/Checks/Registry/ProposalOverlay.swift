import AppSupport
import Tokens

extension DesignOverlay {
    /// The overlay `proposals` make, their token paths and gradients resolved in `tokens`
    /// (each app's token set, by id): each proposal laid over it by the check that proposed
    /// it (`DesignCheck.addProposal`). Refuses, naming the proposal: an app that is not
    /// there, a check that makes no proposals, and whatever the check refuses — a token the
    /// app does not have or of another type, a value of the wrong kind, two values for one
    /// token, an element proposal without its screen and element.
    package init(proposals: [Proposal], tokens: [String: TokenSet], checks: [any DesignCheck.Type] = CheckRegistry.all) throws(ProposalInvalid) {
        self.init()
        let proposing = checks.filter { $0.proposes }.map { $0.name }
        for (n, p) in proposals.enumerated() {
            let which = "proposal \(n + 1) (\(Proposal.shown(p.app)) \(Proposal.shown(p.token ?? p.element ?? "?")))"
            guard let set = tokens[p.app] else {
                throw ProposalInvalid("\(which): no app \"\(p.app)\"; apps: \(tokens.keys.sorted().joined(separator: ", "))")
            }
            guard let check = checks.first(where: { $0.name == p.check && $0.proposes }) else {
                let listed = proposing.count > 1 ? proposing.dropLast().joined(separator: ", ") + " and " + proposing.last! : proposing.joined()
                throw ProposalInvalid("\(which): check \"\(p.check)\" has no proposals; \(listed) have")
            }
            try check.addProposal(p, which: which, tokens: set, to: &self)
        }
    }
}
