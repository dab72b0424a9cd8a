import AppSupport

/// What a proposer found for one check: the proposals that hold on every layout they were
/// tried on, and the failures no candidate mends, each a line naming it (listed as *left*
/// in `proposals.json` and the sheets, never dropped).
package struct ProposerOutcome {
    package var proposals: [Proposal] = []
    package var left: [String] = []
}
