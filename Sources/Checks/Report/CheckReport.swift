import AppSupport
import DisplayList
import Foundation
import Inspect

package struct CheckRun: Encodable {
    /// `OutputSchema.checkRun` (keys are sorted, so it comes after `passed`).
    package var schema = OutputSchema.checkRun
    package let passed: Bool
    package let checks: [CheckReport]
    /// What the run was checked with (`check --merge` joins only equal ones).
    package let options: CheckOptions
    /// "K/N" for a run of `--shard K/N`; absent otherwise.
    package var shard: String? = nil
    /// With `--propose`: the proposals, and the contrast check's verdict with them applied.
    package var proposals: [Proposal]? = nil
    package var proposalsRecheck: ProposalFile.Recheck? = nil
    /// With `--propose`: failures no mechanical change fixes, one line each (absent when none).
    package var proposalsLeft: [String]? = nil

    package init(passed: Bool, checks: [CheckReport], options: CheckOptions, shard: String? = nil, proposals: [Proposal]? = nil,
                 proposalsRecheck: ProposalFile.Recheck? = nil, proposalsLeft: [String]? = nil) {
        self.passed = passed; self.checks = checks; self.options = options; self.shard = shard
        self.proposals = proposals; self.proposalsRecheck = proposalsRecheck; self.proposalsLeft = proposalsLeft
    }
}

/// One check's result: passed, a one-line summary, and each failure as one line plus data.
package struct CheckReport: Encodable, Sendable {
    package struct Failure: Encodable {
        package let line: String
        package let screen: String
        package let element: String?
        /// Strings, numbers and yes/no values as their JSON types (`CheckValue`).
        package let data: [String: CheckValue]
    }
    /// An element the check skipped, neither a pass nor a failure: no pixel of it shows
    /// (scrolled away, clipped, under an opaque element), or it is inert behind a modal.
    package struct NotVisible: Encodable {
        package let screen: String
        package let element: String
        package let text: String
        package let kind: String
        /// offCanvas, clipped, covered, collapsed or behindModal (`VisibleArea.Hidden`).
        package let reason: String
        package let appearance: String
        package let gradient: String?
        package let device: String
        /// standard or high (Increase Contrast).
        package let contrast: String
    }
    /// A token colour pair an app's seed makes a claim about (`ContrastPair`), measured in
    /// one environment: only the contrast check fills these in.
    package struct Pair: Encodable {
        package let app: String
        /// `secondaryLow-on-card`
        package let name: String
        /// standard or high.
        package let contrast: String
        package let foreground: String
        package let background: String
        package let foregroundColor: String
        package let backgroundColor: String
        /// WCAG 2.2, to two decimals.
        package let ratio: Double
        package let required: Double
        package let passed: Bool
        package let claim: String
    }
    /// An overflow beyond the required size (Accessibility XL): listed, not a failure.
    package struct Beyond: Encodable {
        package let screen: String
        package let device: String
        package let contentSize: String
        /// truncated, clipped, outsideParent, overlap or brokenWord (`Overflow.Kind`).
        package let kind: String
        package let ids: [String]
        /// "calai/home · iphone-se · accessibilityExtraExtraLarge: truncated …/Text"
        package var line: String
    }
    package let name: String
    /// Only `CheckVerdict` decides this: no failures and every item measured or skipped
    /// (in a shard, `inShard` adjusts it).
    package var passed: Bool
    package var summary: String
    /// The first coverage's measured count (what earlier versions called `measured`).
    package let measured: Int
    package var failures: [Failure]
    /// What the check covered, in each unit it counts (`Coverage`).
    package let coverage: [Coverage]
    /// The devices the check laid screens out on (checks that use none leave the key out).
    package var devices: [String]? = nil
    /// Only the contrast check fills these in; other checks leave the keys out.
    package var notVisible: [NotVisible]? = nil
    package var behindModal: [NotVisible]? = nil
    /// Only the Dynamic Type check fills this in.
    package var beyond: [Beyond]? = nil
    /// Only the cross-fade check fills this in: its counts and every measured frame pair.
    package var crossfade: CrossfadeRun.Figures? = nil
    /// Only the contrast check fills this in, when an app in scope names pairs.
    package var pairs: [Pair]? = nil
    /// Only the components check fills this in: what it read, by app and kind.
    package var components: ComponentRun.Figures? = nil
    /// Only the motion check fills this in: every claim's verdicts and numbers.
    package var motion: MotionRun.Figures? = nil

    /// The verdict is the shared rule's (`CheckVerdict`): a check whose coverage falls short
    /// fails with the reason in its summary and as its first failure line, whatever else it found.
    package init(name: String, summary: String, failures: [Failure], coverage: [Coverage], devices: [String]? = nil,
         notVisible: [NotVisible]? = nil, behindModal: [NotVisible]? = nil, beyond: [Beyond]? = nil) {
        let verdict = CheckVerdict(failures: failures.count, coverage: coverage)
        self.name = name
        passed = verdict.passed
        self.summary = summary + verdict.shortfalls.map { "; NOT CHECKED: " + $0 }.joined()
        measured = coverage.first?.measured ?? 0
        self.failures = verdict.shortfalls.map { Failure(line: "not checked: " + $0, screen: "", element: nil, data: ["kind": "coverage"]) } + failures
        self.coverage = coverage
        self.devices = devices
        self.notVisible = notVisible
        self.behindModal = behindModal
        self.beyond = beyond
    }
}
