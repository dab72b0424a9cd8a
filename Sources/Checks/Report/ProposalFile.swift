import AppSupport
import DisplayList
import Foundation
import Tokens

/// `proposals.json`: what `proof check contrast --propose --out DIR` writes, and what
/// `--apply-proposals FILE` reads (a `proof check --propose --json` result is read too:
/// its `proposals`). Schema `dev.designproof.proposals` version 1 (docs/FORMATS.md).
package struct ProposalFile: Codable {
    package var schema = OutputSchema.proposals
    /// The proposals, in `ContrastProposer.order`.
    package let proposals: [Proposal]
    /// The verdict of the proposing checks on the design with every proposal applied.
    package let recheck: Recheck
    /// Failures no mechanical change fixes, one line each (absent when none).
    package var left: [String]? = nil

    package struct Recheck: Codable, Equatable {
        /// True when the check passes on the proposed design.
        package let passed: Bool
        /// Failures left on it (0 when `passed`).
        package let failures: Int
        /// Rounds of proposing and checking again it took.
        package let rounds: Int

        package init(passed: Bool, failures: Int, rounds: Int) {
            self.passed = passed; self.failures = failures; self.rounds = rounds
        }
    }

    /// `proposals[3].to`, from a decoding path.
    package static func where_(_ path: [any CodingKey]) -> String {
        var out = "proposals"
        for key in path {
            if let i = key.intValue { out += "[\(i)]" } else { out += "." + key.stringValue }
        }
        return out
    }

    package init(proposals: [Proposal], recheck: Recheck, left: [String]? = nil) {
        self.proposals = proposals; self.recheck = recheck; self.left = left
    }
}
