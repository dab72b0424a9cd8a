import Inspect
import Tokens

/// A check's report as one shard of a split run states it (`proof check --shard K/N`).
///
/// A shard covers only its screens and animations, so a unit it contains none of, or
/// measured none of (every item skipped for a stated reason), is no shortfall of its own:
/// another shard may hold and measure them, and `proof check --merge` sums every shard's coverage and applies `CheckVerdict` to the sums,
/// where anything measured nowhere fails as it would in one run. A check with nothing at
/// all in this shard passes, saying so, rather than failing as "measured nothing".
extension CheckReport {
    /// The line that starts every coverage shortfall's failure (`CheckReport.init`).
    package static let shortfallPrefix = "not checked: "

    /// True for the failure `CheckReport.init` adds for a coverage shortfall, as opposed to
    /// one a check measured.
    package static func isShortfall(line: String, screen: String, kind: String?) -> Bool {
        screen.isEmpty && kind == "coverage" && line.hasPrefix(shortfallPrefix)
    }

    /// This report with its verdict as a shard states it (see the type).
    package func inShard(_ shard: Shard) -> CheckReport {
        if passed, coverage.isEmpty, summary.hasPrefix("nothing in shard ") { return self }  // `notInShard`'s
        let measuredFailures = failures.filter { !Self.isShortfall(line: $0.line, screen: $0.screen, kind: $0.data["kind"]?.string) }
        let everything = CheckVerdict(failures: 0, coverage: coverage)
        let suffix = everything.shortfalls.map { "; NOT CHECKED: " + $0 }.joined()
        let base = summary.hasSuffix(suffix) ? String(summary.dropLast(suffix.count)) : summary
        var report = self
        guard coverage.contains(where: { $0.contained > 0 }) || !measuredFailures.isEmpty else {
            report.passed = true
            report.summary = "nothing in shard \(shard): its screens and animations are in other shards (\(base))"
            report.failures = []
            return report
        }
        // Items neither measured nor skipped are this shard's own shortfall; "none measured"
        // is not (another shard may measure that unit), the merge's sums decide it.
        let shortfalls = coverage.filter { $0.unaccounted != 0 }.compactMap(\.shortfall)
        report.passed = measuredFailures.isEmpty && shortfalls.isEmpty
        report.summary = base + shortfalls.map { "; NOT CHECKED: " + $0 }.joined()
        report.failures = shortfalls.map { Failure(line: Self.shortfallPrefix + $0, screen: "", element: nil, data: ["kind": "coverage"]) } + measuredFailures
        return report
    }

    /// A check whose one subject is in another shard: it passes here, with no coverage.
    package static func notInShard(_ name: String, _ shard: Shard, because reason: String) -> CheckReport {
        var report = CheckReport(name: name, summary: "", failures: [], coverage: [])
        report.passed = true
        report.summary = "nothing in shard \(shard): \(reason)"
        report.failures = []
        return report
    }
}
