import AppSupport
import DisplayList
import Layout
import Tokens

/// One check of `proof check`: everything about it that is not its measurement (which lives
/// in Inspect) — its name, what it measures, when it has nothing to measure, how its work
/// is spread, and whether it proposes fixes. A conforming type is listed once, in
/// `CheckRegistry.all`; the CLI's arguments and help, `--json`, sharding and merging, the
/// gallery, `--propose` and the schema all read that list, so a new check is its own file
/// and one line there.
package protocol DesignCheck: SendableMetatype {
    /// What `proof check NAME` takes and the report is named (`dynamic-type`).
    static var name: String { get }
    /// What it holds the screens to, as a phrase for `proof check --help` and the gallery.
    static var measures: String { get }
    /// True when `check --propose` proposes fixes for its failures (`ProposalRun`).
    static var proposes: Bool { get }
    /// Why it has nothing to measure in `context`'s apps (nil: it applies). A check named
    /// by default that does not apply is left out and said so, rather than failing as
    /// "nothing checked"; named explicitly, it still runs.
    static func inapplicable(in context: CheckContext) throws -> String?
    /// Why it cannot run at all over `apps` with `scope` (the apps asked for; nil: every
    /// one), as the whole usage error `commandName` prints when it is named — nil when it
    /// can. Left out of the default checks without a word when it cannot.
    static func unavailable(with apps: DesignApps, scope: Set<String>?, commandName: String) -> String?
    /// How its report is made (`CheckWork`).
    static var work: CheckWork { get }
    /// The figures of its own that its `--json` report carries (beyond the name, verdict,
    /// summary, coverage, failures and the listed items every report may have), joined from
    /// the shards' reports for `check --merge`: each key it returns is set on the merged
    /// report. None by default.
    static func mergedFigures(_ shards: [[String: CheckJSON]]) -> [String: CheckJSON]
    /// Lays the proposal `p` (of this check, for the app whose tokens are `tokens`) over
    /// `overlay`, or refuses it in one line starting with `which` ("proposal 3 (calai …)").
    /// Only a check that `proposes` is asked.
    static func addProposal(_ p: Proposal, which: String, tokens: TokenSet, to overlay: inout DesignOverlay) throws(ProposalInvalid)
}

extension DesignCheck {
    package static var proposes: Bool { false }
    package static func inapplicable(in context: CheckContext) throws -> String? { nil }
    package static func unavailable(with apps: DesignApps, scope: Set<String>?, commandName: String) -> String? { nil }
    package static func mergedFigures(_ shards: [[String: CheckJSON]]) -> [String: CheckJSON] { [:] }
    package static func addProposal(_ p: Proposal, which: String, tokens: TokenSet, to overlay: inout DesignOverlay) throws(ProposalInvalid) {
        throw ProposalInvalid("\(which): check \"\(name)\" has no proposals")
    }
}

/// How a check makes its report, which decides how `CheckSuite` schedules it.
package enum CheckWork {
    /// One piece of work: run on one lane, beside another such check on the other.
    /// `seconds`: about how long it takes over every app on the default phone (a release
    /// build on the project's 2-core machine; docs/PERFORMANCE.md), only so that
    /// `CheckSuite` starts the longest first and the shorter ones fill the other lane.
    case job(seconds: Double, @Sendable (CheckContext) throws -> CheckReport)
    /// Work it spreads over both lanes itself, item by item (`CheckLanes.run`); `images`
    /// is where a check that draws its worst failures draws them (`check --out`).
    case lanes(@Sendable (CheckContext, CheckLanes, CheckImages?) throws -> CheckReport)
    /// A reader of the one layout of every screen at every content size on each device
    /// that `LayoutSweep` makes for all such checks at once.
    case sweep(any LayoutSweepReader.Type)
}

/// A check that reads `LayoutSweep`'s layouts: each is examined on a lane (`examine`), then
/// handed to the reader in a fixed order on the calling thread (`visit`), so the report
/// does not depend on the lanes.
package protocol LayoutSweepReader: DesignCheck {
    /// What the reader needs of one layout.
    associatedtype Examination: Sendable
    /// An empty reader, before the first layout.
    init()
    /// What the reader needs of one layout, worked out on a lane with the context's probes.
    static func examine(_ list: DisplayList, probes: CheckProbes) -> Examination
    /// Adds one layout and what `examine` made of it.
    mutating func visit(_ place: LayoutSweep.Place, _ list: DisplayList, examined: Examination)
    /// `expected`: the layouts the sweep was to make (`LayoutSweep.expected`), counted from
    /// the catalogue rather than from what was visited.
    func report(expected: Int, devices: [Device]) -> CheckReport
}

extension LayoutSweepReader {
    package static var work: CheckWork { .sweep(Self.self) }

    /// `examine`, for a sweep that holds readers of several kinds.
    static func examineAny(_ list: DisplayList, probes: CheckProbes) -> any Sendable { examine(list, probes: probes) }

    /// `visit` with what `examineAny` made: the sweep hands each reader its own kind back.
    mutating func visitAny(_ place: LayoutSweep.Place, _ list: DisplayList, examined: any Sendable) {
        visit(place, list, examined: examined as! Examination)
    }
}
